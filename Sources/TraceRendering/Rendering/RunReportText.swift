import TextBase

/// The report of a run that did not finish (a budget, a deadlock, an escape), or of a schedule that does not fit,
/// in the user's language.
///
/// The engine writes these reports in English, into the trace's `done` object, where tools read them
/// (``BudgetAdvice`` finds the budget by its words): the trace stays the same in every language. What a person reads
/// is translated here, clause by clause (the engine joins clauses with `; `), from the engine's own fixed wordings;
/// a clause without a Chinese wording is shown as it is, so nothing is ever lost.
///
/// ```text
/// stopped at 0 ms: the next timer, at 300 ms, lies beyond the virtual-time budget of 100 ms; raise it with …
/// 停在 0 ms：下一个定时器在 300 ms，超出了虚拟时间预算 100 ms；用 … 调高它
/// ```
package enum RunReportText {
  /// `report` for a reader of `language`.
  package static func localized(_ report: String, _ language: Language) -> String {
    guard language == .zh else { return report }
    return report.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.components(separatedBy: "; ").map(chinese).joined(separator: "；")
    }.joined(separator: "\n")
  }

  /// A clause's Chinese wording, or the clause itself when it has none.
  package static func chinese(_ clause: String) -> String {
    for rule in rules {
      // Compiled when used: a report is rare, and a `Regex` is not `Sendable`, so it cannot be kept in a static.
      guard let pattern = try? Regex(rule.pattern), let match = try? pattern.wholeMatch(in: clause) else { continue }
      var out = rule.zh
      // From the last capture down, so that $1 does not eat the 1 of $10.
      for index in stride(from: match.output.count - 1, through: 1, by: -1) {
        let captured = match.output[index].substring.map(String.init) ?? ""
        out = out.replacingOccurrences(of: "$\(index)", with: captured)
      }
      return out
    }
    return clause
  }

  package struct Rule: Sendable {
    /// A regular expression the whole clause must match; `$1`… in ``zh`` are its captures.
    package let pattern: String
    package let zh: String

    package init(_ pattern: String, _ zh: String) {
      self.pattern = pattern
      self.zh = zh
    }
  }

  /// Whether every wording's pattern is a valid regular expression (the tests check it).
  package static var allPatternsCompile: Bool { rules.allSatisfy { (try? Regex($0.pattern)) != nil } }

  /// The engine's wordings (`Simulation`, `Simulation+Reports`, `Simulation+Real`, `ScheduleChooser`) and the
  /// playground's budget advice (``BudgetAdvice``).
  private static let rules: [Rule] = [
    Rule(#"stopped at (\S+) ms: the next timer, at (\S+) ms, lies beyond the virtual-time budget of (.+)"#,
         "停在 $1 ms：下一个定时器在 $2 ms，超出了虚拟时间预算 $3"),
    Rule(#"stopped at (\S+) ms: the next timer, at (\S+) ms \(set by (.+?)\), lies beyond the virtual-time budget "#
           + #"of (.+)"#, "停在 $1 ms：下一个定时器（由 $3 设定）在 $2 ms，超出了虚拟时间预算 $4"),
    Rule(#"stopped at (\S+) ms: the run recorded more than (\d+) events \(the event budget\)"#,
         "停在 $1 ms：这次运行记录了超过 $2 个事件（事件预算）"),
    Rule(#"stopped at (\S+) ms: the run executed (\d+) jobs \(the job budget\) — a loop that only yields\?"#,
         "停在 $1 ms：这次运行执行了 $2 个作业（作业预算）——是不是一个只会 yield 的循环？"),
    Rule(#"stopped after (.+) of real time \(the real-time limit\) with (\d+) task\(s\) still running"#,
         "真实时间过了 $1 后停止（真实时间上限），还有 $2 个任务没有结束"),
    Rule(#"raise (?:it|them) with (.+) \(the run then finishes at (\S+) ms\)"#, "用 $1 调高预算（运行随后在 $2 ms 结束）"),
    Rule(#"raise it with (.+)"#, "用 $1 调高预算"),
    // "…(at 100 ms; the playground runs with the default budgets)": two clauses, as the split finds them.
    Rule(#"it finishes with: (.+) \(at (\S+) ms"#, "这样能运行完：$1（在 $2 ms 结束"),
    Rule(#"the playground runs with the default budgets\)"#, "游乐场用默认预算运行）"),
    Rule(#"no budget lets it finish: (.+) is the largest --max-time, and the run still waits beyond it"#,
         "没有哪个预算能让它运行完：最大的 --max-time 是 $1，运行却还要等到更晚"),
    Rule(#"shorten the durations it waits for"#, "请缩短它等待的时长"),
    Rule(#"it did not finish within (\d+) events either: a loop that never ends\?"#,
         "给了 $1 个事件也没有运行完：是不是一个永不结束的循环？"),
    Rule(#"it did not finish within (\d+) jobs either: a loop that never ends\?"#,
         "给了 $1 个作业也没有运行完：是不是一个永不结束的循环？"),
    Rule(#"deadlock at (\S+) ms: no job can run, no timer is pending, and the scenario has not returned"#,
         "在 $1 ms 死锁：没有作业能运行，没有定时器在等，场景却还没有返回"),
    Rule(#"  (.+) is waiting in (.+) since (\S+) ms"#, "  $1 自 $3 ms 起在 $2 中等待"),
    Rule(#"  (.+) is suspended since (\S+) ms, in an await the simulator cannot see into \(another task's value, "#
           + #"a task group, an AsyncStream, …\)"#,
         "  $1 自 $2 ms 起挂起，停在模拟器看不到里面的 await 上（另一个任务的 value、任务组、AsyncStream……）"),
    Rule(#"  … and (\d+) more tasks"#, "  ……还有 $1 个任务"),
    Rule(#"work escaped the simulator at (\S+) ms: the scenario started a thread of its own \(Thread, a "#
           + #"DispatchSource, a run loop\)"#, "工作在 $1 ms 逃出了模拟器：场景启动了自己的线程（Thread、DispatchSource、运行循环）"),
    Rule(#"work escaped the simulator at (\S+) ms: a job was enqueued, or an event recorded, from a thread "#
           + #"outside the simulation"#, "工作在 $1 ms 逃出了模拟器：有作业或事件来自模拟之外的线程"),
    Rule(#"work escaped the simulator: the scenario started a thread of its own \(Thread, a DispatchSource, a "#
           + #"run loop\)"#, "工作逃出了模拟器：场景启动了自己的线程（Thread、DispatchSource、运行循环）"),
    Rule(#"work escaped the simulator: a job was enqueued, or an event recorded, from a thread outside the "#
           + #"simulation"#, "工作逃出了模拟器：有作业或事件来自模拟之外的线程"),
    Rule(#"work escaped the simulator at (\S+) ms: the scenario tried to start a process \((.+)\), which was "#
           + #"refused"#, "工作在 $1 ms 逃出了模拟器：场景想启动一个进程（$2），被拒绝了"),
    Rule(#"work escaped the simulator at (\S+) ms: a Timer was scheduled at (\S+) on the run loop of a background "#
           + #"thread, which nothing runs \(it would never fire on a device either\)"#,
         "工作在 $1 ms 逃出了模拟器：$2 处的 Timer 被安排在后台线程的运行循环上，而没有谁运行那个运行循环（在设备上它也永远不会触发）"),
    Rule(#"work escaped the simulator at (\S+) ms: a Timer was scheduled on the run loop of a background thread, "#
           + #"which nothing runs \(it would never fire on a device either\)"#,
         "工作在 $1 ms 逃出了模拟器：一个 Timer 被安排在后台线程的运行循环上，而没有谁运行那个运行循环（在设备上它也永远不会触发）"),
    Rule(#"schedule it from the main actor or add it to RunLoop\.main"#, "请在主 actor 上安排它，或把它加到 RunLoop.main"),
    Rule(#"work escaped the simulator at (\S+) ms: RunLoop\.perform at (\S+) was called on the run loop of a "#
           + #"background thread, which nothing runs \(the block would never run on a device either\)"#,
         "工作在 $1 ms 逃出了模拟器：$2 处的 RunLoop.perform 用在了后台线程的运行循环上，而没有谁运行那个运行循环（在设备上这个块也永远不会运行）"),
    Rule(#"work escaped the simulator at (\S+) ms: RunLoop\.perform was called on the run loop of a background "#
           + #"thread, which nothing runs \(the block would never run on a device either\)"#,
         "工作在 $1 ms 逃出了模拟器：RunLoop.perform 用在了后台线程的运行循环上，而没有谁运行那个运行循环（在设备上这个块也永远不会运行）"),
    Rule(#"use RunLoop\.main or DispatchQueue\.main\.async"#, "请用 RunLoop.main 或 DispatchQueue.main.async"),
    Rule(#"work escaped the simulator at (\S+) ms: URLSession\.(\S+) at (\S+) was given a task delegate, which "#
           + #"asyncplay does not simulate \(its callbacks would never come\)"#,
         "工作在 $1 ms 逃出了模拟器：$3 处的 URLSession.$2 收到了一个任务委托，asyncplay 不模拟它（它的回调永远不会来）"),
    Rule(#"pass delegate: nil, or leave it out"#, "请传 delegate: nil，或者干脆不写"),
    Rule(#"a process runs outside virtual time, so the trace stops at that point"#,
         "进程不在虚拟时间里运行，所以记录到此为止"),
    Rule(#"scenarios must not start processes \(fork, posix_spawn, system, Process\)"#,
         "场景不能启动进程（fork、posix_spawn、system、Process）"),
    Rule(#"simulate what the process would do with Task and Task\.sleep"#, "请用 Task 和 Task.sleep 模拟那个进程要做的事"),
    Rule(#"what runs there is outside virtual time, so the trace stops at that point"#,
         "在那里运行的代码不在虚拟时间里，所以记录到此为止"),
    Rule(#"scenarios must not start threads of their own"#, "场景不能启动自己的线程"),
    Rule(#"use Task, async let, task groups and Task\.sleep \(Dispatch queues and timers are simulated\)"#,
         "请用 Task、async let、任务组和 Task.sleep（Dispatch 队列和定时器会被模拟）"),
    Rule(#"use Task, async let, task groups and Task\.sleep"#, "请用 Task、async let、任务组和 Task.sleep"),
    Rule(#"(asyncplay: )?schedule (\S+) does not fit this run: the run meets (\d+) decisions"#,
         "$1调度 $2 不适合这次运行：这次运行只有 $3 个决策点"),
    Rule(#"the schedule picks at decision (\d+)"#, "调度却在第 $1 个决策点上做了选择"),
    Rule(#"(asyncplay: )?schedule (\S+) does not fit this run: decision (\d+) has (\d+) choices \(ready jobs, (\S+)\)"#,
         "$1调度 $2 不适合这次运行：第 $3 个决策点有 $4 个选择（就绪的作业，$5）"),
    Rule(#"(asyncplay: )?schedule (\S+) does not fit this run: decision (\d+) has (\d+) choices \(racing timers, "#
           + #"(\S+)\)"#, "$1调度 $2 不适合这次运行：第 $3 个决策点有 $4 个选择（同时到期的定时器，$5）"),
    Rule(#"the schedule picks (\d+)"#, "调度却选了 $1"),
  ]
}
