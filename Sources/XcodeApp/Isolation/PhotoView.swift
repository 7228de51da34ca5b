import SwiftUI

//en What the photo page shows: the photo once it is decoded, and the Like button with the number of likes. The
//en button's action is main-actor code: it can run only while the main actor is free.
//zh 照片页显示的内容：解码好的照片，以及「赞」按钮和点赞数。按钮的动作是主 actor 上的代码：
//zh 只有主 actor 空着的时候它才能运行。
struct PhotoView: View {
  let model: PhotoModel

  var body: some View {
    VStack {
      if let photo = model.photo {
        Image(photo.name)
      } else {
        ProgressView("Decoding the photo…")
      }
      HStack {
        Button("Like") {
          model.like()
        }
        Label("\(model.likes)", systemImage: "heart.fill")
      }
    }
  }
}
