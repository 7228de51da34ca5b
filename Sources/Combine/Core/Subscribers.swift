// Combine's `Subscribers`, `Subscribers.Completion` and `Subscribers.Demand`
// (developer.apple.com/documentation/combine/subscribers/demand), checked against the iOS 18 SDK. Status: complete.

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
  /// A signal that a publisher doesn't produce additional elements, either due to normal completion or an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
    case failure(Failure)
  }

  /// A requested number of items, sent to a publisher from a subscriber through the subscription.
  ///
  /// `unlimited` absorbs any arithmetic; a finite demand never goes below zero when something is subtracted from
  /// it, and additions saturate to `unlimited` on overflow, as Apple documents for the operators.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
    /// `nil` means unlimited.
    private let count: Int?

    private init(count: Int?) { self.count = count }

    /// A request for as many values as the publisher can produce.
    public static let unlimited = Demand(count: nil)
    /// A request for no elements from the publisher.
    public static let none = Demand(count: 0)

    /// Creates a demand for the given maximum number of elements (which must not be negative).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "Demand cannot be negative")
      return Demand(count: value)
    }

    /// The number of requested values, or `nil` if unlimited.
    public var max: Int? { count }

    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : Demand(count: sum)
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    public static func + (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(rhs)
      return overflow ? .unlimited : Demand(count: Swift.max(0, sum))
    }

    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
      return overflow ? .unlimited : Demand(count: Swift.max(0, product))
    }

    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    /// Subtracting from `unlimited` leaves it unlimited; subtracting `unlimited` from a finite demand gives none.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      guard let right = rhs.count else { return .none }
      return Demand(count: Swift.max(0, left - right))
    }

    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let left = lhs.count else { return .unlimited }
      let (difference, overflow) = left.subtractingReportingOverflow(rhs)
      return overflow ? .none : Demand(count: Swift.max(0, difference))
    }

    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): return false
      case (_, nil): return true
      case let (left?, right?): return left < right
      }
    }

    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs > $0 } ?? false }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs >= $0 } ?? false }
    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs < $0 } ?? true }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs <= $0 } ?? true }
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }
    public static func == (lhs: Demand, rhs: Int?) -> Bool { lhs.count == rhs }
    public static func != (lhs: Demand, rhs: Int?) -> Bool { lhs.count != rhs }
    public static func == (lhs: Int?, rhs: Demand) -> Bool { rhs.count == lhs }
    public static func != (lhs: Int?, rhs: Demand) -> Bool { rhs.count != lhs }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
