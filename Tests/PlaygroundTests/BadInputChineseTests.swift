import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import CommandLineGrammar

/// Usage errors in Chinese: with `--lang zh` (or a zh locale) every command-line mistake is told in Chinese, with the
/// same facts as the English line (which the other catalogue tests pin).
@Suite("Bad-input catalogue in Chinese")
struct BadInputChineseTests {
  /// The Chinese text of the usage error `arguments` make.
  static func chinese(_ arguments: [String]) -> String? {
    do {
      _ = try CommandLineParser().parse(arguments)
      return nil
    } catch {
      return error.message(.zh)
    }
  }

  @Test("command-line mistakes, each in Chinese (parsed in this process, all at once)")
  func parserMessages() {
    let cases: [([String], String)] = [
      (["rnu"], "未知命令 \"rnu\"；你是不是想输入 run？（命令：lessons、lesson、list、run、explore、preview、play、test、bench、"
        + "help、exercises、exercise、check、watch、solution、new）"),
      (["task-id"], "未知命令 \"task-id\"；task-id 是一个场景：asyncplay run task-id 运行它（asyncplay list 列出全部场景）"),
      (["help", "rnu"], "没有 \"rnu\" 的帮助；你是不是想输入 run？（命令：repl、lessons、lesson、list、run、explore、"
        + "play、test、bench、help、preview、exercises、exercise、check、watch、solution、new）"),
      (["lesson"], "lesson 需要课程编号或 id，例如 asyncplay lesson 1（asyncplay lessons 列出全部课程）"),
      (["list", "x"], "list 不接受参数 \"x\"；list 只接受 --lang zh|en"),
      (["run", "task-ix"], "未知场景 \"task-ix\"；你是不是想输入 task-id？（场景："
        + ScenarioCatalog.all.map(\.name).joined(separator: "、") + "）"),
      (["run", "task-id", "--jsn"], "run 没有选项 --jsn；你是不是想输入 --json？（选项：--json、--real、--lang zh|en、"
        + "--no-color、--max-time D、--max-events N、--max-jobs N、--max-memory SIZE、--cores N、--wall、--export FORMAT=FILE、--schedule S、--explain）"),
      (["run", "task-id", "--json=1"], "--json 不带值；单独写 --json"),
      (["run", "task-id", "--max-time"], "--max-time 需要一个值；应是大于 0、最多 24 小时的时长，例如 300ms、0.3s、2s、1500us、"
        + "1m 或 1h（纯数字表示毫秒）"),
      (["run", "task-id", "--max-time", "0"], "--max-time 的值 \"0\" 不对；预算为 0 会让每次运行都停下；应是大于 0、最多 "
        + "24 小时的时长"),
      (["run", "task-id", "--max-events", "0"], "--max-events 的值 \"0\" 不对；应是 1 到 100000000 的整数"),
      (["run", "task-id", "--lang", "fr"], "--lang 的值 \"fr\" 不对；应是 zh 或 en"),
      (["run", "task-id", "--lang", "zh", "--lang", "en"], "--lang 给了两次（先 zh，后 en）；只给一次"),
      (["run", "task-id", "lantency=1"], "task-id 没有参数 \"lantency\"；你是不是想输入 latency？（可选：typing、"
        + "debounce、latency、cancellation）"),
      (["run", "task-id", "latency=2x"], "latency 的值 \"2x\" 不对；应是从 0 到 24 小时的时长，例如 300ms、0.3s、2s、1500us、"
        + "1m 或 1h（纯数字表示毫秒）"),
      (["run", "task-id", "latency=1", "latency=2"], "latency 给了两次（先 latency=1，后 latency=2）；每个参数只给一次"),
      (["run", "task-id", "oops"], "多余的参数 \"oops\"；参数写作 name=value（task-id 接受：typing、debounce、latency、"
        + "cancellation）"),
      (["run", "task-id", "--export", "pdf=x"], "未知的导出格式 \"pdf\"；你是不是想输入 md？（格式：json, trace, svg, md）"),
      (["run", "task-id", "--export", "svg=a", "--export", "json=a"],
       "--export svg=a 和 --export json=a 指向同一个文件；每个导出用各自的文件"),
      (["run", "task-id", "--schedule", "1:0"], "调度 \"1:0\" 不对：\"1:0\" 不是 DECISION:CHOICE（两个数都从 1 起）；"
        + "调度是 fifo，或用 \".\" 连起来的 DECISION:CHOICE 选择，例如 4:1.9:2，前面可以加抖动，例如 j5ms."),
      (["run", "task-id", "--schedule", "fifo", "--real"], "--schedule fifo 重放模拟出的顺序；--real 在真实的执行器上"
        + "运行，顺序无法选择：二者只能给一个"),
      (["explore"], "explore 需要一个场景；可选：" + ScenarioCatalog.all.map(\.name).joined(separator: "、")),
      (["explore", "task-id", "--max", "0"], "--max 的值 \"0\" 不对；应是 1 到 \(ExplorationSettings.largestMaxSchedules) 的整数"),
      (["explore", "task-id", "--seed", "x"], "--seed 的值 \"x\" 不对；应是 0 到 \(UInt64.max) 的整数"),
      (["explore", "task-id", "--jitter", "2h"], "--jitter 的值 \"2h\" 不对；应是 0 到 1h 的时长，例如 5ms"),
      (["bench"], "bench 需要一个负载；可选：" + BenchWorkload.all.map(\.name).joined(separator: "、")),
      (["bench", "fanout", "tasks=0"], "tasks 的值 \"0\" 不对；应是" + BenchWorkload.named("fanout")!.parameters
        .first { $0.name == "tasks" }!.acceptedValuesInChinese),
      (["bench", "fanout", "--json"], "bench 没有选项 --json；bench 只接受 name=value 参数"),
      (["play"], "play 需要一个 .play 文件，例如 asyncplay play demo.play --present"),
      (["play", "a.play", "--speed", "0x"], "--speed 的值 \"0x\" 不对；应是 1x、0.5x、0.25x、1/4x 或 10x 这样的倍数"
        + "（从 0.01x 到 1000x；1x 是真实速度）"),
      (["play", "a.play", "--pace", "-1s"], "--pace 的值 \"-1s\" 不对；时长不能是负数；应是从 0 到 24 小时的时长"),
      (["test"], "test 需要一个 .play 文件或放它们的文件夹，例如 asyncplay test Tests/Transcripts"),
      (["test", "t.play", "--updat"], "test 没有选项 --updat；你是不是想输入 --update？（选项：--update）"),
      (["check"], "check 需要一个练习 id 或一个 Swift 文件；用法：asyncplay check ID|FILE [--workspace DIR] [--profile NAME] [--json]"),
      (["check", "a", "b"], "check 不接受参数 \"b\"；用法：asyncplay check ID|FILE [--workspace DIR] [--profile NAME] [--json]"),
      (["exercise"], "exercise 需要一个练习 id（asyncplay exercises 列出全部）；用法：asyncplay exercise ID [--reset] "
        + "[--hints] [--workspace DIR]"),
      (["watch", "--workspace"], "--workspace 需要一个值；应是一个文件夹"),
      (["solution", "task-id", "--json"], "solution 没有选项 --json；选项：--lang、--lessons"),
      (["new"], "new 需要要写入的文件名，例如 sandbox.swift；用法：asyncplay new FILE [--view]"),
      (["--lessons"], "--lessons 需要一个放 .lesson 文件的文件夹"),
      (["--lessons", "a", "--lessons", "b"], "--lessons 给了两次（先 a，后 b）；asyncplay 只读一个课程文件夹：只给一次"),
      (["repl", "x"], "REPL 不接受参数 \"x\"；它只接受选项：--lang zh|en、--keep-going、--no-color、--lessons DIR、--progress"),
    ]
    for (arguments, expected) in cases {
      #expect(Self.chinese(arguments) == expected, "\(arguments)")
    }
  }

  @Test("the binary answers in Chinese with --lang zh or a zh locale, in English otherwise; exit status 2")
  func binaryLanguage() throws {
    let flagged = try Binary.run(["run", "task-id", "--max", "3", "--lang", "zh"])
    #expect(flagged.termination == .exited(2))
    #expect(flagged.errorText.hasPrefix("asyncplay: run 没有选项 --max；你是不是想输入 --max-time？"), "\(flagged.errorText)")
    let locale = try ChildProcess(executable: "/usr/bin/env", arguments: ["LC_ALL=zh_CN.UTF-8", Binary.path, "rnu"],
                                  wallLimit: .seconds(60)).run()
    #expect(locale.termination == .exited(2))
    #expect(locale.errorText.hasPrefix("asyncplay: 未知命令 \"rnu\"；你是不是想输入 run？"), "\(locale.errorText)")
    let english = try ChildProcess(executable: "/usr/bin/env", arguments: ["LC_ALL=zh_CN.UTF-8", Binary.path, "rnu",
                                                                           "--lang", "en"], wallLimit: .seconds(60)).run()
    #expect(english.errorText.hasPrefix("asyncplay: unknown command \"rnu\"; did you mean run?"), "\(english.errorText)")
  }
}
