import Combine
import Testing

/// `dropFirst`, `prefix`, `scan`, `reduce` and `share`.
@Suite("Combine: accumulating and sharing")
struct AccumulateTests {
  private func run<P: Publisher>(_ publisher: P, initial: Subscribers.Demand = .unlimited) -> [String] {
    let recorder = Recorder<P.Output, P.Failure>(initial: initial)
    publisher.subscribe(recorder)
    return recorder.values
  }

  /// developer.apple.com/documentation/combine/publishers/drop: the first `count` elements are omitted, without
  /// using up the subscriber's demand.
  @Test func dropFirst() {
    #expect(run([1, 2, 3, 4].publisher.dropFirst(2)) == ["3", "4", "finished"])
    #expect(run([1, 2, 3, 4].publisher.dropFirst(), initial: .max(2)) == ["2", "3"])
  }

  /// developer.apple.com/documentation/combine/publisher/prefix(_:): up to `maxLength` elements, then finished and
  /// the upstream cancelled.
  @Test func prefix() {
    var cancelled = false
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.handleEvents(receiveCancel: { cancelled = true }).prefix(2).subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(recorder.values == ["1", "2", "finished"])
    #expect(cancelled)
  }

  /// developer.apple.com/documentation/combine/publishers/scan: every partial result is published.
  @Test func scan() {
    #expect(run([1, 2, 3].publisher.scan(0, +)) == ["1", "3", "6", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/reduce: one value, when the upstream finishes.
  @Test func reduce() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.reduce(10, +).subscribe(recorder)
    subject.send(1)
    subject.send(2)
    #expect(recorder.values == [])
    subject.send(completion: .finished)
    #expect(recorder.values == ["13", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/share: one upstream subscription for all subscribers;
  /// a later subscriber gets only what comes after it joined.
  @Test func share() {
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    var seen: [String] = []
    let first = shared.sink { seen.append("first \($0)") }
    subject.send(1)
    let second = shared.sink { seen.append("second \($0)") }
    subject.send(2)
    #expect(subscriptions == 1)
    #expect(seen == ["first 1", "first 2", "second 2"])
    #expect(shared == shared)
    first.cancel()
    second.cancel()
  }
}
