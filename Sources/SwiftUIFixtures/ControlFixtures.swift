import AsyncSimulation
import SwiftUI

/// Fixtures of the controls: text fields, toggles, pickers, steppers, menus, disclosure groups, tabs.
enum ControlFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("text-fields", script: "type Mia into Name @10ms; type hunter2 into Password @20ms; "
                     + "tap 'Remember me' @30ms; submit Name @40ms; submit Password @50ms; submit Notes @60ms; "
                     + "tap Sync @70ms; type '' into 'Your name' @80ms; type x @90ms") { SignInForm() },
    SwiftUIFixture("readme-form", script: "type 'mia@example.com' into Email @100ms; tap 'Weekly digest' @1s; submit @2s") {
      NewsletterForm()
    },
    SwiftUIFixture("single-field", script: "type swift @10ms; submit @20ms; type '' @100ms") { SingleField() },
  ]
}
