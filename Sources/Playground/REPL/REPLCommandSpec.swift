import Scenarios

/// One REPL command as `help` describes it and the dispatcher checks it: its name, what it takes and does, and an
/// example. There is one for each ``REPLCommand`` and no other (``all``).
struct REPLCommandSpec: Sendable {
  /// The command.
  let command: REPLCommand
  /// How it is written, e.g. `step [n]`.
  let synopsis: String
  /// One line saying what it does (zh, en).
  let summary: (zh: String, en: String)
  /// A line that uses it.
  let example: String
  /// How many words may follow the command (flags not counted).
  let arguments: ClosedRange<Int>
  /// The `--flags` it accepts.
  let flags: [String]
  /// Whether its output goes through the pager on a terminal when it is taller than the screen (see ``Pager``).
  let paged: Bool
  /// Which of its words are file paths, by position among the words that are not `--flags`: the session expands a
  /// `~` in them before the command sees them (``REPLPath``), since no shell has.
  let paths: Set<Int>

  private init(_ command: REPLCommand, _ synopsis: String, zh: String, en: String, example: String,
               arguments: ClosedRange<Int>, flags: [String] = [], paged: Bool = false, paths: Set<Int> = []) {
    self.command = command
    self.synopsis = synopsis
    self.summary = (zh, en)
    self.example = example
    self.arguments = arguments
    self.flags = flags
    self.paged = paged
    self.paths = paths
  }

  /// The command word.
  var name: String { command.name }

  /// The names of the commands whose output is paged, in the order `help` lists them.
  static var pagedCommands: [String] { all.filter(\.paged).map(\.name) }

  /// Other words for some commands.
  static let aliases: [(alias: String, command: REPLCommand)] = [("exit", .quit), ("?", .help)]

  /// The spec a typed word names (a command or an alias).
  static func named(_ word: String) -> REPLCommandSpec? {
    guard let command = aliases.first(where: { $0.alias == word })?.command ?? REPLCommand(rawValue: word) else {
      return nil
    }
    return all.first { $0.command == command }
  }

  /// The command names, in the order `help` lists them.
  static var names: [String] { all.map(\.name) }

  /// Every command, in the order `help` lists them: the scenario, running and stepping, looking, the session.
  static let all: [REPLCommandSpec] = REPLCommand.allCases.map(REPLCommandSpec.init)

