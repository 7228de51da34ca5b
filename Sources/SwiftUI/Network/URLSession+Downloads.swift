// Mirrors: Foundation `URLSession.downloadTask(with:)` (a URL and a request), `downloadTask(with:completionHandler:)`,
//   `downloadTask(withResumeData:)`, `download(from:delegate:)`, `download(for:delegate:)`
// SDK: iOS 26 SDK
// Status: complete
// Downloads on the simulated network: the routes answer, the body is written to a file in the temporary folder (the
// app container's `tmp`). What the task does and when: URLSessionDownloadTask.swift.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
  /// A download task for `url`, reporting to the delegate once resumed
  /// (developer.apple.com/documentation/foundation/urlsession/downloadtask(with:)-1onj).
  public func downloadTask(with url: URL, file: String = #fileID, line: Int = #line) -> URLSessionDownloadTask {
    makeDownloadTask(URLRequest(url: url), resumed: nil, handler: nil, file: file, line: line)
  }

  /// A download task for `request`, reporting to the delegate once resumed.
  public func downloadTask(with request: URLRequest, file: String = #fileID, line: Int = #line)
    -> URLSessionDownloadTask {
    makeDownloadTask(request, resumed: nil, handler: nil, file: file, line: line)
  }

  /// A download task for `url` that calls `completionHandler` with the temporary file, the response and nil (or
  /// nil, the response if any, and the error); the file is removed when the handler returns.
  public func downloadTask(with url: URL,
                           completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void,
                           file: String = #fileID, line: Int = #line) -> URLSessionDownloadTask {
    makeDownloadTask(URLRequest(url: url), resumed: nil, handler: completionHandler, file: file, line: line)
  }

  /// A download task for `request` that calls `completionHandler` when it is done.
  public func downloadTask(with request: URLRequest,
                           completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void,
                           file: String = #fileID, line: Int = #line) -> URLSessionDownloadTask {
    makeDownloadTask(request, resumed: nil, handler: completionHandler, file: file, line: line)
  }

  /// A download task that goes on from `resumeData` (from `cancel(byProducingResumeData:)` or the failure's
  /// `NSURLSessionDownloadTaskResumeData`): developer.apple.com/documentation/foundation/urlsession/
  /// downloadtask(withresumedata:).
  public func downloadTask(withResumeData resumeData: Data, file: String = #fileID, line: Int = #line)
    -> URLSessionDownloadTask {
    let resumed = DownloadResumeData.decoded(resumeData) ?? DownloadResumeData(url: "", received: Data())
    return makeDownloadTask(URLRequest(url: URL(string: resumed.url) ?? URL(fileURLWithPath: "/")),
                            resumed: resumed, handler: nil, file: file, line: line)
  }

  /// A download task that goes on from `resumeData` and calls `completionHandler` when it is done.
  public func downloadTask(withResumeData resumeData: Data,
                           completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void,
                           file: String = #fileID, line: Int = #line) -> URLSessionDownloadTask {
    let resumed = DownloadResumeData.decoded(resumeData) ?? DownloadResumeData(url: "", received: Data())
    return makeDownloadTask(URLRequest(url: URL(string: resumed.url) ?? URL(fileURLWithPath: "/")),
                            resumed: resumed, handler: completionHandler, file: file, line: line)
  }

  /// Downloads `url` to a temporary file and returns its URL and the response
  /// (developer.apple.com/documentation/foundation/urlsession/download(from:delegate:)). The file stays until the
  /// caller moves or removes it (asyncplay's choice; Apple's documentation does not say when it goes). `delegate`,
  /// if given, gets the task's progress (`didWriteData`). Cancelling the awaiting task cancels the download.
  public func download(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil, file: String = #fileID,
                       line: Int = #line) async throws -> (URL, URLResponse) {
    try await download(URLRequest(url: url), delegate: delegate, file: file, line: line)
  }

  /// Downloads `request` to a temporary file and returns its URL and the response.
  public func download(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil,
                       file: String = #fileID, line: Int = #line) async throws -> (URL, URLResponse) {
    try await download(request, delegate: delegate, file: file, line: line)
  }

  private func download(_ request: URLRequest, delegate: (any URLSessionTaskDelegate)?, file: String,
                        line: Int) async throws -> (URL, URLResponse) {
    let box = DownloadContinuation()
    let task = URLSessionDownloadTask(identifier: Self.nextTaskIdentifier(), request: request, session: self,
                                      label: "download at " + Self.place(file, line), resumed: nil, keepsFile: true) {
      location, response, error in
      if let location, let response {
        box.resume(with: .success((location, response)))
      } else {
        box.resume(with: .failure(error ?? URLError(.unknown)))
      }
    }
    task.delegate = delegate
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        box.set(continuation)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  private func makeDownloadTask(_ request: URLRequest, resumed: DownloadResumeData?,
                                handler: (@Sendable (URL?, URLResponse?, (any Error)?) -> Void)?, file: String,
                                line: Int) -> URLSessionDownloadTask {
    URLSessionDownloadTask(identifier: Self.nextTaskIdentifier(), request: request, session: self,
                           label: "downloadTask at " + Self.place(file, line), resumed: resumed,
                           completionHandler: handler)
  }

  /// `Feed.swift:21`: `#fileID` is `Student/Feed.swift`, and the file's name is what the user knows.
  static func place(_ file: String, _ line: Int) -> String {
    "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
  }
}

/// The continuation of an async download, set before the task can finish.
private final class DownloadContinuation: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<(URL, URLResponse), any Error>?
  private var result: Result<(URL, URLResponse), any Error>?

  func set(_ continuation: CheckedContinuation<(URL, URLResponse), any Error>) {
    lock.lock()
    if let result {
      lock.unlock()
      continuation.resume(with: result)
      return
    }
    self.continuation = continuation
    lock.unlock()
  }

  func resume(with result: Result<(URL, URLResponse), any Error>) {
    lock.lock()
    guard let continuation else {
      self.result = result
      lock.unlock()
      return
    }
    self.continuation = nil
    lock.unlock()
    continuation.resume(with: result)
  }
}
