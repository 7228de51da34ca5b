import Synchronization

/// Where a benchmark body leaves its checksum for the code that started the run.
package final class BenchTally: Sendable {
  private let value = Atomic<UInt64>(0)

  /// Creates an empty tally.
  package init() {}

  /// The checksum stored by the body (0 until then).
  package var checksum: UInt64 {
    get { value.load(ordering: .acquiring) }
    set { value.store(newValue, ordering: .releasing) }
  }
}
