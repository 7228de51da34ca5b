// The #Preview that section 46.7's RemoteAvatar needs to be shown (its view takes the image's URL), as Xcode's canvas
// would need one: no route answers the URL, so the image fails and the avatar shows its failure icon.
import SwiftUI

#Preview {
  RemoteAvatar(url: URL(string: "https://avatars.example.com/ada.png"))
}
