import AsyncSimulation
import TerminalIO
import Runs
import CommandLineGrammar
/// `asyncplay bench`: runs a workload in a child process and passes on the one JSON object it prints.
struct BenchCommand {
  /// The workload and its sizes.
  var request: BenchRequest
  /// The program to start as the child (this executable).
  var executable: String = ChildProcess.currentExecutable

  /// Runs the child; returns its exit status (1 when it crashed).
  func execute() -> Int32 {
    let limit = RunBudgets.benchWallLimit
    let arguments = ["__bench", request.workload] + request.assignments.map(\.text)
    let result: ChildProcess.Result
    do {
      result = try ChildProcess(executable: executable, arguments: arguments, wallLimit: limit).run()
    } catch {
      Output.standardError.line("asyncplay: \(error.message)")
      return ChildReport.failureStatus
    }
    ChildReport.forwardErrors(of: result)
    if let status = ChildReport.abnormalEnd(of: result, what: "benchmark", wallLimit: limit) { return status }
    guard case .exited(let status) = result.termination else { return ChildReport.failureStatus }
    result.standardOutput.withUnsafeBufferPointer { Output.standardOutput.write(bytes: $0) }
    return status
  }
}
