import AsyncSimulation
import Foundation
import Testing

/// Combine on virtual time: the fixtures (`Sources/SwiftUIFixtures/CombineFixtures.swift`) print what their
/// subscribers receive; these tests read the prints at their virtual times, each against Apple's documentation.
@Suite("Combine on virtual time")
struct CombineTimingTests {
  /// The `print` events as `<ms> <task> print <text>`.
  private func prints(_ fixture: String) throws -> [String] { try SwiftUIRuns.trace(fixture).lines(.print) }

  /// developer.apple.com/documentation/combine/publishers/debounce: "publishes elements only after a specified time
  /// interval elapses between events" — a, b, c at 0, 100, 200 ms give c at 500 ms; d at 700 ms gives d at 1000 ms,
  /// with no scheduler injected, on each of the main schedulers.
  @Test("debounce on RunLoop.main, DispatchQueue.main and OperationQueue.main fires 300 virtual ms after the last value",
        arguments: [("runloop", "RunLoop.main"), ("dispatch", "DispatchQueue.main.asyncAfter #3"),
                    ("operationqueue", "OperationQueue.main")])
  func debounce(_ fixture: String, _ task: String) throws {
    let lines = try prints("combine-debounce-" + fixture)
    #expect(lines.count == 2)
    #expect(lines.first == "500 \(task) print value c")
    #expect(lines.last?.hasPrefix("1000 ") == true && lines.last?.hasSuffix("print value d") == true)
  }

