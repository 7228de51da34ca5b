/// The shared list the benchmark children append their index to when they wake.
@MainActor
final class WakeLog {
  /// Indices in wake order.
  private(set) var indices: [Int] = []

  /// An empty log with room for `capacity` entries.
  init(capacity: Int) { indices.reserveCapacity(capacity) }

  /// Records that child `index` woke.
  func append(_ index: Int) { indices.append(index) }
}
