// Imports Foundation beside SwiftUI, as app files often do: `String(localized:)` must resolve to the module's
// declarations without ambiguity (Foundation on Linux has none; see `String+Localized.swift`).
import Foundation
import SwiftUI

/// App code that builds user-facing strings with `String(localized:)`: printed, stored and shown.
@Observable final class Inventory {
  var count = 3
  var place = "Paris"
  var remaining: UInt = 7
  var seconds = 1.26

  /// The summary line, as a model that logs and stores it would build it.
  func summary() -> String { String(localized: "Loaded \(count) items in \(place)") }
}

/// Shows and prints strings from `String(localized:)` in every form: interpolation, an unsigned value, a
/// translation with its own precision, an explicit key, a named table, an untranslated literal with `%`.
struct InventoryScreen: View {
  @State private var inventory = Inventory()
  @State private var status = ""

  var body: some View {
    VStack {
      Text(status)
      Text("Rating \(4.26, specifier: "%.1f")")
      Text("100%")
    }
    .task {
      status = inventory.summary()
      print(inventory.summary())
      print(String(localized: "\(inventory.remaining) left"))
      print(String(localized: "Took \(inventory.seconds) s"))
      print(String(localized: "OFFLINE", defaultValue: "You are offline (\(inventory.count))"))
      print(String(localized: "Timed out after \(30) s", table: "Errors"))
      print(String(localized: "Timed out after \(30) s"))
      print(String(localized: "Untranslated \(inventory.count) at 100%"))
      print(String(localized: String.LocalizationValue("Plain 100%")))
    }
  }
}
