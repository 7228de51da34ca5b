// The situation of the streaming exercise: the user downloads report.pdf and cancels at 500 ms (after 2 of its 5
// chunks); at 700 ms the user downloads it again and waits until it is complete.
import Scenarios

/// A file server that sends report.pdf in 5 chunks, one every 200 ms, each 20 % of the file. It stops when its
/// task is cancelled, and says when it sends a chunk into a stream that nobody iterates any more.
struct FileServer: Sendable {
  let language: Language

  func send(into continuation: AsyncThrowingStream<Int, any Error>.Continuation) async {
    for chunk in 1...5 {
      do {
        try await Task.sleep(for: .milliseconds(200))
      } catch {
        print(language.pick("服务器：停止发送", "server: stops sending"))
        return
      }
      if case .terminated = continuation.yield(chunk * 20) {
        print(language.pick("服务器：发出第 \(chunk)/5 块，没人接收", "server: sent chunk \(chunk)/5, nobody receives it"))
      } else {
        print(language.pick("服务器：发出第 \(chunk)/5 块", "server: sent chunk \(chunk)/5"))
      }
    }
    continuation.finish()
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let server = FileServer(language: language)
  for (attempt, cancelAt) in [(1, Duration.milliseconds(500)), (2, nil)] {
    let model = DownloadModel()
    print(language.pick("用户第 \(attempt) 次点了「下载」", "the user taps Download (attempt \(attempt))"))
    let download = Task(name: "download \(attempt)") { await model.download(from: server) }
    if let cancelAt {
      try? await Task.sleep(for: cancelAt)
      print(language.pick("用户点了「取消」", "the user taps Cancel"))
      download.cancel()
    }
    await download.value
    print(language.pick("第 \(attempt) 次下载结束：\(model.status)", "download \(attempt) ended: \(model.status)"))
    if cancelAt != nil { try? await Task.sleep(for: .milliseconds(200)) }
  }
}
