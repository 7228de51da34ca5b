import SwiftUI

/// Fixtures of the content views: progress, unavailable content, images, overlays and toolbars.
enum ContentFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("progress") { ProgressGallery() },
    SwiftUIFixture("readme-content") { InboxStatus() },
    SwiftUIFixture("unavailable", script: "tap Retry @10ms; type kotlin @20ms") { UnavailableGallery() },
    SwiftUIFixture("unavailable-zh", script: "type 斯威夫特 @10ms") {
      HostingWindow.language = .zh
      return UnavailableGallery()
    },
  ]
}
