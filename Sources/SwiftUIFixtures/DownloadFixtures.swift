import AsyncSimulation
import SwiftUI
import Synchronization

/// Programs that download with `URLSession` as an app would: a delegate's events, a completion handler, pausing with
/// resume data and resuming, and the async `download(from:)`. The tests read their `print`s and requests.
enum DownloadFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("download-delegate", body: { await inOwnTemporaryFolder(delegate) }),
    SwiftUIFixture("download-handler", body: { await inOwnTemporaryFolder(handler) }),
    SwiftUIFixture("download-resume", body: { await inOwnTemporaryFolder(resume) }),
    SwiftUIFixture("download-async", body: { await inOwnTemporaryFolder(asyncDownload) }),
  ]

  /// Runs `body` with `TMPDIR` set to a new folder of its own, removed afterwards. An app's run has its container's
  /// `tmp`; these programs run outside one, and the tests start them in parallel: sharing `/tmp`, one process's
  /// `CFNetworkDownload_1.tmp` was another's, and a file read or found gone there belonged to the other run.
  @MainActor static func inOwnTemporaryFolder(_ body: @MainActor () async -> Void) async {
    var template = Array("/tmp/asyncplay-download-fixture-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
      print("cannot make a temporary folder")
      return
    }
    let folder = String(cString: made)
    setenv("TMPDIR", folder, 1)
    await body()
    try? FileManager.default.removeItem(atPath: folder)
  }

  static let url = URL(string: "https://files.example.com/report.bin")!

  /// 16 bytes in four pieces, 100 ms apart, after 100 ms.
  static func installRoutes() {
    RouteTable.install(RouteTable {
      Route.get(url.absoluteString, RouteResponse.text("0123456789abcdef", latency: .milliseconds(100))
        .chunked(into: 4, every: .milliseconds(100)))
      Route.get("https://files.example.com/missing.bin", .status(404))
    })
  }

  /// Prints every delegate event; reads the file while it exists.
  final class Recorder: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
    var location: URL?

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
                    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
      print("wrote \(bytesWritten): \(totalBytesWritten) of \(totalBytesExpectedToWrite)")
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didResumeAtOffset fileOffset: Int64, expectedTotalBytes: Int64) {
      print("resumed at \(fileOffset) of \(expectedTotalBytes)")
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                    didFinishDownloadingTo location: URL) {
      self.location = location
      let text = (try? String(contentsOf: location, encoding: .utf8)) ?? "?"
      print("finished: \(location.lastPathComponent) in tmp: \(location.deletingLastPathComponent().path == FileManager.default.temporaryDirectory.path) holds \(text)")
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      let stillThere = location.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
      guard let error else {
        print("completed; file still there: \(stillThere)")
        return
      }
      let resumeData = (error as NSError).userInfo[NSURLSessionDownloadTaskResumeData] as? Data
      print("failed: URLError code \((error as? URLError)?.code.rawValue ?? 0), resume data: \(resumeData != nil)")
    }
  }

  @MainActor static func delegate() async {
    installRoutes()
    let recorder = Recorder()
    let session = URLSession(configuration: .default, delegate: recorder, delegateQueue: nil)
    let task = session.downloadTask(with: url)
    task.resume()
    try? await Task.sleep(for: .seconds(1))
    print("progress: \(task.progress.completedUnitCount) of \(task.progress.totalUnitCount), state \(task.state.rawValue)")
    session.downloadTask(with: URL(string: "https://files.example.com/missing.bin")!).resume()
    try? await Task.sleep(for: .seconds(1))
  }

  @MainActor static func handler() async {
    installRoutes()
    let kept = Mutex<URL?>(nil)
    URLSession.shared.downloadTask(with: url) { location, response, error in
      kept.withLock { $0 = location }
      let text = location.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "?"
      print("handler: \(text), status \((response as? HTTPURLResponse)?.statusCode ?? 0), error \(error == nil ? "nil" : "set")")
    }.resume()
    try? await Task.sleep(for: .seconds(1))
    let gone = kept.withLock { $0 }.map { !FileManager.default.fileExists(atPath: $0.path) } ?? false
    print("file removed after the handler: \(gone)")
  }

  @MainActor static func resume() async {
    installRoutes()
    let recorder = Recorder()
    let session = URLSession(configuration: .background(withIdentifier: "fixture"), delegate: recorder,
                             delegateQueue: .main)
    let task = session.downloadTask(with: url)
    task.resume()
    try? await Task.sleep(for: .milliseconds(250))
    let paused = Mutex<Data?>(nil)
    task.cancel { data in
      paused.withLock { $0 = data }
      print("paused with resume data: \(data != nil)")
    }
    try? await Task.sleep(for: .milliseconds(100))
    guard let data = paused.withLock({ $0 }) else { return }
    session.downloadTask(withResumeData: data).resume()
    try? await Task.sleep(for: .seconds(1))
  }

  @MainActor static func asyncDownload() async {
    installRoutes()
    do {
      let (location, response) = try await URLSession.shared.download(from: url)
      let text = (try? String(contentsOf: location, encoding: .utf8)) ?? "?"
      print("downloaded \(text), status \((response as? HTTPURLResponse)?.statusCode ?? 0)")
      try? FileManager.default.removeItem(at: location)
    } catch {
      print("error \(error)")
    }
    let load = Task { try await URLSession.shared.download(from: url) }
    try? await Task.sleep(for: .milliseconds(150))
    load.cancel()
    do {
      _ = try await load.value
    } catch {
      print("cancelled: URLError code \((error as? URLError)?.code.rawValue ?? 0)")
    }
  }
}
