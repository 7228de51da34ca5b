import AsyncSimulation
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Whatever code writes to standard output during a run — not only the `print` that AsyncSimulation shadows — is
// recorded as `print` events, in order, for the task that wrote it, and never mixes with the trace.

enum OutputFixtures {
  static let all: [Fixture] = [
    Fixture("output-capture", "Swift.print, C puts and FileHandle writes become print events, in order") {
      Swift.print("Swift.print from main")
      puts("C puts from main")
      FileHandle.standardOutput.write(Data("FileHandle from main\n".utf8))
      print("the shadowed print")
      await Task(name: "writer") {
        Swift.print("Swift.print from writer")
        try? await Task.sleep(for: .milliseconds(10))
        Swift.print("two lines\nat once")
        Swift.print("no newline yet", terminator: "")
        Swift.print(", then the rest")
      }.value
      Swift.print("unfinished line at the end", terminator: "")
    },
    Fixture("output-flood", "three tasks write 20 000 lines of 100 bytes (2 MB): none is lost, none blocks") {
      await withTaskGroup(of: Void.self) { group in
        for writer in 1...3 {
          group.addTask(name: "w\(writer)") {
            for line in 1...(writer == 3 ? 6_668 : 6_666) {
              Swift.print("w\(writer) line \(line) " + String(repeating: "x", count: 80))
              if line % 1_000 == 0 { try? await Task.sleep(for: .milliseconds(1)) }
            }
          }
        }
      }
    },
  ]
}
