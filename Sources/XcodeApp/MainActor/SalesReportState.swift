import SwiftUI

//en What the report is: not asked for yet, being computed, or ready with this year's number of orders.
//zh 报表的状态：还没要、正在计算、或者算好了（今年的订单数）。
enum SalesReportState {
  case idle
  case computing
  case ready(Int)
}
