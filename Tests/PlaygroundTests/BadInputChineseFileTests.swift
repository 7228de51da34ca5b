import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import Course

/// Lesson and exercise file problems in Chinese: the reports of the parsers, of the file reads and of the course's
/// folder, told in the session's language (the English lines are pinned by the bad-input catalogue).
extension BadInputChineseTests {
  /// A lesson header that parses, five lines long.
  static let header = "id: x\nnumber: 1\ntitle.zh: 甲\ntitle.en: a\nscenario: task-id\n"
  /// An exercise header that parses, six lines long.
  static let exerciseHeader = "id: e\nlesson: task-id\ntitle.zh: 甲\ntitle.en: a\ngoal.zh: 甲\ngoal.en: a\n"
  /// A quiz step from line 6, its check `check`, its answer `answer`.
  static func quiz(check: String, answer: String = "a") -> String {
    header + "step: quiz\nzh: 甲\nen: a\nquestion.zh: 问\nquestion.en: q\nchoice.a.zh: 甲\nchoice.a.en: a\n"
      + "choice.a.check: \(check)\nchoice.b.zh: 乙\nchoice.b.en: b\nchoice.b.check: end 5\nanswer: \(answer)\n"
  }

  /// The Chinese report of the lesson `text` (read from `x.lesson`), or nil when it parses.
  static func lessonProblem(_ text: String) -> String? {
    do {
      _ = try LessonParser().parse(text, file: "x.lesson")
      return nil
    } catch {
      return error.description(.zh)
    }
  }

  /// The Chinese report of the exercise description `text` (a folder without Swift files), or nil when it parses.
  static func exerciseProblem(_ text: String) -> String? {
    do {
      _ = try ExerciseParser().parse(text, file: "e/exercise.txt") { _ in nil }
      return nil
    } catch {
      return error.description(.zh)
    }
  }

