// Mirrors: Foundation `URLSessionDelegate`, `URLSessionTaskDelegate`, `URLSessionDownloadDelegate`
// SDK: iOS 26 SDK
// Status: partial
// The delegate protocols the simulated session calls. They shadow FoundationNetworking's, whose methods take
// FoundationNetworking's URLSession (which this module's `URLSession` shadows), so that a delegate written as on
// Apple platforms conforms. Apple's optional methods are requirements with empty default implementations here
// (Swift on Linux has no `@objc optional`). What is called, and when: see `URLSessionDownloadTask`.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session-level events (developer.apple.com/documentation/foundation/urlsessiondelegate).
public protocol URLSessionDelegate: NSObjectProtocol, Sendable {
  /// Tells the delegate that the session has been invalidated (never called: sessions are not invalidated here).
  func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)
}

extension URLSessionDelegate {
  public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {}
}

/// The task-level events (developer.apple.com/documentation/foundation/urlsessiontaskdelegate).
public protocol URLSessionTaskDelegate: URLSessionDelegate {
  /// Tells the delegate that the task finished transferring data: `error` is nil on success (an HTTP error status
  /// is a success), else what failed — `URLError(.cancelled)` after a cancel.
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
}

extension URLSessionTaskDelegate {
  public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {}
}

/// The events of download tasks (developer.apple.com/documentation/foundation/urlsessiondownloaddelegate).
public protocol URLSessionDownloadDelegate: URLSessionTaskDelegate {
  /// Tells the delegate that a download task has finished downloading: `location` is a temporary file that is
  /// removed when this method returns (Apple: "you must either open the file for reading or move it to a permanent
  /// location … before returning from this delegate method").
  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL)
  /// Periodically informs the delegate about the download's progress: here once for each piece of the body as it
  /// arrives (the route's `chunks`), with `totalBytesExpectedToWrite` the response's `Content-Length`.
  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
                  totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64)
  /// Tells the delegate that a download resumed from resume data, at `fileOffset` bytes.
  func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didResumeAtOffset fileOffset: Int64,
                  expectedTotalBytes: Int64)
}

extension URLSessionDownloadDelegate {
  public func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
                         totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {}
  public func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask,
                         didResumeAtOffset fileOffset: Int64, expectedTotalBytes: Int64) {}
}

/// The key of a download's resume data in the `userInfo` of the error a resumable download fails with
/// (developer.apple.com/documentation/foundation/nsurlsessiondownloadtaskresumedata).
public let NSURLSessionDownloadTaskResumeData = "NSURLSessionDownloadTaskResumeData"

