import AsyncSimulation
import Testing

/// Downloads on the simulated network (`Sources/SwiftUIFixtures/DownloadFixtures.swift`): a 16-byte body in four
/// pieces, 100 ms apart, after 100 ms.
@Suite("URLSession downloads")
struct DownloadTests {
  private static let task1 = "URLSession.downloadTask #1"
  private static let task2 = "URLSession.downloadTask #2"

  private func prints(_ fixture: String) throws -> [String] {
    try NetworkRun.lines(fixture).filter { $0.contains(" print ") || $0.contains(" request ") }
  }

  // Apple, URLSessionDownloadDelegate: didWriteData "periodically informs the delegate about the download's
  // progress"; didFinishDownloadingTo: "a file URL for the temporary file … move it to a permanent location … before
  // returning from this delegate method"; URLSessionTaskDelegate.urlSession(_:task:didCompleteWithError:): "error
  // … nil" on success (a 404 is a response, not an error). URLSessionTask.progress counts the bytes.
  @Test("a delegate gets didWriteData per piece, the tmp file in didFinishDownloadingTo (gone after it), then nil")
  func delegateEvents() throws {
    let t1 = Self.task1, t2 = Self.task2
    #expect(try prints("download-delegate") == [
      "0 \(t1) request GET https://files.example.com/report.bin",
      "200 \(t1) print wrote 4: 4 of 16",
      "300 \(t1) print wrote 4: 8 of 16",
      "400 \(t1) print wrote 4: 12 of 16",
      "500 \(t1) request GET https://files.example.com/report.bin → 200",
      "500 \(t1) print wrote 4: 16 of 16",
      "500 \(t1) print finished: CFNetworkDownload_1.tmp in tmp: true holds 0123456789abcdef",
      "500 \(t1) print completed; file still there: false",
      "1000 main print progress: 16 of 16, state 3",
      "1000 \(t2) request GET https://files.example.com/missing.bin",
      "1000 \(t2) request GET https://files.example.com/missing.bin → 404",
      "1000 \(t2) print finished: CFNetworkDownload_2.tmp in tmp: true holds ",
      "1000 \(t2) print completed; file still there: false",
    ])
  }

  // Apple, downloadTask(with:completionHandler:): the handler gets "the location of a temporary file where the
  // server's response is stored. You must move this file or open it for reading before your completion handler
  // returns. Otherwise, the file is deleted".
  @Test("a completion handler reads the file; it is removed when the handler returns")
  func completionHandler() throws {
    #expect(try prints("download-handler") == [
      "0 \(Self.task1) request GET https://files.example.com/report.bin",
      "500 \(Self.task1) request GET https://files.example.com/report.bin → 200",
      "500 \(Self.task1) print handler: 0123456789abcdef, status 200, error nil",
      "1000 main print file removed after the handler: true",
    ])
  }

  // Apple, cancel(byProducingResumeData:) and "Pausing and resuming downloads": the handler gets resume data, the
  // delegate's failure carries it under NSURLSessionDownloadTaskResumeData, and downloadTask(withResumeData:) goes on
  // from where it stopped (didResumeAtOffset). A background configuration behaves as a default one: the run never
  // leaves the foreground; delegateQueue .main delivers on the main actor.
  @Test("pausing with resume data at 250 ms and resuming: the new task resumes at 4 bytes and writes only the rest")
  func pauseAndResume() throws {
    let t1 = Self.task1, t2 = Self.task2
    #expect(try prints("download-resume") == [
      "0 \(t1) request GET https://files.example.com/report.bin",
      "200 \(t1) print wrote 4: 4 of 16",
      "250 \(t1) request GET https://files.example.com/report.bin → cancelled",
      "250 \(t1) print paused with resume data: true",
      "250 \(t1) print failed: URLError code -999, resume data: true",
      "350 \(t2) request GET https://files.example.com/report.bin",
      "450 \(t2) print resumed at 4 of 16",
      "650 \(t2) print wrote 4: 8 of 16",
      "750 \(t2) print wrote 4: 12 of 16",
      "850 \(t2) request GET https://files.example.com/report.bin → 200",
      "850 \(t2) print wrote 4: 16 of 16",
      "850 \(t2) print finished: CFNetworkDownload_2.tmp in tmp: true holds 0123456789abcdef",
      "850 \(t2) print completed; file still there: false",
    ])
  }

  // Apple, download(from:delegate:): "Returns … the location of the downloaded file, and the response"; cancelling
  // the awaiting task cancels the download, which throws URLError(.cancelled), as data(from:) does.
  @Test("async download(from:) returns the file and the response; cancelling the awaiting task throws -999")
  func asyncDownload() throws {
    #expect(try prints("download-async") == [
      "0 \(Self.task1) request GET https://files.example.com/report.bin",
      "500 \(Self.task1) request GET https://files.example.com/report.bin → 200",
      "500 main print downloaded 0123456789abcdef, status 200",
      "500 \(Self.task2) request GET https://files.example.com/report.bin",
      "650 \(Self.task2) request GET https://files.example.com/report.bin → cancelled",
      "650 main print cancelled: URLError code -999",
    ])
  }
}
