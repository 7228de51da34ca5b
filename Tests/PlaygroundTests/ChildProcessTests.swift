import AsyncSimulation
@testable import Playground
import Testing
@testable import TextBase
@testable import Runs

@Suite("Child processes")
struct ChildProcessTests {
  private func shell(_ script: String, limit: Duration = .seconds(20)) throws -> ChildProcess.Result {
    try ChildProcess(executable: "/bin/sh", arguments: ["-c", script], wallLimit: limit).run()
  }

  @Test("megabytes on both pipes at once do not deadlock")
  func largeOutput() throws {
    let result = try shell("i=0; while [ $i -lt 2000 ]; do "
      + "echo 'out 0123456789012345678901234567890123456789012345678901234567890123456789'; "
      + "echo 'err 0123456789012345678901234567890123456789012345678901234567890123456789' >&2; "
      + "i=$((i+1)); done; exit 7")
    #expect(result.termination == .exited(7))
    #expect(result.standardOutput.count == 2_000 * 75)
    #expect(result.standardError.count == 2_000 * 75)
  }

  @Test("a signal is reported as such")
  func signal() throws {
    let result = try shell("kill -SEGV $$")
    #expect(result.termination == .signaled(11))
    #expect(SignalName.describe(11) == "SIGSEGV (segmentation fault)")
  }

  @Test("a child past its wall-clock limit is killed")
  func timeout() throws {
    let result = try shell("exec sleep 30", limit: .milliseconds(300))
    #expect(result.termination == .timedOut)
    #expect(result.wallNanos < 10_000_000_000)
  }

  @Test("the child's stdin is empty and its environment is inherited with the backtracer off")
  func environment() throws {
    let result = try shell("cat; printf '%s' \"$SWIFT_BACKTRACE\"")
    #expect(result.outputText == (ResourceUsage.environment("SWIFT_BACKTRACE") ?? "enable=no"))
  }

  @Test("a missing program is a spawn error, not a crash")
  func missing() {
    #expect(throws: ChildProcess.SpawnError.self) {
      _ = try ChildProcess(executable: "/nonexistent/asyncplay", arguments: [], wallLimit: .seconds(1)).run()
    }
  }

  @Test("wait statuses decode like WIFEXITED/WTERMSIG")
  func waitStatus() {
    #expect(ChildProcess.termination(fromWaitStatus: 3 << 8) == .exited(3))
    #expect(ChildProcess.termination(fromWaitStatus: 9) == .signaled(9))
    #expect(ChildProcess.termination(fromWaitStatus: 4 | 0x80) == .signaled(4))
  }
}
