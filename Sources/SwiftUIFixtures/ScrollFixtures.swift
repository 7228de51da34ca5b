import SwiftUI

/// Fixtures of scrolling containers: lists, lazy stacks, forms, scroll views and pagination.
enum ScrollFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("lazy-list", script: "tap 'Row 0 taps 0' @10ms; scroll bottom @20ms; tap Trim @30ms; scroll bottom @40ms") {
      LazyFeed()
    },
    SwiftUIFixture("lazy-stack", script: "tap 'Row 0 taps 0' @10ms; scroll bottom @20ms; tap Trim @30ms") {
      LazyStackFeed()
    },
    SwiftUIFixture("readme-list", script: "scroll bottom @1s") { Numbers() },
    SwiftUIFixture("eager-scroll", script: "scroll bottom @10ms") { EagerScrollFeed() },
    SwiftUIFixture("paged-list", script: "scroll bottom @1s; scroll bottom @2s; scroll bottom @3s") { PagedList() },
    SwiftUIFixture("lazy-form", script: "scroll bottom @10ms") { HorizontalAndForm() },
    SwiftUIFixture("row-content-change", script: "tap Next @10ms; tap 'Hide 3' @20ms") { MarkedRows() },
  ]
}
