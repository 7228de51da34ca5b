// The help of the exercise commands (see ExerciseRequest for what they accept).
extension CommandHelp {
  /// `exercises`.
  static let exercises = CommandHelp(
    .exercises, synopsis: "asyncplay exercises [--workspace DIR] [--lang zh|en] [--lessons DIR]",
    lines: (zh: [
      "每个练习一行：id、它属于哪一课、你的状态（未开始、未通过、完成）。",
      "工作区：--workspace DIR，否则 $ASYNCPLAY_WORKSPACE，否则 ~/asyncplay-exercises。",
    ], en: [
      "One line per exercise: its id, its lesson and your status (not started, failing, done).",
      "The workspace: --workspace DIR, else $ASYNCPLAY_WORKSPACE, else ~/asyncplay-exercises.",
    ]),
    examples: ["asyncplay exercises"])

  /// `exercise`.
  static let exercise = CommandHelp(
    .exercise, synopsis: "asyncplay exercise ID [--reset] [--hints] [--workspace DIR] [--lang zh|en]",
    lines: (zh: [
      "把练习的起始文件写进工作区（不会覆盖你的修改），打印目标；最后一行是文件的路径。",
      "--reset   回到起始文件，先把你的版本留作带编号的备份",
      "--hints   同时打印提示",
    ], en: [
      "Writes the exercise's starting file into the workspace (never over your changes) and prints its goal; the",
      "last line is the file's path.",
      "--reset   back to the starting file, keeping yours as a numbered backup first",
      "--hints   print the hints too",
    ]),
    examples: ["asyncplay exercise task-id", "asyncplay exercise task-id --reset"])

  /// `check`.
  static let check = CommandHelp(
    .check, synopsis: "asyncplay check ID|FILE [--workspace DIR] [--profile NAME] [--json] [--lang zh|en] "
      + "[--no-color]",
    lines: (zh: [
      "编译你的文件，在模拟器里运行，打印这次运行和每项检查；全部成立时退出状态 0。",
      "含顶层 func play() async 的任何文件都是沙盒：play() 作为 main 运行。",
      "--json   以 JSON 打印结果",
      "--profile xcode26-app|swift6-app|swift-package（默认 xcode26-app）、--swift-version 5|6、",
      "--default-isolation MainActor|nonisolated、--approachable-concurrency on|off：编译用的项目设置",
      "（固定了配置的练习按它自己的评分）；见 docs/profiles.md",
    ], en: [
      "Compiles your file, runs it in the simulator, prints the run and each check; exit 0 when all hold.",
      "Any FILE with a top-level func play() async is a sandbox: play() runs as main.",
      "--json   print the verdict as JSON",
      "--profile xcode26-app|swift6-app|swift-package (default xcode26-app), --swift-version 5|6,",
      "--default-isolation MainActor|nonisolated, --approachable-concurrency on|off: the project settings",
      "the file compiles with (an exercise that pins its own is graded under those); see docs/profiles.md",
    ]),
    examples: ["asyncplay check task-id", "asyncplay check sandbox.swift"])

  /// `watch`.
  static let watch = CommandHelp(
    .watch, synopsis: "asyncplay watch [ID|FILE] [--workspace DIR] [--profile NAME] [--lang zh|en] "
      + "[--no-color]",
    lines: (zh: ["每次保存文件都重新检查，直到 Ctrl-C。--profile 等与 check 相同。"],
            en: ["Checks again on every save of the file, until Ctrl-C. --profile and the settings as for check."]),
    examples: ["asyncplay watch task-id"])

  /// `solution`.
  static let solution = CommandHelp(
    .solution, synopsis: "asyncplay solution ID [--lang zh|en]",
    lines: (zh: ["打印练习的参考答案。"], en: ["Prints the exercise's reference solution."]),
    examples: ["asyncplay solution task-id"])

  /// `new`.
  static let new = CommandHelp(
    .new, synopsis: "asyncplay new FILE [--view]",
    lines: (zh: ["写一个沙盒文件作为起点：顶层的 func play() async 会作为 main 运行（asyncplay check FILE）。",
                 "--view 写一个 SwiftUI 视图文件（.task 从网络加载）和旁边的路由文件 FILE.routes",
                 "（asyncplay preview FILE --routes FILE.routes）。"],
            en: ["Writes a sandbox file to start from: its top-level func play() async runs as main (asyncplay",
                 "check FILE). --view writes a SwiftUI view file whose .task loads from the network, and its",
                 "routes file beside it, FILE.routes (asyncplay preview FILE --routes FILE.routes)."]),
    examples: ["asyncplay new sandbox.swift", "asyncplay new Feed.swift --view"])
}
