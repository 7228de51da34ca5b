@testable import Playground
import Scenarios
import Testing
@testable import TraceRendering

/// Reports of runs that did not finish, and schedules that do not fit, read in Chinese in a Chinese session: every
/// wording the engine and the budget advice use has a Chinese one; anything else passes unchanged.
@Suite("Run reports in the user's language")
struct RunReportTextTests {
  /// One report of each wording, as the engine (`Simulation`, `ScheduleChooser`) and `BudgetAdvice` write them.
  static let samples: [(en: String, zh: String)] = [
    ("stopped at 0 ms: the next timer, at 300 ms, lies beyond the virtual-time budget of 100 ms; raise it with "
       + "--max-time 500ms (the run then finishes at 300 ms)",
     "停在 0 ms：下一个定时器在 300 ms，超出了虚拟时间预算 100 ms；用 --max-time 500ms 调高预算（运行随后在 300 ms 结束）"),
    ("stopped at 0 ms: the next timer, at 86400000 ms, lies beyond the virtual-time budget of 60 min; it finishes "
       + "with: asyncplay run three-state latency=24h --max-time 24h (at 86400000 ms; the playground runs with the "
       + "default budgets)",
     "停在 0 ms：下一个定时器在 86400000 ms，超出了虚拟时间预算 60 min；这样能运行完：asyncplay run three-state "
       + "latency=24h --max-time 24h（在 86400000 ms 结束；游乐场用默认预算运行）"),
    ("stopped at 5 ms: the run recorded more than 100 events (the event budget); raise them with --max-events 200 "
       + "--max-time 2s (the run then finishes at 1200 ms)",
     "停在 5 ms：这次运行记录了超过 100 个事件（事件预算）；用 --max-events 200 --max-time 2s 调高预算（运行随后在 1200 ms 结束）"),
    ("stopped at 0 ms: the run executed 1000 jobs (the job budget) — a loop that only yields?; it did not finish "
       + "within 100000000 jobs either: a loop that never ends?",
     "停在 0 ms：这次运行执行了 1000 个作业（作业预算）——是不是一个只会 yield 的循环？；给了 100000000 个作业也没有运行完："
       + "是不是一个永不结束的循环？"),
    ("stopped at 0 ms: the run recorded more than 10 events (the event budget); it did not finish within 1000000 "
       + "events either: a loop that never ends?; raise it with SimulationOptions.maxEvents",
     "停在 0 ms：这次运行记录了超过 10 个事件（事件预算）；给了 1000000 个事件也没有运行完：是不是一个永不结束的循环？；"
       + "用 SimulationOptions.maxEvents 调高预算"),
    ("stopped at 0 ms: the next timer, at 90000000 ms, lies beyond the virtual-time budget of 24h; no budget lets it "
       + "finish: 24h is the largest --max-time, and the run still waits beyond it; shorten the durations it waits for",
     "停在 0 ms：下一个定时器在 90000000 ms，超出了虚拟时间预算 24h；没有哪个预算能让它运行完：最大的 --max-time 是 24h，"
       + "运行却还要等到更晚；请缩短它等待的时长"),
    ("stopped after 60 s of real time (the real-time limit) with 2 task(s) still running",
     "真实时间过了 60 s 后停止（真实时间上限），还有 2 个任务没有结束"),
    ("deadlock at 100 ms: no job can run, no timer is pending, and the scenario has not returned\n"
       + "  waiter is waiting in withCheckedContinuation in receive() since 0 ms\n"
       + "  task#2 is suspended since 50 ms, in an await the simulator cannot see into (another task's value, a task "
       + "group, an AsyncStream, …)\n  … and 3 more tasks",
     "在 100 ms 死锁：没有作业能运行，没有定时器在等，场景却还没有返回\n"
       + "  waiter 自 0 ms 起在 withCheckedContinuation in receive() 中等待\n"
       + "  task#2 自 50 ms 起挂起，停在模拟器看不到里面的 await 上（另一个任务的 value、任务组、AsyncStream……）\n"
       + "  ……还有 3 个任务"),
    ("stopped at 1000 ms: the next timer, at 90000 ms (set by DispatchQueue.main.asyncAfter #1 at Far.swift:6), "
       + "lies beyond the virtual-time budget of 1 min",
     "停在 1000 ms：下一个定时器（由 DispatchQueue.main.asyncAfter #1 at Far.swift:6 设定）在 90000 ms，超出了虚拟时间预算 1 min"),
    ("work escaped the simulator at 0 ms: a Timer was scheduled at Ticker.swift:9 on the run loop of a background "
       + "thread, which nothing runs (it would never fire on a device either); schedule it from the main actor or add "
       + "it to RunLoop.main",
     "工作在 0 ms 逃出了模拟器：Ticker.swift:9 处的 Timer 被安排在后台线程的运行循环上，而没有谁运行那个运行循环（在设备上它也永远不会触发）；"
       + "请在主 actor 上安排它，或把它加到 RunLoop.main"),
    ("work escaped the simulator at 0 ms: RunLoop.perform was called on the run loop of a background thread, which "
       + "nothing runs (the block would never run on a device either); use RunLoop.main or DispatchQueue.main.async",
     "工作在 0 ms 逃出了模拟器：RunLoop.perform 用在了后台线程的运行循环上，而没有谁运行那个运行循环（在设备上这个块也永远不会运行）；"
       + "请用 RunLoop.main 或 DispatchQueue.main.async"),
    ("work escaped the simulator at 0 ms: URLSession.data(from:delegate:) at Feed.swift:11 was given a task delegate, "
       + "which asyncplay does not simulate (its callbacks would never come); pass delegate: nil, or leave it out",
     "工作在 0 ms 逃出了模拟器：Feed.swift:11 处的 URLSession.data(from:delegate:) 收到了一个任务委托，asyncplay 不模拟它"
       + "（它的回调永远不会来）；请传 delegate: nil，或者干脆不写"),
    ("work escaped the simulator at 20 ms: the scenario started a thread of its own (Thread, a DispatchSource, a run "
       + "loop); what runs there is outside virtual time, so the trace stops at that point\nscenarios must not start "
       + "threads of their own; use Task, async let, task groups and Task.sleep (Dispatch queues and timers are "
       + "simulated)",
     "工作在 20 ms 逃出了模拟器：场景启动了自己的线程（Thread、DispatchSource、运行循环）；在那里运行的代码不在虚拟时间里，"
       + "所以记录到此为止\n场景不能启动自己的线程；请用 Task、async let、任务组和 Task.sleep（Dispatch 队列和定时器会被模拟）"),
    ("work escaped the simulator at 0 ms: a job was enqueued, or an event recorded, from a thread outside the "
       + "simulation; what runs there is outside virtual time, so the trace stops at that point",
     "工作在 0 ms 逃出了模拟器：有作业或事件来自模拟之外的线程；在那里运行的代码不在虚拟时间里，所以记录到此为止"),
    ("work escaped the simulator: the scenario started a thread of its own (Thread, a DispatchSource, a run loop)",
     "工作逃出了模拟器：场景启动了自己的线程（Thread、DispatchSource、运行循环）"),
    ("work escaped the simulator: a job was enqueued, or an event recorded, from a thread outside the simulation",
     "工作逃出了模拟器：有作业或事件来自模拟之外的线程"),
    ("asyncplay: schedule 9:9 does not fit this run: the run meets 5 decisions; the schedule picks at decision 9",
     "asyncplay: 调度 9:9 不适合这次运行：这次运行只有 5 个决策点；调度却在第 9 个决策点上做了选择"),
    ("schedule 1:5 does not fit this run: decision 1 has 2 choices (ready jobs, 0–1); the schedule picks 5",
     "调度 1:5 不适合这次运行：第 1 个决策点有 2 个选择（就绪的作业，0–1）；调度却选了 5"),
    ("schedule j5ms.3:2 does not fit this run: decision 3 has 2 choices (racing timers, 0–1); the schedule picks 2",
     "调度 j5ms.3:2 不适合这次运行：第 3 个决策点有 2 个选择（同时到期的定时器，0–1）；调度却选了 2"),
  ]

