import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TraceRendering

/// `compare` of two variants whose views are different types: their events are matched as one view's (issue 17:
/// a compare of cancellation=handled,ignored listed every event, since every one named its view).
@Suite("compare: a variant's view is the same view")
struct CompareVariantsTests {
  @Test("task-id's handled and ignored views are paired; only the SDK's tasks and the late results differ")
  func taskID() {
    var session = REPLSessionTests.session(.en)
    _ = session.execute("open task-id")
    let reply = session.execute("compare cancellation=handled,ignored")
    #expect(reply.failure == nil)
    let text = reply.text
    #expect(text.contains("(DebouncedSearch and SearchIgnoringCancellation play the same"),
            "\(text)")
    // A difference wider than the terminal continues on lines indented by two: joined back, one line each.
    let listed = text.split(separator: "\n").reduce(into: [String]()) { lines, line in
      if line.hasPrefix("  "), !lines.isEmpty { lines[lines.count - 1] += " " + line.dropFirst(2) } else { lines.append(String(line)) }
    }.filter { $0.hasPrefix("- [") || $0.hasPrefix("+ [") }
    // Typing, the .task(id:) restarts and their cancellations happen alike: none of them is listed.
    #expect(!listed.contains { $0.contains("appears") || $0.contains(".query:") || $0.contains("cancelled by") },
            "\(listed)")
    // What differs: the ignored variant's SDK requests run on and the stale answers land at 1060 and 1120 ms.
    #expect(listed.contains("+ [1060 ms] task#2 GET https://packages.example.com/search?q=sw answered 200"), "\(listed)")
    #expect(listed.contains { $0.hasPrefix("+ [1120 ms]") && $0.contains("SearchIgnoringCancellation.results") })
    #expect(listed.count < 30, "\(listed.count) lines: \(listed)")
  }

  @Test("views are paired in the order they appear, and only when each name is missing from the other run")
  func pairing() throws {
    func trace(_ views: [String]) throws -> Trace {
      let lines = views.enumerated().map { index, name in
        "{\"t_ms\":0,\"seq\":\(index),\"kind\":\"appear\",\"task\":\"main\",\"name\":\"\(name)\"}"
      } + ["{\"t_ms\":0,\"seq\":\(views.count),\"kind\":\"done\",\"outcome\":\"finished\",\"tasks\":1,\"cancelled\":0}"]
      return try Trace(jsonLines: lines.joined(separator: "\n") + "\n")
    }
    let views = VariantViews(try trace(["Feed", "Row", "Detail"]), try trace(["FeedWithFlags", "Row", "Detail"]))
    #expect(views.pairs.map(\.first) == ["Feed"] && views.pairs.map(\.second) == ["FeedWithFlags"])
    #expect(views.asFirst("FeedWithFlags.state: idle → loading") == "Feed.state: idle → loading")
    // Whole identifiers only.
    #expect(VariantViews.replacingIdentifier("Row", with: "Line", in: "Row RowView aRow Row.id (Row)")
      == "Line RowView aRow Line.id (Line)")
    #expect(VariantViews(try trace(["A", "B"]), try trace(["B", "A"])).pairs.isEmpty)
  }
}
