import AsyncSimulation
import Testing

/// Environment, observable objects, app storage, bindable models, refresh and search state, in the simulator.
@Suite struct DataFlowTests {
  /// `@Environment` reads key paths (`@Entry`, a custom `EnvironmentKey`) and objects by type; `.environment`
  /// writes them for a subtree, the nearest write wins, and a change re-evaluates the readers (Apple docs
  /// `Environment`, `EnvironmentKey`, `Entry()`, `environment(_:)` for Observable objects).
  @Test func environmentFlowsDown() throws {
    let trace = try SwiftUIRuns.trace("environment")
    #expect(trace.screens == [
      "0 hello | bonjour | [Shout] | books: 1 | [Add book]",
      "10 HELLO | BONJOUR | [Shout] | books: 1 | [Add book]",
      "20 HELLO | BONJOUR | [Shout] | books: 2 | [Add book]",
    ])
    #expect(trace.lines(.state).last == "20 main state Library.books [\"Swift\"] -> [\"Swift\", \"SwiftUI\"]")
  }

  /// `ObservableObject` without Combine: `@Published` writes send `objectWillChange` first; views holding the
  /// object in `@StateObject`, `@ObservedObject` or `@EnvironmentObject` update once after both writes; each write
  /// is a `state` event (Apple docs `ObservableObject`, `Published`, `StateObject`, `EnvironmentObject`).
  @Test func observableObjectsWithoutCombine() throws {
    let trace = try SwiftUIRuns.trace("observable-object")
    #expect(trace.screens == ["0 ticks 0 | [Tick] | label idle", "10 ticks 1 | [Tick] | label ticked"])
    #expect(trace.lines(.state) == [
      "10 main state Timer3.ticks 0 -> 1", "10 main state Timer3.label \"idle\" -> \"ticked\"",
    ])
  }

  /// `@AppStorage` reads and writes `UserDefaults`; every view reading the key sees a write (Apple docs
  /// `AppStorage`: "SwiftUI updates the view when the value changes"; seed chapter 9.3).
  @Test func appStorageIsSharedByKey() throws {
    let trace = try SwiftUIRuns.trace("app-storage")
    #expect(trace.screens == ["0 [Sign in] | user guest", "10 [Sign in] | user mia"])
    #expect(trace.lines(.state) == ["10 main state SettingsEditor.username \"guest\" -> \"mia\""])
  }

  /// `@Bindable` makes bindings to an `@Observable` model's properties; a search field bound to one writes the
  /// model (Apple docs `Bindable`).
  @Test func bindableWritesTheModel() throws {
    let trace = try SwiftUIRuns.trace("bindable")
    #expect(trace.screens.last == "10 🔍 swift | query swift | editor")
    #expect(trace.lines(.state) == ["10 main state FormModel.query \"\" -> \"swift\""])
  }

  /// `pull` runs the refresh action as a task; `⟳` shows for as long as it runs (Apple docs
  /// `refreshable(action:)`: "the indicator remains visible for the duration of the refresh").
  @Test func pullShowsTheSpinnerWhileTheActionRuns() throws {
    let trace = try SwiftUIRuns.trace("refresh")
    #expect(trace.screens == ["0 • first", "10 ⟳ | • first", "510 ⟳ | • newer | • first", "510 • newer | • first"])
  }

  /// A refresh whose own state change replaces the refreshable list is cancelled with it (a real, often-reported
  /// pitfall: Esri/arcgis-maps-sdk-swift-toolkit#1104; gist IanKeen "Better refreshable").
  @Test func aRefreshThatReplacesItsListIsCancelled() throws {
    let trace = try SwiftUIRuns.trace("refresh-replaced")
    #expect(trace.printed == ["refresh cancelled"])
    #expect(trace.lines(.taskEnd).last == "10 .refreshable in SelfReplacingRefresh task_end cancelled")
  }

  /// `\.isSearching` is true once the user typed into the field, `\.dismissSearch` ends the search and clears
  /// the text (Apple docs `isSearching`, `dismissSearch`).
  @Test func isSearchingFollowsTheField() throws {
    let trace = try SwiftUIRuns.trace("is-searching")
    #expect(trace.screens == [
      "0 🔍 Search | not searching | [Done]", "10 🔍 s | searching | [Done]", "20 🔍 Search | not searching | [Done]",
    ])
  }

  /// `submit Search` (or the field's prompt) is the keyboard's search key: the `.onSubmit(of: .search)` actions in
  /// the search field's hierarchy run, with the query as typed; a `.onSubmit` for `.text` (the default trigger) does
  /// not, and an action inside the searchable content is not around the field (Apple docs `onSubmit(of:_:)`:
  /// "SubmitTriggers.search … the search field"; `searchable(text:placement:prompt:)`).
  @Test func searchKeyRunsSearchSubmitActions() throws {
    let trace = try SwiftUIRuns.trace("search-submit")
    #expect(trace.screens == [
      "0 🔍 Find a city | Submitted: ", "10 🔍 Oslo | Submitted: ", "20 🔍 Oslo | Submitted: Oslo",
      "30 🔍 Rome | Submitted: Oslo", "40 🔍 Rome | Submitted: Oslo, Rome",
    ])
    #expect(trace.actions == [
      "type \"Oslo\" into Search", "submit \"Search\"", "type \"Rome\" into Search", "submit \"Find a city\"",
    ])
  }
}
