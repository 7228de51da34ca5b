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

/// The README catalogue's content example: a spinner, then the unavailable box (README "The view catalogue").
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
