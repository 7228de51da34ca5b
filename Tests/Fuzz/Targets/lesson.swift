// Fuzz target: the lesson parser. A file either reads as a lesson or is refused with one `file:line: …` line.
@testable import Playground
import Scenarios
@testable import TextBase
@testable import Course

let parser = LessonParser()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLesson(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    let lesson = try parser.parse(text, file: "fuzz.lesson")
    precondition(!lesson.steps.isEmpty && lesson.number > 0)
  } catch {
    precondition(!ControlCharacters.appear(in: error.description), "a report with a control character: \(error.description)")
  }
  return 0
}
