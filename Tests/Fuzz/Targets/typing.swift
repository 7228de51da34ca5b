// Fuzz target: typing schedules (`s@0 sw@120`). A schedule that reads has increasing times within the accepted range
// and its canonical spelling reads back as the same schedule; a refusal is one line.
import Scenarios
@testable import TextBase

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTyping(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for language in Language.allCases {
    switch TypingSchedule.parse(text, language: language) {
    case .success(let schedule):
      precondition(!schedule.entries.isEmpty && schedule.entries.count <= TypingSchedule.maximumEntries)
      for (earlier, later) in zip(schedule.entries, schedule.entries.dropFirst()) {
        precondition(earlier.at < later.at, "times do not increase: \(text)")
      }
      precondition(schedule.entries.allSatisfy { $0.at <= DurationSyntax.maximum && !ControlCharacters.appear(in: $0.text) })
      let again = TypingSchedule.parse(schedule.description, language: language)
      precondition((try? again.get()) == schedule, "\(text) → \(schedule.description) does not read back")
    case .failure(let failure):
      precondition(!failure.message.contains("\n"), "a two-line message: \(failure.message)")
    }
  }
  return 0
}
