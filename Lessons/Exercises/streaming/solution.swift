import SwiftUI

//zh 第 16 课的下载：onTermination 在读的一方被取消时取消 producer，循环之后检查 Task.isCancelled。
//en Lesson 16's download: onTermination cancels the producer when the reader is cancelled, and the model checks
//en Task.isCancelled after the loop.

func reportRows() -> AsyncThrowingStream<String, any Error> {
  AsyncThrowingStream { continuation in
    let producer = Task(name: "producer") {
      do {
        let (bytes, _) = try await URLSession.shared.bytes(from: URL(string: "https://files.example.com/report.csv")!)
        for try await line in bytes.lines {
          continuation.yield(line)
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    //zh 读的一方被取消了：producer 也停下，不再读这个回应。
    //en The reader was cancelled: stop the producer, and with it the response.
    continuation.onTermination = { termination in
      guard case .cancelled = termination else { return }
      producer.cancel()
    }
  }
}

@Observable
@MainActor
final class DownloadModel {
  private(set) var rows: [String] = []
  private(set) var status = DownloadStatus.idle

  func download() async {
    rows = []
    status = .downloading
    do {
      for try await row in reportRows() {
        rows.append(row)
      }
      //zh 被取消的循环也会安静地结束：先问一句是不是被取消了。
      //en A cancelled loop ends quietly too: ask whether this task was cancelled first.
      if Task.isCancelled {
        status = .cancelled
        return
      }
      status = .done
    } catch {
      status = .failed(String(localized: "The connection was lost."))
    }
  }
}
