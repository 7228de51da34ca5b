// Mirrors: Foundation `URLSessionTask`, `URLSessionDataTask` (`resume()`, `cancel()`, `suspend()`, `state`,
//   `delegate`, `progress`, `countOfBytesReceived`, `countOfBytesExpectedToReceive`)
// SDK: iOS 26 SDK
// Status: complete
// Mirrors Foundation's URLSessionTask and URLSessionDataTask (developer.apple.com/documentation/foundation/
// urlsessiontask, /urlsessiondatatask), checked against the iOS 26 SDK. Status: partial — the data tasks that
// completion-handler code makes (resume, cancel, suspend, state, the request and response); task delegates,
// progress, priorities' effect and metrics are not simulated.
internal import AsyncSimulation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// A task of a ``URLSession``, as completion-handler code uses it: made suspended, started by ``resume()``, its
/// request answered by the run's routes on virtual time. In a file that imports SwiftUI it shadows Foundation's.
open class URLSessionTask: @unchecked Sendable, CustomStringConvertible {
  /// Where a task is in its life (developer.apple.com/documentation/foundation/urlsessiontask/state).
  public enum State: Int, Sendable {
    /// The task is being loaded.
    case running = 0
    /// Made, or suspended: nothing is delivered until ``resume()``.
    case suspended = 1
    /// ``cancel()`` was called; the completion handler is still to be called (with `URLError(.cancelled)`).
    case canceling = 2
    /// Done: the completion handler was called.
    case completed = 3
  }

  /// A number that tells the session's tasks apart (1 for the first task of the run).
  public let taskIdentifier: Int
  /// The request the task was made with.
  public let originalRequest: URLRequest?
  /// The request being loaded (the original one: redirects are not simulated).
  public var currentRequest: URLRequest? { originalRequest }
  /// The relative priority, kept as set (the simulated network serves every request as it comes).
  public var priority: Float = URLSessionTask.defaultPriority
  /// `URLSessionTask.defaultPriority` and its neighbours, as Foundation declares them.
  public static let defaultPriority: Float = 0.5
  public static let lowPriority: Float = 0.25
  public static let highPriority: Float = 0.75

  let lock = Mutex(Progress())
  /// How far the task has come; read and written on the run's threads.
  struct Progress {
    var state = State.suspended
    var response: URLResponse?
    var error: (any Error)?
    var delegate: (any URLSessionTaskDelegate)?
    var bytesReceived: Int64 = 0
    var bytesExpected: Int64 = -1
  }

  init(identifier: Int, request: URLRequest) {
    taskIdentifier = identifier
    originalRequest = request
  }

  /// The task's own delegate (developer.apple.com/documentation/foundation/urlsessiontask/delegate): a download
  /// task's events go to it rather than to the session's delegate; set it before ``resume()``.
  public var delegate: (any URLSessionTaskDelegate)? {
    get { lock.withLock { $0.delegate } }
    set { lock.withLock { $0.delegate = newValue } }
  }
  /// The task's progress (developer.apple.com/documentation/foundation/urlsessiontask/progress): for a download,
  /// the bytes received of the bytes expected, updated as each piece arrives.
  public let progress = Foundation.Progress(totalUnitCount: -1)
  /// The body bytes received so far.
  public var countOfBytesReceived: Int64 { lock.withLock { $0.bytesReceived } }
  /// The body's length from the response's `Content-Length`, or -1 (`NSURLSessionTransferSizeUnknown`).
  public var countOfBytesExpectedToReceive: Int64 { lock.withLock { $0.bytesExpected } }

  /// The task's state.
  public var state: State { lock.withLock { $0.state } }
  /// The server's response, once its headers arrived.
  public var response: URLResponse? { lock.withLock { $0.response } }
  /// Why the task failed, once it has (`URLError(.cancelled)` after ``cancel()``).
  public var error: (any Error)? { lock.withLock { $0.error } }

  /// Starts the task, or lets a suspended one go on.
  open func resume() {}

  /// Moves a suspended task to running; false when it was not suspended (running, cancelled or done).
  func startRunning() -> Bool {
    lock.withLock { progress -> Bool in
      guard progress.state == .suspended else { return false }
      progress.state = .running
      return true
    }
  }
  /// Stops the task: its completion handler is called with `URLError(.cancelled)`.
  open func cancel() {}
  /// Holds the task: nothing is delivered until ``resume()``.
  open func suspend() {}

