// Fuzz target: `.play` scripts and transcripts. Parsing never traps, and a transcript without shape problems,
// rewritten with its own expectations, reads back as the same commands and expectations.
@testable import Playground

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlay(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let script = PlayScript(text: text)
  for problem in script.problems { precondition(!problem.description.contains("\n")) }
  guard script.isTranscript, script.problems.isEmpty else { return 0 }
  let outputs = script.steps.map { $0.expected ?? [] }
  let rewritten = script.rewritten(with: outputs, prompts: script.steps.map { _ in "asyncplay> " })
  let again = PlayScript(text: rewritten)
  precondition(again.steps.map(\.command).map(PlayScript.trimmed) == script.steps.map(\.command).map(PlayScript.trimmed),
               "the commands change when rewritten")
  return 0
}
