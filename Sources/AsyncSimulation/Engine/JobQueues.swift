/// A FIFO ring buffer of plain values: the scheduler's ready queue. O(1) append and removal; growing copies once
/// per doubling. Elements need no cleanup (they are pointers and numbers).
struct RingQueue<Element: BitwiseCopyable> {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int
  private var head = 0
  private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 2)
    storage = .allocate(capacity: self.capacity)
  }

  var isEmpty: Bool { count == 0 }

  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    var index = head + count
    if index >= capacity { index -= capacity }
    (storage + index).initialize(to: element)
    count += 1
  }

  @inline(__always)
  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    head += 1
    if head == capacity { head = 0 }
    count -= 1
    return element
  }

  /// The element `offset` places after the head (schedule exploration looks at every ready job).
  subscript(offset offset: Int) -> Element {
    var index = head + offset
    if index >= capacity { index -= capacity }
    return storage[index]
  }

  /// Removes and returns the element `offset` places after the head; the others keep their order.
  mutating func remove(at offset: Int) -> Element {
    let element = self[offset: offset]
    var index = head + offset
    if index >= capacity { index -= capacity }
    for _ in offset..<(count - 1) {
      let next = index + 1 == capacity ? 0 : index + 1
      storage[index] = storage[next]
      index = next
    }
    count -= 1
    return element
  }

  private mutating func grow() {
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    let firstPart = min(count, capacity - head)
    bigger.initialize(from: storage + head, count: firstPart)
    (bigger + firstPart).initialize(from: storage, count: count - firstPart)
    storage.deallocate()
    storage = bigger
    capacity *= 2
    head = 0
  }

  /// Frees the storage (the queue is unusable afterwards).
  mutating func deallocate() {
    storage.deallocate()
    capacity = 0
    count = 0
  }
}

/// A binary min-heap of timers ordered by (deadline, sequence): equal deadlines fire in the order they were set.
struct TimerHeap<Payload> {
  struct Item {
    var deadline: Int64
    var sequence: UInt64
    var payload: Payload
  }

  private(set) var items: [Item] = []

  /// An empty heap with room for `capacity` timers.
  init(capacity: Int = 0) { items.reserveCapacity(capacity) }

  var isEmpty: Bool { items.isEmpty }
  var count: Int { items.count }
  var first: Item? { items.first }

  @inline(__always)
  private static func precedes(_ a: Item, _ b: Item) -> Bool {
    a.deadline < b.deadline || (a.deadline == b.deadline && a.sequence < b.sequence)
  }

  mutating func push(_ item: Item) {
    items.append(item)
    items.withUnsafeMutableBufferPointer { heap in
      // Sift up with a hole: parents move down, the new item is written once.
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard Self.precedes(item, heap[parent]) else { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = item
    }
  }

  mutating func popFirst() -> Item? {
    guard !items.isEmpty else { return nil }
    let last = items.removeLast()
    guard !items.isEmpty else { return last }
    return items.withUnsafeMutableBufferPointer { heap in
      let top = heap[0]
      // Sift down with a hole: the smaller child moves up until `last` fits.
      let n = heap.count
      var parent = 0
      while true {
        var child = 2 * parent + 1
        if child >= n { break }
        if child + 1 < n && Self.precedes(heap[child + 1], heap[child]) { child += 1 }
        guard Self.precedes(heap[child], last) else { break }
        heap[parent] = heap[child]
        parent = child
      }
      heap[parent] = last
      return top
    }
  }
}
