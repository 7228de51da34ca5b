import AsyncSimulation
import Testing

/// Nothing printed is lost: whatever writes to standard output during a run — `Swift.print` as a module that does
/// not import AsyncSimulation uses it, C stdio, `FileHandle` — becomes `print` events in order, and the trace on
/// standard output stays pure JSON Lines.
@Suite("Standard output")
struct OutputTests {
  @Test("Swift.print, C puts and FileHandle writes are print events of the task that wrote them, in order")
  func everyWriterIsCaptured() async throws {
    let trace = try await Fixtures.trace("output-capture")
    #expect(trace.prints == [
      "0 main Swift.print from main", "0 main C puts from main", "0 main FileHandle from main",
      "0 main the shadowed print", "0 writer Swift.print from writer", "10 writer two lines", "10 writer at once",
      "10 writer no newline yet, then the rest", "10 main unfinished line at the end",
    ])
  }

  @Test("2 MB written by three tasks: every line is in the trace, each writer's in order, and nothing blocks")
  func floodIsCapturedWhole() async throws {
    let run = try await Fixtures.run(["output-flood"])
    #expect(run.exitStatus == 0)
    let trace = try run.trace()
    let prints = trace.body.filter { $0.kind == .print }
    #expect(prints.count == 20_000)
    for writer in ["w1", "w2", "w3"] {
      let lines = prints.filter { $0.task == writer }.compactMap(\.text)
      let expected = (1...(writer == "w3" ? 6_668 : 6_666)).map {
        "\(writer) line \($0) " + String(repeating: "x", count: 80)
      }
      #expect(lines == expected)
    }
  }

  @Test("a thread that escaped and keeps printing while the trace is written cannot get into it")
  func escapedOutputStaysOut() async throws {
    for _ in 0..<5 {
      let run = try await Fixtures.run(["escape-chatty"])
      #expect(run.exitStatus == 5)
      #expect(!run.output.contains("chatter"))
      let trace = try run.trace()
      #expect(trace.outcome == .escaped)
    }
  }
}
