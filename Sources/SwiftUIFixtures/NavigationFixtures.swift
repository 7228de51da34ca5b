import SwiftUI

/// Fixtures of navigation: push and pop, paths, links that cannot be activated.
enum NavigationFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("nav-push-pop",
                   script: "tap 'Taps 0' @10ms; tap Swift @20ms; tap 'Likes 0' @30ms; back @40ms; tap Swift @50ms; "
                     + "back @60ms; tap About @70ms; back @80ms; back @90ms") { ArticleList() },
    SwiftUIFixture("nav-path", script: "tap Next @10ms; back @20ms; tap Home @30ms; tap Deep @40ms; back @50ms") {
      NumberPath()
    },
    SwiftUIFixture("nav-unrouted", script: "tap Number @10ms; tap Done @20ms; tap 'Push 7' @30ms; back @40ms; tap Word @50ms") {
      RoutedAndUnrouted()
    },
  ]
}
