import AsyncSimulation
@testable import Playground
import Testing
@testable import Runs

/// Dispatch and timers in a preview name the app's line that made each call: in task labels, in a deadlock's waits
/// and in the budget's report (docs/platform.md). The child marks the call's place in the student's library; the
/// parent resolves it with the toolchain's symbolizer.
@Suite("Preview: the app's lines of Dispatch calls")
struct PlatformLineTests {
  private func preview(_ name: String, _ text: String, _ arguments: [String] = []) throws -> ChildProcess.Result {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(text, name, in: folder)
    return try StudentFixtures.asyncplay(["preview", name, "--json"] + arguments, in: folder)
  }

  @Test("a semaphore nothing signals: the deadlock names the wait's line")
  func deadlockAndLabels() throws {
    let result = try preview("Waiting.swift", """
      import SwiftUI

      struct Waiting: View {
        var body: some View {
          Text("x").onAppear {
            let semaphore = DispatchSemaphore(value: 0)
            semaphore.wait()
          }
        }
      }
      """)
    #expect(result.termination == .exited(3), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.done?.report == "deadlock at 0 ms: no job can run, no timer is pending, and the scenario has not "
      + "returned\n  main is waiting in DispatchSemaphore.wait() at Waiting.swift:7 since 0 ms")
    #expect(!result.outputText.contains("@@site"))
  }

  @Test("an asyncAfter beyond the budget: the report names the call and its line; its task and a Timer's start with theirs")
  func budget() throws {
    let result = try preview("Far.swift", """
      import SwiftUI

      struct Far: View {
        var body: some View {
          Text("x").onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 90) { print("late") }
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("tick") }
          }
        }
      }
      """, ["--max-time", "1m"])
    #expect(result.termination == .exited(4), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.done?.report?.hasPrefix("stopped at 1000 ms: the next timer, at 90000 ms (set by "
      + "DispatchQueue.main.asyncAfter #1 at Far.swift:6), lies beyond the virtual-time budget of 1 min") == true,
      "\(trace.done?.report ?? "")")
    let labels = trace.events.filter { $0.kind == .taskStart && $0.label != nil }.map { "\($0.task ?? "") \($0.label ?? "")" }
    #expect(labels == ["DispatchQueue.main.asyncAfter #1 asyncAfter at Far.swift:6", "Timer #1 scheduled at Far.swift:7"])
    #expect(trace.events.contains { $0.kind == .print && $0.task == "Timer #1" && $0.nanos == 1_000_000_000 && $0.text == "tick" })
  }

  @Test("markers resolve once per site, to the file's name and line; an unknown site leaves no trace of itself")
  func resolver() {
    var asked: [String] = []
    let text = #"{"label":"asyncAfter @@site:1a2b:\/cache\/p.so@@"} {"x":"wait @@site:1a2b:\/cache\/p.so@@"} "#
      + #"{"y":"z @@site:ff:/cache/q.so@@"}"#
    let resolved = CallSiteMarkers.resolve(in: text) { offset, image in
      asked.append("\(String(offset, radix: 16)) \(image)")
      return offset == 0x1a2b ? "/home/me/App/Feed.swift:12:7, in Feed.load()" : nil
    }
    #expect(resolved == #"{"label":"asyncAfter at Feed.swift:12"} {"x":"wait at Feed.swift:12"} {"y":"z"}"#)
    #expect(asked == ["1a2b /cache/p.so", "ff /cache/q.so"])
    #expect(CallSiteMarkers.resolve(in: "no markers") { _, _ in nil } == "no markers")
  }
}
