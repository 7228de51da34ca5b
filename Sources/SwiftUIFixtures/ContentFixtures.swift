import SwiftUI

/// Fixtures of the content views: progress, unavailable content, images, overlays and toolbars.
enum ContentFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("progress") { ProgressGallery() },
    SwiftUIFixture("readme-content") { InboxStatus() },
    SwiftUIFixture("readme-toolbar", script: "tap Reload @10ms") { FeedScreen() },
    SwiftUIFixture("toolbar-overlay", script: "tap Reload @10ms; tap Reload @200ms; tap Detail @400ms; "
                     + "tap Share @410ms; back @420ms; tap Reset @430ms; tap Share @440ms") { NotesScreen() },
    SwiftUIFixture("unavailable", script: "tap Retry @10ms; type kotlin @20ms") { UnavailableGallery() },
    SwiftUIFixture("unavailable-zh", script: "type 斯威夫特 @10ms") {
      HostingWindow.language = .zh
      return UnavailableGallery()
    },
  ]
}
