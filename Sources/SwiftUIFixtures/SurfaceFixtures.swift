import AsyncSimulation
import SwiftUI

/// Fixtures of the API real tutorials and sample apps use (issue 29): focus, the iOS 13 navigation and alert API,
/// purely visual API, badges, `openURL`, `PreviewProvider`.
enum SurfaceFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("focus-login", script: "type mia @10ms; submit @20ms; type hunter2 @30ms; submit @40ms; "
                     + "tap Clear @50ms; type x into Password @60ms; type n into Notes @70ms; tap Done @80ms") {
      FocusLoginForm()
    },
    SwiftUIFixture("legacy-team", script: "tap Reset @10ms; dismiss @20ms; tap 'Who is first?' @30ms; tap OK @40ms; "
                     + "tap Ada @50ms; tap Close @60ms; tap Reset @70ms; tap Reset @80ms") { LegacyTeamList() },
    SwiftUIFixture("styled-profile", script: "tap heart @10ms; tap '🖼 heart' @20ms") { StyledProfile() },
    SwiftUIFixture("tap-names", script: "tap plus @10ms; tap 'Add person' @20ms; tap ellipsis.circle @30ms; "
                     + "tap Sort @40ms; tap Grace @50ms; back @60ms; tap '🟢 Ada' @70ms") { TapNames() },
    SwiftUIFixture("preview-provider") { StyledProfile_Previews.previews },
    SwiftUIFixture("badges", script: "tap Settings @10ms") { BadgedTabs() },
    SwiftUIFixture("open-url", script: "tap Docs @10ms; tap Example @20ms; tap Mail @30ms; tap Swift @40ms; "
                     + "tap 'Save avatar' @50ms; tap 'Forget avatar' @60ms") { LinkOpener() },
    SwiftUIFixture("presented-destination", script: "tap 'Show detail' @10ms; back @20ms; tap 'Show detail' @30ms; "
                     + "tap Close @40ms") { PresentedDestination() },
    SwiftUIFixture("grids", script: "scroll bottom @10ms") { PhotoGrid() },
    SwiftUIFixture("scroll-reader", script: "tap Latest @10ms; tap Top @20ms; tap Middle @30ms") { ChatScroller() },
    SwiftUIFixture("edit-mode", script: "tap Edit @10ms; move Milk to 3 @20ms; tap Eggs @30ms; tap Tea @40ms; "
                     + "tap Eggs @50ms; delete Tea @60ms; tap Done @70ms; move Bread to 1 @80ms") { GroceryEditor() },
    SwiftUIFixture("chores", script: "tap Dishes #1 @10ms; tap Laundry #2 @20ms; tap Dishes #2 @30ms") { ChoreBoard() },
    SwiftUIFixture("value-fields", script: "type 12.5 into Amount @10ms; type 4 into People @20ms; submit People @30ms; "
                     + "type abc into Amount @40ms; submit Amount @50ms; type 7 into Guess @60ms; submit Guess @70ms; "
                     + "type x into Guess @80ms; submit Guess @90ms; tap Split @100ms; tap divide @110ms") { SplitBill() },
    SwiftUIFixture("search-suggestions", script: "type ap @10ms; tap apple @20ms; tap Docs @30ms; type a @40ms; "
                     + "tap apricot @50ms; tap apricot @60ms") { FruitSearch() },
    SwiftUIFixture("range-list-selection", script: "tap Row 2 @10ms; tap Edit @20ms; tap Item 0 @30ms; tap Item 1 @40ms; tap Item 0 @50ms") {
      RangeSelection()
    },
    SwiftUIFixture("scene-storage", script: "type hello into Draft @10ms; tap Hide @20ms; tap Show @30ms") {
      SceneNotes()
    },
  ]
}
