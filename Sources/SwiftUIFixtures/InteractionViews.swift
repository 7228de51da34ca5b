import SwiftUI

/// Pull to refresh: the spinner shows while the refresh runs.
struct RefreshingFeed: View {
  @State private var items = ["first"]

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .refreshable {
        try? await Task.sleep(for: .milliseconds(500))
        items.insert("newer", at: 0)
      }
  }
}

/// The often-reported pitfall: the refresh itself replaces the list (loading state), so it is cancelled.
struct SelfReplacingRefresh: View {
  @State private var loading = false
  @State private var items = ["first"]

  var body: some View {
    Group {
      if loading {
        Text("loading…")
      } else {
        List(items, id: \.self) { Text($0) }
          .refreshable { await reload() }
      }
    }
  }

  func reload() async {
    loading = true
    do {
      try await Task.sleep(for: .milliseconds(500))
      items = ["fresh"]
    } catch {
      print("refresh cancelled")
    }
    loading = false
  }
}

/// `\.isSearching` for the searchable content, and `\.dismissSearch`.
struct SearchState: View {
  @State private var query = ""

  var body: some View {
    SearchStatus()
      .searchable(text: $query)
  }
}

/// A search whose query is only sent when the user presses the search key: `.onSubmit(of: .search)` above the
/// field runs, a text-only `.onSubmit` does not, and one inside the searchable content is not in the field's
/// hierarchy.
struct SubmittedSearch: View {
  @State private var query = ""
  @State private var submitted: [String] = []

  var body: some View {
    VStack {
      Text("Submitted: \(submitted.joined(separator: ", "))")
        .onSubmit(of: .search) { submitted.append("inner") }
    }
    .searchable(text: $query, prompt: "Find a city")
    .onSubmit(of: .search) { submitted.append(query) }
    .onSubmit { submitted.append("text only") }
  }
}

/// Shows whether the search is active; can end it.
struct SearchStatus: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    VStack {
      Text(isSearching ? "searching" : "not searching")
      Button("Done") { dismissSearch() }
    }
  }
}

/// Labels, images, spacers, dividers, styling, disabled buttons and tap gestures as text.
/// `onTapGesture` with a location: the tap lands at the view's origin, in the space asked for.
struct TapLocations: View {
  @State private var last = "none"

  var body: some View {
    VStack {
      Text("last \(last)")
      Text("Pin").onTapGesture { location in last = "local \(location.x),\(location.y)" }
      Text("Global").onTapGesture(count: 1, coordinateSpace: .global) { location in
        last = "global \(location.x),\(location.y)"
      }
    }
  }
}

struct Gallery: View {
  @State private var taps = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Label("Inbox", systemImage: "tray")
        .font(.headline)
        .foregroundStyle(.secondary)
      HStack {
        Image(systemName: "star")
        Spacer()
        Text("\(taps) taps").bold().padding()
      }
      Divider()
      Button("Save") {}.disabled(true)
        .keyboardShortcut(.defaultAction)
      Text("Tap me").onTapGesture { taps += 1 }
        .frame(maxWidth: .infinity)
        .background(.blue, in: RoundedRectangle(cornerRadius: 8))
        // Effects that change nothing in text leave the screen and the tap as they are.
        .scaleEffect(1.2).rotationEffect(.degrees(5)).offset(x: 2).transition(.opacity)
        .accessibilityHint("Counts a tap").zIndex(1).fixedSize().mask { Capsule() }
    }
  }
}

/// A user's view modifier with state of its own.
struct CountingBadge: ViewModifier {
  @State private var shown = 0

  func body(content: Content) -> some View {
    HStack {
      content
      Text("badge \(shown)")
    }
    .onAppear { shown += 1 }
  }
}

/// Applies the modifier to changing content.
struct BadgeScreen: View {
  @State private var title = "one"

  var body: some View {
    VStack {
      Text(title).modifier(CountingBadge())
      Button("Rename") { title = "two" }
    }
  }
}

/// Localized text: the key and its interpolation resolve through the registered catalog.
struct Welcome: View {
  let name = "Mia"
  let count = 3

  var body: some View {
    VStack {
      Text("Hello \(name), you have \(count) messages")
      Text("Untranslated \(count)")
      Text(verbatim: "Hello %@")
    }
  }
}

/// A row that hands its button a callback it was given: a plain `() -> Void`, not `Sendable`, as ordinary code
/// writes it.
struct CallbackRow: View {
  let title: String
  let onTap: () -> Void

  var body: some View {
    HStack {
      Button(title, action: onTap)
      Button(role: .destructive, action: onTap) { Text("\(title) again") }
    }
  }
}

/// Buttons whose actions are a child's callback, a main-actor method and a closure value.
struct ButtonCallbacks: View {
  @State private var count = 0

  var body: some View {
    let double: () -> Void = { count *= 2 }
    VStack {
      Text("count \(count)")
      CallbackRow(title: "Add") { count += 1 }
      Button("Reset", action: reset)
      Button("Double", action: double)
    }
  }

  private func reset() { count = 0 }
}
