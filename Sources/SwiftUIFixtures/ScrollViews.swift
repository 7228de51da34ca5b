import SwiftUI

/// A list of 25 rows in a section, each with state of its own; "Trim" keeps 5 of them.
struct LazyFeed: View {
  @State private var count = 25

  var body: some View {
    NavigationStack {
      List {
        Section("Items") {
          ForEach(0..<count, id: \.self) { index in CounterRow(index: index) }
        }
      }
      .navigationTitle("Feed")
      .toolbar { Button("Trim") { count = 5 } }
    }
  }
}

/// The same rows in a lazy stack inside a scroll view.
struct LazyStackFeed: View {
  @State private var count = 25

  var body: some View {
    VStack {
      Button("Trim") { count = 5 }
      ScrollView {
        LazyVStack {
          ForEach(0..<count, id: \.self) { index in CounterRow(index: index) }
        }
      }
    }
  }
}

/// The same rows in a plain stack inside a scroll view: all appear at once.
struct EagerScrollFeed: View {
  var body: some View {
    ScrollView {
      VStack {
        ForEach(0..<12, id: \.self) { index in CounterRow(index: index) }
      }
    }
  }
}

/// A row that counts its taps and prints its lifecycle.
struct CounterRow: View {
  let index: Int
  @State private var taps = 0

  var body: some View {
    Button("Row \(index) taps \(taps)") { taps += 1 }
      .onAppear { print("appear \(index)") }
      .onDisappear { print("disappear \(index)") }
  }
}

/// Pagination from the last row's `onAppear`: a page of 12 rows at a time (50 ms each), a spinner row while more
/// may come; it loads the next page only when the spinner row comes on screen.
struct PagedList: View {
  @State private var rows: [String] = []
  @State private var pages = 0

  var body: some View {
    List {
      ForEach(rows, id: \.self) { Text($0) }
      if pages < 3 {
        ProgressView()
          .onAppear { print("spinner appeared with \(rows.count) rows") }
          .task { await loadPage() }
      }
    }
  }

  func loadPage() async {
    try? await Task.sleep(for: .milliseconds(50))
    let start = rows.count
    rows += (start..<start + 12).map { "Row \($0 + 1)" }
    pages += 1
  }
}

/// A lazy horizontal stack of 14 items and a form whose sections scroll.
struct HorizontalAndForm: View {
  var body: some View {
    VStack {
      LazyHStack {
        ForEach(0..<14, id: \.self) { Text("\($0)") }
      }
      Form {
        Section("First") {
          ForEach(0..<8, id: \.self) { Text("a\($0)") }
        }
        Section {
          ForEach(0..<8, id: \.self) { Text("b\($0)") }
        } header: {
          Text("Second")
        } footer: {
          Text("End of form")
        }
      }
    }
  }
}

/// A list whose rows change on their own: only the row closure reads `selected` and `hidden`, so a change
/// rebuilds the `ForEach` and not the list. "Next" moves the marked row (each row a new view: the `if` flips);
/// "Hide 3" removes a row, which pulls row 10 into the viewport.
struct MarkedRows: View {
  @State private var selected = 0
  @State private var hidden: Int?

  var body: some View {
    VStack {
      Button("Next") { selected += 1 }
      Button("Hide 3") { hidden = 3 }
      List(0..<12, id: \.self) { index in
        if index != hidden {
          if index == selected {
            Text("▶ \(index)").onAppear { print("appear ▶ \(index)") }
          } else {
            Text("\(index)").onAppear { print("appear \(index)") }
          }
        }
      }
    }
  }
}

/// The README catalogue's list example (docs/swiftui-module.md, "The view catalogue"), played with `scroll bottom @1s`.
struct Numbers: View {
  var body: some View {
    List(1...12, id: \.self) { n in
      Text("Row \(n)")
        .onAppear { print("row \(n) appears") }
    }
  }
}
