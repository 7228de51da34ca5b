@testable import Playground
import Scenarios
import Testing
@testable import Course

/// The bad-input catalogue of the exercise commands (`check`, `exercise`, `watch`, `solution`, `new`) and of the newer
/// `play` options: files that are not regular, not UTF-8 or hold a NUL byte, a workspace that is a file, unknown
/// ids, bad values. All cases run in one shell, each reported as `status stdout-bytes stderr`.
extension BadInputCatalogueTests {
  /// What every refused non-regular file is told.
  static let pipe = "it is a named pipe (FIFO), " + onlyRegular
  /// The exercise ids as messages list them.
  static let exerciseIDs = ExerciseLibrary(lessons: LessonLibrary()).ids.joined(separator: ", ")
  /// The workspace-is-a-file line, for the workspace `./w` chosen by `source`.
  static func workspaceIsFile(_ source: String) -> String {
    "asyncplay: the workspace ./w (\(source)) is a file, not a folder; the workspace is a folder of exercise files "
      + "(created when missing)"
  }

  /// Each command line (after `"$A" `), the status, the bytes on stdout and the one line on stderr.
  static let exerciseCommands: [(String, Int32, Int, String)] = [
    ("check f.swift", 2, 0, "asyncplay: cannot read \"f.swift\": \(pipe)"),
    ("check d.swift", 2, 0, "asyncplay: cannot read \"d.swift\": it is a directory, not a regular file"),
    ("check b.swift", 2, 0, "asyncplay: cannot read \"b.swift\": it is not UTF-8 text (byte 0xFF at line 1, byte 2 "
      + "of the line); asyncplay reads UTF-8 text"),
    ("check n.swift", 2, 0, "asyncplay: cannot read \"n.swift\": it holds a NUL byte (at line 2, byte 10 of the line); "
      + "a Swift file is plain text"),
    ("check n.swift --lang zh", 2, 0, "asyncplay: 无法读取 \"n.swift\"：它含有 NUL 字节（第 2 行第 10 个字节）；Swift 文件是纯文本"),
    ("check nope.swift", 2, 0, "asyncplay: no exercise or file \"nope.swift\"; exercises: \(exerciseIDs), or the path "
      + "of a Swift file"),
    ("check task-ix", 2, 0, "asyncplay: no exercise or file \"task-ix\"; did you mean task-id? (exercises: "
      + "\(exerciseIDs), or the path of a Swift file)"),
    ("check feed.routes", 2, 0, "asyncplay: feed.routes is not a Swift file: give an exercise or a file ending "
      + "in .swift"),
    ("watch feed.routes --lang zh", 2, 0, "asyncplay: feed.routes 不是 Swift 文件：请给出练习名或以 .swift 结尾的文件"),
    ("check task-id --workspace w", 2, 0, workspaceIsFile("--workspace")),
    ("check task-id --workspace ws", 2, 0, "asyncplay: cannot read \"./ws/task-id.swift\": \(pipe)"),
    ("check task-id --workspace", 2, 0, "asyncplay: --workspace needs a value; expected a folder"),
    ("check task-id --workspace ''", 2, 0, "asyncplay: --workspace needs a folder"),
    ("check task-id --jsn", 2, 0, "asyncplay: unknown option --jsn for check; did you mean --json? (options: "
      + "--workspace, --json, --lang, --no-color, --lessons, --max-memory, --profile, --swift-version, "
      + "--default-isolation, --approachable-concurrency)"),
    ("exercise task-id --workspace w", 2, 0, workspaceIsFile("--workspace")),
    ("exercises --workspace w", 2, 0, workspaceIsFile("--workspace")),
    ("exercise nope", 2, 0, "asyncplay: no exercise \"nope\"; exercises: \(exerciseIDs)"),
    ("watch f.swift", 2, 0, "asyncplay: cannot read \"f.swift\": \(pipe)"),
    ("watch task-id --workspace w", 2, 0, workspaceIsFile("--workspace")),
    ("solution nope", 2, 0, "asyncplay: no exercise \"nope\"; exercises: \(exerciseIDs)"),
    ("solution task-id extra", 2, 0, "asyncplay: unexpected argument \"extra\" for solution; usage: asyncplay solution ID"),
    ("new d.swift", 1, 0, "asyncplay: d.swift already exists; new never overwrites a file (choose another name)"),
    ("new f.swift", 1, 0, "asyncplay: cannot write f.swift: it is a named pipe (FIFO), not a regular file, and "
      + "asyncplay replaces only regular files"),
    ("new /nonexistent/x.swift", 1, 0, "asyncplay: cannot write /nonexistent/x.swift: the directory /nonexistent does "
      + "not exist"),
    ("play a.play --speed 1e999x", 2, 0, "asyncplay: bad value \"1e999x\" for --speed; expected a factor such as 1x, "
      + "0.5x, 0.25x, 1/4x or 10x (from 0.01x to 1000x; 1x is real time)"),
    ("play a.play --speed 1/0x", 2, 0, "asyncplay: bad value \"1/0x\" for --speed; expected a factor such as 1x, 0.5x, "
      + "0.25x, 1/4x or 10x (from 0.01x to 1000x; 1x is real time)"),
    ("play a.play --speed 99999999999999999999x", 2, 0, "asyncplay: bad value \"99999999999999999999x\" for --speed; "
      + "expected a factor such as 1x, 0.5x, 0.25x, 1/4x or 10x (from 0.01x to 1000x; 1x is real time)"),
    ("play a.play --notes x", 2, 0, "asyncplay: unexpected argument \"x\" for play; it plays one file (options: "
      + "--keep-going, --lang zh|en, --no-color, --notes, --pace D, --present, --speed Nx)"),
  ]

  @Test("exercise commands and play options: the exact line on stderr and the exit status (one shell)")
  func exerciseCommandLines() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    var script = "mkfifo f.swift; mkdir d.swift ws; mkfifo ws/task-id.swift; printf 'a\\377\\n' > b.swift; "
      + "printf 'let a = 1\\nlet b = 2\\000\\n' > n.swift; : > w; echo 'open task-id' > a.play; "
      + "echo 'GET https://a.example/x' > feed.routes; "
    for (command, _, _, _) in Self.exerciseCommands {
      script += "\"$A\" \(command) > o 2> e; echo \"$? $(wc -c < o) $(sed \"s|$PWD|.|g\" e)\"; "
    }
    let outcome = try ShellCase.run(script)
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == Self.exerciseCommands.count, "\(outcome.standardOutput)")
    for (line, (command, status, bytes, error)) in zip(lines, Self.exerciseCommands) {
      #expect(String(line) == "\(status) \(bytes) \(error)", "\(command)")
    }
    #expect(outcome.standardError.isEmpty)
  }
}