  @Test("lesson and exercise file mistakes, each in Chinese (parsed in this process, all at once)")
  func fileMessages() {
    let kinds = TraceEvent.Kind.allCases.map(\.rawValue).joined(separator: "、")
    let lessons: [(String, String)] = [
      ("id: x\nnumbr: 1\n", "x.lesson:2: 未知的开头键 \"numbr\"（你是不是想输入 number？）；可选：id、number、title.zh、"
        + "title.en、scenario、params，之后是以 \"step:\" 开始的步骤"),
      ("id: x\nid: y\n", "x.lesson:2: \"id\" 给了两次"),
      ("id: x\n", "x.lesson: 开头缺少 \"number:\" 行（需要：id、number、title.zh、title.en、scenario）"),
      ("  cont\n", "x.lesson:1: 缩进的行接续一个值，但它前面没有键"),
      ("garbage\n", "x.lesson:1: 应是 \"key: value\"（或缩进两个空格、接续一个值的行）"),
      ("id: x\u{1B}[2J\n", "x.lesson:1: 这一行含有控制字符 U+001B；课程文件是纯文本（可以用制表符）"),
      (Self.header.replacingOccurrences(of: "task-id", with: "task-ix"), "x.lesson:5: 未知场景 \"task-ix\"（你是不是想输入 "
        + "task-id？）；可选：" + ScenarioCatalog.all.map(\.name).joined(separator: "、")),
      (Self.header, "x.lesson: 这一课没有步骤（用 \"step: explain\" 开始一步）"),
      (Self.header + "params: 'a\n", "x.lesson:6: 引号不成对：第 1 列的 ' 没有闭合；把它闭合，或用 \"…\" 把 ' 包在词里"),
      (Self.header + "params: oops\n", "x.lesson:6: \"oops\" 不是 name=value"),
      (Self.header + "params: latnecy=1\n", "x.lesson:6: task-id 没有参数 \"latnecy\"；你是不是想输入 latency？（可选：typing、"
        + "debounce、latency、cancellation）"),
      (Self.header + "params: latency=1x\n", "x.lesson:6: latency 的值 \"1x\" 不对；应是从 0 到 24 小时的时长，例如 300ms、0.3s、"
        + "2s、1500us、1m 或 1h（纯数字表示毫秒）"),
      (Self.header + "params: latency=1 latency=2\n", "x.lesson:6: latency 给了两次（先 latency=1，后 latency=2）；每个参数只给一次"),
      (Self.header + "step: explian\n", "x.lesson:6: 未知的步骤类型 \"explian\"；应是 explain、experiment 或 quiz"),
      (Self.header + "step: explain\nzh: 甲\n", "x.lesson:7: \"zh\" 旁边没有英文的 \"en:\""),
      (Self.header + "step: explain\nen: a\n", "x.lesson:7: \"en\" 旁边没有中文的 \"zh:\""),
      (Self.header + "step: explain\n", "x.lesson:6: 这一步没有 \"zh:\" 和 \"en:\" 文字"),
      (Self.header + "step: explain\nzh: 甲\nen: a\nen: b\n", "x.lesson:9: 这一步里 \"en\" 给了两次"),
      (Self.header + "step: explain\nzh: 甲\nen: a\nwhy.zh: 因为\n", "x.lesson:9: \"why.zh\" 只用于测验步骤（step: quiz）"),
      (Self.header + "step: explain\nzh: 甲\nen: a\nhnt.zh: 提示\n", "x.lesson:9: 未知的步骤键 \"hnt.zh\"（你是不是想输入 "
        + "hint.zh？）；可选：" + LessonParser.stepKeys.joined(separator: "、") + "（X 是选项字母）"),
      (Self.header + "step: quiz\nzh: 甲\nen: a\nquestion.zh: 问\nquestion.en: q\nchoice.A.zh: 甲\n",
       "x.lesson:11: 选项键用小写（choice.a.…）；学生回答时大小写都可以"),
      (Self.quiz(check: "end 5", answer: "c"), "x.lesson:17: 答案 \"c\" 不是选项之一（a、b）"),
      (Self.quiz(check: "count nope 1"), "x.lesson:13: 未知的事件类型 \"nope\"；可选：\(kinds)"),
      (Self.quiz(check: "end soon"), "x.lesson:13: \"soon\" 不是以 ms 计的时间"),
      (Self.quiz(check: "tasks -1"), "x.lesson:13: \"-1\" 不是整数"),
      (Self.quiz(check: "print \"a\" on worker"), "x.lesson:13: 未知的执行器 \"worker\"；可选：main、default"),
      (Self.quiz(check: "outcomes 2"), "x.lesson:13: \"outcomes 2\" 是关于探索的；有这种检查的测验需要 \"explore:\"（例如 "
        + "explore: yes）"),
      (Self.quiz(check: "end 5") + "explore: yes\n", "x.lesson:13: \"end 5\" 是关于一次运行的，但这个测验由探索决定（explore:）；"
        + "它的检查写作 outcomes N，可以用 not 和 and"),
    ]
    for (text, expected) in lessons {
      #expect(Self.lessonProblem(text) == expected, "\(text)")
    }
    let exercises: [(String, String)] = [
      ("id: e\nlessn: x\n", "e/exercise.txt:2: 未知的键 \"lessn\"（你是不是想输入 lesson？）；可选：id、lesson、title.zh、"
        + "title.en、goal.zh、goal.en、hint.zh、hint.en、start、profile、swift-version、default-isolation、approachable-concurrency，之后是以 \"check: NAME\" 开始的检查"),
      ("id: e\u{7}\n", "e/exercise.txt:1: 这一行含有控制字符 U+0007；练习说明是纯文本（可以用制表符）"),
      ("id: e\n", "e/exercise.txt: 开头缺少 \"lesson:\" 行（需要：id、lesson、title.zh、title.en、goal.zh、goal.en）"),
      (Self.exerciseHeader.replacingOccurrences(of: "id: e", with: "id: e e"),
       "e/exercise.txt:1: \"id\" 只能由字母、数字和连字符组成，例如 task-id"),
      (Self.exerciseHeader + "hint.zh: 甲\n", "e/exercise.txt:7: 有 1 行 hint.zh 和 0 行 hint.en；每条提示都需要两种语言（按顺序配对）"),
      (Self.exerciseHeader, "e/exercise.txt: 这个练习没有检查（用 \"check: NAME\" 开始一个）"),
      (Self.exerciseHeader + "check: a b\n", "e/exercise.txt:7: 检查的名字只能由字母、数字和连字符组成，例如 check: results-show-swift"),
      (Self.exerciseHeader + "check: a\nzh: 甲\n", "e/exercise.txt:7: 检查 a 需要 \"zh:\" 和 \"en:\" 行，说明它检查什么"),
      (Self.exerciseHeader + "check: a\nzh: 甲\nen: a\n", "e/exercise.txt:7: 检查 a 需要 \"trace:\"（或 \"trace.zh:\" 和 "
        + "\"trace.en:\"）：运行必须显示什么"),
      (Self.exerciseHeader + "check: a\nzh: 甲\nen: a\ntrace: end 5\ntrace.zh: end 5\n",
       "e/exercise.txt:7: 检查 a 要么用 \"trace:\"，要么同时用 \"trace.zh:\" 和 \"trace.en:\""),
      (Self.exerciseHeader + "check: a\nzh: 甲\nen: a\ntrac: end 5\n", "e/exercise.txt:10: 未知的检查键 \"trac\"（你是不是想输入 "
        + "trace？）；可选：zh、en、trace、trace.zh、trace.en"),
      (Self.exerciseHeader + "check: a\nzh: 甲\nen: a\ntrace: end\n", "e/exercise.txt:10: 看不懂 \"end\"；应是 "
        + TraceCheck.accepted),
      (Self.exerciseHeader + "check: a\nzh: 甲\nen: a\ntrace: end 5\ncheck: a\n", "e/exercise.txt:11: 已经有一个叫 \"a\" 的检查"),
      (Self.exerciseHeader + "check: a\nzh: 甲\nen: a\ntrace: end 5\n", "e/exercise.txt: 文件夹里没有 start.swift（需要："
        + "start.swift、solution.swift、nothing.swift、driver.swift）"),
    ]
    for (text, expected) in exercises {
      #expect(Self.exerciseProblem(text) == expected, "\(text)")
    }
  }

