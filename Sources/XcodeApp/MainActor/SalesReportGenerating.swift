import SwiftUI

//en What the screen needs from its model. The three models below differ only in where generate() computes.
//zh 页面对模型的要求。下面三个模型只在 generate() 在哪里计算上不同。
@MainActor
protocol SalesReportGenerating: AnyObject {
  var report: SalesReportState { get }
  func generate() async
}
