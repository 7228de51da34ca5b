import SwiftUI

//en Where the report's rows come from: an AsyncThrowingStream of lines, one per row, as the server sends them.
//zh 报表的行从哪里来：一个 AsyncThrowingStream，服务器每发来一行，它就给出一行。
protocol ReportRowSource: Sendable {
  func rows() -> AsyncThrowingStream<String, any Error>
}
