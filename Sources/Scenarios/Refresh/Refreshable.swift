import SwiftUI

//en A loading state that remembers what the screen showed: loading and failed carry the previous value, so a
//en refresh never has to blank the screen.
//zh 一个记得屏幕上显示过什么的加载状态：loading 和 failed 都带着之前的值，刷新时就不必清空屏幕。
enum Refreshable<Value> {
  //en Nothing loaded yet, nothing to show.
  //zh 还什么都没加载，没有可显示的。
  case initial
  //en A request is out; previous is what the screen showed before it.
  //zh 请求发出去了；previous 是请求之前屏幕上显示的内容。
  case loading(previous: Value?)
  case loaded(Value)
  //en The request failed; previous is still worth showing.
  //zh 请求失败了；previous 仍然值得显示。
  case failed(String, previous: Value?)

  //en What the screen can keep showing, whatever is going on.
  //zh 不管现在在干什么，屏幕还能接着显示的内容。
  var value: Value? {
    switch self {
    case .initial: nil
    case .loading(let previous), .failed(_, let previous): previous
    case .loaded(let value): value
    }
  }
}
