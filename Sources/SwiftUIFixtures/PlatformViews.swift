import Foundation
import SwiftUI

// App code that schedules with Dispatch and Foundation's timers and loads with completion handlers, written as a
// student writes it (their Xcode projects build it in Swift 5 mode; here `MainActor.assumeIsolated` marks what
// runs on the main queue, which Swift 6 cannot see). The platform tests read the traces of PlatformFixtures.

/// A message that changes half a second after the view appears, beside a main-queue block and two tasks.
struct DelayedMessage: View {
  @State private var message = "waiting"

  var body: some View {
    Text(message)
      .onAppear {
        Task { print("task 1") }
        DispatchQueue.main.async { print("main.async") }
        Task { print("task 2") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
          MainActor.assumeIsolated { message = "half a second later" }
        }
      }
  }
}

/// A clock that ticks every second and stops itself at three.
struct TickingClock: View {
  @State private var ticks = 0
  @State private var timer: Timer?

  var body: some View {
    Text("ticks: \(ticks)")
      .onAppear {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
          MainActor.assumeIsolated {
            ticks += 1
            if ticks == 3 {
              timer?.invalidate()
              print("valid after invalidate: \(timer?.isValid == true)")
            }
          }
        }
      }
  }
}

/// A search field debounced with a DispatchWorkItem: each keystroke cancels the pending search and schedules a new
/// one 300 ms later; the search hops to a global queue and comes back to the main queue with its results.
@MainActor
final class WorkItemSearch: ObservableObject {
  @Published var results: [String] = []
  private var pending: DispatchWorkItem?

  func queryChanged(_ text: String) {
    if let pending {
      pending.cancel()
      print("cancelled search for the previous query: \(pending.isCancelled)")
    }
    let item = DispatchWorkItem { [weak self] in
      MainActor.assumeIsolated { self?.search(text) }
    }
    item.notify(queue: .main) { print("work item for \(text) done") }
    pending = item
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: item)
  }

  private func search(_ text: String) {
    print("searching for \(text)")
    DispatchQueue.global(qos: .userInitiated).async {
      let found = ["\(text)-algorithms", "\(text)-collections"]
      DispatchQueue.main.async {
        MainActor.assumeIsolated { self.results = found }
      }
    }
  }
}

struct WorkItemSearchView: View {
  @StateObject private var model = WorkItemSearch()
  @State private var query = ""

  var body: some View {
    List(model.results, id: \.self) { Text($0) }
      .searchable(text: $query)
      .onChange(of: query) { _, new in model.queryChanged(new) }
  }
}

/// Posts loaded with a completion handler, which comes back to the main queue.
@MainActor
final class CallbackPosts: ObservableObject {
  @Published var status = "idle"
  private var task: URLSessionDataTask?

  func load(_ path: String) {
    status = "loading"
    let task = URLSession.shared.dataTask(with: URL(string: "https://api.example.com" + path)!) { data, _, error in
      let text = data.map { String(decoding: $0, as: UTF8.self) }
      let failure = (error as? URLError)?.code == .cancelled ? "cancelled" : error.map { "\($0)" }
      print("handler on the main queue: \(Thread.isMainThread)")
      DispatchQueue.main.async {
        print("back on the main thread: \(Thread.isMainThread)")
        MainActor.assumeIsolated { self.status = text ?? "failed: \(failure ?? "?")" }
      }
    }
    print("state before resume: \(task.state == .suspended ? "suspended" : "other"), main thread: \(Thread.isMainThread)")
    task.resume()
    self.task = task
  }

  func cancel() {
    task?.cancel()
    print("state after cancel: \(task?.state == .canceling ? "canceling" : "other")")
  }
}

struct CallbackPostsView: View {
  @StateObject private var model = CallbackPosts()
  let path: String

  var body: some View {
    VStack {
      Text(model.status)
      Button("Cancel") { model.cancel() }
    }
    .onAppear { model.load(path) }
  }
}
