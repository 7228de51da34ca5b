import AsyncSimulation
@testable import Playground
import Testing

/// The scenarios refresh, task-lifecycle, cancel-vs-fail, cancel-previous and pagination, pinned as text and as JSON
/// Lines in `Golden/` (same conventions as ``GoldenTranscriptTests``: review a changed file by reading it, update with
/// `ASYNCPLAY_UPDATE_GOLDEN=1`). A second test checks the lines the lessons quote, so that a golden file rewritten
/// without reading still cannot lose the pitfall it pins.
@Suite("Golden lesson transcripts A")
struct GoldenLessonTranscriptsA {
  typealias Case = GoldenTranscriptTests.Case

  static let cases: [Case] = [
    Case(stem: "refresh", arguments: ["refresh"]),
    Case(stem: "refresh_failure", arguments: ["refresh", "outcome=failure"]),
    Case(stem: "refresh_plain", arguments: ["refresh", "model=plain"]),
    Case(stem: "refresh_plain-failure", arguments: ["refresh", "model=plain", "outcome=failure"]),
    Case(stem: "refresh_plain-failure_en", arguments: ["refresh", "model=plain", "outcome=failure", "--lang", "en"]),
    Case(stem: "task-lifecycle", arguments: ["task-lifecycle"]),
    Case(stem: "task-lifecycle_onappear", arguments: ["task-lifecycle", "modifier=onappear"]),
    Case(stem: "task-lifecycle_onappear-away-300ms", arguments: ["task-lifecycle", "modifier=onappear", "away=300ms"]),
    Case(stem: "task-lifecycle_onappear_en", arguments: ["task-lifecycle", "modifier=onappear", "--lang", "en"]),
    Case(stem: "cancel-vs-fail", arguments: ["cancel-vs-fail"]),
    Case(stem: "cancel-vs-fail_together", arguments: ["cancel-vs-fail", "handling=together"]),
    Case(stem: "cancel-vs-fail_together_en", arguments: ["cancel-vs-fail", "handling=together", "--lang", "en"]),
    Case(stem: "cancel-previous", arguments: ["cancel-previous"]),
    Case(stem: "cancel-previous_none", arguments: ["cancel-previous", "cancel=none"]),
    Case(stem: "cancel-previous_no-check", arguments: ["cancel-previous", "check=off"]),
    Case(stem: "cancel-previous_none_en", arguments: ["cancel-previous", "cancel=none", "--lang", "en"]),
    Case(stem: "pagination", arguments: ["pagination"]),
    Case(stem: "pagination_guard-off", arguments: ["pagination", "guard=off"]),
    Case(stem: "pagination_guard-off_en", arguments: ["pagination", "guard=off", "--lang", "en"]),
  ]

  /// Lines (or runs of lines) each transcript must contain: the evidence a lesson quotes.
  static let evidence: [String: [String]] = [
    "refresh": ["[ 1400 ms] main   屏幕：\n                  │ ⟳ 刷新中…\n                  │ • 第一条"],
    "refresh_failure": ["[ 1800 ms] main   屏幕：\n                  │ ⚠ 刷新失败: 网络连接已断开\n                  │ • 第一条"],
    "refresh_plain": ["[ 1400 ms] main   state: loaded([\"第一条\", \"第二条\"]) → loading\n"
                        + "[ 1400 ms] main   屏幕：\n                  │ ⟳ 加载中…\n"],
    "refresh_plain-failure": ["[ 1800 ms] main   屏幕：\n                  │ ⚠ 加载失败: 网络连接已断开\n"
                                + "                  │ [重试]\n"],
    "task-lifecycle": ["[  200 ms] task#1 被取消", "[  300 ms] task#2 服务器：收到第 2 个请求（正在处理 1 个）"],
    "task-lifecycle_onappear": ["[  300 ms] task#2 服务器：收到第 2 个请求（正在处理 2 个）",
                                "[  400 ms] task#1 title: nil → \"第 1 个请求的标题\"\n[  700 ms]"],
    "task-lifecycle_onappear-away-300ms": ["[  400 ms] task#1 title: nil → \"第 1 个请求的标题\"\n[  500 ms]",
                                           "[  500 ms] task#2 服务器：收到第 2 个请求（正在处理 1 个）"],
    "cancel-vs-fail": ["[ 1300 ms] main   屏幕：\n                  │ ⟳ 加载中…"],
    "cancel-vs-fail_together": ["[  300 ms] task#1 state: loading → failed(\"CancellationError()\")",
                                "[ 1300 ms] main   屏幕：\n                  │ ⚠ 加载失败: CancellationError()"],
    "cancel-previous": ["[  500 ms] task#1           ios 的结果来晚了：已取消，丢弃"],
    "cancel-previous_none": ["[  500 ms] task#1           屏幕：\n                            │ 小组：android\n"
                               + "                            │ • ios 组成员 1"],
    "cancel-previous_no-check": ["[  150 ms] task#1           被取消",
                                 "[  500 ms] task#1           members: [\"android 组成员 1\", \"android 组成员 2\"] → "],
    "pagination": ["[ 1000 ms] task#2 服务器：收到第 2 页的请求"],
    "pagination_guard-off": ["[ 1000 ms] task#2 服务器：收到第 2 页的请求", "[ 1050 ms] task#3 服务器：收到第 2 页的请求",
                             "→ [\"第 1 条\", \"第 2 条\", \"第 3 条\", \"第 4 条\", \"第 3 条\", \"第 4 条\"]"],
  ]

  @Test("the transcript shows the pitfall where the lesson says", arguments: cases.filter { evidence[$0.stem] != nil })
  func pitfall(_ golden: Case) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let output = try Binary.run(["run"] + golden.arguments).outputText
    for line in Self.evidence[golden.stem] ?? [] {
      #expect(output.contains(line), "\(golden.stem) lacks:\n\(line)")
    }
  }
}
