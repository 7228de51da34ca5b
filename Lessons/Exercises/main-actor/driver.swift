// The situation of the main-actor exercise, as in lesson 12: FrameMeter ticks every 16 ms on the main actor; at
// 50 ms the user taps "Generate report", whose report needs 500 ms of synchronous computing; at 600 ms the user
// leaves the screen, which cancels FrameMeter's .task (37 refreshes have come by then).
import Foundation
import Scenarios
import SwiftUI

/// The report's arithmetic, as in lesson 12: synchronous work that holds the calling thread for `computingTime`
/// (`Thread.sleep` stands for the number crunching). It runs wherever it is called: `nonisolated`, because in an app
/// target with Default Actor Isolation = MainActor (the xcode26-app profile) a type that names no isolation is
/// `@MainActor` (SE-0466), and a call from a `@concurrent` function would hop back to the main actor.
nonisolated struct SalesCalculator {
  var computingTime: TimeInterval = 0.5

  func ordersThisYear() -> Int {
    Thread.sleep(forTimeInterval: computingTime)
    return 42
  }
}

/// The frame meter of lesson 12: its clock ticks once per display refresh (every 16 ms) on the main actor; a tick a
/// whole refresh late came after the main actor was busy, and the refreshes it missed are dropped frames. When the
/// screen goes away, it logs what it counted.
struct FrameMeter: View {
  var refresh: Duration = .milliseconds(16)
  @State private var dropped = 0

  var body: some View {
    Text("Dropped frames: \(dropped)")
      .task {
        let clock = ContinuousClock()
        var vsync = clock.now
        var frames = 0
        while !Task.isCancelled {
          vsync += refresh
          try? await Task.sleep(until: vsync, clock: clock)
          guard !Task.isCancelled else { break }
          let missed = Int(vsync.duration(to: clock.now) / refresh)
          if missed > 0 {
            dropped += missed
            vsync += refresh * missed
          }
          frames += 1
        }
        print("FrameMeter: \(frames) frames, \(dropped) dropped")
      }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let stage = AppStage(language: language, strings: "MainActor", routes: RouteTable([]))
  // The button by the label the screen shows (生成报表 in a Chinese run).
  let script = UserActionScript(steps: [
    .init(.tap(String(localized: "Generate report"), occurrence: nil), at: .milliseconds(50)),
    .init(.leave, at: .milliseconds(600)),
  ])
  await stage.show(SalesReportScreen(), playing: script)
}
