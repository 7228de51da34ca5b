import SwiftUI

//en The photo page again, decoding in a Task { } that onAppear starts. A Task { } inherits the actor of the code
//en that creates it, and onAppear's closure is main-actor code.
//zh 还是照片页，这次在 onAppear 启动的 Task { } 里解码。Task { } 继承创建它的代码所在的 actor，
//zh 而 onAppear 的闭包是主 actor 上的代码。
struct TaskPhotoPage: View {
  var decoder = PhotoDecoder()
  @State private var model = PhotoModel()

  var body: some View {
    PhotoView(model: model)
      .onAppear {
        Task {
          model.show(await decoder.decodePhoto("beach.heic"))
        }
      }
  }
}
