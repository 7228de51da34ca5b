import AsyncSimulation
import Testing

/// `NavigationStack`, `NavigationLink`, `.navigationDestination(for:)`, `.navigationTitle`, run in the simulator.
@Suite struct NavigationTests {
  /// A pushed screen starts with `‹` and the previous screen's title; `back` pops it. A covered screen keeps its
  /// state (Taps 1 after the pop), a popped one loses it (Likes 0 when pushed again). Source:
  /// ole/swiftui-view-lifecycle `CaseStudyNavigationStack` ("Navigation views keep the state of content views on
  /// the navigation stack alive … Popping a view off the stack ends the view's lifetime, destroying its state").
  @Test func pushKeepsTheCoveredStateAndPopDestroysThePushed() throws {
    let trace = try SwiftUIRuns.trace("nav-push-pop")
    let list = "Articles | • [Taps 1] | • [Swift ›] | • [About ›]"
    #expect(trace.screens == [
      "0 Articles | • [Taps 0] | • [Swift ›] | • [About ›]", "10 " + list,
      "20 ‹ Articles | swift | About swift | [Likes 0]", "30 ‹ Articles | swift | About swift | [Likes 1]",
      "40 " + list, "50 ‹ Articles | swift | About swift | [Likes 0]", "60 " + list, "70 ‹ Articles | asyncplay",
      "80 " + list,
    ])
  }

  /// The order of appear and disappear on push and pop is not documented (dev.classmethod.jp reports it changed
  /// in iOS 18.4); the module's choice, after `onAppear` running before a transition and `onDisappear` after it
  /// (rakutentech/AltSwiftUI#65, square/Blueprint#48): what comes into sight appears first. A covered screen's
  /// `.task` is cancelled and a new one starts when it is uncovered; a popped screen's task is cancelled (Apple docs
  /// `task(priority:_:)`: cancelled "after the view disappears").
  @Test func whatComesIntoSightAppearsFirstAndCoveredTasksAreCancelled() throws {
    let trace = try SwiftUIRuns.trace("nav-push-pop")
    #expect(Array(trace.printed.prefix(10)) == [
      "list appeared", "swift appeared", "list disappeared", "list task cancelled",
      "list appeared", "swift disappeared", "swift task cancelled",
      "swift appeared", "list disappeared", "list task cancelled",
    ])
    #expect(trace.lines(.appear, .disappear).filter { $0.hasPrefix("20 ") || $0.hasPrefix("40 ") } == [
      "20 main appear ArticleDetail", "40 main disappear ArticleDetail",
    ])
    #expect(trace.lines(.taskEnd).filter { $0.contains(".task in") } == [
      "20 .task in ArticleList task_end cancelled", "40 .task in ArticleDetail task_end cancelled",
      "50 .task in ArticleList #2 task_end cancelled", "60 .task in ArticleDetail #2 task_end cancelled",
      "70 .task in ArticleList #3 task_end cancelled", "10080 .task in ArticleList #4 task_end returned",
    ])
  }

  /// `back` with nothing pushed is refused with one line saying so and naming what the screen offers.
  @Test func backOnTheRootNamesWhatTheScreenOffers() throws {
    let trace = try SwiftUIRuns.trace("nav-push-pop")
    #expect(trace.printed.contains("action failed: cannot go back (nothing to go back to): the screen offers "
      + "tap \"Taps 1\", tap \"Swift\", tap \"About\""))
  }

  /// `NavigationStack(path:)` shows the binding's values through `navigationDestination(for:)`: a link with a value
  /// appends to it, `back` removes the last value, code that changes the path pushes or pops; only the top screen
  /// appears (N1 and N2 under a path set to [1, 2, 3] are not shown until uncovered). Sources: Apple docs
  /// `NavigationStack` ("manage the stack with a binding to a collection"), `navigationDestination(for:destination:)`.
  @Test func aPathBindingDrivesTheStack() throws {
    let trace = try SwiftUIRuns.trace("nav-path")
    #expect(trace.screens == [
      "0 ‹ Numbers | N1 | Number 1 | [Next ›] | [Home]", "10 ‹ N1 | N2 | Number 2 | [Next ›] | [Home]",
      "20 ‹ Numbers | N1 | Number 1 | [Next ›] | [Home]", "30 Numbers | [Deep] | [One ›]",
      "40 ‹ N2 | N3 | Number 3 | [Next ›] | [Home]", "50 ‹ N1 | N2 | Number 2 | [Next ›] | [Home]",
    ])
    #expect(trace.lines(.state) == [
      "10 main state NumberPath.path [1] -> [1, 2]", "20 main state NumberPath.path [1, 2] -> [1]",
      "30 main state NumberPath.path [1] -> []", "40 main state NumberPath.path [] -> [1, 2, 3]",
      "50 main state NumberPath.path [1, 2, 3] -> [1, 2]",
    ])
    #expect(trace.lines(.appear, .disappear) == [
      "0 main appear NumberPath", "0 main appear NumberScreen", "10 main appear NumberScreen",
      "10 main disappear NumberScreen", "20 main appear NumberScreen", "20 main disappear NumberScreen",
      "30 main disappear NumberScreen", "40 main appear NumberScreen", "50 main appear NumberScreen",
      "50 main disappear NumberScreen",
    ])
  }

  /// A `NavigationPath` binding written by code pushes; a screen without a title shows `‹ Back`; `\.dismiss` in a
  /// pushed screen pops it (Apple docs `DismissAction`: "Pop the current view from a NavigationStack"). A
  /// link whose value has no `navigationDestination` for its type, or that is outside any stack, cannot be
  /// activated (Apple's runtime warning: "The link cannot be activated"): drawn without brackets, not offered to
  /// `tap`; a disabled link is marked and refused too (Apple docs `disabled(_:)`).
  @Test func dismissPopsAndLinksThatCannotBeActivatedAreNotOffered() throws {
    let trace = try SwiftUIRuns.trace("nav-unrouted")
    let root = "[Number ›] | Word › | [Push 7] | [Locked ›] (disabled) | Outside ›"
    #expect(trace.screens == [
      "0 " + root, "10 ‹ Back | number 5 | [Done] | Outside ›", "20 " + root,
      "30 ‹ Back | number 7 | [Done] | Outside ›", "40 " + root,
    ])
    #expect(trace.lines(.state) == [
      "10 main state RoutedAndUnrouted.path [] -> [5]", "20 main state RoutedAndUnrouted.path [5] -> []",
      "30 main state RoutedAndUnrouted.path [] -> [7]", "40 main state RoutedAndUnrouted.path [7] -> []",
    ])
    #expect(trace.printed == ["action failed: cannot tap \"Word\": the screen offers tap \"Number\", tap \"Push 7\""])
  }
}
