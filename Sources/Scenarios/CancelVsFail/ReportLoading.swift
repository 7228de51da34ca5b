import SwiftUI

//en What the Reports tab needs from its model; the three models below differ only in how load() catches errors.
//zh 「报表」页对模型的要求；下面三个模型只在 load() 怎样接住错误上不同。
@MainActor
protocol ReportLoading: AnyObject {
  var state: ReportState { get }
  func load() async
}
