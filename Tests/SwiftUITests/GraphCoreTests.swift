import AsyncSimulation
import Testing

/// The graph's core: what a row closure reads, the order of lifecycle events and their actions, and how values
/// appear in `state` events.
@Suite struct GraphCoreTests {
  /// A `List` row closure that is the only reader of a `@State` is evaluated again when it changes: SwiftUI
  /// tracks the dependencies of the view that evaluates the closure (Apple docs "Managing user interface state":
  /// "When the value changes, SwiftUI updates the parts of the view hierarchy that depend on the value";
  /// OpenSwiftUI `ForEach.swift` makes each row's view in its own attribute, which reads the state).
  @Test func rowClosureReadingStateIsUpdated() throws {
    let trace = try SwiftUIRuns.trace("row-reads-state")
    #expect(trace.screens == [
      "0 [Next] | • Row 0 ◀ | • Row 1 | • Row 2",
      "10 [Next] | • Row 0 | • Row 1 ◀ | • Row 2",
    ])
  }

  /// The same for an `@Observable` property read only inside a `ForEach` row (Apple docs "Managing model data in
  /// your app": "SwiftUI tracks only the properties that a view's body reads", here the rows' content).
  @Test func rowClosureReadingObservableIsUpdated() throws {
    let trace = try SwiftUIRuns.trace("row-reads-model")
    #expect(trace.screens == ["0 [Pick a] | a | b ✓", "10 [Pick a] | a ✓ | b"])
  }

  /// A view's `appear` event comes before what its `onAppear` changes (Apple docs `onAppear(perform:)`: "an action
  /// to perform before this view appears" — the view is appearing when the action runs; the trace's order is our
  /// choice, README "The action queue").
  @Test func appearEventComesBeforeTheActionsStateChanges() throws {
    let trace = try SwiftUIRuns.trace("feed-on-appear")
    #expect(trace.lines(.appear, .state).map { $0.replacingOccurrences(of: "\\\"", with: "'") } == [
      "0 main appear FeedOnAppear",
      "0 main state FeedOnAppear.posts [] -> [FeedPost(id: 1, title: \"First 'post' Swift.Int\", kind: FeedPost.Kind.draft)]",
    ])
  }

  /// A parent's appear event comes before its child's, and each before the state its actions change, while the
  /// `onAppear` actions themselves run deepest first (android.benigumo.com/20240328/onappear-onchange-task).
  @Test func nestedAppearEventsComeParentFirstActionsDeepestFirst() throws {
    let trace = try SwiftUIRuns.trace("nested-appear")
    #expect(trace.lines(.appear, .state) == [
      "0 main appear NestedAppear", "0 main appear NestedAppearChild",
      "0 main state NestedAppearChild.seen false -> true", "0 main state NestedAppear.count 0 -> 1",
    ])
    #expect(trace.screens == ["0 count 1 | seen"])
  }
}

/// The causes of the cancellations the module makes (issue 18 §3): each `cancel` event's `by`, recorded before
/// anything the cancellation causes.
@Suite struct ModifierCancelCauseTests {
  /// The `cancel` events of a trace: `<ms> <task> by <cause>`.
  static func cancels(_ trace: Trace) -> [String] {
    trace.events.filter { $0.kind == .cancel }.map { "\(Milliseconds.format($0.nanos)) \($0.task ?? "-") by \($0.by ?? "nil")" }
  }

  /// `.task(id:)` cancels and restarts when the id changes (Apple docs `task(id:priority:_:)`): the cause names the
  /// view's property that holds the new id and its value.
  @Test func taskIDRestartNamesTheProperty() throws {
    let trace = try SwiftUIRuns.trace("debounce")
    #expect(Self.cancels(trace) == [
      "0 .task(id: \"\") in DebouncedSearch by .task(id:) restart: query became \"s\"",
      "120 .task(id: \"s\") in DebouncedSearch by .task(id:) restart: query became \"sw\"",
      "260 .task(id: \"sw\") in DebouncedSearch by .task(id:) restart: query became \"swift\"",
    ])
    // At the instant of the call: the cancel comes before the cancelled task's end.
    let kinds = trace.events.filter { $0.task == ".task(id: \"s\") in DebouncedSearch" }.map(\.kind)
    #expect(kinds.firstIndex(of: .cancel).map { $0 < (kinds.firstIndex(of: .taskEnd) ?? -1) } == true)
  }

  /// An id that comes from an `@Observable` model held by the view is named `model.page`.
  @Test func taskIDRestartNamesAModelProperty() throws {
    let trace = try SwiftUIRuns.trace("paged-loader")
    #expect(Self.cancels(trace) == ["10 .task(id: 0) in PagedLoader by .task(id:) restart: model.page became 1"])
  }

  /// When two properties hold the new id, the cause says `id`, claiming nothing it cannot know.
  @Test func ambiguousIDSaysID() throws {
    let trace = try SwiftUIRuns.trace("ambiguous-id")
    #expect(Self.cancels(trace) == ["10 .task(id: 0) in AmbiguousID by .task(id:) restart: id became 1"])
  }

  /// A `.task` is cancelled when its view disappears (Apple docs `task(priority:_:)`).
  @Test func disappearanceNamesTheView() throws {
    let trace = try SwiftUIRuns.trace("leave-return")
    #expect(Self.cancels(trace) == ["2000 .task in SlowLoad by SlowLoad disappeared"])
  }

  /// A refresh whose own state change replaced its list is cancelled with the list (Apple docs
  /// `refreshable(action:)`; Esri/arcgis-maps-sdk-swift-toolkit#1104), and says so before it prints.
  @Test func refreshCancelledWithItsList() throws {
    let trace = try SwiftUIRuns.trace("refresh-replaced")
    #expect(Self.cancels(trace) == [
      "10 .refreshable in SelfReplacingRefresh by .refreshable: its list in SelfReplacingRefresh disappeared",
    ])
    let cancel = trace.events.firstIndex { $0.kind == .cancel }
    let printed = trace.events.firstIndex { $0.kind == .print && $0.text == "refresh cancelled" }
    #expect(cancel != nil && printed != nil && cancel! < printed!)
  }

  /// Dismissing a sheet destroys its content, whose tasks are cancelled (Apple docs `sheet(isPresented:onDismiss:
  /// content:)`; ole/swiftui-view-lifecycle).
  @Test func sheetDismissalSaysSo() throws {
    let trace = try SwiftUIRuns.trace("sheet-with-task")
    #expect(Self.cancels(trace) == ["20 .task in SheetLoader by sheet dismissed: SheetLoader disappeared"])
    #expect(trace.printed == ["sheet task cancelled"])
  }

  /// Leaving the app while a sheet is open hides the sheet's content with everything else: its task is cancelled
  /// because the view disappeared (Apple docs `task(priority:_:)`), not because the sheet was dismissed — on
  /// return the sheet is still presented.
  @Test func leavingWithASheetOpenIsNoDismissal() throws {
    let trace = try SwiftUIRuns.trace("sheet-open-leave")
    #expect(Self.cancels(trace) == ["20 .task in SheetLoader by SheetLoader disappeared"])
    #expect(trace.printed == ["sheet task cancelled"])
    #expect(trace.screens.last == "30 [Edit] | ┌──────────┐ | │ Loading… │ | └──────────┘")
  }
}
