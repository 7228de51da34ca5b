import SwiftUI

//en The computation moved into a nonisolated async function and awaited. But await alone moves nothing:
//en in a new Xcode 26 app target processData is nonisolated(nonsending), so it runs on its caller's actor, here the
//en main actor.
//zh 把计算挪进一个 nonisolated 的 async 函数再 await 它。但 await 本身不挪动任何东西：
//zh 在 Xcode 26 新建的 App target 里 processData 是 nonisolated(nonsending)，在调用方的 actor 上运行，
//zh 这里就是主 actor。
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

  //en A plain nonisolated async function. With Swift 6.2's NonisolatedNonsendingByDefault (on in Xcode 26's
  //en Approachable Concurrency, so in every new app target) it is nonisolated(nonsending) and runs on its caller's
  //en actor; in a Swift package, without that feature, it runs on the global concurrent executor.
  //zh 一个普通的 nonisolated async 函数。在 Swift 6.2 的 NonisolatedNonsendingByDefault 下（Xcode 26 的
  //zh Approachable Concurrency 会开启它，所以每个新建的 App target 都是这样），它就是 nonisolated(nonsending)，
  //zh 在调用方的 actor 上运行；在 Swift 包里没有这个特性，它在全局并发执行器上运行。
  nonisolated static func processData(_ calculator: SalesCalculator) async -> Int {
    calculator.ordersThisYear()
  }
}
