// Fuzz target: exploration schedules (`4:1.9:2`, `fifo`, `j5ms.4:1`), as `run --schedule`, the REPL's
// `run schedule=…` and explore's witnesses write them. A schedule that reads has increasing decisions and choices in
// range, and its canonical text reads back as the same schedule and prints the same text; a refusal is one line
// without control characters (beyond the input's, which the usage error escapes), in English and Chinese.
import AsyncSimulation
@testable import Playground
import Scenarios
@testable import TextBase
@testable import CommandLineGrammar

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchedule(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let schedule = try Schedule(text)
    var previous = 0
    for pick in schedule.picks {
      precondition(pick.decision > previous && pick.decision <= Schedule.largestDecision, "decision \(pick) in \(text)")
      precondition(pick.choice >= 1 && pick.choice <= Schedule.largestChoice, "choice \(pick) in \(text)")
      previous = pick.decision
    }
    precondition(schedule.jitter >= .zero && schedule.jitter <= Schedule.largestJitter, "jitter of \(text)")
    let canonical = schedule.description
    let again = try? Schedule(canonical)
    precondition(again == schedule, "\(text) → \(canonical) does not read back")
    precondition(again?.description == canonical, "\(canonical) prints differently the second time")
  } catch {
    for line in [UsageError(zh: ScheduleText.chinese(error), en: error.description).line(.en),
                 UsageError(zh: ScheduleText.chinese(error), en: error.description).line(.zh)] {
      precondition(!ControlCharacters.appear(in: line), "control characters in: \(line)")
      // The engine shortens the text to 60 characters and a part to 40; an escaped one is at most 8 (`<U+0082>`).
      precondition(line.count < 1_500, "a refusal that echoes too much: \(line)")
    }
  }
  return 0
}
