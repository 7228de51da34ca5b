// The per-subscriber link of Combine's subjects: its own demand, its own cancellation. Mirrors no public Apple
// type (Apple's is private too); the behaviour is `PassthroughSubject`'s and `CurrentValueSubject`'s documented one.

/// One subscriber of a subject: values go to it only while it has demand.
final class SubjectConduit<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  /// Called when the subscriber cancels: the subject forgets it.
  private let detach: (SubjectConduit) -> Void
  /// A `CurrentValueSubject`'s latest value not yet delivered for want of demand, read when demand arrives.
  var undelivered: (() -> Output)?

  init(_ downstream: AnySubscriber<Output, Failure>, detach: @escaping (SubjectConduit) -> Void) {
    self.downstream = downstream
    self.detach = detach
  }

  /// Delivers `value` if the subscriber asked for one; returns whether it did.
  @discardableResult
  func offer(_ value: Output) -> Bool {
    guard let downstream, demand > 0 else { return false }
    demand -= 1
    demand += downstream.receive(value)
    return true
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard let downstream else { return }
    self.downstream = nil
    downstream.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    guard downstream != nil, more > 0 else { return }
    demand += more
    if let pending = undelivered {
      undelivered = nil
      offer(pending())
    }
  }

  func cancel() {
    guard downstream != nil else { return }
    downstream = nil
    undelivered = nil
    detach(self)
  }
}
