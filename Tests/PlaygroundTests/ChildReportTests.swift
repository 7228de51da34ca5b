@testable import Playground
import Testing
@testable import Runs

@Suite("Reports about children")
struct ChildReportTests {
  @Test("timeouts and --wall are one line each")
  func lines() {
    #expect(ChildReport.timeoutLine(what: "scenario", wallLimit: .seconds(20))
      == "asyncplay: the scenario did not yield for 20 s and was stopped; code that never suspends (a loop without "
      + "await) keeps the simulation from moving on")
    #expect(ChildReport.timeoutLine(what: "benchmark", wallLimit: .seconds(600))
      == "asyncplay: the benchmark did not finish within 10 min and was stopped; try a smaller size")
    #expect(ChildReport.wallLine(12_345_678) == "asyncplay: wall-clock 12.345 ms")
  }

  @Test("crash output keeps the fatal error line and drops the stack trace")
  func stackTraceTrimmed() {
    let text = "Fatal error: boom\nCurrent stack trace:\n0 libswiftCore.so\n"
    #expect(ChildReport.withoutStackTrace(text) == "Fatal error: boom\n")
    #expect(ChildReport.withoutStackTrace("x\n\n*** Signal 4: Backtracing\n") == "x\n")
  }
}
