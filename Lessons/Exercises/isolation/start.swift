import SwiftUI

//zh 第 14 课的照片页，坑还在里面。PhotoPage 一出现就要解码照片，再把它显示出来。
//zh PhotoDecoder 是练习提供的：decodePhoto(_:) 是 nonisolated(nonsending) 的 async 函数，在调用方的 actor 上运行，
//zh 真正的计算是同步的，占住运行它的线程 300 ms——在主 actor 上，就占住主线程。
//zh PhotoModel 是主 actor 上的类型：model.show(_:) 显示照片。PhotoView 显示照片、「赞」按钮和点赞数。
//zh 练习会在 100 ms 点「赞」，它的动作要在主 actor 上运行。这次运行的 trace 会标出每一步在哪个执行器上：[主] 或 [默认]。
//zh 请保留 PhotoPage() 这个名字：练习要用它。
//en Lesson 14's photo page, with its pitfall. PhotoPage decodes the photo as soon as it appears, then shows it.
//en PhotoDecoder comes with the exercise: decodePhoto(_:) is a nonisolated(nonsending) async function that runs on
//en its caller's actor, and its computation is synchronous and holds the thread running it for 300 ms — on the
//en main actor, the main thread. PhotoModel is a main-actor type: model.show(_:) shows the photo. PhotoView shows
//en the photo, the Like button and the count of likes. The exercise taps Like at 100 ms, and that action runs on
//en the main actor. The trace of this run tags each piece with the executor it ran on: [main] or [default].
//en Keep the name PhotoPage(): the exercise uses it.

struct PhotoPage: View {
  var decoder = PhotoDecoder()
  @State private var model = PhotoModel()

  var body: some View {
    PhotoView(model: model)
      .onAppear {
        Task {
          //zh 解码照片，再显示出来。
          //en Decode the photo, then show it.
          model.show(await decoder.decodePhoto("beach.heic"))
        }
      }
  }
}
