import AsyncSimulation

/// The Chinese texts of the engine's schedule messages (the engine writes them in English only).
package enum ScheduleText {
  /// ``ScheduleSyntaxError`` in Chinese: what is wrong with the text and what a schedule looks like.
  package static func chinese(_ error: ScheduleSyntaxError) -> String {
    "调度 \"\(error.text)\" 不对：\(chinese(reason: error.reason))；调度是 fifo，或用 \".\" 连起来的 DECISION:CHOICE "
      + "选择，例如 4:1.9:2，前面可以加抖动，例如 j5ms."
  }

  /// A reason of ``ScheduleSyntaxError`` in Chinese (an unknown one stays as it is).
  package static func chinese(reason: String) -> String {
    switch reason {
    case "a jitter such as j5ms must be followed by \".\" and the picks": return "j5ms 这样的抖动后面要跟 \".\" 和选择"
    case "the jitter is written in milliseconds, from j0ms to j3600000ms": return "抖动以毫秒写，从 j0ms 到 j3600000ms"
    case "there are no picks": return "没有任何选择"
    case "it is too long": return "太长了"
    default: break
    }
    if reason.hasSuffix(" is not DECISION:CHOICE with both from 1") {
      return reason.dropLast(" is not DECISION:CHOICE with both from 1".count) + " 不是 DECISION:CHOICE（两个数都从 1 起）"
    }
    if reason.hasPrefix("decision "), reason.hasSuffix(" comes after a later one; decisions must increase") {
      let number = reason.dropFirst("decision ".count).prefix { $0.isNumber }
      return "决策 \(number) 排在一个更大的决策之后；决策编号必须递增"
    }
    return reason
  }

}
