//zh 第 16 课的下载，坑还在里面。FileServer 是练习提供的：send(into:) 每 200 ms 往 continuation 里 yield 一块
//zh （参数是已经下载的百分比：20、40……100），发完 5 块就 finish()；它的任务被取消时停止发送。
//zh 练习里用户点「下载」，500 ms 时点「取消」（取消的是运行 download(from:) 的任务）；700 ms 时再下载一次，一直等到完成。
//zh 每次下载结束后，练习会打印 model.status。
//zh 请保留 DownloadModel、download(from:)、progress 和 status 这些名字：练习要用它们。
//en Lesson 16's download, with its pitfalls. FileServer comes with the exercise: send(into:) yields a chunk into the
//en continuation every 200 ms (the value is the per cent downloaded so far: 20, 40, … 100) and calls finish()
//en after 5 chunks; it stops sending when its task is cancelled. In the exercise the user taps Download and then
//en Cancel at 500 ms (which cancels the task running download(from:)); at 700 ms the user downloads again and waits
//en until it is complete. After each download the exercise prints model.status.
//en Keep the names DownloadModel, download(from:), progress and status: the exercise uses them.

/// The chunks of report.pdf as a stream; a producer task sends them.
func reportChunks(from server: FileServer) -> AsyncThrowingStream<Int, any Error> {
  AsyncThrowingStream { continuation in
    _ = server
    continuation.finish()
  }
}

@MainActor
final class DownloadModel {
  @Tracked("progress") var progress = 0
  @Tracked("status") var status = "idle"

  func download(from server: FileServer) async {
    _ = server
  }
}
