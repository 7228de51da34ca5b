/// The shared list the benchmark children append their index to when they wake.
@MainActor
package final class WakeLog {
  /// Indices in wake order.
  package private(set) var indices: [Int] = []

  /// An empty log with room for `capacity` entries.
  package init(capacity: Int) { indices.reserveCapacity(capacity) }

  /// Records that child `index` woke.
  package func append(_ index: Int) { indices.append(index) }
}
