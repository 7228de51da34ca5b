import SwiftUI

/// Fixtures of `AsyncImage` on the simulated network.
enum ImageFixtures {
  static let routes = RouteTable {
    Route.get("https://img.example.com/cat.png", .text("png bytes", latency: .milliseconds(100)))
    Route.get("https://img.example.com/photos/1.jpg", .text("jpg bytes", latency: .milliseconds(200)))
    Route.get("https://img.example.com/photos/2.jpg", .text("jpg bytes", latency: .milliseconds(200)))
    Route.get("https://img.example.com/missing.png", .status(404, latency: .milliseconds(50)))
    Route.get("https://img.example.com/slow.png", .text("png bytes", latency: .seconds(5)))
  }

  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("readme-image", body: {
      RouteTable.install(routes)
      HostingWindow(rootView: Avatars()).show()
    }),
    SwiftUIFixture("async-image", body: {
      RouteTable.install(routes)
      let window = HostingWindow(rootView: ImageGallery())
      window.show()
      try? await window.play(UserActionScript.parse("tap Next @300ms; tap Hide @400ms"))
    }),
    SwiftUIFixture("async-image-leave", body: {
      RouteTable.install(routes)
      let window = HostingWindow(rootView: LeavingImage())
      window.show()
      try? await window.play(UserActionScript.parse("leave @1s; return @2s"))
    }),
  ]
}
