import AsyncSimulation
import TextBase

/// What the parent says about a trace channel that did not bring a whole, marked trace (see ``TraceChannel``): the
/// code under test called `exit`, wrote to asyncplay's descriptor, or the process ended before the trace was sent.
/// Never a run: such a child's checks do not count.
package struct ChannelReport {
  /// What came.
  package var received: TraceChannel.Received
  /// The child's exit status.
  package var status: Int32

  /// A report of `received` from a child that exited with `status`.
  package init(_ received: TraceChannel.Received, status: Int32) {
    self.received = received
    self.status = status
  }

  /// The line saying what went wrong (without `asyncplay: `), or nil when the trace came whole.
  package func message(_ language: Language) -> String? {
    if let note = received.exit { return ExitCall(note: note).message(language) }
    if let problem = received.problem {
      let line = problem.line
      switch problem.kind {
      case .forged:
        return language.pick(
          "运行的轨迹被篡改了：asyncplay 轨迹通道的第 \(line) 行没有这次运行的标记（被测代码写了 asyncplay 自己的文件描述符？）；这次运行的结果都不算",
          "the run's trace was tampered with: line \(line) on asyncplay's trace channel does not carry this run's "
            + "mark (did the code under test write to asyncplay's own descriptor?); nothing from this run counts")
      case .garbled:
        return language.pick(
          "运行的轨迹在第 \(line) 行乱了（不是 asyncplay 轨迹通道的一帧）；这次运行的结果都不算",
          "the run's trace is garbled at line \(line) (not a frame of asyncplay's trace channel); nothing from this "
            + "run counts")
      case .afterEnd:
        return language.pick(
          "运行的轨迹结束之后，又有东西写进了 asyncplay 的轨迹通道（第 \(line) 行）；这次运行的结果都不算",
          "something wrote to asyncplay's trace channel after the run's trace ended (line \(line)); nothing from "
            + "this run counts")
      }
    }
    guard !received.complete else { return nil }
    let count = received.lines.count
    return language.pick(
      "运行的进程在送出完整轨迹之前就结束了（退出状态 \(status)，收到 \(count) 行）：运行里有东西提前结束了它",
      "the run's process ended (exit status \(status)) before it sent its whole trace (\(count) "
        + "line\(count == 1 ? "" : "s") came): something in the run ended it early")
  }
}

/// A call to `exit` (or `_exit`, `_Exit`, `quick_exit`) by the code under test, from the channel's `@exit` frame
/// (`STATUS OFFSET IMAGE`): its status, and where it was when a symbolizer can tell.
package struct ExitCall {
  /// The status passed to `exit`.
  package var status: Int32
  /// The shared object the call came from, and the call's offset in it.
  package var image: String?
  package var offset: UInt

  /// The call a frame's note describes.
  package init(note: String) {
    let parts = note.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
    status = parts.first.flatMap { Int32($0) } ?? 0
    offset = parts.count > 1 ? UInt(parts[1]) ?? 0 : 0
    image = parts.count > 2 && !parts[2].isEmpty ? String(parts[2]) : nil
  }

  /// `your code called exit(3) at task-id.swift:12:5, in play(); …`.
  package func message(_ language: Language) -> String {
    let place = image.flatMap { Symbolizer.locate(offset, in: $0) }
    let at = place.map { language.pick("（在 \($0)）", " at \($0)") } ?? ""
    return language.pick(
      "你的代码调用了 exit(\(status))\(at)：进程在运行结束前就退出了，所以没有可以检查的轨迹；让 play() 正常返回",
      "your code called exit(\(status))\(at): the process ended before the run did, so there is no trace to "
        + "check; let play() return instead")
  }
}
