import Combine
import Foundation
import Testing

/// The operators that work value by value, with their Apple documentation.
@Suite("Combine: operators")
struct OperatorTests {
  private func run<P: Publisher>(_ publisher: P, initial: Subscribers.Demand = .unlimited) -> [String] {
    let recorder = Recorder<P.Output, P.Failure>(initial: initial)
    publisher.subscribe(recorder)
    return recorder.values
  }

  /// developer.apple.com/documentation/combine/publishers/map and …/trymap: a thrown error ends the stream.
  @Test func mapAndTryMap() {
    #expect(run([1, 2].publisher.map { $0 * 2 }) == ["2", "4", "finished"])
    let failing = [1, 2, 3].publisher.tryMap { value -> Int in
      if value == 2 { throw Boom(code: 2) }
      return value
    }
    #expect(run(failing) == ["1", "failure(Boom2)"])
  }

  /// developer.apple.com/documentation/combine/publishers/filter and …/compactmap: a dropped element does not use
  /// up the subscriber's demand.
  @Test func filterAndCompactMapKeepDemand() {
    #expect(run([1, 2, 3, 4, 5].publisher.filter { $0 % 2 == 1 }, initial: .max(2)) == ["1", "3"])
    #expect(run(["1", "x", "3"].publisher.compactMap(Int.init)) == ["1", "3", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/removeduplicates: only consecutive repeats are removed.
  @Test func removeDuplicates() {
    #expect(run([1, 1, 2, 2, 1].publisher.removeDuplicates()) == ["1", "2", "1", "finished"])
    #expect(run(["a", "A", "b"].publisher.removeDuplicates { $0.lowercased() == $1.lowercased() })
            == ["a", "b", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/first and …/firstwhere: the first element ends the
  /// stream and cancels the upstream.
  @Test func firstCancelsUpstream() {
    var cancelled = false
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    subject.handleEvents(receiveCancel: { cancelled = true }).first(where: { $0 > 1 }).subscribe(recorder)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(recorder.values == ["2", "finished"])
    #expect(cancelled)
    #expect(run(Empty<Int, Never>().first()) == ["finished"])
  }

  struct Post: Decodable, CustomStringConvertible {
    var id: Int
    var description: String { "Post \(id)" }
  }

  /// developer.apple.com/documentation/combine/publishers/decode: a decoding error ends the stream with it.
  @Test func decode() {
    let good = Just(Data(#"{"id": 3}"#.utf8)).decode(type: Post.self, decoder: JSONDecoder())
    #expect(run(good) == ["Post 3", "finished"])
    let bad = Just(Data("nope".utf8)).decode(type: Post.self, decoder: JSONDecoder())
    let values = run(bad)
    #expect(values.count == 1 && values[0].hasPrefix("failure("))
  }

  /// developer.apple.com/documentation/combine/publishers/replaceerror: the error becomes the element, then the
  /// stream finishes.
  @Test func replaceError() {
    let publisher = [1, 2].publisher.setFailureType(to: Boom.self).append(Fail(error: Boom())).replaceError(with: 0)
    #expect(run(publisher) == ["1", "2", "0", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/catch: the failed publisher is replaced; the demand still
  /// owed carries over (OpenCombine's reading).
  @Test func catchReplacesThePublisher() {
    let publisher = Fail<Int, Boom>(error: Boom()).catch { _ in [7, 8, 9].publisher }
    #expect(run(publisher, initial: .max(2)) == ["7", "8"])
  }

  /// developer.apple.com/documentation/combine/publishers/retry: the upstream is subscribed again up to `retries`
  /// times, then the failure goes on.
  @Test func retry() {
    var attempts = 0
    let publisher = Deferred { () -> AnyPublisher<Int, Boom> in
      attempts += 1
      return attempts < 3 ? Fail(error: Boom(code: attempts)).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: Boom.self).eraseToAnyPublisher()
    }
    #expect(run(publisher.retry(2)) == ["3", "finished"])
    attempts = -10
    #expect(run(publisher.retry(1)) == ["failure(Boom-8)"])
  }

  /// developer.apple.com/documentation/combine/publishers/handleevents: each closure at its event.
  @Test func handleEvents() {
    var seen: [String] = []
    let publisher = [1].publisher.handleEvents(
      receiveSubscription: { _ in seen.append("subscription") }, receiveOutput: { seen.append("output \($0)") },
      receiveCompletion: { _ in seen.append("completion") }, receiveCancel: { seen.append("cancel") },
      receiveRequest: { seen.append("request \($0)") })
    _ = run(publisher)
    #expect(seen == ["subscription", "request unlimited", "output 1", "completion"])
  }

  final class Lines: TextOutputStream {
    var text = ""
    func write(_ string: String) { text += string }
  }

  /// developer.apple.com/documentation/combine/publishers/print: one line per event, with the prefix.
  @Test func print() {
    let lines = Lines()
    _ = run(Just(1).print("p", to: lines))
    #expect(lines.text == """
      p: receive subscription: (Just)
      p: request unlimited
      p: receive value: (1)
      p: receive finished

      """)
  }

  /// developer.apple.com/documentation/combine/publishers/merge: values as they come; finished once all are.
  @Test func merge() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(recorder.values == ["1", "2", "3"])
    b.send(completion: .finished)
    #expect(recorder.values == ["1", "2", "3", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/combinelatest: nothing until both have a value, then the
  /// latest of each at every new value.
  @Test func combineLatest() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    var seen: [String] = []
    let cancellable = a.combineLatest(b).sink { seen.append("\($0.0)\($0.1)") }
    a.send(1)
    a.send(2)
    b.send("x")
    a.send(3)
    b.send("y")
    #expect(seen == ["2x", "3x", "3y"])
    cancellable.cancel()
  }

  /// developer.apple.com/documentation/combine/publishers/zip: oldest unpaired elements together; finished once a
  /// finished upstream has nothing left to pair.
  @Test func zip() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let recorder = Recorder<(Int, String), Never>()
    a.zip(b).subscribe(recorder)
    a.send(1)
    a.send(2)
    b.send("x")
    a.send(completion: .finished)
    b.send("y")
    #expect(recorder.values == ["(1, \"x\")", "(2, \"y\")", "finished"])
  }

  /// developer.apple.com/documentation/combine/publisher/prepend(_:)-v9sb: the given elements first.
  @Test func prepend() {
    #expect(run([3].publisher.prepend(1, 2)) == ["1", "2", "3", "finished"])
    #expect(run(Just(3).prepend([1].publisher)) == ["1", "3", "finished"])
  }

  /// developer.apple.com/documentation/combine/publishers/collect and …/collectbycount.
  @Test func collect() {
    #expect(run([1, 2, 3].publisher.collect()) == ["[1, 2, 3]", "finished"])
    #expect(run([1, 2, 3].publisher.collect(2)) == ["[1, 2]", "[3]", "finished"])
    let failing = [1].publisher.setFailureType(to: Boom.self).append(Fail(error: Boom())).collect()
    #expect(run(failing) == ["failure(Boom1)"])
  }

  /// developer.apple.com/documentation/combine/publishers/flatmap: `maxPublishers` limits the publishers subscribed
  /// at once; the next upstream element is asked for when one finishes.
  @Test func flatMapMaxPublishers() {
    let upstream = PassthroughSubject<Int, Never>()
    var inner: [PassthroughSubject<String, Never>] = []
    var requests: [String] = []
    let recorder = Recorder<String, Never>()
    upstream
      .handleEvents(receiveRequest: { requests.append("\($0)") })
      .flatMap(maxPublishers: .max(1)) { value -> PassthroughSubject<String, Never> in
        let subject = PassthroughSubject<String, Never>()
        inner.append(subject)
        return subject
      }
      .subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    #expect(inner.count == 1)
    inner[0].send("a")
    inner[0].send(completion: .finished)
    upstream.send(3)
    #expect(inner.count == 2)
    inner[1].send("b")
    #expect(recorder.values == ["a", "b"])
    #expect(requests == ["max(1)", "max(1)"])
  }

  /// developer.apple.com/documentation/combine/publishers/switchtolatest: a new publisher cancels the previous one.
  @Test func switchToLatest() {
    let outer = PassthroughSubject<AnyPublisher<String, Never>, Never>()
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    var firstCancelled = false
    let recorder = Recorder<String, Never>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(first.handleEvents(receiveCancel: { firstCancelled = true }).eraseToAnyPublisher())
    first.send("a")
    #expect(!firstCancelled)
    outer.send(second.eraseToAnyPublisher())
    #expect(firstCancelled)
    first.send("stale")
    second.send("b")
    outer.send(completion: .finished)
    #expect(recorder.values == ["a", "b"])
    second.send(completion: .finished)
    #expect(recorder.values == ["a", "b", "finished"])
  }

  /// developer.apple.com/documentation/combine/publisher/flatmap(maxpublishers:_:)-3k7z5: a publisher that cannot
  /// fail may flat-map into one that can; its elements then carry that failure type.
  @Test func flatMapIntoAFailingPublisher() {
    let publisher = Just(1).flatMap { value in Fail<Int, Boom>(error: Boom(code: value)) }
    #expect(run(publisher) == ["failure(Boom1)"])
  }

  /// developer.apple.com/documentation/combine/immediatescheduler: actions run at once; dates are ignored.
  @Test func immediateScheduler() {
    var seen: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.receive(on: ImmediateScheduler.shared)
      .delay(for: .seconds(5), scheduler: ImmediateScheduler.shared)
      .sink { seen.append("\($0)") }
    subject.send(1)
    seen.append("after send")
    #expect(seen == ["1", "after send"])
    cancellable.cancel()
  }

  /// developer.apple.com/documentation/combine/publisher/values-1dm9r: elements as an async sequence, in order, then
  /// the end.
  @Test func valuesAsAsyncSequence() async {
    var seen: [Int] = []
    for await value in [1, 2, 3].publisher.values { seen.append(value) }
    #expect(seen == [1, 2, 3])
  }

  /// developer.apple.com/documentation/combine/asyncthrowingpublisher: the publisher's error is thrown.
  @Test func throwingValues() async {
    var seen: [Int] = []
    do {
      for try await value in [1].publisher.setFailureType(to: Boom.self).append(Fail(error: Boom())).values {
        seen.append(value)
      }
      Issue.record("no error thrown")
    } catch {
      #expect(error as? Boom == Boom())
    }
    #expect(seen == [1])
  }

  /// developer.apple.com/documentation/foundation/notificationcenter/publisher: each post of the name is an element.
  @Test func notificationCenterPublisher() {
    let center = NotificationCenter()
    let name = Notification.Name("Saved")
    var seen: [String] = []
    let cancellable = center.publisher(for: name).sink { seen.append($0.name.rawValue) }
    center.post(name: name, object: nil)
    center.post(name: Notification.Name("Other"), object: nil)
    cancellable.cancel()
    center.post(name: name, object: nil)
    #expect(seen == ["Saved"])
  }
}
