//zh 第 14 课的照片页，坑还在里面。照片页出现时（onAppear）调用 startDecoding：它要解码照片，再把它显示出来。
//zh decodePhoto(_:) 是练习提供的：300 ms 的计算，和同步函数一样在调用它的地方运行——
//zh 在主 actor 上调用，就占住主线程；在任何 actor 之外调用，就占用后台线程池里的一个线程。
//zh PhotoModel 是主 actor 上的类型：model.show(_:) 显示照片。练习会在 100 ms 点「赞」，它的动作要在主 actor 上运行。
//zh 这次运行的 trace 会标出每一步在哪个执行器上：[主] 或 [默认]。
//zh 请保留 startDecoding(_:into:) 这个名字和它的参数：练习要调用它。
//en Lesson 14's photo page, with its pitfall. When the page appears (onAppear) it calls startDecoding, which must
//en decode the photo and then show it. decodePhoto(_:) comes with the exercise: 300 ms of computing that runs where
//en it is called, like a synchronous function — called on the main actor it holds the main thread; called from no
//en actor it takes one thread of the background pool. PhotoModel is a main-actor type: model.show(_:) shows the
//en photo. The exercise taps Like at 100 ms, and that action runs on the main actor.
//en The trace of this run tags each piece with the executor it ran on: [main] or [default].
//en Keep the name startDecoding(_:into:) and its parameters: the exercise calls it.

/// Decodes `photo` without keeping the main actor busy, then shows it.
@MainActor
func startDecoding(_ photo: String, into model: PhotoModel) {
  _ = (photo, model)
}
