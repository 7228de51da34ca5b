import TextBase
import CommandLineGrammar

/// The help of one `asyncplay` command: what `asyncplay help run` and `asyncplay run --help` print.
///
/// Every ``ShellCommand`` has one (``of(_:)`` is an exhaustive switch): a command added later gets one here with its
/// synopsis, what it does, its options and an example or two, in both languages.
public struct CommandHelp: Sendable {
  /// The command word, e.g. `run`.
  public let name: String
  /// How it is written, e.g. `asyncplay run <scenario> [name=value ...] [options]`.
  public let synopsis: String
  /// The lines that explain it (zh, en), without the synopsis; each is printed as written, indented by two.
  public let lines: (zh: [String], en: [String])
  /// Command lines that use it.
  public let examples: [String]

  init(_ command: ShellCommand, synopsis: String, lines: (zh: [String], en: [String]), examples: [String]) {
    self.name = command.name
    self.synopsis = synopsis
    self.lines = lines
    self.examples = examples
  }

  /// The text, every line ending in a newline.
  public func text(language: Language) -> String {
    var out = language.pick("用法：", "usage: ") + synopsis + "\n\n"
    for line in language == .zh ? lines.zh : lines.en { out += line.isEmpty ? "\n" : "  " + line + "\n" }
    out += "\n" + language.pick("例如：", "examples:") + "\n"
    for example in examples { out += "  " + example + "\n" }
    return out
  }

  /// The entry for `name`, if it is a command users type.
  public static func named(_ name: String) -> CommandHelp? { ShellCommand(rawValue: name).map(of) }

  /// Every command's help, in the order `asyncplay help` lists its topics.
  public static let all: [CommandHelp] = ShellCommand.inHelpTopics.map(of)

  /// The help of `command`.
  static func of(_ command: ShellCommand) -> CommandHelp {
    switch command {
    case .repl: repl
    case .lessons: lessons
    case .lesson: lesson
    case .list: list
    case .run: run
    case .explore: explore
    case .preview: preview
    case .play: play
    case .test: test
    case .exercises: exercises
    case .exercise: exercise
    case .check: check
    case .watch: watch
    case .solution: solution
    case .new: new
    case .bench: bench
    case .help: help
    }
  }

  // The playground, the course, scenarios, scripts, benchmarks and help.

  /// `repl`.
  static let repl = CommandHelp(
    .repl, synopsis: "asyncplay [repl] [--lang zh|en] [--keep-going] [--no-color] [--no-pager] [--lessons DIR] [--progress]",
    lines: (zh: [
      "游乐场：打开场景、修改参数、运行，然后用游标在虚拟时间上逐个事件地查看这次运行。",
      "在终端上：行编辑、历史、Tab 补全；第一次启动会说明如何开始课程。从管道或文件读命令时：打印一份逐字相同的记录。",
      "在游乐场里输入 help 查看它的所有命令。",
      "",
      "--lang zh|en     语言（默认取自 LC_ALL/LC_MESSAGES/LANG：zh… 为中文，否则英文）",
      "--keep-going     从管道读命令时，某行出错后继续（退出状态 0）；默认第一处错误就结束（退出状态 1）",
      "--no-color       不使用颜色",
      "--lessons DIR    一个放 .lesson 文件的目录：添加课程，或替换同 id 的内置课程",
      "--no-pager       长输出不交给分页器（在游乐场里也可以用 pager off）",
      "--progress       从管道读命令时也读取并保存进度（默认只有终端上的会话才会，这样记录每次都相同）",
    ], en: [
      "The playground: open a scenario, change its parameters, run it, then walk through the run event by event",
      "with a cursor on virtual time. On a terminal: line editing, history, Tab completion, and a first line that",
      "says how to start the course. From a pipe or a file: a transcript that is the same on every run.",
      "Type help in the playground for its commands.",
      "",
      "--lang zh|en     the language (default: from LC_ALL/LC_MESSAGES/LANG, zh… → Chinese, else English)",
      "--keep-going     reading from a pipe, go on after a failing line (exit 0); by default the first one ends",
      "                 the session (exit 1)",
      "--no-color       never colour",
      "--lessons DIR    a folder of .lesson files: adds lessons, or replaces bundled ones with the same id",
      "--no-pager       long output is never paged (in the playground: pager off)",
      "--progress       reading from a pipe, read and save progress too (by default only a session on a terminal",
      "                 does, so that a transcript is the same on every run)",
    ]),
    examples: ["asyncplay", "asyncplay --lang en < session.txt"])

