import SwiftUI

extension EnvironmentValues {
  @Entry var greeting: String = "hello"
}

/// A custom key the old way.
private struct ShoutKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var shout: Bool {
    get { self[ShoutKey.self] }
    set { self[ShoutKey.self] = newValue }
  }
}

/// Reads `@Entry` and `EnvironmentKey` values set above it.
struct GreetingLine: View {
  @Environment(\.greeting) private var greeting
  @Environment(\.shout) private var shout

  var body: some View {
    Text(shout ? greeting.uppercased() : greeting)
  }
}

/// Sets the environment for its subtree, changes it with a button.
struct EnvironmentScreen: View {
  @State private var loud = false
  @State private var library = Library()

  var body: some View {
    VStack {
      GreetingLine()
      GreetingLine().environment(\.greeting, "bonjour")
      Button("Shout") { loud = true }
      ShelfView()
    }
    .environment(\.shout, loud)
    .environment(library)
  }
}

/// An observable model handed down through the environment.
@Observable final class Library {
  var books = ["Swift"]
}

/// Reads the model from the environment by type.
struct ShelfView: View {
  @Environment(Library.self) private var library

  var body: some View {
    VStack {
      Text("books: \(library.books.count)")
      Button("Add book") { library.books.append("SwiftUI") }
    }
  }
}

/// An `ObservableObject` with `@Published` properties (no Combine needed).
final class Timer3: ObservableObject {
  @Published var ticks = 0
  @Published var label = "idle"
}

/// Holds the object in `@StateObject`, passes it to a child's `@ObservedObject` and down the environment.
struct ObjectScreen: View {
  @StateObject private var timer = Timer3()

  var body: some View {
    VStack {
      Text("ticks \(timer.ticks)")
      TickButton(timer: timer)
      LabelLine()
    }
    .environmentObject(timer)
  }
}

/// Changes the object it observes.
struct TickButton: View {
  @ObservedObject var timer: Timer3

  var body: some View {
    Button("Tick") {
      timer.ticks += 1
      timer.label = "ticked"
    }
  }
}

/// Reads the object from the environment.
struct LabelLine: View {
  @EnvironmentObject var timer: Timer3

  var body: some View {
    Text("label \(timer.label)")
  }
}

/// Two views on the same `@AppStorage` key: a write in one shows in the other.
struct SettingsPair: View {
  var body: some View {
    VStack {
      SettingsEditor()
      SettingsDisplay()
    }
  }
}

/// Writes the stored name.
struct SettingsEditor: View {
  @AppStorage("username") private var username = "guest"

  var body: some View {
    Button("Sign in") { username = "mia" }
  }
}

/// Shows the stored name.
struct SettingsDisplay: View {
  @AppStorage("username") private var username = "guest"

  var body: some View {
    Text("user \(username)")
  }
}

/// `@Bindable` makes bindings to an observable model's properties.
struct BindableScreen: View {
  @State private var form = FormModel()

  var body: some View {
    VStack {
      Text("query \(form.query)")
      QueryEditor(form: form)
    }
  }
}

/// The model edited through `@Bindable`.
@Observable final class FormModel {
  var query = ""
}

/// Edits the model through a search field bound with `$form.query`.
struct QueryEditor: View {
  @Bindable var form: FormModel

  var body: some View {
    Text("editor")
      .searchable(text: $form.query)
  }
}