  @Test("every wording of the engine and the budget advice reads in Chinese; English stays as it is")
  func wordings() {
    #expect(RunReportText.allPatternsCompile)
    for sample in Self.samples {
      #expect(RunReportText.localized(sample.en, .zh) == sample.zh)
      #expect(RunReportText.localized(sample.en, .en) == sample.en)
    }
  }

  @Test("a clause without a Chinese wording is kept, byte for byte, beside the translated ones")
  func unknownClausesKept() {
    let report = "deadlock at 5 ms: no job can run, no timer is pending, and the scenario has not returned; "
      + "something new the engine says"
    #expect(RunReportText.localized(report, .zh)
      == "在 5 ms 死锁：没有作业能运行，没有定时器在等，场景却还没有返回；something new the engine says")
  }

  @Test("from the shell in Chinese: a budget's report and a schedule that does not fit are Chinese, exit statuses kept")
  func endToEnd() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let budget = try Binary.run(["run", "timeout", "--max-time", "100ms", "--lang", "zh"])
    #expect(budget.termination == .exited(4))
    #expect(budget.outputText.contains("停在 0 ms：下一个定时器在 300 ms，超出了虚拟时间预算 100 ms；用 --max-time "))
    #expect(!budget.outputText.contains("stopped at"))
    let schedule = try Binary.run(["run", "persistence", "--schedule", "9:9", "--lang", "zh"])
    #expect(schedule.termination == .exited(2))
    #expect(schedule.errorText == "asyncplay: 调度 9:9 不适合这次运行：这次运行只有 4 个决策点；调度却在第 9 个决策点上做了选择\n")
    let english = try Binary.run(["run", "persistence", "--schedule", "9:9", "--lang", "en"])
    #expect(english.errorText.hasPrefix("asyncplay: schedule 9:9 does not fit this run"))
  }
}
