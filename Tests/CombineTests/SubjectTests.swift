import Combine
import Testing

/// Subjects and `@Published`.
@Suite("Combine: subjects and @Published")
struct SubjectTests {
  /// developer.apple.com/documentation/combine/passthroughsubject: "drops values if there are no subscribers, or
  /// its current demand is zero".
  @Test func passthroughDropsWithoutDemand() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(0)
    let recorder = Recorder<Int, Never>(initial: .max(1))
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    recorder.subscription?.request(.max(1))
    subject.send(3)
    #expect(recorder.values == ["1", "3"])
  }

  /// developer.apple.com/documentation/combine/passthroughsubject: after completion, a new subscriber gets the
  /// completion and values are ignored.
  @Test func passthroughCompletionIsFinal() {
    let subject = PassthroughSubject<Int, Boom>()
    let first = Recorder<Int, Boom>()
    subject.subscribe(first)
    subject.send(completion: .failure(Boom()))
    subject.send(1)
    let late = Recorder<Int, Boom>()
    subject.subscribe(late)
    #expect(first.values == ["failure(Boom1)"])
    #expect(late.values == ["failure(Boom1)"])
  }

  /// developer.apple.com/documentation/combine/currentvaluesubject: a subscriber gets the current value, then each
  /// new one; `value` and `send(_:)` are the same.
  @Test func currentValueSubject() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let recorder = Recorder<Int, Never>()
    subject.subscribe(recorder)
    subject.value = 2
    subject.send(3)
    #expect(subject.value == 3)
    #expect(recorder.values == ["1", "2", "3"])
  }

  /// OpenCombine's reading (Apple is silent): a subscriber that asks late gets the latest value, not the ones it
  /// missed.
  @Test func currentValueSubjectDeliversLatestOnRequest() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let recorder = Recorder<Int, Never>(initial: .none)
    subject.subscribe(recorder)
    subject.send(2)
    subject.send(3)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == ["3"])
  }

  final class Model: ObservableObject {
    @Published var query = ""
    @Published var count = 0
  }

  /// developer.apple.com/documentation/combine/published: "$property" publishes the current value at once, then
  /// each new value in the property's willSet: a subscriber still reads the old value from the object.
  @Test func publishedPublishesInWillSet() {
    let model = Model()
    var seen: [String] = []
    let cancellable = model.$query.sink { new in seen.append("\(new) (object had \(model.query))") }
    model.query = "s"
    model.query = "sw"
    #expect(seen == [" (object had )", "s (object had )", "sw (object had s)"])
    cancellable.cancel()
  }

  /// developer.apple.com/documentation/combine/observableobject: "synthesizes an objectWillChange publisher that
  /// emits the changed value before any of its @Published properties changes".
  @Test func objectWillChangeComesFirst() {
    let model = Model()
    var seen: [String] = []
    let will = model.objectWillChange.sink { seen.append("will change (count \(model.count))") }
    let did = model.$count.dropFirstValue().sink { seen.append("count \($0)") }
    model.count = 1
    #expect(seen == ["will change (count 0)", "count 1"])
    will.cancel()
    did.cancel()
  }

  /// developer.apple.com/documentation/combine/publisher/assign(to:): the values are written to the property as an
  /// assignment is (objectWillChange first); the subscription lives as long as the property's storage.
  @Test func assignToPublished() {
    let model = Model()
    let source = PassthroughSubject<Int, Never>()
    var changes = 0
    let will = model.objectWillChange.sink { changes += 1 }
    source.assign(to: &model.$count)
    source.send(4)
    #expect(model.count == 4)
    #expect(changes == 1)
    will.cancel()
  }

  /// developer.apple.com/documentation/combine/observableobjectpublisher: `send()` reaches every subscriber.
  @Test func observableObjectPublisherSends() {
    let publisher = ObservableObjectPublisher()
    var count = 0
    let a = publisher.sink { count += 1 }
    let b = publisher.sink { count += 10 }
    publisher.send()
    #expect(count == 11)
    a.cancel()
    b.cancel()
  }
}

extension Publisher {
  /// Skips the first value (the current value a `$property` publishes at once).
  func dropFirstValue() -> Publishers.CompactMap<Publishers.Map<Self, (Int, Output)>, Output> {
    var index = 0
    return map { value -> (Int, Output) in
      index += 1
      return (index, value)
    }.compactMap { $0.0 == 1 ? nil : $0.1 }
  }
}