  /// `lessons`.
  static let lessons = CommandHelp(
    .lessons, synopsis: "asyncplay lessons [--lang zh|en] [--lessons DIR]",
    lines: (zh: [
      "课程的全部课程和你的进度（✓ 完成，▸ 进行中，· 未开始）；asyncplay lesson <编号> 打开一课。",
    ], en: [
      "The lessons of the course and your progress (✓ done, ▸ started, · not yet); asyncplay lesson <number>",
      "opens one.",
    ]),
    examples: ["asyncplay lessons", "asyncplay lessons --lang en"])

  /// `lesson`.
  static let lesson = CommandHelp(
    .lesson, synopsis: "asyncplay lesson <number|id> [--lang zh|en] [--no-color] [--lessons DIR]",
    lines: (zh: [
      "在这一课打开游乐场（同时打开它的场景），显示你上次到达的那一步。",
      "然后：next 下一步，try 运行这一步的命令，quiz 先预测再看证据，hint 提示。",
    ], en: [
      "Opens the playground at this lesson (and its scenario), on the step you had reached.",
      "Then: next goes on, try runs the step's commands, quiz asks you to predict before the evidence, hint helps.",
    ]),
    examples: ["asyncplay lesson 1", "asyncplay lesson task-id --lang en"])

  /// `list`.
  static let list = CommandHelp(
    .list, synopsis: "asyncplay list [--lang zh|en]",
    lines: (zh: [
      "所有场景：每个场景一行说明，然后是它的参数、默认值和可取值。",
      "在终端上比屏幕高时交给 $PAGER（默认 less -FRX）；--no-pager 直接打印。",
    ], en: [
      "Every scenario with one line on what it shows, then its parameters, their defaults and accepted values.",
      "On a terminal, taller than the screen, it goes through $PAGER (default less -FRX); --no-pager prints it",
      "as it is.",
    ]),
    examples: ["asyncplay list", "asyncplay list --lang en"])

  /// `run`.
  static let run = CommandHelp(
    .run, synopsis: "asyncplay run <scenario> [name=value ...] [options]",
    lines: (zh: [
      "在虚拟时间上模拟运行一个场景，打印每个事件（带时间）和总结。每次运行输出的字节都相同。",
      "",
      "--json             以 JSON Lines 打印追踪（最后一行是 done 对象）",
      "--real             用真实的执行器和时钟运行，用来和模拟对比（时间每次不同）",
      "--lang zh|en       场景输出和事件描述的语言",
      "--no-color         不使用颜色（stdout 不是终端、设置了 NO_COLOR 或 TERM=dumb 时也不用）",
      "--max-time D       虚拟时间预算（默认 3600s；--real 时是真实时间，默认 60s）",
      "--max-events N     事件预算（默认 100000）",
      "--max-jobs N       执行器任务预算（默认 10000000）",
      "--max-memory SIZE  内存预算（默认 2GB，256MB 到 1TB）",
      "--cores N          模拟的协作线程池有几个线程（默认 6，即现在的 iPhone 的核心数；1 到 64）",
      "--wall             在 stderr 上打印这次运行花的真实时间",
      "--export FORMAT=FILE  同时写入文件：json、trace（Chrome/Perfetto）、svg 或 md；可重复",
      "--schedule S       按 asyncplay explore 给出的调度运行（例如 4:1.9:2），重放它找到的一种结果",
      "--explain          追踪之后打印它显示的问题（旧结果覆盖新结果、取消当成错误……），像 REPL 的 explain",
      "--no-pager         在终端上也不把长输出交给 $PAGER（默认 less -FRX）",
      "",
      "时长：300ms、0.3s、2s、1500us、1m，或不带单位的毫秒数。",
      "追踪格式（--json）：每行一个 JSON 对象，字段 t_ms、seq、kind、task……；只会增加种类和字段，",
      "不会改名（asyncplay --version 显示格式版本；docs/trace-format.md 列出全部字段）。",
      "退出状态：0 完成，1 崩溃或无法启动，2 命令行有误，3 死锁，4 超出预算，5 工作逃出了模拟器。",
    ], en: [
      "Simulates a scenario on virtual time and prints every event, with its time, and a summary. Every run prints",
      "the same bytes.",
      "",
      "--json             print the trace as JSON Lines (the last line is the done object)",
      "--real             run on the real executors and clock, to compare with the simulation (times vary)",
      "--lang zh|en       the language of the scenario's lines and of the event words",
      "--no-color         never colour (colour is also off when stdout is not a terminal, NO_COLOR is set",
      "                   or TERM=dumb)",
      "--max-time D       virtual-time budget (default 3600s; with --real: real time, default 60s)",
      "--max-events N     event budget (default 100000)",
      "--max-jobs N       executor-job budget (default 10000000)",
      "--max-memory SIZE  memory budget (default 2GB; 256MB to 1TB)",
      "--cores N          threads of the simulated cooperative pool (default 6: a current iPhone's cores;",
      "                   1 to 64)",
      "--wall             print the run's wall-clock time on stderr",
      "--export FORMAT=FILE  also write the run to FILE: json, trace (Chrome/Perfetto), svg or md; repeatable",
      "--schedule S       run in the order of a schedule asyncplay explore printed (e.g. 4:1.9:2): replays the",
      "                   outcome it found",
      "--explain          after the trace, print what it shows (stale results, a cancellation shown as an",
      "                   error, …), as the REPL's explain does",
      "--no-pager         never send the output through $PAGER (default less -FRX), even when it is taller",
      "                   than the terminal",
      "",
      "Durations: 300ms, 0.3s, 2s, 1500us, 1m, or a bare number of ms.",
      "The trace format (--json): one JSON object per line, fields t_ms, seq, kind, task, …; kinds and fields are",
      "only ever added, never renamed (asyncplay --version shows the format's version; docs/trace-format.md",
      "lists every field).",
      "Exit status: 0 finished, 1 crashed or could not start, 2 bad command line, 3 deadlock, 4 budget exceeded,",
      "5 work escaped the simulator.",
    ]),
    examples: ["asyncplay run async-let", "asyncplay run task-id cancellation=ignored --export svg=task-id.svg",
               "asyncplay run timeout --json"])

