// Mirrors: Foundation `URLSession.configuration`, `upload(for:fromFile:delegate:)`, `uploadTask`, `webSocketTask`
//   and the other calls not simulated
// SDK: iOS 26 SDK
// Status: unavailable
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// What URLSession offers on Apple platforms but the simulated network does not: each is a compile error that says
// so and what to use instead, never a silent no-op. The bodies never run.

extension URLSession {
  /// Not simulated.
  @available(*, unavailable, message: "a session's configuration is not simulated by asyncplay beyond its two timeouts")
  public var configuration: URLSessionConfiguration { fatalError("unavailable") }

  /// Not simulated.
  @available(*, unavailable, message: "uploads from a file are not simulated by asyncplay: read the file and use upload(for:from:)")
  public func upload(for request: URLRequest, fromFile fileURL: URL) async throws -> (Data, URLResponse) {
    fatalError("unavailable")
  }

  /// Not simulated.
  @available(*, unavailable, message: "session tasks are not simulated by asyncplay: use try await data(from:)")
  public func dataTask(with url: URL) -> URLSessionDataTask { fatalError("unavailable") }

  /// Not simulated.
  @available(*, unavailable, message: "session tasks are not simulated by asyncplay: use try await data(for:)")
  public func dataTask(with request: URLRequest) -> URLSessionDataTask { fatalError("unavailable") }

  /// Not simulated.
  @available(*, unavailable, message: "upload tasks are not simulated by asyncplay: set the request's httpBody and use dataTask(with:completionHandler:)")
  public func uploadTask(with request: URLRequest, from bodyData: Data?,
                         completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
    -> URLSessionUploadTask {
    fatalError("unavailable")
  }

  /// Not simulated.
  @available(*, unavailable, message: "upload tasks are not simulated by asyncplay: read the file into the request's httpBody and use dataTask(with:completionHandler:)")
  public func uploadTask(with request: URLRequest, fromFile fileURL: URL,
                         completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
    -> URLSessionUploadTask {
    fatalError("unavailable")
  }

  /// Not simulated.
  @available(*, unavailable, message: "web sockets are not simulated by asyncplay")
  public func webSocketTask(with url: URL) -> URLSessionWebSocketTask { fatalError("unavailable") }

  /// Not simulated.
  @available(*, unavailable, message: "invalidating a session is not simulated by asyncplay: cancel the task instead")
  public func invalidateAndCancel() { fatalError("unavailable") }

  /// Not simulated.
  @available(*, unavailable, message: "invalidating a session is not simulated by asyncplay: let it go instead")
  public func finishTasksAndInvalidate() { fatalError("unavailable") }
}

extension URLSession.AsyncBytes {
  /// Not simulated.
  @available(*, unavailable, message: "the session task behind the bytes is not simulated by asyncplay: cancel the Swift task instead")
  public var task: URLSessionDataTask { fatalError("unavailable") }
}