  /// The spec of `command`: an exhaustive switch, so that a command cannot be added without one.
  init(_ command: REPLCommand) {
    switch command {
    case .help: self.init(command, "help [command]", zh: "列出命令，或说明一个命令", en: "list the commands, or explain one",
        example: "help advance", arguments: 0...1, paged: true)
    case .list: self.init(command, "list", zh: "所有场景及其参数", en: "the scenarios and their parameters",
        example: "list", arguments: 0...0, paged: true)
    case .open: self.init(command, "open <scenario>", zh: "打开一个场景（参数回到默认值）",
        en: "open a scenario (its parameters start at their defaults)", example: "open task-id",
        arguments: 1...1)
    case .params: self.init(command, "params", zh: "当前场景的参数：当前值、默认值、可取值",
        en: "the open scenario's parameters: current value, default, accepted values",
        example: "params", arguments: 0...0)
    case .set: self.init(command, "set name=value ...", zh: "修改参数（全部检查通过才生效）",
        en: "change parameters (all are checked first; one bad value changes nothing)",
        example: "set latency=500ms cancellation=ignored", arguments: 1...64)
    case .reset: self.init(command, "reset", zh: "参数全部回到默认值", en: "every parameter back to its default",
        example: "reset", arguments: 0...0)
    case .run: self.init(command, "run [schedule=S] [--real]",
        zh: "运行到结束，打印每个事件和总结（schedule=：按 explore 给出的调度运行；--real：用真实执行器跑一次作对比）",
        en: "run to the end, printing every event and the summary (schedule=: in an order explore found; "
          + "--real: on the real executors, for comparison)",
        example: "run schedule=4:1", arguments: 0...1, flags: ["--real"], paged: true)
    case .explore: self.init(command, "explore [max=N] [seed=N] [jitter=D] [--prints] [--all-orders]",
        zh: "探索运行时可能采用的每一种顺序，按结果分组，每种结果给出一个可重放的调度",
        en: "explore every order the runtime could run the scenario in, grouped by outcome, with a "
          + "schedule to replay each",
        example: "explore jitter=5ms", arguments: 0...3, flags: ["--prints", "--all-orders"], paged: true)
    case .step: self.init(command, "step [n]", zh: "打印接下来的 n 个事件（默认 1）",
        en: "print the next n events (default 1)", example: "step 5", arguments: 0...1)
    case .back: self.init(command, "back [n]", zh: "游标退回 n 个事件（默认 1）",
        en: "move the cursor back over n events (default 1)", example: "back 2", arguments: 0...1)
    case .advance: self.init(command, "advance <duration>", zh: "游标前进一段虚拟时间，打印经过的事件",
        en: "move the cursor forward by a duration, printing the events passed", example: "advance 100ms",
        arguments: 1...1)
    case .until: self.init(command, "until <time>", zh: "游标移到从开始算起的某个时刻，打印经过的事件",
        en: "move the cursor to a time since the start, printing the events passed",
        example: "until 560ms", arguments: 1...1)
    case .end: self.init(command, "end", zh: "游标移到结束处，打印剩下的事件",
        en: "move the cursor to the end, printing the rest", example: "end", arguments: 0...0)
    case .restart: self.init(command, "restart", zh: "游标回到 0 ms", en: "move the cursor back to 0 ms",
        example: "restart", arguments: 0...0)
    case .tasks: self.init(command, "tasks", zh: "游标处的每个任务：状态与父任务",
        en: "every task at the cursor: its state and its parent", example: "tasks", arguments: 0...0)
    case .state: self.init(command, "state", zh: "游标处模型的每个被观察属性的最新值",
        en: "the model's observed properties at the cursor (latest value of each)", example: "state",
        arguments: 0...0)
    case .screen: self.init(command, "screen", zh: "游标处模拟视图显示的内容",
        en: "what the simulated view shows at the cursor", example: "screen", arguments: 0...0)
    case .trace: self.init(command, "trace", zh: "到游标为止的所有事件", en: "the events up to the cursor",
        example: "trace", arguments: 0...0, paged: true)
    case .timeline: self.init(command, "timeline [--ascii]",
        zh: "时间线：每个任务和每个状态属性一行，标出游标；--ascii 只用 ASCII 字符",
        en: "lanes: one row per task and per state property, with the cursor marked; --ascii: ASCII only",
        example: "timeline", arguments: 0...0, flags: ["--ascii"])
    case .code: self.init(command, "code [all|NAME]",
        zh: "当前场景的 Swift 源代码：这一课要看的部分；all 整个文件；NAME 一个函数或类型",
        en: "the open scenario's Swift source: the part the lesson is about; all: the whole file; "
          + "NAME: one function or type",
        example: "code search", arguments: 0...1, paged: true)
    case .explain: self.init(command, "explain", zh: "这次运行里值得看的地方，和轨迹显示的问题",
        en: "what to look at in this run, and the pitfalls its trace shows",
        example: "explain", arguments: 0...0, paged: true)
    case .lang: self.init(command, "lang zh|en", zh: "场景输出、运行结果和 explain 的语言",
        en: "the language of the scenarios' lines, of runs and of explain", example: "lang en",
        arguments: 1...1)
    case .cores: self.init(command, "cores [N|default]",
        zh: "之后每次模拟运行的协作线程池有几个线程（默认 6）；不带参数显示当前设置",
        en: "how many threads the simulated cooperative pool has in every run from now on (default 6); "
          + "alone: the setting",
        example: "cores 1", arguments: 0...1)
    case .pager: self.init(command, "pager [on|off]", zh: "长输出是否交给分页器（$PAGER，默认 less -FRX）；不带参数显示当前设置",
        en: "whether long output goes through the pager ($PAGER, default less -FRX); alone: the setting",
        example: "pager off", arguments: 0...1)
    case .export: self.init(command, "export json|trace|svg|md <file>",
        zh: "把当前这次运行导出为 JSON Lines、Chrome 追踪（Perfetto）、SVG 时间线或 Markdown",
        en: "write the current run as JSON Lines, a Chrome trace (Perfetto), an SVG timeline or Markdown",
        example: "export svg task-id.svg", arguments: 2...2, paths: [1])
    case .compare: self.init(command, "compare name=a,b [--svg FILE] | compare solution",
        zh: "用参数的两个值各跑一次（或你的代码对参考答案），在同一时间刻度上对照时间线并标出不同的事件；"
          + "--svg FILE 另存为一张 SVG",
        en: "run with two values of a parameter (or your code against the reference solution); both "
          + "timelines on one time scale, then the events that differ; --svg FILE: also as an SVG",
        example: "compare cancellation=handled,ignored", arguments: 1...2, flags: ["--svg"], paged: true,
        paths: [1])
    case .lessons: self.init(command, "lessons", zh: "课程列表和你的进度", en: "the lessons and your progress",
        example: "lessons", arguments: 0...0)
    case .lesson: self.init(command, "lesson [id|number]", zh: "打开一课（同时打开它的场景）；不带参数：现在在哪一课、哪一步",
        en: "open a lesson (and its scenario); with no argument: where you are in the course",
        example: "lesson 1", arguments: 0...1)
    case .next: self.init(command, "next", zh: "下一步", en: "the lesson's next step", example: "next", arguments: 0...0)
    case .prev: self.init(command, "prev", zh: "上一步", en: "the lesson's previous step", example: "prev",
        arguments: 0...0)
    case .try: self.init(command, "try", zh: "运行这一步建议的命令", en: "run the commands the step suggests",
        example: "try", arguments: 0...0, paged: true)
    case .hint: self.init(command, "hint", zh: "这一步的提示", en: "the step's hint", example: "hint", arguments: 0...0)
    case .quiz: self.init(command, "quiz [choice]", zh: "先预测再运行：quiz 看题目，quiz b 作答，模拟给出证据",
        en: "predict, then run: quiz shows the question, quiz b answers, the simulation proves it",
        example: "quiz b", arguments: 0...1)
    case .exercise: self.init(command, "exercise [id] [--reset]",
        zh: "这一课的练习（或指定的练习）：写入起始文件，说明目标，最后一行是文件路径",
        en: "the lesson's exercise (or the one named): writes its starting file, states the goal, prints "
          + "the path last",
        example: "exercise task-id", arguments: 0...1, flags: ["--reset"])
    case .edit: self.init(command, "edit", zh: "用 $VISUAL / $EDITOR 打开练习文件，编辑器退出后自动检查",
        en: "open the exercise's file in $VISUAL / $EDITOR, then check it when the editor exits",
        example: "edit", arguments: 0...0)
    case .check: self.init(command, "check [id|file]",
        zh: "编译并运行你的文件，打印运行过程和每项检查；之后 step、timeline 等都作用于这次运行",
        en: "compile and run your file, print the run and each check; step, timeline … then work on it",
        example: "check", arguments: 0...1, paths: [0])
    case .preview: self.init(command, REPLSession.previewSynopsis,
        zh: "把 SwiftUI 文件编译成一个模块并在虚拟时间上运行（脚本的顶层代码，或一个视图）；之后 do、step、timeline 等都作用于它；"
          + "profile=swift-package 等选这次编译用的项目设置（默认 xcode26-app）",
        en: "compile SwiftUI files as one module and run it on virtual time (a script's top-level code, "
          + "or a view); do, step, timeline … then work on it; profile=swift-package (and the other "
          + "settings) chooses this compile's project settings (xcode26-app by default)",
        example: "preview Search.swift", arguments: 1...64, paged: true, paths: Set(0..<64))
    case .do: self.init(command, "do ACTIONS",
        zh: "在预览里做用户动作（默认在游标处），然后重新运行：type TEXT [into LABEL]、tap LABEL [#N]、hold LABEL [#N]（长按）、"
          + "set LABEL to VALUE（滑块、日期、颜色）、"
          + "delete ROW [#N]（删除一行）、swipe ROW [#N] [leading] [full]（滑动一行）、"
          + "move ROW [#N] to N（编辑模式下移动一行）、submit [LABEL]、back、"
          + "pull、scroll bottom、dismiss、leave、return；"
          + "drag LABEL [#N] by DX,DY（拖动带拖动手势的视图，单位是点）；"
          + "@TIME 指定时间",
        en: "do user actions in the preview (at the cursor unless @TIME says when), then run it again: "
          + "type TEXT [into LABEL], tap LABEL [#N], hold LABEL [#N], set LABEL to VALUE, delete ROW [#N], "
          + "swipe ROW [#N] [leading] [full], move ROW [#N] to N, submit [LABEL], back, pull, "
          + "scroll bottom, dismiss, leave, return, drag LABEL [#N] by DX,DY (a view with a drag "
          + "gesture, in points)",
        example: "do tap Retry", arguments: 1...4096)
    case .solution: self.init(command, "solution [id]", zh: "练习的参考答案（会先问一句，免得剧透）",
        en: "the exercise's reference solution (asks first: it gives the answer away)",
        example: "solution", arguments: 0...1)
    case .progress: self.init(command, "progress [save]", zh: "每一课的进度；save：管道会话也保存进度",
        en: "your progress in each lesson; save: a piped session keeps it too",
        example: "progress", arguments: 0...1)
    case .resetProgress: self.init(command, "reset-progress [--yes]",
        zh: "清除全部进度（先问一句；管道会话要写 --yes），并留一份编号备份",
        en: "forget all progress (asks first; a piped session needs --yes), keeping a numbered backup",
        example: "reset-progress", arguments: 0...0, flags: ["--yes"])
    case .history: self.init(command, "history", zh: "输入过的命令，从旧到新", en: "the lines typed, oldest first",
        example: "history", arguments: 0...0)
    case .clear: self.init(command, "clear", zh: "清屏", en: "clear the screen", example: "clear", arguments: 0...0)
    case .quit: self.init(command, "quit", zh: "退出（也可按 Ctrl-D）；历史会保存",
        en: "leave (Ctrl-D too); the history is saved", example: "quit", arguments: 0...0)
    }
  }
}
