import SwiftUI

/// Fixtures of the graph's core: dependencies of row closures, the order of lifecycle events, values in `state`.
enum GraphCoreFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("row-reads-state", script: "tap Next @10ms") { RowReadsState() },
    SwiftUIFixture("row-reads-model", script: "tap \"Pick a\" @10ms") { RowReadsModel() },
    SwiftUIFixture("feed-on-appear") { FeedOnAppear() },
    SwiftUIFixture("nested-appear") { NestedAppear() },
    SwiftUIFixture("paged-loader", script: "tap Next @10ms") { PagedLoader() },
    SwiftUIFixture("ambiguous-id", script: "tap Both @10ms") { AmbiguousID() },
    SwiftUIFixture("sheet-with-task", script: "tap Edit @10ms; dismiss @20ms") { SheetWithTask() },
    SwiftUIFixture("sheet-open-leave", script: "tap Edit @10ms; leave @20ms; return @30ms") { SheetWithTask() },
  ]
}
