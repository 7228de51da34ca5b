import AsyncSimulation
@testable import Playground
import Testing

/// Combine in `preview`: what a run loop scheduler does with the run loop it is given.
@Suite("Preview: Combine's run loops")
struct CombinePreviewTests {
  private func preview(_ source: String) throws -> ChildProcess.Result {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(source, "View.swift", in: folder)
    return try StudentFixtures.asyncplay(["preview", "View.swift", "--lang", "en"], in: folder)
  }

  /// developer.apple.com/documentation/foundation/runloop/current: on the main thread it is the main run loop, so a
  /// timer published `on: .current` from a view ticks on the main actor as `on: .main` does.
  @Test func currentRunLoopOnTheMainActorIsTheMainOne() throws {
    let result = try preview("""
      import SwiftUI

      struct Ticks: View {
        @State private var ticks = 0
        let timer = Timer.publish(every: 0.5, on: .current, in: .default).autoconnect()

        var body: some View {
          Text("ticks \\(ticks)")
            .onReceive(timer) { _ in
              ticks += 1
              if ticks == 2 { timer.upstream.connect().cancel() }
            }
        }
      }
      """)
    #expect(result.termination == .exited(0), "\(result.errorText)")
    #expect(result.outputText.contains("[ 1000 ms] Timer.publish(every: 0.5) Ticks.ticks: 1 → 2"), "\(result.outputText)")
    #expect(result.outputText.contains("done at 1000 ms"))
  }

  /// A background thread's run loop is run by nothing, so an action scheduled on it would never run on a device:
  /// the run stops with a report that says so, rather than dropping the action.
  @Test func aBackgroundThreadsRunLoopIsReported() throws {
    let result = try preview("""
      import SwiftUI

      nonisolated func debounceOnThisThreadsRunLoop() {
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.debounce(for: .milliseconds(100), scheduler: RunLoop.current).sink { _ in }
        subject.send(1)
        cancellable.cancel()
      }

      struct BackgroundLoop: View {
        var body: some View {
          Text("waiting").task { await Task.detached { debounceOnThisThreadsRunLoop() }.value }
        }
      }
      """)
    #expect(result.termination == .exited(5))
    #expect(result.outputText.contains("work escaped the simulator at 0 ms: RunLoop.schedule(after:) was called on "
      + "the run loop of a background thread"), "\(result.outputText)")
  }
}
