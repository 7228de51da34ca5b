// Mirrors SwiftData's `FetchDescriptor` (iOS 17 SDK). Status: partial — predicate, sort, offset, limit and
// includePendingChanges act; prefetching and property lists are accepted and change nothing.
import Foundation

/// A type that describes the criteria, sort order, and any additional configuration to use when performing a fetch
/// (Apple: `FetchDescriptor`). https://developer.apple.com/documentation/swiftdata/fetchdescriptor
public struct FetchDescriptor<T: PersistentModel> {
  /// The models to fetch (all of the type when nil).
  public var predicate: Predicate<T>?
  /// The order of the result; models the descriptors find equal keep the order they were inserted in.
  public var sortBy: [SortDescriptor<T>]
  /// The number of models to skip.
  public var fetchOffset: Int?
  /// The most models to return.
  public var fetchLimit: Int?
  /// Whether inserted and deleted models not yet saved count (true by default).
  public var includePendingChanges = true
  /// Key paths to prefetch (accepted: every model is in memory here).
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
  /// Key paths to fetch (accepted: every property is fetched here).
  public var propertiesToFetch: [PartialKeyPath<T>] = []

  /// Creates a fetch descriptor. https://developer.apple.com/documentation/swiftdata/fetchdescriptor/init(predicate:sortby:)
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

extension FetchDescriptor: @unchecked Sendable {}
