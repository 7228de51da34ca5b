import TextBase
#if canImport(Glibc)
import Glibc
#endif

/// A stack overflow told as what it nearly always is in a student's code: endless recursion, naming the user's
/// function that repeats in the crashed thread's backtrace (Swift's backtracer, which runs on the carrier's own
/// signal stack, see the engine's `carriers.c`). A view that contains itself recurses in the SwiftUI module's
/// graph, where a release build's optimised frames stop the backtrace after a few frames, so it is not told apart:
/// the report would differ between builds.
struct EndlessRecursion: Equatable, Sendable {
  /// The repeating function as the backtrace names it (`ContentView.depth(_:)`, `ContentView.body.getter`).
  var function: String
  /// Where in the user's file it is (`Rec.swift:8`).
  var place: String
  /// How many of the frames read were that function.
  var repeats: Int

  /// The least number of times one user frame must repeat in the backtrace to count as recursion.
  static let least = 3

  /// The recursion `errors` (the child's standard error, with the backtracer's report) shows for a crash by
  /// `signal` in `files`, or nil: only a stack overflow's signals (SIGSEGV, SIGBUS) count.
  init?(errors: String, signal: Int32, files: [String]) {
    guard signal == SIGSEGV || signal == SIGBUS else { return nil }
    var counts: [String: (place: String, count: Int, first: Int)] = [:]
    var index = 0
    for line in errors.split(separator: "\n") {
      for file in files {
        guard let frame = StudentRunner.userFrame(line, file: file), !frame.function.isEmpty else { continue }
        let place = frame.place.split(separator: ":").prefix(2).joined(separator: ":")
        let entry = counts[frame.function] ?? (place, 0, index)
        counts[frame.function] = (entry.place, entry.count + 1, entry.first)
        index += 1
        break
      }
    }
    // The most repeated; among equals, the one nearest the crash.
    if let best = counts.max(by: { ($0.value.count, -$0.value.first) < ($1.value.count, -$1.value.first) }),
       best.value.count >= Self.least {
      function = best.key
      place = best.value.place
      repeats = best.value.count
    } else {
      return nil
    }
  }

  /// The line that replaces "your code crashed: its process was killed by SIGSEGV".
  func message(_ language: Language) -> String {
    return language.pick(
      "你的代码崩溃了：\(function)（\(place)）无穷递归：它不停地调用自己，直到栈溢出（SIGSEGV）",
      "your code crashed: endless recursion in \(function) (\(place)): it calls itself again and again, until the "
        + "stack overflowed (SIGSEGV)")
  }
}
