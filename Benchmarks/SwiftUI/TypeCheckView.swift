import SwiftUI

@Observable final class InboxModel {
  var messages: [String] = []
  var query = ""
  var isLoading = false
  var error: String?

  func load(matching query: String) async {
    isLoading = true
    defer { isLoading = false }
    do {
      try await Task.sleep(for: .milliseconds(200))
      messages = ["\(query) one", "\(query) two", "\(query) three"]
    } catch {
      self.error = "cancelled"
    }
  }
}

struct InboxView: View {
  @State private var model = InboxModel()
  @State private var query = ""
  @State private var showsArchived = false
  @State private var taps = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Label("Inbox", systemImage: "tray")
          .font(.headline)
        Spacer()
        Text("\(model.messages.count) messages")
          .foregroundStyle(.secondary)
      }
      if let error = model.error {
        Text(error).foregroundStyle(.red)
      }
      List {
        Section("Today") {
          ForEach(model.messages, id: \.self) { message in
            HStack {
              Image(systemName: "envelope")
              Text(message).bold()
            }
          }
        }
        Section {
          Button(showsArchived ? "Hide archived" : "Show archived") { showsArchived.toggle() }
          if showsArchived {
            Text("Nothing archived")
          }
        } header: {
          Text("Archive")
        } footer: {
          Text("Tapped \(taps) times")
        }
      }
      .refreshable { await model.load(matching: query) }
      Divider()
      Button("Tap") { taps += 1 }.disabled(model.isLoading)
    }
    .padding()
    .searchable(text: $query, prompt: "Search mail")
    .task(id: query) { await model.load(matching: query) }
    .onChange(of: query) { old, new in print(old, new) }
  }
}
