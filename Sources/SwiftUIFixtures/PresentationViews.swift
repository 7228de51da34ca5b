import SwiftUI

/// A sheet that edits the presenter's state through a binding and closes itself with `\.dismiss`.
struct ProfileScreen: View {
  @State private var name = "Mia"
  @State private var editing = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Name: \(name)")
        Button("Edit") { editing = true }
      }
      .navigationTitle("Profile")
      .onAppear { print("profile appeared") }
      .onDisappear { print("profile disappeared") }
      .sheet(isPresented: $editing, onDismiss: { print("sheet dismissed") }) {
        NameSheet(name: $name)
      }
    }
  }
}

/// The sheet's content: state of its own, a task, a binding to the presenter's name.
struct NameSheet: View {
  @Binding var name: String
  @Environment(\.dismiss) private var dismiss
  @State private var edits = 0

  var body: some View {
    VStack {
      Text("Edits \(edits)")
      Button("Add !") {
        name += "!"
        edits += 1
      }
      Button("Done") { dismiss() }
    }
    .navigationTitle("Edit name")
    .onAppear { print("sheet appeared") }
    .onDisappear { print("sheet disappeared") }
    .task {
      do {
        try await Task.sleep(for: .seconds(5))
        print("sheet task finished")
      } catch {
        print("sheet task cancelled")
      }
    }
  }
}

/// A fruit to show in a sheet.
struct Fruit: Identifiable {
  let id: String
}

/// `.sheet(item:)`: the item is the sheet's identity; a link in the sheet does not reach the stack outside it.
struct FruitPicker: View {
  @State private var selected: Fruit?

  var body: some View {
    NavigationStack {
      List {
        Button("Apple") { selected = Fruit(id: "apple") }
      }
      .sheet(item: $selected) { fruit in
        FruitSheet(fruit: fruit, selected: $selected)
      }
    }
  }
}

/// Shows one fruit; Next shows another in its place.
struct FruitSheet: View {
  let fruit: Fruit
  @Binding var selected: Fruit?

  var body: some View {
    VStack {
      Text(fruit.id)
      Button("Next") { selected = Fruit(id: fruit.id + "+") }
      NavigationLink("More", value: 1)
    }
    .onAppear { print("\(fruit.id) appeared") }
    .onDisappear { print("\(fruit.id) disappeared") }
  }
}

/// An alert with actions (one cancel) and a message, shown when a load fails.
struct RetryLoad: View {
  @State private var status = "idle"
  @State private var failed = false
  @State private var attempts = 0

  var body: some View {
    VStack {
      Text(status)
      Button("Load") {
        attempts += 1
        failed = true
        status = "failed \(attempts)"
      }
    }
    .alert("Could not load", isPresented: $failed) {
      Button("Retry") { status = "retrying, failed is \(failed)" }
      Button("Cancel", role: .cancel) { status = "cancelled" }
    } message: {
      Text("The server said 503.")
    }
  }
}

/// A localized error for the `error:` form of an alert.
struct OfflineError: LocalizedError {
  var errorDescription: String? { "You are offline" }
  var recoverySuggestion: String? { "Try again later." }
}

/// The `error:` form, and an alert without actions (it gets OK).
struct ErrorAlerts: View {
  @State private var error: OfflineError?
  @State private var showingError = false
  @State private var saved = false

  var body: some View {
    VStack {
      Button("Fail") {
        error = OfflineError()
        showingError = true
      }
      Button("Save") { saved = true }
    }
    .alert(isPresented: $showingError, error: error) { _ in
      Button("Understood") {}
    } message: { error in
      Text(error.recoverySuggestion ?? "")
    }
    .alert("Saved", isPresented: $saved) {}
  }
}

/// A confirmation dialog with a destructive action; iOS adds Cancel.
struct DeleteAll: View {
  @State private var items = ["a", "b"]
  @State private var confirming = false

  var body: some View {
    VStack {
      Text("\(items.count) items")
      Button("Delete…") { confirming = true }
    }
    .confirmationDialog("Delete all?", isPresented: $confirming, titleVisibility: .visible) {
      Button("Delete", role: .destructive) { items = [] }
    }
  }
}
