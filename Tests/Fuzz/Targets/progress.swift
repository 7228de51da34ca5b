// Fuzz target: the progress file reader. Bytes either decode (as UTF-8, then as progress) and then encode to a file
// that decodes to the same progress, or are refused, never trapping.
import Foundation
@testable import Playground
@testable import TextBase
@testable import Course

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProgress(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let text = try? UserFile.decode(bytes), let entries = ProgressStore.decode(Data(text.text.utf8)) else {
    return 0
  }
  let exercises = ProgressStore.decodeExercises(Data(text.text.utf8)) ?? [:]
  let saved = Data(ProgressStore(entries: entries, exercises: exercises).encode().utf8)
  precondition(ProgressStore.decode(saved) == entries, "lesson progress does not survive a save")
  precondition((ProgressStore.decodeExercises(saved) ?? [:]) == exercises, "exercise results do not survive a save")
  return 0
}
