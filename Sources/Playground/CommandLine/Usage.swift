import TextBase
import CommandLineGrammar
import Course

/// The text of `asyncplay --help`: the course first (how to start it), then the commands, the run options, the bench
/// workloads and the exit statuses. One command's help is ``CommandHelp``.
public enum Usage {
  /// The usage text in `language`, every line ending in a newline. `lessonCount` is the number of bundled lessons.
  public static func text(language: Language = .preferred, workloads: [BenchWorkload] = BenchWorkload.all,
                          lessonCount: Int = LessonLibrary().lessons.count) -> String {
    var lines: [String] = language == .zh ? [
      "asyncplay：学习 SwiftUI 应用如何异步加载数据。每个场景都是真实的 Swift 并发代码，",
      "在虚拟时间上确定性地模拟运行，打印每个状态变化和任务事件及其时间。",
      "",
      "开始课程：",
      "  asyncplay lesson 1     在第 1 课打开游乐场（然后：next 下一步，try 运行，quiz 先预测）",
      "  asyncplay lessons      全部 \(lessonCount) 课和你的进度",
      "  asyncplay              游乐场（在里面输入 help 查看它的命令）",
      "",
      "命令（asyncplay help <命令> 或 asyncplay <命令> --help 查看详情）：",
    ] + ShellCommand.allCases.flatMap { rows($0, language: language) } + [
      "  asyncplay --version                      版本、构建它的 Swift、追踪格式版本（也可写 -V）",
      "",
      "run 的选项：",
      "  --json           以 JSON Lines 打印追踪（最后一行是 done 对象）",
      "  --real           用真实执行器和时钟运行而不是模拟（时间每次不同）",
      "  --lang zh|en     输出语言（默认取自 LC_ALL/LANG：zh* 为中文，否则英文）",
      "  --no-color       不使用颜色（stdout 不是终端、设置了 NO_COLOR 或 TERM=dumb 时也不用）",
      "  --max-time D     虚拟时间预算（默认 3600s；--real 时是真实时间，默认 60s）",
      "  --max-events N   事件预算（默认 100000）",
      "  --max-jobs N     执行器任务预算（默认 10000000）",
      "  --max-memory SIZE  内存预算（默认 2GB；check 和 watch 也接受）",
      "  --wall           在 stderr 上打印这次运行花的真实时间",
      "  --export FORMAT=FILE  同时写入文件：json、trace（Chrome/Perfetto）、svg 或 md",
      "  --schedule S     按 explore 给出的调度运行，例如 --schedule 4:1",
      "  --explain        追踪之后打印它显示的问题（preview 也接受）",
      "",
      "时长：300ms、0.3s、2s、1500us、1m，或不带单位的毫秒数。",
      "在终端上，比屏幕高的输出交给 $PAGER（默认 less -FRX）；--no-pager（放在任何位置）直接打印。",
      "",
      "基准负载（打印一个 JSON 对象）：",
    ] : [
      "asyncplay: learn how SwiftUI apps load data asynchronously. Each scenario is real Swift concurrency code,",
      "run as a deterministic simulation on virtual time, printing every state change and task event with its time.",
      "",
      "Start the course:",
      "  asyncplay lesson 1     open the playground at lesson 1 (then: next goes on, try runs, quiz predicts)",
      "  asyncplay lessons      the \(lessonCount) lessons and your progress",
      "  asyncplay              the playground (type help there for its commands)",
      "",
      "Commands (asyncplay help <command> or asyncplay <command> --help for more):",
    ] + ShellCommand.allCases.flatMap { rows($0, language: language) } + [
      "  asyncplay --version                           version, the Swift that built it, trace format (also -V)",
      "",
      "Run options:",
      "  --json           print the trace as JSON Lines (the last line is the done object)",
      "  --real           run on the real executors and clock instead of simulating (timings vary)",
      "  --lang zh|en     language of the rendering and of the scenario's lines (default: from LC_ALL/LANG, zh* → zh, else en)",
      "  --no-color       never colour (colour is also off when stdout is not a terminal, NO_COLOR is set",
      "                   or TERM=dumb)",
      "  --max-time D     virtual-time budget (default 3600s; with --real: real time, default 60s)",
      "  --max-events N   event budget (default 100000)",
      "  --max-jobs N     executor-job budget (default 10000000)",
      "  --max-memory SIZE  memory budget (default 2GB; check and watch take it too)",
      "  --wall           print the wall-clock time of the run on stderr",
      "  --export FORMAT=FILE  also write the run to FILE: json, trace (Chrome/Perfetto), svg or md",
      "  --schedule S     run in the order of a schedule explore printed, e.g. --schedule 4:1",
      "  --explain        after the trace, print the pitfalls it shows (preview takes it too)",
      "",
      "Durations: 300ms, 0.3s, 2s, 1500us, 1m, or a bare number of ms.",
      "On a terminal, output taller than the screen goes through $PAGER (default less -FRX); --no-pager (anywhere)",
      "prints it as it is.",
      "",
      "Bench workloads (print one JSON object):",
    ]
    for workload in workloads {
      lines.append("  " + workload.synopsis)
      lines.append("      " + language.pick(workload.chineseSummary, workload.summary))
    }
    lines += language == .zh ? [
      "",
      "退出状态：0 完成，1 运行崩溃或无法启动，2 命令行有误，3 死锁，",
      "4 超出预算（或运行没有及时让出），5 工作逃出了模拟器。",
      "",
      "查看场景及其参数：asyncplay list",
    ] : [
      "",
      "Exit status: 0 finished, 1 the run crashed or could not start, 2 bad command line, 3 deadlock,",
      "4 budget exceeded (or the run did not yield in time), 5 work escaped the simulator.",
      "",
      "See the scenarios and their parameters with: asyncplay list",
    ]
    return lines.map { $0 + "\n" }.joined()
  }

