import SwiftUI

//zh 第 16 课的下载，坑还在里面。reportRows() 把 report.csv 的行做成一个 AsyncThrowingStream：producer 任务用
//zh URLSession.shared.bytes(from:) 读回应，每读到一行就 yield。DownloadModel.download() 用 for try await 接收。
//zh 练习和课上一样：一共 5 行，服务器每 200 ms 发一行；用户在 0 ms 点「下载」，500 ms 点「取消」（取消的是运行
//zh download() 的任务），700 ms 再下载一次，一直等到完成。可取消之后 producer 照样把回应读完，
//zh 而被取消的循环安静地结束，status 被设成了 .done。
//zh DownloadStatus 和页面由练习提供。请保留 reportRows()、DownloadModel()、download()、rows 和 status。
//en Lesson 16's download, with its pitfalls. reportRows() turns the lines of report.csv into an
//en AsyncThrowingStream: a producer task reads the response with URLSession.shared.bytes(from:) and yields each
//en line. DownloadModel.download() receives them with for try await. As in the lesson, there are 5 rows, one every
//en 200 ms; the user taps Download at 0 ms and Cancel at 500 ms (which cancels the task running download()), then
//en downloads again at 700 ms and waits until it is complete. But after the cancel the producer still reads the
//en whole response, and the cancelled loop ends quietly, so status is set to .done.
//en DownloadStatus and the screen come with the exercise. Keep reportRows(), DownloadModel(), download(), rows and
//en status.

func reportRows() -> AsyncThrowingStream<String, any Error> {
  AsyncThrowingStream { continuation in
    Task(name: "producer") {
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
      status = .done
    } catch {
      status = .failed(String(localized: "The connection was lost."))
    }
  }
}
