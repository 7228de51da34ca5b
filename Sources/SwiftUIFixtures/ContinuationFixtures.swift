import SwiftUI

/// App code that wraps a callback API in checked continuations.
enum ContinuationFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("continuation-wait") { CallbackWaiter() },
  ]
}
