import SwiftUI

//en The computation moved into a nonisolated async function and awaited. But await alone moves nothing:
//en processData is nonisolated(nonsending), so it runs on its caller's actor, here the main actor.
//zh 把计算挪进一个 nonisolated 的 async 函数再 await 它。但 await 本身不挪动任何东西：
//zh processData 是 nonisolated(nonsending)，在调用方的 actor 上运行，这里就是主 actor。
@Observable @MainActor
final class SalesReportModelNonsending: SalesReportGenerating {
  var report: SalesReportState = .idle
  let calculator: SalesCalculator

  init(calculator: SalesCalculator = SalesCalculator()) {
    self.calculator = calculator
  }

  func generate() async {
    report = .computing
    report = .ready(await Self.processData(calculator))
  }

  //en With Swift 6.2's NonisolatedNonsendingByDefault (on in Xcode 26's Approachable Concurrency), a plain
  //en nonisolated async function is nonisolated(nonsending); written out here.
  //zh 在 Swift 6.2 的 NonisolatedNonsendingByDefault 下（Xcode 26 的 Approachable Concurrency 会开启它），
  //zh 普通的 nonisolated async 函数就是 nonisolated(nonsending)；这里把它明确写了出来。
  nonisolated(nonsending) static func processData(_ calculator: SalesCalculator) async -> Int {
    calculator.ordersThisYear()
  }
}