  /// `explore`.
  static let explore = CommandHelp(
    .explore, synopsis: "asyncplay explore <scenario> [name=value ...] [--max N] [--seed N] [--jitter D] [--prints] "
      + "[--all-orders] [--json] [options]",
    lines: (zh: [
      "模拟只按一种顺序运行（先进先出）；真实的运行时在线程池上运行默认执行器的任务，计时器也会稍有延迟，",
      "所以同样的代码可能得到不同的结果。explore 在顺序可以不同的每个地方尝试其他选择，按结果分组，",
      "并为每种结果给出一个调度，run --schedule 可以原样重放它。",
      "主 actor 是串行的先进先出队列，不会被重排；会变的是默认执行器上哪个任务先运行（因此工作到达",
      "主 actor 或某个 actor 的顺序也会变），以及同时到期（或 --jitter 之内）的计时器谁先触发。",
      "",
      "--max N          调度不多于 N 种时全部探索（深度优先，默认 1000）；更多时随机抽取 N 种",
      "--seed N         抽样的种子（默认 1；同样的种子抽到同样的调度）",
      "--jitter D       相差 D 以内的计时器也可能先后颠倒，例如 --jitter 5ms",
      "--prints         也比较打印的行（默认只比较最终状态和屏幕）",
      "--all-orders     不跳过只交换互不影响的任务的顺序（更慢，但不对代码做任何假设）",
      "--json           以 JSON Lines 打印探索结果",
      "--lang、--no-color、--max-time、--max-events、--max-jobs、--max-memory、--cores、--wall 与 run 相同；--wall 还会打印每秒探索的调度数。",
      "",
      "输出是确定的：同样的命令每次打印同样的字节。",
    ], en: [
      "A simulation runs one order (first in, first out); the real runtime runs default-executor jobs on a thread",
      "pool and its timers fire a little late, so the same code can end differently. explore tries the other",
      "choices wherever the order is open, groups the runs by outcome, and gives a schedule for each outcome that",
      "run --schedule replays exactly. The main actor is a serial first-in-first-out queue and is never",
      "reordered; what varies is which default-executor job runs first (and so the order in which work reaches",
      "the main actor or an actor), and which of the timers due together (or within --jitter) fires first.",
      "",
      "--max N          explore every schedule when there are at most N (depth-first; default 1000); otherwise",
      "                 draw N at random",
      "--seed N         the sample's seed (default 1; the same seed draws the same schedules)",
      "--jitter D       timers due within D of each other may fire either way, e.g. --jitter 5ms",
      "--prints         compare the printed lines too (by default only the final state and the screen)",
      "--all-orders     also run orders that only swap jobs that do not affect each other (slower, but assumes",
      "                 nothing about the code)",
      "--json           print the exploration as JSON Lines",
      "--lang, --no-color, --max-time, --max-events, --max-jobs, --max-memory, --cores and --wall as for run; --wall also",
      "prints schedules per second.",
      "",
      "The output is deterministic: the same command prints the same bytes every time.",
    ]),
    examples: ["asyncplay explore persistence case=race saves=unsynchronised",
               "asyncplay run persistence case=race saves=unsynchronised --schedule 4:1",
               "asyncplay explore task-group latencies=50,50,50,50 sort=no --json"])

