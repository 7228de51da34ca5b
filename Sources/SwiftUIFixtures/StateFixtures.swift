import SwiftUI

/// Fixtures of state, bindings and observation.
enum StateFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("observable", script: "tap Add @10ms; tap 'Touch unrelated' @20ms") { CounterScreen() },
    SwiftUIFixture("state-initial-once", script: "tap Bump @10ms") { StartsOnce() },
    SwiftUIFixture("binding", script: "tap Rename @10ms") { BindingParent() },
  ]
}
