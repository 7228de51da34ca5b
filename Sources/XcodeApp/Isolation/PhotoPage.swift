import SwiftUI

//en The photo page: it decodes the photo as soon as it appears, in .task { }. A closure written in a view is
//en main-actor code (View is a @MainActor type), and so is this one.
//zh 照片页：一出现就在 .task { } 里解码照片。写在视图里的闭包都是主 actor 上的代码（View 是 @MainActor 类型），
//zh 这个也一样。
struct PhotoPage: View {
  var decoder = PhotoDecoder()
  @State private var model = PhotoModel()

  var body: some View {
    PhotoView(model: model)
      .task {
        //en decodePhoto runs on its caller's actor: the main actor.
        //zh decodePhoto 在调用方的 actor 上运行：主 actor。
        model.show(await decoder.decodePhoto("beach.heic"))
      }
  }
}
