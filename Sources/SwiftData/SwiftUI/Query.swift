// Mirrors SwiftData's `Query` property wrapper (iOS 17 SDK). Status: partial — the descriptor, filter and sort
// initialisers act; `animation` and `transaction` are accepted and change nothing in text.
import Foundation
import SwiftUI

/// A property wrapper that fetches a set of models and keeps those models in sync with the underlying data (Apple:
/// `Query`): the view is evaluated again after its context inserts, deletes or rolls back, or a fetched model's
/// property it read changes. https://developer.apple.com/documentation/swiftdata/query
///
/// Apple declares `Query<Element, Result>` with `wrappedValue: Result` and only initialisers where `Result ==
/// [Element]`. Here `Result` is also said to be a collection of `Element`s: without that, a view that declares
/// `@Query var users: [User]` and assigns `_users = Query(filter: …)` in its own `init` (Hacking with Swift's
/// dynamic-query pattern) gets "generic parameter 'Element' could not be inferred" on Swift 6.3, since the
/// declaration alone names only `Result`.
@MainActor @propertyWrapper
public struct Query<Element: PersistentModel, Result: RangeReplaceableCollection>: DynamicProperty
  where Result.Element == Element {
  @Environment(\.modelContext) private var context
  private let descriptor: FetchDescriptor<Element>

  /// The models the query finds now, in its order.
  public var wrappedValue: Result {
    Result((try? context.fetch(descriptor)) ?? [])
  }

  /// The context the query fetches from.
  public var modelContext: ModelContext { context }

  /// Creates a query from a fetch descriptor. https://developer.apple.com/documentation/swiftdata/query/init(_:animation:)
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) where Result == [Element] {
    self.descriptor = descriptor
  }

  /// Creates a query with a predicate and sort descriptors.
  /// https://developer.apple.com/documentation/swiftdata/query/init(filter:sort:animation:)
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
              animation: Animation = .default) where Result == [Element] {
    descriptor = FetchDescriptor(predicate: filter, sortBy: descriptors)
  }

  /// Creates a query with a predicate, sorted by one key path.
  /// https://developer.apple.com/documentation/swiftdata/query/init(filter:sort:order:animation:)
  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                 order: SortOrder = .forward, animation: Animation = .default)
    where Result == [Element] {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)])
  }

  /// `keyPath` as the `Sendable` key path Foundation's `SortDescriptor` takes on Linux (Apple's takes any key path):
  /// a key path to a main-actor model's property is not `Sendable`, and is only ever used on the main actor here.
  private static func sendable<Value>(_ keyPath: KeyPath<Element, Value>) -> any KeyPath<Element, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Element, Value> & Sendable).self)
  }

  /// Creates a query with a predicate, sorted by one optional key path.
  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                 order: SortOrder = .forward, animation: Animation = .default)
    where Result == [Element] {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(Self.sendable(keyPath), order: order)])
  }
}
