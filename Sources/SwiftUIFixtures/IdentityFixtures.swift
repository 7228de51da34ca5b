import SwiftUI

/// Fixtures of identity: branches, `.id`, `ForEach` ids.
enum IdentityFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("branch-toggle", script: "tap 'first 0' @10ms; tap Toggle @20ms; tap Toggle @30ms") {
      BranchToggle()
    },
    SwiftUIFixture("reset-by-id", script: "tap 'tally 0' @10ms; tap Reset @20ms") { ResetByID() },
    SwiftUIFixture("reorder-rows", script: "tap 'a 0' @10ms; tap Reverse @20ms") { ReorderRows() },
  ]
}
