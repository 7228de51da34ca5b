import SwiftUI

/// A model observed with Observation.
@Observable final class Counter {
  var count = 0
  var unrelated = ""
}

/// The parent reads only `count`; the child gets an input that never changes.
struct CounterScreen: View {
  @State private var counter = Counter()

  var body: some View {
    let _ = print("CounterScreen body")
    VStack {
      Text("count \(counter.count)")
      Button("Add") { counter.count += 1 }
      Button("Touch unrelated") { counter.unrelated = "x" }
      StaticLabel(title: "fixed")
    }
  }
}

/// A child whose inputs do not change: its body runs once.
struct StaticLabel: View {
  let title: String

  var body: some View {
    let _ = print("StaticLabel body")
    Text(title)
  }
}

/// `@State` initial value used once: the parent passes a new start, the child keeps its first.
struct StartsOnce: View {
  @State private var start = 1

  var body: some View {
    VStack {
      Seeded(start: start)
      Button("Bump") { start += 10 }
    }
  }
}

/// A child whose `@State` is seeded from its input.
struct Seeded: View {
  @State private var value: Int
  let start: Int

  init(start: Int) {
    self.start = start
    _value = State(initialValue: start)
  }

  var body: some View {
    Text("start \(start) value \(value)")
  }
}

/// A child edits the parent's state through a `Binding`.
struct BindingParent: View {
  @State private var name = "Mia"

  var body: some View {
    VStack {
      Text("name \(name)")
      NameEditor(name: $name)
    }
  }
}

/// Writes through its binding.
struct NameEditor: View {
  @Binding var name: String

  var body: some View {
    Button("Rename") { name = name + "!" }
  }
}
