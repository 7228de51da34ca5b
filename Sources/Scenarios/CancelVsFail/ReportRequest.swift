import SwiftUI

//en One request of the SDK. It calls its completion exactly once: with the report, or with CancellationError as soon
//en as it is cancelled (even if that happens before it starts).
//zh SDK 的一个请求。它恰好调用一次完成回调：带着报表，或者一被取消（哪怕还没开始）就带着 CancellationError。
final class ReportRequest: @unchecked Sendable {
  private let lock = NSLock()
  private var completion: (@Sendable (Result<String, any Error>) -> Void)?
  private var download: Task<Void, Never>?
  private var cancelled = false

  func start(completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
    lock.lock()
    self.completion = completion
    let cancelledAlready = cancelled
    lock.unlock()
    guard !cancelledAlready else {
      finish(.failure(CancellationError()))
      return
    }
    let download = Task {
      let url = URL(string: "https://reports.example.com/monthly")!
      do {
        let (data, _) = try await URLSession.shared.data(from: url)
        finish(.success(String(decoding: data, as: UTF8.self)))
      } catch {
        finish(.failure(error))
      }
    }
    lock.lock()
    self.download = download
    let cancelledMeanwhile = cancelled
    lock.unlock()
    if cancelledMeanwhile { download.cancel() }
  }

  func cancel() {
    lock.lock()
    cancelled = true
    let download = download
    lock.unlock()
    download?.cancel()
    finish(.failure(CancellationError()))
  }

  //en Calls the completion the first time only.
  //zh 只在第一次调用完成回调。
  private func finish(_ result: Result<String, any Error>) {
    lock.lock()
    let completion = completion
    self.completion = nil
    lock.unlock()
    completion?(result)
  }
}
