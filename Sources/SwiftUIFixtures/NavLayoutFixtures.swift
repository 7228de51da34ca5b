import SwiftUI

/// Fixtures of split views, preferences and backgrounds.
enum NavLayoutFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("split-two", script: "tap Apple @10ms; back @20ms; tap 'Choose Pear' @30ms; tap Clear @40ms") {
      SplitTwoColumns()
    },
    SwiftUIFixture("split-three",
                   script: "tap Fruit @10ms; tap 'Fruit 1' @20ms; tap More @30ms; back @40ms; back @50ms; back @60ms") {
      SplitThreeColumns()
    },
    SwiftUIFixture("split-destination", script: "back @10ms; tap Alps @20ms; back @30ms") { SplitDestinations() },
    SwiftUIFixture("preferences", script: "tap 'Toggle C' @10ms; tap 'Taps 0' @20ms; tap 'Toggle C' @30ms") {
      PreferenceParent()
    },
    SwiftUIFixture("background-views", script: "tap Under @10ms") { BackgroundViews() },
  ]
}
