// Mirrors: Foundation `URLSession.dataTask(with:completionHandler:)` (for a URL and for a request)
// SDK: iOS 26 SDK
// Status: partial
// URLSession's completion-handler tasks (developer.apple.com/documentation/foundation/urlsession/
// datatask(with:completionhandler:)-52wk8 and -2ms3u): data tasks; downloads are URLSession+Downloads.swift's, upload
// tasks are refused at compile time (URLSession+Unavailable.swift).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

extension URLSession {
  /// Numbers the run's tasks (`taskIdentifier`), from 1.
  private static let taskCounter = Mutex(0)

  static func nextTaskIdentifier() -> Int {
    taskCounter.withLock {
      $0 += 1
      return $0
    }
  }

  /// A task that loads `url` with a `GET` once resumed and calls `completionHandler` with the body, the response
  /// and nil, or nil, nil and the error. (`file` and `line`, filled in by the compiler, name the call in the trace.)
  public func dataTask(with url: URL,
                       completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void,
                       file: String = #fileID, line: Int = #line) -> URLSessionDataTask {
    dataTask(with: URLRequest(url: url), completionHandler: completionHandler, file: file, line: line)
  }

  /// A task that loads `request` once resumed and calls `completionHandler` when it is done.
  public func dataTask(with request: URLRequest,
                       completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void,
                       file: String = #fileID, line: Int = #line) -> URLSessionDataTask {
    URLSessionDataTask(identifier: Self.nextTaskIdentifier(), request: request, session: self,
                       label: "dataTask at " + Self.place(file, line), completionHandler: completionHandler)
  }
}
