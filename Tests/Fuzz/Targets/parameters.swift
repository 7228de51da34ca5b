// Fuzz target: `name=value` words checked against the real scenarios' parameters. The first byte picks the
// scenario; the rest is words separated by spaces. Accepted values are canonical (normalizing one again gives it
// back); refusals are one line.
@testable import Playground
import Scenarios
@testable import TextBase
@testable import CommandLineGrammar

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParameters(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let scenarios = ScenarioCatalog.all
  let scenario = scenarios[Int(data[0]) % scenarios.count]
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  var pairs: [(name: String, value: String)] = []
  for word in text.split(separator: " ") {
    guard let equals = word.firstIndex(of: "=") else { continue }
    pairs.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
  }
  for parameter in scenario.parameters {
    for (_, value) in pairs {
      switch parameter.normalize(value) {
      case .success(let canonical):
        precondition(parameter.normalize(canonical) == .success(canonical), "\(value) → \(canonical) is not canonical")
      case .failure(let error):
        let line = CommandLineParser.usageError(error, knownParameter: true).line
        precondition(!ControlCharacters.appear(in: line), "a usage line with a control character: \(line)")
      }
    }
  }
  do {
    let arguments = try scenario.arguments(pairs, language: .en)
    precondition(arguments.values.count == scenario.parameters.count)
  } catch {
    // Shown as a usage line (the command line), a REPL error or a lesson report, each of which escapes.
    let line = CommandLineParser.usageError(error, knownParameter: scenario.parameter(named: error.parameter) != nil).line
    precondition(!ControlCharacters.appear(in: line), "a usage line with a control character: \(line)")
  }
  return 0
}
