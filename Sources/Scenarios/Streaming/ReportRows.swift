import SwiftUI

//en The report's rows as a stream. A producer task reads the response line by line with URLSession's bytes(from:)
//en and yields each line into the stream; the stream's onTermination cancels that task when nobody reads any more.
//zh 以流的形式给出报表的行。一个生产者任务用 URLSession 的 bytes(from:) 一行一行地读回应，
//zh 把每一行 yield 进流里；没人再读的时候，流的 onTermination 取消这个任务。
struct ReportRows: ReportRowSource {
  let url = URL(string: "https://files.example.com/report.csv")!

  func rows() -> AsyncThrowingStream<String, any Error> {
    AsyncThrowingStream { continuation in
      let producer = Task(name: "producer") {
        do {
          let (bytes, _) = try await URLSession.shared.bytes(from: url)
          for try await line in bytes.lines {
            continuation.yield(line)
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      //en The reader was cancelled: stop reading the response. (.finished: the producer ended the stream itself.)
      //zh 读的一方被取消了：不再读这个回应。（.finished 表示是生产者自己结束了流。）
      continuation.onTermination = { termination in
        guard case .cancelled = termination else { return }
        producer.cancel()
      }
    }
  }
}
