// Fuzz target: the command line. The input is the arguments separated by NUL bytes; parsing either gives a command
// or one usage line with no control characters in it.
@testable import Playground
import Scenarios
@testable import TextBase
@testable import CommandLineGrammar

let parser = CommandLineParser()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  do {
    _ = try parser.parse(arguments)
  } catch {
    precondition(!ControlCharacters.appear(in: error.line), "a usage line with a control character: \(error.line)")
  }
  return 0
}
