import AsyncSimulation
import Foundation
import SwiftUI
import TextBase

/// Where a scenario's or an exercise's driver shows app code: the run's language for the SwiftUI module, the
/// scenario's String Catalog, the routes that answer its requests, then a window with the user's actions played on
/// it. The driver is the situation (typing, leaving, a crash); the code students read never sees any of this.
///
/// ```swift
/// let stage = AppStage(language: arguments.language, strings: "TaskID", routes: routes)
/// await stage.show(DebouncedSearch(debounce: debounce), playing: script)
/// ```
@MainActor public struct AppStage {
  /// The language of the run's screens and of the module's own words.
  public let language: Language

  /// Prepares a run: the SwiftUI module speaks `language`, `strings` (a scenario folder's name, e.g. `TaskID`) is the
  /// folder whose `Localizable.xcstrings` `Text("…")` keys are looked up in (none: keys show as written), and
  /// `routes` answers every request.
  public init(language: Language, strings folder: String?, routes: RouteTable) {
    self.language = language
    HostingWindow.language = language
    LocalizedStrings.removeAll()
    if let folder {
      guard let catalog = ScenarioStrings.catalog(of: folder) else {
        preconditionFailure("no Localizable.xcstrings in Sources/Scenarios/\(folder)")
      }
      do {
        try LocalizedStrings.register(catalog: Data(catalog.utf8))
      } catch {
        preconditionFailure("Sources/Scenarios/\(folder)/Localizable.xcstrings: \(error)")
      }
    }
    RouteTable.install(routes)
  }

  /// Shows `view` in a window and plays `script` on it, each action at its time. The window stays on show after the
  /// last action (its views' tasks go on); an action the screen does not offer stops the run with one line naming
  /// what it offers.
  ///
  /// An action at 0 ms comes after the first screen's tasks have begun (the driver yields once): a user cannot act
  /// within the frame in which the screen appears. With no action due at once the driver does not yield: the yield
  /// would be a job of the driver's own (a hop off the main actor and back) racing the view's tasks, which
  /// `explore` would try in every order for nothing.
  public func show<Root: View>(_ view: Root, playing script: UserActionScript) async {
    let window = HostingWindow(rootView: view)
    window.show()
    if let first = script.steps.first, first.atNanos <= Self.nowNanos { await Task.yield() }
    do {
      try await window.play(script)
    } catch {
      Simulation.stopWithUsageError("asyncplay: " + error.message(in: language))
    }
  }

  /// Shows `view` in a window and runs `drive` with it, for a user whom a fixed script cannot describe: one who
  /// looks at the screen before acting (scrolls only while there is something below). `drive` performs the
  /// actions itself (`window.perform(_:)`, which throws, doing nothing, when the screen does not offer one) and
  /// sleeps between them. A user cannot act in the frame the screen appears in: an action at once comes after
  /// `await Task.yield()`, which lets the first screen's tasks begin (as `show(_:playing:)` does for a script).
  public func show<Root: View>(_ view: Root, driving drive: (HostingWindow) async -> Void) async {
    let window = HostingWindow(rootView: view)
    window.show()
    await drive(window)
  }
}

extension AppStage {
  /// The virtual time now, in nanoseconds since the run began.
  static var nowNanos: Int64 {
    let (seconds, attoseconds) = Simulation.now.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}

extension UserActionScript {
  /// A typing schedule as the user types it into the screen's one text field: `s@0 sw@120` → `type "s" @0ms;
  /// type "sw" @120ms`, each entry the field's whole text after one edit.
  public init(typing schedule: TypingSchedule) {
    self.init(steps: schedule.entries.map { entry in Step(.type(entry.text, into: nil), at: entry.at) })
  }
}

extension UserActionScript.Step {
  /// `action` at `time` after the start, as a driver reads it from a duration parameter (`leave=300ms`).
  public init(_ action: UserAction, at time: Duration) {
    let (seconds, attoseconds) = time.components
    self.init(action: action, atNanos: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}
