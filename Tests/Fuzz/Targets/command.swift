// Fuzz target: the REPL's command parser and commands, one input line after another in one session. Runs are never
// started: the session's runner points at a program that does not exist, so every command that needs a run fails
// at once, and nothing is written (no progress file, and exports need a run). Errors are one line.
@testable import Playground
import Scenarios

nonisolated(unsafe) var prototype: REPLSession = {
  var runner = REPLRunner()
  runner.executable = "/nonexistent/asyncplay-fuzz"
  return REPLSession(language: .en, runner: runner)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var session = prototype
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(32) {
    let reply = session.execute(String(line))
    if let failure = reply.failure {
      precondition(!failure.contains("\n"), "a two-line error for \(line): \(failure)")
    }
    if reply.quit { break }
  }
  return 0
}
