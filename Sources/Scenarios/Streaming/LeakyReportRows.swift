import SwiftUI

//en The same stream without onTermination. When the reader is cancelled the stream ends for it, but nothing tells
//en the producer task: it goes on reading the whole response, and every line it yields goes nowhere.
//zh 同一个流，只是没有 onTermination。读的一方被取消时，流对它来说结束了，
//zh 却没有什么去通知生产者任务：它照样把整个回应读完，yield 出去的每一行都没人接收。
struct LeakyReportRows: ReportRowSource {
  let url = URL(string: "https://files.example.com/report.csv")!

  func rows() -> AsyncThrowingStream<String, any Error> {
    AsyncThrowingStream { continuation in
      //en ❌ Nobody keeps this task, and nothing cancels it.
      //zh ❌ 没有谁保存这个任务，也没有什么会取消它。
      Task(name: "producer") {
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
    }
  }
}
