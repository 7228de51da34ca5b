import SwiftUI

/// Fixtures of presentations: sheets, alerts, confirmation dialogs.
enum PresentationFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("sheet", script: "tap Edit @10ms; tap 'Add !' @20ms; tap Done @30ms; tap Edit @40ms; "
                     + "dismiss @50ms; tap Edit @60ms; tap Edit @70ms") { ProfileScreen() },
    SwiftUIFixture("sheet-item", script: "tap Apple @10ms; tap Next @20ms; tap More @30ms") { FruitPicker() },
    SwiftUIFixture("alert", script: "tap Load @10ms; tap Retry @20ms; tap Load @30ms; dismiss @40ms; "
                     + "tap Load @50ms; tap Load @60ms") { RetryLoad() },
    SwiftUIFixture("alert-error", script: "tap Fail @10ms; tap Understood @20ms; tap Save @30ms; dismiss @40ms; "
                     + "tap Fail @50ms; dismiss @60ms") { ErrorAlerts() },
    SwiftUIFixture("dialog", script: "tap Delete… @10ms; dismiss @20ms; tap Delete… @30ms; tap Delete @40ms") {
      DeleteAll()
    },
  ]
}