  /// developer.apple.com/documentation/combine/publishers/throttle: the first element at once, then one per
  /// interval — the latest of those that arrived (OpenCombine's reading of the timing).
  @Test func throttleLatest() throws {
    #expect(try prints("combine-throttle-latest") == [
      "0 RunLoop.main print value a", "300 RunLoop.main print value c", "600 RunLoop.main print value d",
      "1000 RunLoop.main print value e",
    ])
  }

  /// The same with `latest: false`: the first of those that arrived in the interval.
  @Test func throttleFirst() throws {
    #expect(try prints("combine-throttle-first") == [
      "0 RunLoop.main print value a", "300 RunLoop.main print value b", "600 RunLoop.main print value d",
      "1000 RunLoop.main print value e",
    ])
  }

  /// developer.apple.com/documentation/combine/publishers/delay: values and the completion, each `interval` later.
  @Test func delay() throws {
    #expect(try prints("combine-delay") == [
      "250 RunLoop.main print value a", "350 RunLoop.main print completion finished",
    ])
  }

  /// developer.apple.com/documentation/combine/publishers/receiveon: the element is delivered through the main
  /// queue, after the job that sent it.
  @Test func receiveOnMainQueue() throws {
    #expect(try prints("combine-receive-on") == [
      "0 main print sent", "0 DispatchQueue.main.async #1 print value a",
    ])
  }

  /// developer.apple.com/documentation/combine/publishers/subscribeon: the subscription is made on the scheduler,
  /// after the current job, so an element sent at once is not received.
  @Test func subscribeOn() throws {
    #expect(try prints("combine-subscribe-on") == ["10 main print value late"])
  }

  /// developer.apple.com/documentation/foundation/timer/3329589-publish: "a publisher that repeatedly emits the
  /// current date on the given interval" — from the connection (autoconnect: the first subscriber), until cancelled.
  @Test func timerPublish() throws {
    let trace = try SwiftUIRuns.trace("combine-timer")
    #expect(trace.lines(.print) == [
      "500 Timer.publish(every: 0.5) print tick 500 ms", "1000 Timer.publish(every: 0.5) print tick 1000 ms",
      "1500 Timer.publish(every: 0.5) print tick 1500 ms", "1600 main print cancelled",
    ])
    #expect(trace.events.last?.nanos == 1_600_000_000)
  }

  /// developer.apple.com/documentation/combine/connectablepublisher/connect(): nothing until `connect()`.
  @Test func timerConnect() throws {
    #expect(try prints("combine-timer-connect") == [
      "1500 Timer.publish(every: 0.5) print tick", "2000 Timer.publish(every: 0.5) print tick",
    ])
  }

  /// developer.apple.com/documentation/combine/publisher/values-1dm9r: `for await` gets each element in order;
  /// leaving the loop leaves the subscription (OpenCombine's reading; Apple is silent), so the timer ticks until its
  /// connection is cancelled.
  @Test func values() throws {
    let trace = try SwiftUIRuns.trace("combine-values")
    #expect(trace.lines(.print) == [
      "250 main print tick 1", "500 main print tick 2", "750 main print tick 3", "750 main print left the loop",
    ])
    #expect(trace.events.last?.nanos == 1_050_000_000)
  }

  /// developer.apple.com/documentation/foundation/urlsession/datataskpublisher: answered by the routes, as
  /// `data(for:)` is; the request starts at the subscription's demand (50 ms), not when the publisher is made; a
  /// missing route fails with the `URLError`, delivered off the main queue.
  @Test func dataTaskPublisher() throws {
    let trace = try SwiftUIRuns.trace("combine-data-task")
    #expect(trace.lines(.print) == [
      "0 main print made", "250 DispatchQueue.main.async #1 print items [\"a\", \"b\"]",
      "250 DispatchQueue.main.async #2 print completion finished",
      "550 URLSession.dataTaskPublisher print failed true",
    ])
    let requests = trace.events.filter { $0.kind == .request }.map { Milliseconds.format($0.nanos) }
    #expect(requests == ["50", "250", "550", "550"])
  }

  /// Cancelling the subscription cancels the data task: the request ends cancelled and nothing is delivered.
  @Test func dataTaskPublisherCancel() throws {
    let trace = try SwiftUIRuns.trace("combine-data-task-cancel")
    #expect(trace.lines(.print) == ["300 main print cancelled"])
    let ended = trace.events.filter { $0.kind == .request && $0.outcome != nil }
    #expect(ended.map { "\(Milliseconds.format($0.nanos)) \($0.outcome ?? "")" } == ["300 cancelled"])
  }

  /// developer.apple.com/documentation/combine/publishers/timeout: "terminates publishing if the upstream publisher
  /// exceeds the specified time interval without producing an element" — the clock restarts at each element.
  @Test func timeout() throws {
    #expect(try prints("combine-timeout") == [
      "100 RunLoop.main print value a", "300 RunLoop.main print value b", "550 RunLoop.main print completion finished",
    ])
  }

  /// developer.apple.com/documentation/combine/future/value-9iwjz: `await future.value` waits for the promise.
  @Test func futureValue() throws {
    #expect(try prints("combine-future-async") == ["200 main print value 42"])
  }

  /// developer.apple.com/documentation/swiftui/view/onreceive(_:perform:): the action runs for each element while
  /// the view exists; once the view is removed (200 ms) its subscription is gone.
  @Test func onReceive() throws {
    let trace = try SwiftUIRuns.trace("combine-on-receive")
    #expect(trace.lines(.print) == ["100 main print received"])
    #expect(trace.screens.last == "200 [Ping] | [Hide]")
  }

  /// developer.apple.com/documentation/combine/observableobject: an object may declare its own `objectWillChange`;
  /// the views holding it update when it sends.
  @Test func customObjectWillChange() throws {
    #expect(try SwiftUIRuns.trace("combine-custom-will-change").screens == ["0 count 0 | [Bump]", "100 count 1 | [Bump]"])
  }

  /// The classic search: `$query` debounced 300 ms on `RunLoop.main`, loaded with `dataTaskPublisher`, the latest
  /// answer received on the main queue: one request at 500 ms (300 ms after the last keystroke), shown at 800 ms.
  @Test func publishedSearch() throws {
    let trace = try SwiftUIRuns.trace("combine-published-search")
    let requests = trace.events.filter { $0.kind == .request }.map { "\(Milliseconds.format($0.nanos)) \($0.outcome ?? "sent")" }
    #expect(requests == ["500 sent", "800 200"])
    #expect(trace.screens.last == "800 🔍 swift | • swift | • swiftui")
    let restarts = trace.events.filter { $0.kind == .cancel }.compactMap(\.by)
    #expect(restarts == Array(repeating: "debounce: a newer value arrived", count: 3))
    #expect(trace.events.filter { $0.kind == .runtimeWarning }.isEmpty)
  }

  /// Without `receive(on: DispatchQueue.main)` the results are published from the data task's thread: SwiftUI's
  /// runtime warning, as Xcode shows it (developer.apple.com/documentation/combine/publisher/receive(on:options:):
  /// "use receive(on:) … to perform UI updates on the main thread"), and the screen still updates.
  @Test func publishingFromABackgroundThreadIsWarned() throws {
    let trace = try SwiftUIRuns.trace("combine-background-publish")
    let warnings = trace.events.filter { $0.kind == .runtimeWarning }
    #expect(warnings.map { "\(Milliseconds.format($0.nanos)) \($0.task ?? "")" } == ["600 URLSession.dataTaskPublisher"])
    #expect(warnings.first?.text == RuntimeWarning.publishingFromBackgroundThread)
    #expect(trace.screens.last == "600 🔍 swift | • swift | • swiftui")
  }
}
