// Mirrors: Foundation `URLSessionDownloadTask`, `cancel(byProducingResumeData:)`
// SDK: iOS 26 SDK
// Status: partial
internal import AsyncSimulation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A download task: the body is written to a temporary file in the app container's `tmp` folder as its pieces
/// arrive (developer.apple.com/documentation/foundation/urlsessiondownloadtask).
///
/// Once resumed, on the session's delegate queue (a background thread, or the main actor for `delegateQueue: .main`)
/// and in this order, the task's delegate — else the session's, when it is a ``URLSessionDownloadDelegate`` — gets:
/// `didResumeAtOffset` (a task made from resume data), `didWriteData` once for each piece of the body as it arrives,
/// `didFinishDownloadingTo` with the file, which is removed when that method returns (Apple: "move it to a permanent
/// location … before returning from this delegate method"), and `didCompleteWithError` (nil, or the error). A task
/// made with a completion handler calls the handler instead of the delegate's finish and completion methods (Apple:
/// "the completion handler … is called instead of the delegate"), and the file is removed when the handler returns.
///
/// `cancel(byProducingResumeData:)` stops the download and hands over resume data: the address and the bytes
/// received. `downloadTask(withResumeData:)` asks for the address again and keeps only what follows those bytes, as
/// a server that honours the range request would send (the simulated server sends the whole body; the task skips
/// what it already has). Resume data that is not the simulator's fails the task with
/// `URLError(.cannotDecodeContentData)` (asyncplay's choice: Apple does not name the error).
open class URLSessionDownloadTask: URLSessionTask, @unchecked Sendable {
  private let session: URLSession
  private let label: String
  private let completionHandler: (@Sendable (URL?, URLResponse?, (any Error)?) -> Void)?
  /// What a task made from resume data already has.
  private let resumed: DownloadResumeData?
  /// The bytes received so far (kept for resume data).
  private let received = Mutex(Data())
  private let loader = Mutex<Task<Void, Never>?>(nil)
  /// The handler of `cancel(byProducingResumeData:)`, once it was called.
  private let resumeDataHandler = Mutex<(@Sendable (Data?) -> Void)?>(nil)
  /// Whether the file stays after the handler returns (the async `download(from:)`, whose caller moves it).
  private let keepsFile: Bool

  init(identifier: Int, request: URLRequest, session: URLSession, label: String, resumed: DownloadResumeData?,
       keepsFile: Bool = false, completionHandler: (@Sendable (URL?, URLResponse?, (any Error)?) -> Void)?) {
    self.keepsFile = keepsFile
    self.session = session
    self.label = label
    self.resumed = resumed
    self.completionHandler = completionHandler
    super.init(identifier: identifier, request: request)
  }

  /// Starts the download (the first time).
  open override func resume() {
    let start = startRunning()
    guard start, loader.withLock({ $0 == nil }) else { return }
    let task = Task.detached(name: "URLSession.downloadTask #\(taskIdentifier)") { [self] in
      TraceLog.label(label)
      TraceLog.noticeCurrentTask()
      await run()
    }
    loader.withLock { $0 = task }
  }

  /// Cancels the download: the delegate's `didCompleteWithError` (or the completion handler) gets
  /// `URLError(.cancelled)`.
  open override func cancel() {
    let wasRunning = lock.withLock { progress -> Bool in
      guard progress.state == .running || progress.state == .suspended else { return false }
      progress.state = .canceling
      return true
    }
    guard wasRunning else { return }
    if let task = loader.withLock({ $0 }) {
      TraceLog.cancel(task, because: "URLSessionTask.cancel()")
    } else {
      // Never resumed: it fails all the same, on the delegate queue.
      Task.detached(name: "URLSession.downloadTask #\(taskIdentifier)") { [self] in
        await fail(URLError(.cancelled))
      }
    }
  }

  /// Cancels the download and calls `completionHandler` with resume data (developer.apple.com/documentation/
  /// foundation/urlsessiondownloadtask/cancel(byproducingresumedata:)): nil when nothing can be resumed (no
  /// response yet). The failure the delegate then gets carries the same data under
  /// `NSURLSessionDownloadTaskResumeData`.
  open func cancel(byProducingResumeData completionHandler: @escaping @Sendable (Data?) -> Void) {
    resumeDataHandler.withLock { $0 = completionHandler }
    cancel()
  }

  /// Suspending a download is not simulated: it goes on (use `cancel(byProducingResumeData:)` to pause it).
  open override func suspend() {}

  /// The resume data for what has arrived, or nil before the response.
  private func resumeData() -> Data? {
    guard response != nil, let url = originalRequest?.url else { return nil }
    return DownloadResumeData(url: url.absoluteString, received: received.withLock { $0 }).encoded()
  }