  @Test("the course's folder in Chinese: unreadable, malformed and duplicate lessons, broken exercises (one process)")
  func lessonFolder() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let tooLong = try #require(Self.chinese(["run", "three-state", "latency=153722867.9m"]))
    let loop = "无法读取：它的符号链接形成了循环（或超过 40 层）"
    // In the order of BadInputCatalogueTests.lessonFiles, then the numbers, then the exercises.
    let expected = [
      "L/b.lesson: id \"my-one\" 已经是 L/a.lesson 的 id；每课需要自己的 id（这个文件没有载入）",
      "L/f.lesson:3: 这一行含有控制字符 U+001B；课程文件是纯文本（可以用制表符）",
      "L/g.lesson: 无法读取：它不是 UTF-8 文本（第 2 行第 1 个字节是 0xFF）；asyncplay 读取 UTF-8 文本",
      "L/h.lesson: 无法读取：它是一个命名管道（FIFO），不是普通文件；asyncplay 只读取普通文件（管道或设备可能让它永远等下去）",
      "L/i.lesson: 无法读取：它是一个文件夹，不是普通文件",
      "L/j.lesson: " + loop,
      "L/k.lesson: " + loop,
      "L/l.lesson: 无法读取：它有 1048577 字节；asyncplay 读取的文件最多 1 MB（1048576 字节）",
      "L/m.lesson:2: number 应是从 1 起的整数",
      "L/n.lesson:1: id 只能由字母、数字和连字符组成，例如 task-id",
      "L/o.lesson:6: " + tooLong,
      "L/p.lesson:6: latency 给了两次（先 latency=1s，后 latency=2s）；每个参数只给一次",
      "L/q.lesson: 开头缺少 \"id:\" 行（需要：id、number、title.zh、title.en、scenario）",
      "L/c.lesson: 编号 2 已经属于课程 refresh（Lessons/02-refresh.lesson）；给每课一个自己的编号，或用相同的 id 替换那一课"
        + "（这个文件没有载入）",
      "L/Exercises/a/exercise.txt: 无法读取：它是一个命名管道（FIFO），不是普通文件；asyncplay 只读取普通文件（管道或设备可能"
        + "让它永远等下去）",
      "L/Exercises/b/start.swift: 无法读取：它不是 UTF-8 文本（第 1 行第 3 个字节是 0xC3）；asyncplay 读取 UTF-8 文本",
      "L/Exercises/c/exercise.txt: 无法读取：没有这个文件",
      "L/Exercises/d/exercise.txt: 课程 \"nope\" 不存在（课程：" + LessonLibrary(directory: nil).lessons.map(\.id)
        .joined(separator: "、") + "、my-one、crlf、bom）",
    ].map { "asyncplay: " + $0 }
    let exercises = "mkdir -p L/Exercises/a L/Exercises/b L/Exercises/c L/Exercises/d; mkfifo L/Exercises/a/exercise.txt; "
      + "cp -r \"$L/Exercises/task-id/.\" L/Exercises/b/; printf 'a \\303' > L/Exercises/b/start.swift; "
      + "cp -r \"$L/Exercises/task-id/.\" L/Exercises/d/; "
      + "sed -i 's/^id: .*/id: other/; s/^lesson: .*/lesson: nope/' L/Exercises/d/exercise.txt; "
    let outcome = try ShellCase.run(BadInputCatalogueTests.lessonFolderScript + exercises
                                      + "\"$A\" --lang zh --lessons L", input: "lessons\n")
    #expect(outcome.status == 0)
    let problems = outcome.standardError.split(separator: "\n").map(String.init)
    #expect(problems.count == expected.count, "\(problems)")
    for (got, want) in zip(problems, expected) { #expect(got == want) }
    let folder = try ShellCase.run("touch x.lesson; \"$A\" --lang zh --lessons nope </dev/null; "
                                     + "\"$A\" --lessons x.lesson --lang zh </dev/null")
    #expect(folder.standardError == "asyncplay: nope: 无法打开课程文件夹：没有这个文件夹；--lessons 需要一个放 .lesson 文件的"
      + "文件夹\nasyncplay: x.lesson: --lessons 需要一个放 .lesson 文件的文件夹，而这是一个普通文件\n")
  }

  @Test("play and test file errors in Chinese (--lang zh for play, the locale for test); exit status 2 or 1")
  func scriptFiles() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("""
      mkfifo p.play; printf 'x \\377\\n' > b.play; : > e.play; mkdir d
      "$A" play p.play --lang zh; echo "play fifo $?"
      "$A" play e.play --lang zh; echo "play empty $?"
      LC_ALL=zh_CN.UTF-8 "$A" test nope.play; echo "test missing $?"
      LC_ALL=zh_CN.UTF-8 "$A" test d; echo "test empty folder $?"
      LC_ALL=zh_CN.UTF-8 "$A" test b.play; echo "test binary $?"
      """)
    #expect(outcome.standardError == """
      asyncplay: 无法读取 "p.play"：它是一个命名管道（FIFO），不是普通文件；asyncplay 只读取普通文件（管道或设备可能让它永远等下去）
      asyncplay: "e.play" 里没有命令；演示脚本每行一个 REPL 命令，例如 open task-id
      asyncplay: 找不到 "nope.play"：没有这个文件或文件夹；test 接受 .play 文件和放它们的文件夹
      asyncplay: 文件夹 "d" 里没有 .play 文件；转录测试是以 .play 结尾的文件

      """)
    #expect(outcome.standardOutput == """
      play fifo 2
      play empty 2
      test missing 2
      test empty folder 2
      无法读取 "b.play"：它不是 UTF-8 文本（第 1 行第 3 个字节是 0xFF）；asyncplay 读取 UTF-8 文本
      0 passed, 1 failed
      test binary 1

      """)
  }

  @Test("writes that fail, in Chinese: exports, new, test --update of a read-only transcript (one shell)")
  func writeFailures() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let outcome = try ShellCase.run("""
      mkfifo f.swift; printf 'asyncplay> lang en\\nwrong\\n' > t.play; chmod 444 t.play
      for c in "run task-id --export json=/nonexistent/x" "run task-id --export svg=." "new f.swift" \\
               "new /nonexistent/x.swift"; do "$A" $c --lang zh > o 2> e; echo "$? $(wc -c < o) $(cat e)"; done
      LC_ALL=zh_CN.UTF-8 "$A" test t.play --update; echo "$?"
      """)
    #expect(outcome.standardOutput == """
      1 0 asyncplay: 无法写入 "/nonexistent/x"：文件夹 /nonexistent 不存在
      1 0 asyncplay: 无法写入 "."：它是一个文件夹，不是普通文件，asyncplay 只替换普通文件
      1 0 asyncplay: 无法写入 f.swift：它是一个命名管道（FIFO），不是普通文件，asyncplay 只替换普通文件
      1 0 asyncplay: 无法写入 /nonexistent/x.swift：文件夹 /nonexistent 不存在
      无法写入 "t.play"：它是只读的；asyncplay 不覆盖只读文件（要允许覆盖，先让它可写）
      0 passed, 1 failed
      1

      """)
    #expect(outcome.standardError.isEmpty)
  }
}
