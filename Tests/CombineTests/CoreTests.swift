import Combine
import Testing

/// The protocols' contract: demand, cancellation, type erasure.
@Suite("Combine: demand and cancellation")
struct CoreTests {
  /// developer.apple.com/documentation/combine/subscribers/demand: `unlimited` absorbs arithmetic; a finite demand
  /// never goes below zero.
  @Test func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(3) == Subscribers.Demand.none)
    #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(2) * 3 == .max(6))
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(1) < .unlimited)
    #expect(Subscribers.Demand.unlimited > 1_000)
    #expect(Subscribers.Demand.max(3).max == 3)
    #expect((Subscribers.Demand.max(2) - .max(3)).max == 0)
    #expect(Subscribers.Demand.unlimited.max == nil)
    #expect("\(Subscribers.Demand.max(2))" == "max(2)")
  }

  /// developer.apple.com/documentation/combine/just: one value per subscriber, then finished — and only once asked.
  @Test func justWaitsForDemand() {
    let recorder = Recorder<Int, Never>(initial: .none)
    Just(7).subscribe(recorder)
    #expect(recorder.values == [])
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == ["7", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/sequence: as many values as demanded, the rest on the
  /// next request; demand returned from `receive(_:)` counts too.
  @Test func sequenceHonoursDemand() {
    let recorder = Recorder<Int, Never>(initial: .max(2))
    [1, 2, 3, 4, 5].publisher.subscribe(recorder)
    #expect(recorder.values == ["1", "2"])
    recorder.perValue = .max(1)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == ["1", "2", "3", "4", "5", "finished"])
  }

  /// developer.apple.com/documentation/combine/empty and …/fail: complete at once, without demand.
  @Test func emptyAndFail() {
    let empty = Recorder<Int, Never>(initial: .none)
    Empty<Int, Never>().subscribe(empty)
    #expect(empty.values == ["finished"])
    let never = Recorder<Int, Never>()
    Empty<Int, Never>(completeImmediately: false).subscribe(never)
    #expect(never.values == [])
    let fail = Recorder<Int, Boom>(initial: .none)
    Fail<Int, Boom>(error: Boom()).subscribe(fail)
    #expect(fail.values == ["failure(Boom1)"])
  }

  /// developer.apple.com/documentation/combine/anycancellable: "automatically calls cancel() when deinitialized".
  @Test func anyCancellableCancelsOnDeinit() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var cancellable: AnyCancellable? = subject.sink { seen.append($0) }
    subject.send(1)
    #expect(cancellable != nil)
    cancellable = nil
    subject.send(2)
    #expect(seen == [1])
  }

  /// developer.apple.com/documentation/combine/anycancellable/store(in:)-6cr9i and …-3hyxs: kept in a set or a
  /// collection, alive as long as it is.
  @Test func storeInSetAndArray() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [String] = []
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    subject.sink { seen.append("set \($0)") }.store(in: &set)
    subject.sink { seen.append("array \($0)") }.store(in: &array)
    subject.send(1)
    set.removeAll()
    subject.send(2)
    array.removeAll()
    subject.send(3)
    #expect(seen == ["set 1", "array 1", "array 2"])
  }

  /// developer.apple.com/documentation/combine/anycancellable/cancel(): cancelling twice runs the closure once.
  @Test func cancelRunsOnce() {
    var count = 0
    let cancellable = AnyCancellable { count += 1 }
    cancellable.cancel()
    cancellable.cancel()
    #expect(count == 1)
  }

  /// developer.apple.com/documentation/combine/future: the closure runs when the future is made; every
  /// subscriber gets the one result; only the first promise call counts.
  @Test func futureRunsOnceAndShares() {
    var runs = 0
    var fulfil: ((Result<Int, Never>) -> Void)?
    let future = Future<Int, Never> { promise in
      runs += 1
      fulfil = promise
    }
    #expect(runs == 1)
    let early = Recorder<Int, Never>()
    future.subscribe(early)
    fulfil?(.success(1))
    fulfil?(.success(2))
    let late = Recorder<Int, Never>()
    future.subscribe(late)
    #expect(early.values == ["1", "finished"])
    #expect(late.values == ["1", "finished"])
    #expect(runs == 1)
  }

  /// developer.apple.com/documentation/combine/deferred: the publisher is made per subscriber, at subscription.
  @Test func deferredMakesOnePublisherPerSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    var seen: [Int] = []
    _ = deferred.sink { seen.append($0) }
    _ = deferred.sink { seen.append($0) }
    #expect(seen == [1, 2])
  }

  /// developer.apple.com/documentation/combine/anypublisher: erasure changes nothing of what is published.
  @Test func eraseToAnyPublisher() {
    let erased: AnyPublisher<Int, Never> = [1, 2].publisher.map { $0 * 10 }.eraseToAnyPublisher()
    let recorder = Recorder<Int, Never>()
    erased.subscribe(recorder)
    #expect(recorder.values == ["10", "20", "finished"])
  }

  /// developer.apple.com/documentation/combine/subscribers/sink: a cancelled sink receives nothing more.
  @Test func sinkStopsAfterCancel() {
    let subject = PassthroughSubject<Int, Boom>()
    var seen: [String] = []
    let cancellable = subject.sink(receiveCompletion: { seen.append("\($0)") }, receiveValue: { seen.append("\($0)") })
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    subject.send(completion: .finished)
    #expect(seen == ["1"])
  }

  /// developer.apple.com/documentation/combine/publisher/assign(to:on:): each value is written to the key path.
  @Test func assignToOn() {
    final class Box { var text = "" }
    let box = Box()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.assign(to: \.text, on: box)
    subject.send("a")
    #expect(box.text == "a")
    cancellable.cancel()
    subject.send("b")
    #expect(box.text == "a")
  }
}
