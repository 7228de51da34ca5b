import SwiftUI

/// Every form of `ProgressView`: indeterminate, labelled, determinate with a value a task advances, pinned values.
struct ProgressGallery: View {
  @State private var done = 0.0

  var body: some View {
    VStack {
      ProgressView()
      ProgressView("Loading…")
      ProgressView { Label("Syncing", systemImage: "arrow.clockwise") }
      ProgressView(value: done, total: 4) {
        Text("Downloading")
      } currentValueLabel: {
        Text("\(Int(done)) of 4")
      }
      ProgressView(value: 7.5, total: 5)
      ProgressView(value: -1.0)
      ProgressView(value: Double?.none)
      ProgressView("Uploading", value: 0.25)
        .progressViewStyle(.circular)
    }
    .task {
      for _ in 0..<4 {
        try? await Task.sleep(for: .milliseconds(100))
        done += 1
      }
    }
  }
}

/// `ContentUnavailableView` in its forms: title and icon with a description, the builder form with an action,
/// and the two search forms inside a searchable view.
struct UnavailableGallery: View {
  @State private var query = ""
  @State private var retries = 0

  var body: some View {
    VStack {
      ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
      ContentUnavailableView {
        Label("Offline", systemImage: "wifi.slash")
      } description: {
        Text("Tried \(retries) times")
      } actions: {
        Button("Retry") { retries += 1 }
      }
      ContentUnavailableView.search(text: "swift")
      ContentUnavailableView.search
    }
    .searchable(text: $query)
  }
}

/// The README catalogue's content example: a spinner, then the unavailable box (docs/swiftui-module.md, "The view catalogue").
struct InboxStatus: View {
  @State private var messages: [String]?

  var body: some View {
    Group {
      if let messages, messages.isEmpty {
        ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
      } else if let messages {
        List(messages, id: \.self) { Text($0) }
      } else {
        ProgressView("Loading…")
      }
    }
    .task {
      try? await Task.sleep(for: .milliseconds(300))
      messages = []
    }
  }
}

/// Toolbars on a stack's screens (leading, trailing, bottom placements, a group with an `if`, plain buttons, your
/// own `ToolbarContent`) and overlays (the builder form with a progress view, the value form, a colour).
struct NotesScreen: View {
  @State private var reloads = 0
  @State private var loading = false

  var body: some View {
    NavigationStack {
      List {
        Image(systemName: "bell")
          .overlay(alignment: .topTrailing) { Text("\(reloads)") }
        NavigationLink("Detail") { NoteDetail() }
      }
      .overlay(alignment: .bottom) {
        if loading { ProgressView("Reloading") }
      }
      .overlay(Color.black.opacity(0.1))
      .navigationTitle("Notes")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Reset") { reloads = 0 }
        }
        ToolbarItemGroup(placement: .primaryAction) {
          Button("Reload") { loading = true }
          if reloads > 0 { Text("✓") }
        }
        if reloads > 1 {
          StatusBar(reloads: reloads)
        }
      }
      .task(id: loading) {
        guard loading else { return }
        try? await Task.sleep(for: .milliseconds(100))
        reloads += 1
        loading = false
      }
    }
  }
}

/// Toolbar content of your own: a bottom-bar item.
struct StatusBar: ToolbarContent {
  let reloads: Int

  var body: some ToolbarContent {
    ToolbarItem(placement: .bottomBar) { Text("Reloaded \(reloads) times") }
  }
}

/// A pushed screen with a toolbar of plain buttons.
struct NoteDetail: View {
  @State private var shares = 0

  var body: some View {
    Text("Shared \(shares)")
      .navigationTitle("Detail")
      .toolbar {
        Button("Share") { shares += 1 }
      }
  }
}

/// The README catalogue's toolbar example (docs/swiftui-module.md, "The view catalogue"), played with `tap Reload @10ms`.
struct FeedScreen: View {
  @State private var loads = 0
  @State private var loading = false

  var body: some View {
    NavigationStack {
      Text("Loaded \(loads) times")
        .overlay {
          if loading { ProgressView() }
        }
        .navigationTitle("Feed")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Reload") { loading = true }
          }
        }
        .task(id: loading) {
          guard loading else { return }
          try? await Task.sleep(for: .milliseconds(200))
          loads += 1
          loading = false
        }
    }
  }
}
