import SwiftUI

//en What the Reports tab is doing: exactly one of four states.
//zh 「报表」页在做什么：恰好是四种状态之一。
enum ReportState {
  case idle
  case loading
  case loaded(String)
  //en The load failed; the message is for the user.
  //zh 加载失败；消息是给用户看的。
  case failed(String)
}
