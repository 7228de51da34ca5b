import AsyncSimulation
import SwiftUI

/// Combine programs on virtual time: each prints what it receives, and the SwiftUI tests read the `print` events at
/// their virtual times (`CombineTimingTests`).
enum CombineFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("combine-debounce-runloop") { await debounce(RunLoop.main) },
    SwiftUIFixture("combine-debounce-dispatch") { await debounce(DispatchQueue.main) },
    SwiftUIFixture("combine-debounce-operationqueue") { await debounce(OperationQueue.main) },
    SwiftUIFixture("combine-throttle-latest") { await throttle(latest: true) },
    SwiftUIFixture("combine-throttle-first") { await throttle(latest: false) },
    SwiftUIFixture("combine-delay", body: delay),
    SwiftUIFixture("combine-receive-on", body: receiveOn),
    SwiftUIFixture("combine-subscribe-on", body: subscribeOn),
    SwiftUIFixture("combine-timer", body: timer),
    SwiftUIFixture("combine-timer-connect", body: timerConnect),
    SwiftUIFixture("combine-values", body: values),
    SwiftUIFixture("combine-data-task", body: dataTask),
    SwiftUIFixture("combine-data-task-cancel", body: dataTaskCancel),
    SwiftUIFixture("combine-future-async", body: futureAsync),
    SwiftUIFixture("combine-timeout", body: timeout),
    SwiftUIFixture("combine-on-receive", script: "tap \"Ping\" @100ms; tap \"Hide\" @200ms; tap \"Ping\" @300ms") {
      ReceiverHost()
    },
    SwiftUIFixture("combine-custom-will-change", script: "tap \"Bump\" @100ms") { ManualModelView() },
    SwiftUIFixture("combine-published-search", script: "type s @0ms; type sw @100ms; type swift @200ms") {
      CombineSearchView()
    },
    SwiftUIFixture("combine-background-publish", script: "type swift @0ms") { CombineSearchView(hopsToMain: false) },
  ]

  static let api = "https://api.example.com"

  /// Sends a, b, c at 0, 100, 200 ms and d at 700 ms through a 300 ms debounce on `scheduler`.
  @MainActor static func debounce<S: Scheduler>(_ scheduler: S) async where S.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.debounce(for: .milliseconds(300), scheduler: scheduler).sink { print("value \($0)") }
    subject.send("a")
    try? await Task.sleep(for: .milliseconds(100))
    subject.send("b")
    try? await Task.sleep(for: .milliseconds(100))
    subject.send("c")
    try? await Task.sleep(for: .milliseconds(500))
    subject.send("d")
    try? await Task.sleep(for: .seconds(1))
    cancellable.cancel()
  }

  /// Sends a..e at 0, 100, 200, 400 and 1000 ms through a 300 ms throttle.
  @MainActor static func throttle(latest: Bool) async {
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.throttle(for: .milliseconds(300), scheduler: RunLoop.main, latest: latest)
      .sink { print("value \($0)") }
    var now = 0
    for (value, at) in [("a", 0), ("b", 100), ("c", 200), ("d", 400), ("e", 1000)] {
      if at > now { try? await Task.sleep(for: .milliseconds(at - now)) }
      now = at
      subject.send(value)
    }
    try? await Task.sleep(for: .seconds(1))
    cancellable.cancel()
  }

  /// A value at 0 ms and the completion at 100 ms, delayed by 250 ms.
  @MainActor static func delay() async {
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.delay(for: .milliseconds(250), scheduler: RunLoop.main)
      .sink(receiveCompletion: { print("completion \($0)") }, receiveValue: { print("value \($0)") })
    subject.send("a")
    try? await Task.sleep(for: .milliseconds(100))
    subject.send(completion: .finished)
    try? await Task.sleep(for: .seconds(1))
    cancellable.cancel()
  }

  /// A value sent from the main actor reaches a `receive(on: DispatchQueue.main)` sink after the sending job.
  @MainActor static func receiveOn() async {
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.receive(on: DispatchQueue.main).sink { print("value \($0)") }
    subject.send("a")
    print("sent")
    try? await Task.sleep(for: .milliseconds(10))
    cancellable.cancel()
  }

  /// `subscribe(on:)` subscribes later, on the scheduler: a value sent at once is missed.
  @MainActor static func subscribeOn() async {
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.subscribe(on: RunLoop.main).sink { print("value \($0)") }
    subject.send("early")
    try? await Task.sleep(for: .milliseconds(10))
    subject.send("late")
    cancellable.cancel()
  }

  /// A half-second timer, autoconnected, cancelled after 1.6 s.
  @MainActor static func timer() async {
    let start = Date()
    let cancellable = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
      .sink { date in print("tick \(Int((date.timeIntervalSince(start) * 1_000).rounded())) ms") }
    try? await Task.sleep(for: .milliseconds(1_600))
    cancellable.cancel()
    print("cancelled")
  }

  /// A timer that starts ticking only when connected, at 1 s.
  @MainActor static func timerConnect() async {
    let publisher = Timer.publish(every: 0.5, on: .main, in: .common)
    let cancellable = publisher.sink { _ in print("tick") }
    try? await Task.sleep(for: .seconds(1))
    let connection = publisher.connect()
    try? await Task.sleep(for: .milliseconds(1_100))
    connection.cancel()
    cancellable.cancel()
  }

  /// `for await` over a timer's values, leaving after three; leaving the loop does not stop the timer (OpenCombine's
  /// reading), its connection does.
  @MainActor static func values() async {
    let timer = Timer.publish(every: 0.25, on: .main, in: .common)
    var count = 0
    for await _ in timer.autoconnect().values {
      count += 1
      print("tick \(count)")
      if count == 3 { break }
    }
    print("left the loop")
    try? await Task.sleep(for: .milliseconds(300))
    timer.connect().cancel()
  }

  /// A data task publisher: nothing is sent before demand; the answer, then a missing route.
  @MainActor static func dataTask() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/items", .json(#"["a", "b"]"#, latency: .milliseconds(200)))
    })
    let publisher = URLSession.shared.dataTaskPublisher(for: URL(string: api + "/items")!)
      .map(\.data)
      .decode(type: [String].self, decoder: JSONDecoder())
      .receive(on: DispatchQueue.main)
    print("made")
    try? await Task.sleep(for: .milliseconds(50))
    let cancellable = publisher.sink(receiveCompletion: { print("completion \($0)") },
                                     receiveValue: { print("items \($0)") })
    try? await Task.sleep(for: .milliseconds(500))
    let missing = URLSession.shared.dataTaskPublisher(for: URL(string: "https://elsewhere.example.com/x")!)
      .sink(receiveCompletion: { completion in
        if case .failure(let error) = completion { print("failed \(error.code == .cannotFindHost)") }
      }, receiveValue: { _ in print("unexpected value") })
    try? await Task.sleep(for: .milliseconds(100))
    cancellable.cancel()
    missing.cancel()
  }

  /// Cancelling the subscription cancels the request: nothing more arrives.
  @MainActor static func dataTaskCancel() async {
    RouteTable.install(RouteTable { Route.get(api + "/slow", .json("[]", latency: .seconds(2))) })
    let cancellable = URLSession.shared.dataTaskPublisher(for: URL(string: api + "/slow")!)
      .sink(receiveCompletion: { print("completion \($0)") }, receiveValue: { _ in print("value") })
    try? await Task.sleep(for: .milliseconds(300))
    cancellable.cancel()
    print("cancelled")
    try? await Task.sleep(for: .seconds(3))
  }

  /// Elements at 100 and 300 ms, then silence: a 250 ms timeout ends the stream at 550 ms.
  @MainActor static func timeout() async {
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.timeout(.milliseconds(250), scheduler: RunLoop.main)
      .sink(receiveCompletion: { print("completion \($0)") }, receiveValue: { print("value \($0)") })
    try? await Task.sleep(for: .milliseconds(100))
    subject.send("a")
    try? await Task.sleep(for: .milliseconds(200))
    subject.send("b")
    try? await Task.sleep(for: .seconds(1))
    subject.send("late")
    cancellable.cancel()
  }

  /// A future fulfilled 200 ms later, awaited with `value`.
  @MainActor static func futureAsync() async {
    let future = Future<Int, Never> { promise in
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { promise(.success(42)) }
    }
    let value = await future.value
    print("value \(value)")
  }
}

