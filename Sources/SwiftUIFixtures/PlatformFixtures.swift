import AsyncSimulation
import Foundation
import SwiftUI

/// Programs that schedule with Dispatch and Foundation's timers, or load with completion handlers; the platform
/// tests (Tests/SwiftUITests/PlatformTests.swift) read their traces.
enum PlatformFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("platform-async-after") { DelayedMessage() },
    SwiftUIFixture("platform-timer") { TickingClock() },
    SwiftUIFixture("platform-timer-kinds", body: timerKinds),
    SwiftUIFixture("platform-timer-busy-main", body: timerBusyMain),
    SwiftUIFixture("platform-work-item-debounce", script: "type s @0ms; type sw @100ms; type swi @200ms") {
      WorkItemSearchView()
    },
    SwiftUIFixture("platform-queues", body: queues),
    SwiftUIFixture("platform-group-semaphore", body: groupAndSemaphore),
    SwiftUIFixture("platform-semaphore-deadlock", body: semaphoreDeadlock),
    SwiftUIFixture("platform-main-sync-deadlock", body: mainSyncDeadlock),
    SwiftUIFixture("platform-after-budget", body: afterBudget),
    SwiftUIFixture("platform-background-timer", body: backgroundTimer),
    SwiftUIFixture("platform-data-task", body: { await dataTask(cancelAt: nil) }),
    SwiftUIFixture("platform-data-task-cancel", body: { await dataTask(cancelAt: "tap \"Cancel\" @100ms") }),
  ]

  /// A timer made with `Timer(timeInterval:repeats:block:)` and added to the main run loop, and one that does not
  /// repeat.
  @MainActor static func timerKinds() async {
    let (once, repeating) = makeTimers()
    try? await Task.sleep(for: .seconds(1))
    print("once valid: \(once.isValid), repeating valid: \(repeating.isValid)")
  }

  /// Foundation declares `scheduledTimer` unavailable from asynchronous contexts: apps call it from synchronous code.
  @MainActor static func makeTimers() -> (once: Timer, repeating: Timer) {
    let repeating = Timer(timeInterval: 0.25, repeats: true) { timer in
      print("repeating tick")
      if Simulation.now >= .milliseconds(750) { timer.invalidate() }
    }
    RunLoop.main.add(repeating, forMode: .common)
    let once = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in print("once fired") }
    return (once, repeating)
  }

  /// A timer due every second while the main thread is blocked for 2.5 s: it fires once, late, at 2.5 s, and then
  /// at 3 s, its next scheduled time.
  @MainActor static func timerBusyMain() async {
    startTicking()
    DispatchQueue.main.async { Thread.sleep(forTimeInterval: 2.5) }
    try? await Task.sleep(for: .seconds(4))
  }

  @MainActor static func startTicking() {
    _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
      print("tick")
      if Simulation.now >= .seconds(3) { timer.invalidate() }
    }
  }

  /// A serial queue runs one item at a time; a concurrent queue all at once, but its barrier alone; `sync` on an
  /// idle serial queue runs on the caller's thread and returns the block's value.
  @MainActor static func queues() async {
    let serial = DispatchQueue(label: "com.example.serial")
    let concurrent = DispatchQueue(label: "com.example.concurrent", attributes: .concurrent)
    for item in 1...3 {
      serial.async {
        Thread.sleep(forTimeInterval: 0.1)
        print("serial \(item) done")
      }
      concurrent.async {
        Thread.sleep(forTimeInterval: 0.1)
        print("concurrent \(item) done")
      }
    }
    concurrent.async(flags: .barrier) { print("barrier runs") }
    concurrent.async { print("after the barrier") }
    try? await Task.sleep(for: .seconds(1))
    let value = serial.sync { 42 }
    print("sync returned \(value)")
  }

  /// Three pieces of work in a group, notified on the main queue when the last one ends; a background thread waits
  /// for a semaphore the main queue signals at 1 s, and another gives up after 200 ms.
  @MainActor static func groupAndSemaphore() async {
    let group = DispatchGroup()
    for seconds in [0.3, 0.1, 0.2] {
      DispatchQueue.global().async(group: group) { Thread.sleep(forTimeInterval: seconds) }
    }
    group.notify(queue: .main) { print("group done") }
    DispatchQueue.global().async {
      let result = group.wait(timeout: .now() + 0.25)
      print("group wait: \(result == .success ? "success" : "timed out")")
    }
    let semaphore = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      semaphore.wait()
      print("signalled")
    }
    DispatchQueue.global().async {
      let result = semaphore.wait(timeout: .now() + .milliseconds(200))
      print("second waiter: \(result == .success ? "success" : "timed out")")
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("signal woke a thread: \(semaphore.signal() != 0)") }
    try? await Task.sleep(for: .seconds(2))
  }

  /// The main thread waits for a semaphore nothing signals.
  @MainActor static func semaphoreDeadlock() async {
    DispatchSemaphore(value: 0).wait()
  }

  /// `DispatchQueue.main.sync` from the main thread.
  @MainActor static func mainSyncDeadlock() async {
    DispatchQueue.main.sync { print("never") }
  }

  /// A deadline beyond the run's 60 s budget.
  @MainActor static func afterBudget() async {
    DispatchQueue.main.asyncAfter(deadline: .now() + 90) { print("never") }
  }

  /// A timer scheduled from a background thread, whose run loop nothing runs.
  @MainActor static func backgroundTimer() async {
    DispatchQueue.global().async { scheduleOffMain() }
    try? await Task.sleep(for: .seconds(2))
  }

  nonisolated static func scheduleOffMain() {
    _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("never") }
  }

  /// A callback data task answered at 400 ms, or cancelled by a tap at 100 ms.
  @MainActor static func dataTask(cancelAt script: String?) async {
    RouteTable.install(RouteTable { Route.get("https://api.example.com/posts", .json("[1, 2]", latency: .milliseconds(400))) })
    let window = HostingWindow(rootView: CallbackPostsView(path: "/posts"))
    window.show()
    if let script { try? await window.play(UserActionScript.parse(script)) }
  }
}
