// Fuzz target: the REPL's tokenizer. Words that were split can be quoted and split again to the same words.
@testable import Playground
@testable import CommandLineGrammar

/// `word` in double quotes, with `\` and `"` escaped as the tokenizer reads them (scalar by scalar: a backslash
/// followed by a combining mark is one `Character`, but still a backslash).
func quoted(_ word: String) -> String {
  var out = String.UnicodeScalarView()
  out.append("\"")
  for scalar in word.unicodeScalars {
    if scalar == "\\" || scalar == "\"" { out.append("\\") }
    out.append(scalar)
  }
  out.append("\"")
  return String(out)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let words = try REPLTokenizer.words(line)
    let again = try REPLTokenizer.words(words.map(quoted).joined(separator: " "))
    precondition(again == words, "\(line): \(words) → \(again)")
  } catch {
    precondition(!error.message.contains("\n"))
  }
  return 0
}
