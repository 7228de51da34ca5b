// Fuzz target: the exercise parser, with the real task-id exercise's Swift files beside the fuzzed exercise.txt.
// A folder either reads as an exercise or is refused with one `file:line: …` line.
@testable import Playground
import Scenarios
@testable import TextBase
@testable import Course

let folder: String = {
  let file = #filePath
  return file.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
    + "/Lessons/Exercises/task-id/"
}()
let siblings: [String: String] = {
  var files: [String: String] = [:]
  for name in ExerciseParser.swiftFiles {
    files[name] = try? UserFile.text(at: folder + name, limit: UserFile.scriptLimit).text
  }
  return files
}()
let parser = ExerciseParser()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExercise(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  do {
    _ = try parser.parse(text, file: "fuzz/exercise.txt") { siblings[$0] }
  } catch {
    precondition(!ControlCharacters.appear(in: error.description), "a report with a control character: \(error.description)")
  }
  return 0
}