  /// The rows `--help` gives `command` among the commands, in `language` (a synopsis, then its summary on the same
  /// row or indented below). An exhaustive switch: a command cannot be added without its rows.
  static func rows(_ command: ShellCommand, language: Language) -> [String] {
    switch command {
    case .repl:
      language == .zh ? [
        "  asyncplay [repl] [--lang zh|en] [--keep-going] [--no-color] [--lessons DIR]",
        "      游乐场：open、set、run，逐个事件查看一次运行，看任务和时间线",
      ] : [
        "  asyncplay [repl] [--lang zh|en] [--keep-going] [--no-color] [--lessons DIR]",
        "      the playground: open, set, run, step through a run, look at tasks and timelines",
      ]
    case .lessons:
      language == .zh ? [
        "  asyncplay lessons [--lang zh|en]         课程列表",
      ] : [
        "  asyncplay lessons [--lang zh|en]              the course",
      ]
    case .lesson:
      language == .zh ? [
        "  asyncplay lesson <编号|id> [游乐场选项]  在一课打开游乐场",
      ] : [
        "  asyncplay lesson <number|id> [REPL options]   the playground, at a lesson",
      ]
    case .list:
      language == .zh ? [
        "  asyncplay list [--lang zh|en]            场景及其参数",
      ] : [
        "  asyncplay list [--lang zh|en]                 the scenarios and their parameters",
      ]
    case .run:
      language == .zh ? [
        "  asyncplay run <场景> [名称=值 ...] [选项] 运行一个场景并打印它的追踪",
      ] : [
        "  asyncplay run <scenario> [name=value ...] [options]   run a scenario, print its trace",
      ]
    case .explore:
      language == .zh ? [
        "  asyncplay explore <场景> [名称=值 ...] [--max N] [--seed N] [--jitter D]",
        "      探索运行时可能采用的每种顺序，按结果分组，每种结果给出一个可用 run --schedule 重放的调度",
      ] : [
        "  asyncplay explore <scenario> [name=value ...] [--max N] [--seed N] [--jitter D]",
        "      every order the runtime could run it in, grouped by outcome, each with a schedule run --schedule replays",
      ]
    case .preview:
      language == .zh ? [
        "  asyncplay preview FILE... [--root TYPE] [--do 动作] [--routes FILE] [--container DIR] [run 的选项]",
        "      把 SwiftUI 文件编译成一个模块，在虚拟时间上运行：含顶层代码的文件作为脚本，否则显示一个视图",
      ] : [
        "  asyncplay preview FILE... [--root TYPE] [--do ACTIONS] [--routes FILE] [--container DIR] [run options]",
        "      compile SwiftUI files as one module and run it on virtual time: a script's top-level code, else a view",
      ]
    case .play:
      language == .zh ? [
        "  asyncplay play <file.play> [--present] [--pace D] [--speed Nx] [--notes] [--lang zh|en] [--keep-going]",
        "      播放演示脚本；--present 每条命令前等 Enter（b 退回，q 结束），--speed 0.25x 适合课堂",
      ] : [
        "  asyncplay play <file.play> [--present] [--pace D] [--speed Nx] [--notes] [--lang zh|en] [--keep-going]",
        "      play a demo script; --present waits for Enter before each command (b back, q ends); --speed 0.25x",
        "      suits a classroom",
      ]
    case .test:
      language == .zh ? [
        "  asyncplay test <file.play|dir> ... [--update]   检查记录测试",
      ] : [
        "  asyncplay test <file.play|dir> ... [--update]   check transcript tests",
      ]
    case .exercises:
      language == .zh ? [
        "  asyncplay exercises [--workspace DIR]    练习列表和你在每个练习的状态",
      ] : [
        "  asyncplay exercises [--workspace DIR]        the exercises and your status in each",
      ]
    case .exercise:
      language == .zh ? [
        "  asyncplay exercise ID [--reset] [--hints]  写出练习的起始文件并打印目标",
      ] : [
        "  asyncplay exercise ID [--reset] [--hints]    write an exercise's starting file and print its goal",
      ]
    case .check:
      language == .zh ? [
        "  asyncplay check ID|FILE [--json]         编译你的文件、运行并检查（退出状态 0：全部成立）；",
        "      含顶层 func play() async 的文件是沙盒：play() 作为 main 运行",
      ] : [
        "  asyncplay check ID|FILE [--json]             compile your file, run it, check it (exit 0: all hold);",
        "      a FILE with a top-level func play() async is a sandbox: play() runs as main",
      ]
    case .watch:
      language == .zh ? [
        "  asyncplay watch [ID|FILE]                每次保存都重新检查，直到 Ctrl-C",
      ] : [
        "  asyncplay watch [ID|FILE]                    check again on every save, until Ctrl-C",
      ]
    case .solution:
      language == .zh ? [
        "  asyncplay solution ID                    练习的参考答案",
      ] : [
        "  asyncplay solution ID                        the exercise's reference solution",
      ]
    case .new:
      language == .zh ? [
        "  asyncplay new FILE                       写一个沙盒文件作为起点",
        "      工作区：--workspace DIR，否则 $ASYNCPLAY_WORKSPACE，否则 ~/asyncplay-exercises",
      ] : [
        "  asyncplay new FILE                           write a sandbox file to start from",
        "      workspace: --workspace DIR, else $ASYNCPLAY_WORKSPACE, else ~/asyncplay-exercises",
      ]
    case .bench:
      language == .zh ? [
        "  asyncplay bench <负载> [名称=值 ...]     基准测试，打印一个 JSON 对象",
      ] : [
        "  asyncplay bench <workload> [name=value ...]   a benchmark, printed as one JSON object",
      ]
    case .help:
      language == .zh ? [
        "  asyncplay help [命令]                    这份说明，或一个命令的帮助",
      ] : [
        "  asyncplay help [command]                      this text, or one command's help",
      ]
    }
  }

  /// The language an invocation asks for with `--lang zh|en` (or `--lang=…`) anywhere among `arguments`, else the
  /// locale's; for texts printed before (or instead of) parsing the rest, such as `--help` and `--version`.
  static func language(in arguments: [String]) -> Language {
    for (index, word) in arguments.enumerated() {
      if word.hasPrefix("--lang="), let language = Language(rawValue: String(word.dropFirst("--lang=".count))) {
        return language
      }
      if word == "--lang", index + 1 < arguments.count, let language = Language(rawValue: arguments[index + 1]) {
        return language
      }
    }
    return .preferred
  }
}
