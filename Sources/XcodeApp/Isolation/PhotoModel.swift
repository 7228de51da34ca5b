import SwiftUI

//en The photo page's state. Like a view, it belongs to the main actor: only main-actor code may change it.
//zh 照片页的状态。它和视图一样属于主 actor：只有主 actor 上的代码能改它。
@Observable
@MainActor
final class PhotoModel {
  private(set) var photo: DecodedPhoto?
  private(set) var likes = 0

  func show(_ photo: DecodedPhoto) {
    print("showing \(photo.name)")
    self.photo = photo
  }

  func like() {
    likes += 1
  }
}
