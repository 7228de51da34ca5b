// Fuzz target: the duration parser. Every input either reads as a duration from 0 to 24h whose canonical spelling
// reads back as the same duration, or is refused with a reason whose explanation is one line.
import Scenarios
@testable import TextBase

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDuration(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  switch DurationSyntax.read(text) {
  case .success(let duration):
    precondition(duration >= .zero && duration <= DurationSyntax.maximum, "out of range: \(text)")
    let canonical = DurationSyntax.format(duration)
    precondition(DurationSyntax.read(canonical) == .success(duration), "\(text) → \(canonical) does not read back")
  case .failure(let problem):
    for language in Language.allCases {
      precondition(!problem.explanation(language).contains("\n"), "a two-line explanation")
    }
  }
  return 0
}
