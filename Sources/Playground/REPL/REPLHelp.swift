import TextBase
import TerminalIO

/// The text of `help` and `help <command>`.
enum REPLHelp {
  /// Every command with its one-line summary, then the notes that apply to all, fitted to `width` columns: the
  /// command column is at most a third of the width (a longer synopsis stands on its own line, its summary below
  /// it), summaries wrap with a hanging indent under the summary column.
  static func overview(language: Language, palette: Palette, width: Int = REPLTerminal.defaultColumns) -> String {
    let widest = REPLCommandSpec.all.reduce(0) { max($0, DisplayWidth.of($1.synopsis)) }
    let column = min(widest, max(width / 3 - 2, 12))
    let indent = 2 + column + 2
    var out = language.pick("命令（help <命令> 查看详情）：\n", "Commands (help <command> for more):\n")
    for spec in REPLCommandSpec.all {
      let summary = language.pick(spec.summary.zh, spec.summary.en)
      guard DisplayWidth.of(spec.synopsis) <= column else {
        out += REPLWrap.lines(spec.synopsis, width: width - 4).enumerated().map { number, line in
          (number == 0 ? "  " : "    ") + palette.paint(line, .bold) + "\n"
        }.joined()
        out += REPLWrap.hanging(summary, first: String(repeating: " ", count: indent), width: width)
        continue
      }
      // The summary is wrapped under its column, then the name painted into the first line's indent (painted
      // after wrapping, so that escape sequences take no room).
      let body = REPLWrap.hanging(summary, first: String(repeating: " ", count: indent), width: width)
      out += "  " + palette.paint(DisplayWidth.pad(spec.synopsis, to: column), .bold) + "  " + body.dropFirst(indent)
    }
    out += "\n"
    out += REPLWrap.hanging(language.pick(
      "时长：300ms、0.3s、2s、1500us、1m，或不带单位的毫秒数。含空格的词用 \"…\" 或 '…' 括起来。",
      "Durations: 300ms, 0.3s, 2s, 1500us, 1m, or a bare number of ms. Quote words with spaces in \"…\" or '…'."),
      first: "", indent: 2, width: width)
    out += REPLWrap.hanging(language.pick(
      "按键：Tab 补全，↑/↓ 翻历史，Home/End 到行首/行尾，Ctrl-←/→ 按词移动，Ctrl-C 中断运行，Ctrl-Z 暂停（fg 继续），"
        + "Ctrl-D 或 quit 退出。",
      "Keys: Tab completes, Up/Down recall earlier lines, Home/End go to the ends of the line, Ctrl-Left/Right "
        + "move by words, Ctrl-C stops a run, Ctrl-Z suspends (fg resumes), Ctrl-D or quit leaves."),
      first: "", indent: 2, width: width)
    return out
  }

  /// One command: usage, what it does, an example, fitted to `width` columns.
  static func detail(_ spec: REPLCommandSpec, language: Language, palette: Palette,
                     width: Int = REPLTerminal.defaultColumns) -> String {
    let usage = language.pick("用法：", "usage: ")
    var out = REPLWrap.lines(spec.synopsis, width: width - DisplayWidth.of(usage)).enumerated().map { number, line in
      (number == 0 ? usage : String(repeating: " ", count: DisplayWidth.of(usage))) + palette.paint(line, .bold) + "\n"
    }.joined()
    out += REPLWrap.hanging(language.pick(spec.summary.zh, spec.summary.en), first: "  ", width: width)
    if let more = notes[spec.name] {
      out += REPLWrap.hanging(language.pick(more.zh, more.en), first: "  ", width: width)
    }
    let aliases = REPLCommandSpec.aliases.filter { $0.command == spec.command }.map(\.alias)
    if !aliases.isEmpty {
      out += REPLWrap.hanging(aliases.joined(separator: language.pick("、", ", ")),
                              first: language.pick("  也可写作：", "  also: "), width: width)
    }
    out += REPLWrap.hanging(spec.example, first: language.pick("例如：", "example: "), width: width)
    return out
  }

