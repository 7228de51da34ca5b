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
    SwiftUIFixture("popover-dismiss-refused", script: "tap Tip @10ms; dismiss @20ms") { PopoverHolder() },
    SwiftUIFixture("popover-locked",
                   script: "tap Tip @10ms; tap 'Got it' @20ms; tap Locked @30ms; tap Leave @40ms; tap Locked @50ms; back @60ms") {
      PopoverHolder()
    },
    SwiftUIFixture("grid-fits") { GridAndFits() },
    SwiftUIFixture("focused-values", script: "tap 'Select Trip' @10ms; type 'milk' into Draft @20ms; submit @30ms") {
      FocusedNotes()
    },
    SwiftUIFixture("hold-actions",
                   script: "hold Milk @10ms; tap Copy @20ms; hold Milk @30ms; dismiss @40ms; hold Bread @50ms; tap Milk @60ms") {
      HoldActions()
    },
    SwiftUIFixture("commands-app") { HostingWindow(app: CommandsApp()).show() },
  ]
}