  /// `play`.
  static let play = CommandHelp(
    .play, synopsis: "asyncplay play <file.play> [--present] [--pace D] [--speed Nx] [--notes] [--lang zh|en] "
      + "[--keep-going] [--no-color]",
    lines: (zh: [
      "播放一个演示脚本（每行一条游乐场命令，# 开头是注释），像管道读入的游乐场那样打印记录。",
      "",
      "--present      每条命令前在提示符处等待 Enter（或空格），然后把命令逐字打出来再运行；",
      "               第一个提示符后显示“回车 ▸”。按键：Enter 继续，b 退回上一条命令（重新运行到那里，",
      "               运行是确定的），q 或 Esc 结束演示（退出状态 0）",
      "--pace D       过 D 之后自动继续（Enter 仍然可以提前继续）；不需要终端",
      "--speed Nx     按事件的虚拟时间打印 run、step、advance、until、end 的事件行：1x 为真实时间，",
      "               0.25x（或 1/4x）慢四倍——课堂上 300 ms 变成 1.2 秒，来得及指给大家看；10x 快十倍",
      "--notes        把脚本里每条命令上面的 # 注释作为讲稿打印到 stderr（例如 2> /dev/pts/3 送到第二个终端）",
      "--keep-going   某条命令出错后继续（退出状态 0）；默认第一处错误就结束（退出状态 1）",
      "Ctrl-C 随时停止（退出状态 130），终端恢复原样。",
    ], en: [
      "Plays a demo script (one playground command per line, # comments) and prints its transcript as the piped",
      "playground does.",
      "",
      "--present      wait at each prompt for Enter (or Space), then type the command out and run it; the",
      "               first prompt shows \"Enter ▸\". Keys: Enter goes on, b goes back one command (the script",
      "               re-runs up to there: runs are deterministic), q or Esc ends the demo (exit 0)",
      "--pace D       go on by itself after D (Enter still goes on early); needs no terminal",
      "--speed Nx     print the event lines of run, step, advance, until and end at their virtual times: 1x is",
      "               real time; 0.25x (or 1/4x) is four times slower, what suits a classroom (300 ms take",
      "               1.2 s, time to point at them); 10x ten times faster",
      "--notes        print the # comments above each command on stderr as speaker notes (e.g. 2> /dev/pts/3",
      "               for a second terminal)",
      "--keep-going   go on after a failing command (exit 0); by default the first one ends the demo (exit 1)",
      "Ctrl-C stops at any point (exit 130) and restores the terminal.",
    ]),
    examples: ["asyncplay play demo.play", "asyncplay play demo.play --present --speed 0.25x --notes 2> /dev/pts/3"])

  /// `test`.
  static let test = CommandHelp(
    .test, synopsis: "asyncplay test <file.play|dir> ... [--update]",
    lines: (zh: [
      "检查记录测试：每条命令写在提示符之后，它必须打印的内容写在下面。不一致时打印 文件:行 和差异，",
      "最后打印 N passed, M failed；有失败时退出状态 1。",
      "",
      "--update   用命令现在打印的内容重写期望（CI=true 时拒绝；重写后请阅读差异）",
    ], en: [
      "Checks transcript tests: each command after its prompt, the output it must print below it. Prints",
      "file:line and a diff for each mismatch, then N passed, M failed; exits 1 on any failure.",
      "",
      "--update   rewrite the expectations with what the commands print now (refused under CI=true; read the",
      "           diff afterwards)",
    ]),
    examples: ["asyncplay test Tests/Transcripts", "asyncplay test my-lesson.play --update"])

  /// `bench`.
  static let bench = CommandHelp(
    .bench, synopsis: "asyncplay bench <workload> [name=value ...]",
    lines: (zh: [
      "在子进程里运行一个基准负载，打印一个 JSON 对象（workload、size、virtual_ms、events、checksum、",
      "wall_ms、max_rss_mb）。负载：fanout、group、chain、cancelstorm、actors、unawaited（asyncplay --help 列出它们的参数）。",
    ], en: [
      "Runs a benchmark workload in a child process and prints one JSON object (workload, size, virtual_ms,",
      "events, checksum, wall_ms, max_rss_mb). Workloads: fanout, group, chain, cancelstorm, actors, unawaited",
      "(asyncplay --help lists their parameters).",
    ]),
    examples: ["asyncplay bench fanout tasks=10000 seed=1"])

  /// `help`.
  static let help = CommandHelp(
    .help, synopsis: "asyncplay help [command]",
    lines: (zh: [
      "不带参数：总览（先讲课程，再列出命令）；带命令名：这个命令的帮助（也可以写 asyncplay <命令> --help）。",
      "asyncplay --version（或 -V）显示版本、构建它的 Swift 版本和追踪格式的版本。",
    ], en: [
      "Alone: the overview (the course first, then the commands); with a command: that command's help (also",
      "asyncplay <command> --help). asyncplay --version (or -V) shows the version, the Swift that built it and",
      "the trace format's version.",
    ]),
    examples: ["asyncplay help", "asyncplay help run", "asyncplay run --help"])
}