  /// Longer explanations for the commands that need one, by name (looked up, never iterated).
  private static let notes: [String: (zh: String, en: String)] = [
    "step": ("如果还没有运行或参数变了，会先在后台模拟一次，游标从 0 ms 开始。",
             "If there is no run yet, or the parameters changed, the scenario is simulated first and the cursor "
               + "starts at 0 ms."),
    "advance": ("时长不能为负，最多一天；游标不会越过运行的结束。",
                "The duration is from 0 up to a day; the cursor stops at the end of the run."),
    "until": ("时刻从运行开始算起；比游标早的时刻会把游标往回移。",
              "The time counts from the start of the run; a time before the cursor moves it back."),
    "run": ("之后游标在结束处；step/back/tasks 等都基于这次模拟运行。schedule=S 按 explore 给出的调度运行，之后的命令都基于它，直到 schedule=fifo、set、reset 或 open。--real 用真实执行器和时钟（时间每次不同），只用来对比，不会替换它；Ctrl-C 可以中断。",
            "Afterwards the cursor is at the end; stepping and the other views use this simulated run. schedule=S "
              + "runs in an order explore printed, and the other commands use it until schedule=fifo, set, reset or "
              + "open. A --real run (real executors and clock; times vary) is only shown, never stepped; Ctrl-C "
              + "stops it."),
    "explore": ("每种调度都在一个进程里重新运行；调度不多于 max（默认 1000）时全部探索，否则用 seed 抽样。jitter=5ms 让相差 5 ms 以内的计时器也可能先后颠倒。默认只比较最终状态和屏幕，--prints 也比较打印的行；--all-orders 不跳过只交换互不影响任务的顺序。",
                "Each schedule is a fresh run; with at most max schedules (default 1000) all are explored, else a "
                  + "sample drawn with seed. jitter=5ms lets timers due within 5 ms of each other fire either way. "
                  + "Outcomes compare the final state and screen; --prints compares the printed lines too; "
                  + "--all-orders also runs orders that only swap jobs that do not affect each other."),
    "tasks": ("状态：运行中、就绪、睡眠至 t、计算至 t、挂起（自 t 起）、已取消、已结束（如何结束）。",
              "States: running, ready, sleeping until t, working until t, suspended since t, cancelled, "
                + "finished (and how)."),
    "timeline": ("宽度随终端；不是 UTF-8 的终端自动用 ASCII。",
                 "It fits the terminal's width; ASCII is used automatically when the locale is not UTF-8."),
    "export": ("文件名里的 ~ 和 ~用户 会展开为主目录，例如 export svg ~/task-id.svg。",
               "~ and ~user in the file name are expanded to the home directory, e.g. export svg ~/task-id.svg."),
    "pager": ("在终端上，code、run、trace、list、help、compare、explain 和 try 的输出比屏幕高时交给 $PAGER（默认 less -FRX，q 退出）。启动时加 --no-pager 则一开始就关闭。",
              "On a terminal, output of code, run, trace, list, help, compare, explain and try that is taller than "
                + "the screen goes through $PAGER (default less -FRX; q leaves it). Start with --no-pager to have it "
                + "off from the start."),
    "cores": ("阻塞的调用（Thread.sleep、usleep）占住执行它的线程；线程池的线程都忙时，其余任务等着。cores 1 让线程池只有一个线程，cores default 回到 6。切换场景时保留；run --real 用这台机器真实的线程池。",
              "A blocking call (Thread.sleep, usleep) keeps the thread that runs it busy; when every pool thread is, "
                + "other jobs wait. cores 1 leaves the pool one thread, cores default goes back to 6. Opening another "
                + "scenario keeps it; run --real uses this machine's real pool."),
    "set": ("值里有空格时加引号，例如 set typing=\"s@0 sw@120\"。set profile=swift-package（或 swift-version=、"
              + "default-isolation=、approachable-concurrency=）选之后编译的文件用的项目设置，默认 xcode26-app；见 docs/profiles.md。",
            "Quote values with spaces, e.g. set typing=\"s@0 sw@120\". set profile=swift-package (or swift-version=, "
              + "default-isolation=, approachable-concurrency=) chooses the project settings of the files compiled "
              + "from then on, xcode26-app by default; see docs/profiles.md."),
  ]
}
