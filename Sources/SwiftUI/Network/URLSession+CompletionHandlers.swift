// Mirrors URLSession's completion-handler tasks (developer.apple.com/documentation/foundation/urlsession/
// datatask(with:completionhandler:)-52wk8 and -2ms3u), checked against the iOS 26 SDK. Status: partial — data tasks;
// download and upload tasks are refused at compile time (URLSession+Unavailable.swift).
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
  /// and nil, or nil, nil and the error.
  public func dataTask(with url: URL,
                       completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
    -> URLSessionDataTask {
    dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
  }

  /// A task that loads `request` once resumed and calls `completionHandler` when it is done.
  public func dataTask(with request: URLRequest,
                       completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
    -> URLSessionDataTask {
    URLSessionDataTask(identifier: Self.nextTaskIdentifier(), request: request, session: self,
                       completionHandler: completionHandler)
  }
}
