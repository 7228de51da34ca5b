import SwiftUI

//en The photo page decoding in Task.detached { }, which inherits no actor: its closure runs on the default
//en executor. It captures the model and the decoder, not the view, whose properties belong to the main actor.
//zh 照片页在 Task.detached { } 里解码。分离的任务什么 actor 也不继承：它的闭包在默认执行器上运行。
//zh 闭包捕获的是 model 和 decoder，而不是视图：视图的属性属于主 actor。
struct DetachedPhotoPage: View {
  var decoder = PhotoDecoder()
  @State private var model = PhotoModel()

  var body: some View {
    PhotoView(model: model)
      .onAppear {
        Task.detached { [model, decoder] in
          let photo = await decoder.decodePhoto("beach.heic")
          //en The model belongs to the main actor: go there to change it.
          //zh model 属于主 actor：到主 actor 上再改它。
          await MainActor.run {
            model.show(photo)
          }
        }
      }
  }
}