  private func run() async {
    var request = originalRequest ?? URLRequest(url: URL(fileURLWithPath: "/"))
    if let resumed { request.url = URL(string: resumed.url) }
    let skip = resumed?.received.count ?? 0
    if let resumed { received.withLock { $0 = resumed.received } }
    do {
      guard request.url != nil else { throw URLError(.cannotDecodeContentData) }
      let (exchange, response) = try await SimulatedExchange.send(request, body: request.httpBody ?? Data(),
                                                                  limits: session.limits(of: request))
      let expected = response.expectedContentLength >= 0 ? response.expectedContentLength
        : NSURLSessionTransferSizeUnknown
      lock.withLock {
        $0.response = response
        $0.bytesExpected = expected
      }
      progress.totalUnitCount = expected
      if skip > 0 {
        await deliver { $0.urlSession($1, downloadTask: $2, didResumeAtOffset: Int64(skip), expectedTotalBytes: expected) }
      }
      var offset = 0
      while let piece = try await exchange.nextPiece() {
        // The bytes of the whole body that the resume data already holds are not written again.
        let fresh = piece.dropFirst(max(0, skip - offset))
        offset += piece.count
        guard !fresh.isEmpty else { continue }
        let total = received.withLock { data -> Int64 in
          data.append(fresh)
          return Int64(data.count)
        }
        lock.withLock { $0.bytesReceived = total }
        progress.completedUnitCount = total
        await deliver {
          $0.urlSession($1, downloadTask: $2, didWriteData: Int64(fresh.count), totalBytesWritten: total,
                        totalBytesExpectedToWrite: expected)
        }
      }
      try await finish(response)
    } catch {
      await fail(error)
    }
  }

  /// Writes the file, hands it over, removes it, and completes the task.
  private func finish(_ response: URLResponse) async throws {
    let file = DownloadFile.temporaryURL(taskIdentifier: taskIdentifier)
    try received.withLock { $0 }.write(to: file)
    lock.withLock { $0.state = .completed }
    if let completionHandler {
      await onDelegateQueue { completionHandler(file, response, nil) }
    } else {
      await deliver { $0.urlSession($1, downloadTask: $2, didFinishDownloadingTo: file) }
    }
    if !keepsFile { try? FileManager.default.removeItem(at: file) }
    if completionHandler == nil {
      await deliverCompletion(nil)
    }
  }

  private func fail(_ failure: any Error) async {
    let data = resumeData()
    let handler = resumeDataHandler.withLock { $0 }
    var error = failure
    if let urlError = failure as? URLError, let data, handler != nil || urlError.code != .cancelled {
      var info = urlError.userInfo
      info[NSURLSessionDownloadTaskResumeData] = data
      error = URLError(urlError.code, userInfo: info)
    }
    let failure = error
    lock.withLock {
      $0.state = .completed
      $0.error = failure
    }
    if let handler { await onDelegateQueue { handler(data) } }
    if let completionHandler {
      let response = response
      await onDelegateQueue { completionHandler(nil, response, failure) }
    } else {
      await deliverCompletion(failure)
    }
  }

  /// The delegate that gets this task's events: its own, else the session's.
  private func taskDelegate() -> (any URLSessionTaskDelegate)? {
    delegate ?? session.delegate as? any URLSessionTaskDelegate
  }

  private func deliver(_ event: @escaping @Sendable (any URLSessionDownloadDelegate, URLSession,
                                                      URLSessionDownloadTask) -> Void) async {
    guard let delegate = taskDelegate() as? any URLSessionDownloadDelegate else { return }
    let session = session
    await onDelegateQueue { event(delegate, session, self) }
  }

  private func deliverCompletion(_ error: (any Error)?) async {
    guard let delegate = taskDelegate() else { return }
    let session = session
    await onDelegateQueue { delegate.urlSession(session, task: self, didCompleteWithError: error) }
  }

  /// Runs `work` where the session calls its delegate: this background task, or the main actor.
  private func onDelegateQueue(_ work: @escaping @Sendable () -> Void) async {
    if session.deliversOnMain {
      await MainActor.run { work() }
    } else {
      work()
    }
  }
}

/// Where downloads are written: the temporary folder (in a run, the app container's `tmp`), one file per task,
/// named as Apple's are (`CFNetworkDownload_…tmp`), by the task's number so that runs are alike.
enum DownloadFile {
  static func temporaryURL(taskIdentifier: Int) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("CFNetworkDownload_\(taskIdentifier).tmp")
  }
}

/// What resume data holds: the address and the bytes received so far.
struct DownloadResumeData: Codable, Sendable {
  var url: String
  var received: Data

  func encoded() -> Data? { try? PropertyListEncoder().encode(self) }

  static func decoded(_ data: Data) -> DownloadResumeData? {
    try? PropertyListDecoder().decode(DownloadResumeData.self, from: data)
  }
}
