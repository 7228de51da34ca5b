import AsyncSimulation
@testable import Playground
import Testing

/// The lines the lessons quote, looked for in the pinned runs' output, so that a golden file rewritten without
/// reading still cannot lose the pitfall it pins (the files themselves: ``GoldenTranscriptTests``).
@Suite("Golden evidence")
struct GoldenEvidenceTests {
  typealias Case = GoldenTranscriptTests.Case

  /// The indent of a screen's lines under refresh's longest task name (`.refreshable in RefreshableNewsView`).
  private static let pad = String(repeating: " ", count: 47)

  /// Lines (or runs of lines) each transcript must contain: the evidence a lesson quotes.
  static let evidence: [String: [String]] = [
    "refresh": ["[ 1800 ms] .refreshable in RefreshableNewsView 屏幕：\n" + pad + "│ ⟳\n" + pad
                  + "│ • Xcode 26 beta 3 is out",
                "结束于 1800 ms · 3 个任务 · 0 个被取消"],
    "refresh_failure": ["GET https://news.example.com/headlines 失败：URLError(.networkConnectionLost)",
                        "│ • 🖼 exclamationmark.triangle 刷新失败\n" + pad + "│ • 请检查网络连接后重试。\n" + pad
                          + "│ • Swift 6.2 released"],
    "refresh_plain": ["[ 1400 ms] .refreshable in NewsView 被取消：.refreshable：NewsView 里的列表消失了",
                      "[ 1400 ms] .refreshable in NewsView GET https://news.example.com/headlines 被取消"],
    "task-lifecycle": ["[  200 ms] .task in StoryPage    被取消：StoryPage 消失了",
                       "[  200 ms] .task in StoryPage    GET https://news.example.com/stories/swift-6-2 被取消"],
    "task-lifecycle_onappear": ["[  300 ms] task#2 发出请求 GET https://news.example.com/stories/swift-6-2\n"
                                  + "[  400 ms] task#1 GET https://news.example.com/stories/swift-6-2 得到 200\n"
                                  + "[  400 ms] task#1 StoryModel.story: nil → \"Swift 6.2 released (update 1)\""],
    "task-lifecycle_onappear-away-300ms": ["[  400 ms] task#1 StoryModel.story: nil → "
                                             + "\"Swift 6.2 released (update 1)\"\n"
                                             + "[  400 ms] task#1 结束（正常返回）\n[  500 ms]"],
    "cancel-vs-fail": ["[  300 ms] .task in ReportsTab    GET https://reports.example.com/monthly 被取消（URLError(.cancelled)）",
                       "[ 1300 ms] main                   屏幕：\n                                  │ ⟳ 加载中…"],
    "cancel-vs-fail_together": ["[  300 ms] .task in ReportsTab    ReportsModelCatchingEverything.state: loading → "
                                  + "failed(\"请检查网络连接后重试。\")",
                                "[ 1300 ms] main                   屏幕：\n                                  │ ┌─",
                                "│ │ 🖼 exclamationmark.triangle 加载失败 │"],
    "cancel-vs-fail_separate": ["[  300 ms] .task in ReportsTab    GET https://reports.example.com/monthly 被取消（URLError(.cancelled)）",
                                "[  300 ms] .task in ReportsTab    ReportsModelCatchingCancellationError.state: loading → "
                                  + "failed(\"请检查网络连接后重试。\")"],
    "cancel-vs-fail_separate-callback": ["[  300 ms] .task in ReportsTab    结束（已取消）\n[ 1300 ms]"],
    "cancel-vs-fail_together-callback": ["[  300 ms] .task in ReportsTab    ReportsModelCatchingEverything.state: loading → "
                                           + "failed(\"请检查网络连接后重试。\")"],
    "http-status_unchecked": ["[  200 ms] .task in PostsView GET https://blog.example.com/posts 得到 404\n"
                                + "[  200 ms] .task in PostsView PostsStore.phase: loading → failed(PostsError.decoding)"],
    "http-status_trickle": ["[    0 ms] .task in PostsView 发出请求 GET https://blog.example.com/posts\n"
                              + "[ 3400 ms] .task in PostsView GET https://blog.example.com/posts 得到 200\n"
                              + "[ 3400 ms] .task in PostsView PostsStore.phase: loading → loaded([\"First post\", \"Second post\"])"],
    "http-status_silent": ["[ 1000 ms] .task in PostsView GET https://blog.example.com/posts 失败：URLError(.timedOut)"],
    "http-status_trickle-total": ["[ 3000 ms] .task in PostsView GET https://blog.example.com/posts 失败：URLError(.timedOut)"],
    "main-actor_nonisolated": ["[  550 ms] .task in FrameMeter FrameMeter.dropped: 0 → 30",
                               "[  600 ms] .task in FrameMeter FrameMeter: 7 frames, 30 dropped"],
    "main-actor_concurrent": ["[   50 ms] task#1              SalesReportModelConcurrent.report: idle → computing\n"
                                + "[   50 ms] task#1              屏幕：\n                               │ 丢帧：0\n"
                                + "                               │ ⟳ 计算中…",
                              "[  600 ms] .task in FrameMeter FrameMeter: 37 frames, 0 dropped"],
    "persistence_race-reentrant": ["notes.json  [\"Pick up parcel\",\"Buy milk\"]"],
    "cancel-previous_urlsession-no-check": ["[  150 ms] task#1 GET https://directory.example.com/members?team=ios 被取消"
                                              + "（URLError(.cancelled)）",
                                            "TeamMembersModelNotChecking.members: [] → [\"Sam (android)\", \"Ivy (android)\"]"],
    "cancel-previous": ["[  500 ms] task#2 GET https://directory.example.com/members?team=ios 得到 200\n"
                          + "[  500 ms] task#2 结束（正常返回）\n[  500 ms] task#1 被恢复，继续运行\n"
                          + "[  500 ms] task#1 结束（已取消）"],
    "cancel-previous_none": ["[  500 ms] task#1 屏幕：\n                  │ 小组成员\n"
                               + "                  │ • 小组: [ios] [✓ android]\n                  │ • Mia (ios)"],
    "cancel-previous_no-check": ["[  150 ms] task#1 被 main 取消",
                                 "[  500 ms] task#1 TeamMembersModelNotChecking.members: [\"Sam (android)\", "
                                   + "\"Ivy (android)\"] → [\"Mia (ios)\", \"Leo (ios)\"]"],
    "pagination": ["[ 1000 ms] task#1                        PagedFeedModel.isLoadingPage: false → true\n"
                     + "[ 1000 ms] task#2                        开始运行，由 main 创建\n"
                     + "[ 1000 ms] task#2                        结束（正常返回）\n"],
    "pagination_guard-off": ["[ 1000 ms] task#1                        发出请求 GET https://feed.example.com/posts?page=2\n"
                               + "[ 1000 ms] task#2                        发出请求 GET https://feed.example.com/posts?page=2\n",
                             "\"#23\", \"#24\", \"#13\", \"#14\""],
  ]

  @Test("the transcript shows the pitfall where the lesson says", arguments: GoldenTranscriptTests.allCases.filter { evidence[$0.stem] != nil })
  func pitfall(_ golden: Case) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let output = try Binary.run(["run"] + golden.arguments, columns: GoldenTranscriptTests.columns).outputText
    for line in Self.evidence[golden.stem] ?? [] {
      #expect(output.contains(line), "\(golden.stem) lacks:\n\(line)")
    }
  }
}