/// Shows a `Receiver` until "Hide" is tapped; "Ping" sends on the shared subject.
struct ReceiverHost: View {
  @State private var shown = true
  @State private var pings = PassthroughSubject<String, Never>()

  var body: some View {
    VStack {
      Button("Ping") { pings.send("ping") }
      Button("Hide") { shown = false }
      if shown { Receiver(pings: pings) }
    }
  }
}

/// Counts what the publisher sends.
struct Receiver: View {
  let pings: PassthroughSubject<String, Never>
  @State private var received = 0

  var body: some View {
    Text("received \(received)")
      .onReceive(pings) { _ in
        received += 1
        print("received")
      }
  }
}

/// A model with its own `objectWillChange`, sent by hand.
final class ManualModel: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var count = 0 {
    willSet { objectWillChange.send() }
  }
}

/// Shows the manual model's count.
struct ManualModelView: View {
  @StateObject private var model = ManualModel()

  var body: some View {
    VStack {
      Text("count \(model.count)")
      Button("Bump") { model.count += 1 }
    }
  }
}

/// The classic Combine search: `$query` debounced on the main run loop, each query loaded with a data task
/// publisher, the latest answer shown.
final class CombineSearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  private var cancellables = Set<AnyCancellable>()

  /// With `hopsToMain: false` the chain leaves out `receive(on: DispatchQueue.main)`: the results are published from
  /// the data task's thread.
  init(hopsToMain: Bool = true) {
    let answers = $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .filter { !$0.isEmpty }
      .map { query in
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://api.example.com/search?q=\(query)")!)
          .map(\.data)
          .decode(type: SearchResults.self, decoder: JSONDecoder())
          .map(\.results)
          .replaceError(with: [])
      }
      .switchToLatest()
    let delivered = hopsToMain ? answers.receive(on: DispatchQueue.main).eraseToAnyPublisher()
      : answers.eraseToAnyPublisher()
    delivered
      .sink { [weak self] in self?.results = $0 }
      .store(in: &cancellables)
  }

  struct SearchResults: Decodable {
    var results: [String]
  }
}

/// The search screen of ``CombineSearchModel``.
struct CombineSearchView: View {
  @StateObject private var model: CombineSearchModel

  init(hopsToMain: Bool = true) {
    _model = StateObject(wrappedValue: CombineSearchModel(hopsToMain: hopsToMain))
  }

  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { Text($0) }
        .searchable(text: $model.query)
        .task { RouteTable.install(SearchRoutes.table) }
    }
  }
}
