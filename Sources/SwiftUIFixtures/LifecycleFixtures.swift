import SwiftUI

/// Fixtures of appearing, disappearing, tasks and actions.
enum LifecycleFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("debounce", script: "type s @0ms; type sw @120ms; type swift @260ms") { DebouncedSearch() },
    SwiftUIFixture("leave-return", script: "leave @2s; return @3s") { SlowLoad() },
    SwiftUIFixture("appear-order") { AppearOrder() },
    SwiftUIFixture("appear-sets-state") { AppearSetsState() },
    SwiftUIFixture("on-change", script: "tap Add @10ms; tap Add @20ms") { ChangeWatcher() },
    SwiftUIFixture("hidden-id-change", script: "leave @10ms; return @20ms") { HiddenIDChange() },
    SwiftUIFixture("rerender-keeps-task", script: "tap Tick @100ms; tap Tick @200ms; leave @3s") {
      RerenderKeepsTask()
    },
  ]
}
