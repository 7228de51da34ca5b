/// Append-only storage for plain values, in fixed-size chunks that never move: growing never copies, so a trace of
/// millions of rows costs its size and no more (an `Array` doubles, and copies while it does).
///
/// A chunk holds a million elements. It is one large allocation, which the C library maps lazily: untouched pages
/// cost no memory, and a run makes a handful of large allocations instead of dozens (each large request makes
/// malloc consolidate its free lists, which costs a run of a hundred thousand tasks whole percents of its time).
///
/// The owner frees it with ``deallocate()``; the elements must be trivial (no references), which is all the
/// recorder stores here.
struct ChunkedStorage<Element: BitwiseCopyable> {
  private static var shift: Int { 20 }
  private static var chunkSize: Int { 1 << shift }
  private static var mask: Int { chunkSize - 1 }

  private var chunks: [UnsafeMutablePointer<Element>] = []
  /// How many elements there are.
  private(set) var count = 0

  init() {}

  /// Appends `element`.
  @inline(__always)
  mutating func append(_ element: Element) {
    let offset = count & Self.mask
    if offset == 0 && count >> Self.shift == chunks.count {
      chunks.append(.allocate(capacity: Self.chunkSize))
    }
    (chunks[count >> Self.shift] + offset).initialize(to: element)
    count += 1
  }

  /// The element at `index` (`0..<count`).
  @inline(__always)
  subscript(index: Int) -> Element {
    get { chunks[index >> Self.shift][index & Self.mask] }
    nonmutating set { chunks[index >> Self.shift][index & Self.mask] = newValue }
  }

  /// Appends `count` copies of `element`.
  mutating func append(repeating element: Element, count: Int) {
    for _ in 0..<count { append(element) }
  }

  /// Forgets every element from `newCount` on (the chunks stay for reuse).
  mutating func truncate(to newCount: Int) {
    count = min(max(newCount, 0), count)
  }

  /// Frees the chunks.
  mutating func deallocate() {
    for chunk in chunks { chunk.deallocate() }
    chunks = []
    count = 0
  }
}
