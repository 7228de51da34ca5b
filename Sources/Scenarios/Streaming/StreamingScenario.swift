import AsyncSimulation

// A download that arrives in pieces, as `URLSession.bytes(for:)` delivers a large file: an `AsyncThrowingStream` of
// chunks, consumed with `for try await`, with the progress on screen. The user taps Cancel halfway. Cancelling the
// consuming task ends the loop — quietly, without an error — and terminates the stream; only an `onTermination`
// handler tells the producer to stop, or it goes on sending chunks nobody receives. And because the loop just ends,
// the code after it must ask whether the task was cancelled before it says "done".

/// One piece of the file.
struct DownloadChunk: Sendable {
  let number: Int
  let bytes: Int
}

/// A simulated file server that sends `file` in `count` chunks, one every `interval`, optionally dropping the
/// connection after chunk `dropAfter`.
struct ChunkServer: Sendable {
  static let chunkBytes = 1_000_000
  let count: Int
  let interval: Duration
  let dropAfter: Int?
  let language: Language

  /// Sends the chunks into `continuation`; stops when its task is cancelled.
  func send(into continuation: AsyncThrowingStream<DownloadChunk, any Error>.Continuation) async {
    for number in 1...count {
      do {
        try await Task.sleep(for: interval)
      } catch {
        print(language.pick("服务器：停止发送（第 \(number) 块之前）", "server: stops sending (before chunk \(number))"))
        return
      }
      if number - 1 == dropAfter {
        print(language.pick("服务器：连接中断", "server: the connection drops"))
        return continuation.finish(throwing: DownloadError(description: language.pick("连接中断", "connection lost")))
      }
      let result = continuation.yield(DownloadChunk(number: number, bytes: Self.chunkBytes))
      if case .terminated = result {
        print(language.pick("服务器：发出第 \(number)/\(count) 块，没人接收", "server: sent chunk \(number)/\(count), nobody receives it"))
      } else {
        print(language.pick("服务器：发出第 \(number)/\(count) 块", "server: sent chunk \(number)/\(count)"))
      }
    }
    continuation.finish()
  }
}

/// Why a download failed, in words for the user.
struct DownloadError: Error, CustomStringConvertible {
  let description: String
}

// MARK: lesson
/// The chunks of a download, as an `AsyncThrowingStream`: a producer task sends them, the consumer iterates.
func chunks(from server: ChunkServer, stopsProducer: Bool) -> AsyncThrowingStream<DownloadChunk, any Error> {
  AsyncThrowingStream { continuation in
    let producer = Task(name: "producer") { await server.send(into: continuation) }
    if stopsProducer {
      continuation.onTermination = { termination in
        guard case .cancelled = termination else { return }   // finished: the producer is done already
        print(server.language.pick("下载流被取消，停止生产者", "the stream was cancelled: stopping the producer"))
        producer.cancel()                      // without this, the producer goes on sending into the void
      }
    }
  }
}

/// The download screen's state.
@MainActor
final class DownloadModel {
  enum Status: Equatable { case idle, downloading, done, cancelled, failed(String) }

  @Tracked("progress") var progress = 0                 // per cent
  @Tracked("status") var status = Status.idle
  let server: ChunkServer
  let stopsProducer: Bool
  let checksCancellation: Bool

  init(server: ChunkServer, stopsProducer: Bool, checksCancellation: Bool) {
    self.server = server
    self.stopsProducer = stopsProducer
    self.checksCancellation = checksCancellation
  }

  func download() async {
    status = .downloading
    let total = server.count * ChunkServer.chunkBytes
    var received = 0
    do {
      for try await chunk in chunks(from: server, stopsProducer: stopsProducer) {
        received += chunk.bytes
        progress = received * 100 / total
      }
      // The loop also ends, without an error, when this task is cancelled: the stream just stops.
      if checksCancellation && Task.isCancelled {
        status = .cancelled
        return
      }
      status = .done                                    // ❌ without the check, a cancelled download says "done"
    } catch {
      status = .failed("\(error)")
    }
  }
}
// MARK: end

struct DownloadView: SimulatedView {
  let model: DownloadModel
  let language: Language

  var body: Screen {
    let filled = model.progress / 20
    let bar = String(repeating: "▓", count: filled) + String(repeating: "░", count: 5 - filled)
    let line = "⬇ report.pdf \(bar) \(model.progress)%"
    switch model.status {
    case .idle: return Screen(lines: [language.pick("[下载 report.pdf]", "[Download report.pdf]")])
    case .downloading: return Screen(lines: [line, language.pick("[取消]", "[Cancel]")])
    case .done: return Screen(lines: [line, language.pick("✓ 下载完成", "✓ Download complete")])
    case .cancelled: return Screen(lines: [line, language.pick("✕ 已取消", "✕ Cancelled")])
    case .failed(let message): return Screen(lines: [line, language.pick("⚠ 下载失败：", "⚠ Download failed: ") + message])
    }
  }
}

enum StreamingScenario {
  static let scenario = Scenario(
    name: "streaming",
    zh: "分块下载的 AsyncThrowingStream：进度上屏；取消只是让循环安静地结束，没有 onTermination，服务器照样发完；"
      + "循环后不检查取消，就会显示「下载完成」",
    en: "A chunked download as an AsyncThrowingStream: progress on screen; cancelling just ends the loop quietly, "
      + "without onTermination the server sends everything anyway, and without a check after the loop the screen "
      + "says \"Download complete\"",
    parameters: [
      ScenarioParameter("termination", .choice(["none", "stop"]), default: "none",
                        zh: "none：流没有 onTermination；stop：onTermination 取消生产者任务",
                        en: "none: the stream has no onTermination; stop: onTermination cancels the producer task"),
      ScenarioParameter("after", .choice(["check", "none"]), default: "check",
                        zh: "check：循环结束后检查 Task.isCancelled；none：不检查，直接标记完成",
                        en: "check: after the loop, check Task.isCancelled; none: mark the download done regardless"),
      ScenarioParameter("cancel", .duration, default: "500ms", zh: "开始下载后多久用户点「取消」",
                        en: "how long after the download starts the user taps Cancel"),
      ScenarioParameter("drop", .choice(["none", "2", "3", "4"]), default: "none",
                        zh: "none：连接一直正常；2、3、4：服务器发完这么多块后连接中断",
                        en: "none: the connection holds; 2, 3, 4: the connection drops after that many chunks"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("stop", "termination=stop"),
      PinnedRun("stop-unchecked", "termination=stop", "after=none"),
      PinnedRun("complete", "termination=stop", "cancel=2s"),
      PinnedRun("drop-3", "termination=stop", "cancel=2s", "drop=3"),
      PinnedRun("stop", "termination=stop", language: .en),
    ],
    explanation: StreamingExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let drop = arguments.choice("drop")
    let server = ChunkServer(count: 5, interval: .milliseconds(200), dropAfter: Int(drop), language: language)
    let model = DownloadModel(server: server, stopsProducer: arguments.choice("termination") == "stop",
                              checksCancellation: arguments.choice("after") == "check")
    let screen = ViewHost(DownloadView(model: model, language: language))
    screen.appear()

    print(language.pick("用户点了「下载」", "the user taps Download"))
    let download = Task(name: "download") { await model.download() }   // Button { download = Task { … } }
    try? await Task.sleep(for: arguments.duration("cancel"))
    if model.status == .downloading {
      print(language.pick("用户点了「取消」", "the user taps Cancel"))
      download.cancel()                                                // Button("Cancel") { download.cancel() }
    }
    await download.value
  }
}
