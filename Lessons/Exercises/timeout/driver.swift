// The situation of the timeout exercise: the annual report screen prepares the report under a 1 s limit; the
// student's crunchNumbers() computes it in ten slices of 300 ms, 3 s in all. The screen and withTimeout are the
// lesson's.
import Foundation
import Scenarios
import SwiftUI

/// Thrown when the operation did not finish in time.
struct TimeoutError: Error {}

/// Runs `operation`, giving up after `limit`: it races a child that sleeps and throws. Whichever finishes first
/// decides, and the other is cancelled; the group returns only when both children have ended.
func withTimeout<T: Sendable>(_ limit: Duration,
                              operation: @escaping @Sendable () async throws -> T) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw TimeoutError()
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw TimeoutError() }
    return first
  }
}

/// The lesson's report screen: the report, or the timeout, or a failure.
struct AnnualReportView: View {
  let limit: Duration
  let prepare: @Sendable () async throws -> String
  @State private var report: String?
  @State private var timedOut = false
  @State private var failed = false

  var body: some View {
    NavigationStack {
      List {
        if let report {
          Text(report)
        } else if timedOut {
          Label("Timed out: no result within \(Double(limit.components.seconds), specifier: "%.1f") s",
                systemImage: "clock.badge.exclamationmark")
        } else if failed {
          Label("Couldn't prepare the report", systemImage: "exclamationmark.triangle")
        } else {
          ProgressView("Preparing the report…")
        }
      }
      .navigationTitle("Annual report")
    }
    .task {
      do {
        report = try await withTimeout(limit, operation: prepare)
      } catch is TimeoutError {
        timedOut = true
      } catch {
        failed = true
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let stage = AppStage(language: language, strings: "Timeout", routes: RouteTable([]))
  await stage.show(AnnualReportView(limit: .seconds(1), prepare: crunchNumbers), playing: UserActionScript(steps: []))
}
