import SwiftUI

/// Fixtures of the environment, observable objects, app storage and bindable models.
enum DataFlowFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("environment", script: "tap Shout @10ms; tap 'Add book' @20ms") { EnvironmentScreen() },
    SwiftUIFixture("observable-object", script: "tap Tick @10ms") { ObjectScreen() },
    SwiftUIFixture("app-storage", script: "tap 'Sign in' @10ms") { SettingsPair() },
    SwiftUIFixture("bindable", script: "type swift @10ms") { BindableScreen() },
  ]
}
