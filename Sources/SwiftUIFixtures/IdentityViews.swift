import SwiftUI

/// `if`/`else` branches are two identities: toggling destroys the other branch's state.
struct BranchToggle: View {
  @State private var showFirst = true

  var body: some View {
    VStack {
      if showFirst {
        Tally(name: "first")
      } else {
        Tally(name: "second")
      }
      Button("Toggle") { showFirst.toggle() }
    }
  }
}

/// A counter with state of its own, which prints when it appears and disappears.
struct Tally: View {
  let name: String
  @State private var taps = 0

  var body: some View {
    Button("\(name) \(taps)") { taps += 1 }
      .onAppear { print("\(name) appeared") }
      .onDisappear { print("\(name) disappeared") }
  }
}

/// `.id(_:)`: a new id is a new view, its state reset.
struct ResetByID: View {
  @State private var generation = 0

  var body: some View {
    VStack {
      Tally(name: "tally").id(generation)
      Button("Reset") { generation += 1 }
    }
  }
}

/// `ForEach` rows keep their state when the rows are reordered (identity by id, not position).
struct ReorderRows: View {
  @State private var names = ["a", "b"]

  var body: some View {
    List {
      ForEach(names, id: \.self) { name in
        Tally(name: name)
      }
      Section("tools") {
        Button("Reverse") { names.reverse() }
      }
    }
  }
}
