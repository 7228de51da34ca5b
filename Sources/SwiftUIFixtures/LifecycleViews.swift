import SwiftUI

/// A debounced search as lesson 46.2 writes it: `.task(id: query)` sleeps 300 ms before it shows results.
struct DebouncedSearch: View {
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    List(results, id: \.self) { Text($0) }
      .searchable(text: $query, prompt: "Search words")
      .task(id: query) {
        do {
          try await Task.sleep(for: .milliseconds(300))
        } catch {
          return
        }
        results = query.isEmpty ? [] : ["\(query) result A", "\(query) result B"]
      }
  }
}

/// A `.task` that needs five quiet seconds; leaving cancels it, returning starts a new one.
struct SlowLoad: View {
  @State private var state = "empty"

  var body: some View {
    Text(state)
      .task {
        do {
          try await Task.sleep(for: .seconds(5))
          state = "result"
        } catch is CancellationError {
          // Leaving is not a failure: the screen stays as it is.
        } catch {
          state = "failed"
        }
      }
  }
}

/// Prints the order of lifecycle actions: nested views, modifiers in the order written, tasks last.
struct AppearOrder: View {
  var body: some View {
    Group {
      VStack {
        Text("hello")
          .task { print("Text task") }
          .onChange(of: true, initial: true) { print("Text onChange") }
          .onAppear { print("Text onAppear") }
      }
      .task { print("VStack task") }
      .onChange(of: true, initial: true) { print("VStack onChange") }
      .onAppear { print("VStack onAppear") }
    }
    .task { print("Group task") }
    .onChange(of: true, initial: true) { print("Group onChange") }
    .onAppear { print("Group onAppear") }
  }
}

/// `onAppear` sets state before the first frame: the first screen already shows it.
struct AppearSetsState: View {
  @State private var title = "before"

  var body: some View {
    Text(title)
      .onAppear { title = "after" }
  }
}

/// `onChange` in both forms: (old, new) and ().
struct ChangeWatcher: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Add") { count += 1 }
    }
    .onChange(of: count) { old, new in print("changed \(old) → \(new), body sees \(count)") }
    .onChange(of: count) { print("changed again") }
  }
}

/// A `.task(id:)` whose id changes while the view is not visible: nothing starts until it is visible again.
struct HiddenIDChange: View {
  @State private var id = 0

  var body: some View {
    Text("id \(id)")
      .task(id: id) {
        print("task for \(id)")
      }
      .onDisappear {
        id += 1  // changes while not visible
      }
  }
}

/// A `.task` whose view re-renders: the task is not restarted, only cancelled when the view goes.
struct RerenderKeepsTask: View {
  @State private var ticks = 0

  var body: some View {
    VStack {
      Text("ticks \(ticks)")
      Button("Tick") { ticks += 1 }
    }
    .task {
      do {
        try await Task.sleep(for: .seconds(2))
        print("task finished")
      } catch {
        print("task cancelled")
      }
    }
  }
}
