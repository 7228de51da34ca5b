import SwiftUI

//en The photo page decoding in .task { } again, but with the @concurrent decodePhotoConcurrently: only the decoding
//en leaves the main actor, and the rest of the task changes the model directly.
//zh 照片页又在 .task { } 里解码，不过这次 await 的是 @concurrent 的 decodePhotoConcurrently：
//zh 只有解码离开主 actor，任务的其余部分直接改 model。
struct ConcurrentPhotoPage: View {
  var decoder = PhotoDecoder()
  @State private var model = PhotoModel()

  var body: some View {
    PhotoView(model: model)
      .task {
        model.show(await decoder.decodePhotoConcurrently("beach.heic"))
      }
  }
}