  /// `URLSessionDataTask #1 (GET https://…)`: the same in every run (no address).
  public var description: String {
    let request = originalRequest.map { " (\(($0.httpMethod ?? "GET").uppercased()) \($0.url?.absoluteString ?? "?"))" }
    return "\(type(of: self)) #\(taskIdentifier)" + (request ?? "")
  }
}

/// Tasks are objects (Apple's are `NSObject`s): equal when they are the same task, as `task == self.downloadTask`
/// in a delegate method asks.
extension URLSessionTask: Hashable {
  public static func == (lhs: URLSessionTask, rhs: URLSessionTask) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A data task: the whole body and the response, handed to its completion handler on the session's delegate queue
/// — a background thread, so code that updates the UI from it goes back with `DispatchQueue.main.async`, as on a
/// device (developer.apple.com/documentation/foundation/urlsession/datatask(with:completionhandler:)-52wk8: "the
/// completion handler is called on the delegate queue").
open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {
  private let session: URLSession
  private let completionHandler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  /// The task that loads the request and calls the handler, once resumed.
  private let loader = Mutex<Task<Void, Never>?>(nil)
  /// While suspended after the answer came: where the handler waits for ``resume()``.
  private let held = Mutex<UnsafeContinuation<Void, Never>?>(nil)

  /// What the loading task's start says: the call and its place, `dataTask at Feed.swift:21`.
  private let label: String

  init(identifier: Int, request: URLRequest, session: URLSession, label: String,
       completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
    self.session = session
    self.label = label
    self.completionHandler = completionHandler
    super.init(identifier: identifier, request: request)
  }

  /// Starts loading (the first time), or lets a suspended task deliver what it holds.
  open override func resume() {
    let start = startRunning()
    guard start else { return }
    if let continuation = held.withLock({ held -> UnsafeContinuation<Void, Never>? in
      defer { held = nil }
      return held
    }) {
      continuation.resume()
      return
    }
    guard loader.withLock({ $0 == nil }) else { return }
    let request = originalRequest ?? URLRequest(url: URL(fileURLWithPath: "/"))
    let task = Task.detached(name: "URLSession.dataTask #\(taskIdentifier)") { [self] in
      TraceLog.label(label)
      TraceLog.noticeCurrentTask()
      let result: (Data?, URLResponse?, (any Error)?)
      do {
        let (data, response) = try await session.load(request, body: request.httpBody ?? Data())
        lock.withLock { $0.response = response }
        result = (data, response, nil)
      } catch {
        result = (nil, nil, error)
      }
      await waitWhileSuspended()
      lock.withLock {
        $0.state = .completed
        $0.error = result.2
      }
      completionHandler(result.0, result.1, result.2)
    }
    loader.withLock { $0 = task }
  }

  /// Cancels the load: the completion handler gets `URLError(.cancelled)` (developer.apple.com/documentation/
  /// foundation/urlsessiontask/cancel(): "the task calls … the completion handler … with an error …
  /// NSURLErrorCancelled"). A task never resumed is cancelled when it is.
  open override func cancel() {
    let wasSuspended = lock.withLock { progress -> Bool? in
      guard progress.state == .running || progress.state == .suspended else { return nil }
      let suspended = progress.state == .suspended
      progress.state = .canceling
      return suspended
    }
    guard let wasSuspended else { return }
    if let task = loader.withLock({ $0 }) {
      TraceLog.cancel(task, because: "URLSessionTask.cancel()")
      if wasSuspended, let continuation = held.withLock({ held -> UnsafeContinuation<Void, Never>? in
        defer { held = nil }
        return held
      }) { continuation.resume() }
      return
    }
    // Never started: the handler is called with the error on the delegate queue all the same.
    let handler = completionHandler
    lock.withLock {
      $0.state = .completed
      $0.error = URLError(.cancelled)
    }
    Task.detached(name: "URLSession.dataTask #\(taskIdentifier)") {
      handler(nil, nil, URLError(.cancelled))
    }
  }

  /// Holds a running task: what it loads is delivered on ``resume()``.
  open override func suspend() {
    lock.withLock { progress in
      if progress.state == .running { progress.state = .suspended }
    }
  }

  /// Waits for ``resume()`` when the task was suspended before its answer was delivered.
  private func waitWhileSuspended() async {
    guard lock.withLock({ $0.state == .suspended }) else { return }
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      held.withLock { $0 = continuation }
    }
  }
}
