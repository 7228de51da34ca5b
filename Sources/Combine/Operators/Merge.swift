// Combine's `merge(with:)`, `Publishers.Merge`, `Merge3` and `MergeMany`
// (developer.apple.com/documentation/combine/publishers/merge), checked against the iOS 18 SDK. Status: complete
// for two or three publishers and any number through `MergeMany`. The merged stream finishes once every upstream
// has finished; a failure of one ends it.

extension Publishers {
  /// A publisher created by applying the merge function to two upstream publishers.
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn(downstream: subscriber)
      subscriber.receive(subscription: fanIn)
      fanIn.add(a)
      fanIn.add(b)
      fanIn.noMoreChildren()
    }
  }

  /// A publisher created by applying the merge function to three upstream publishers.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn(downstream: subscriber)
      subscriber.receive(subscription: fanIn)
      fanIn.add(a)
      fanIn.add(b)
      fanIn.add(c)
      fanIn.noMoreChildren()
    }
  }

  /// A publisher created by applying the merge function to an arbitrary number of upstream publishers.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }

    public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element { publishers = Array(upstream) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let fanIn = FanIn(downstream: subscriber)
      subscriber.receive(subscription: fanIn)
      for publisher in publishers { fanIn.add(publisher) }
      fanIn.noMoreChildren()
    }

    public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
      Publishers.MergeMany(publishers + [other])
    }
  }
}

extension Publisher {
  /// Combines elements from this publisher with those from another publisher of the same type.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }

  /// Combines elements from this publisher with those from two other publishers.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    Publishers.Merge3(self, b, c)
  }
}
