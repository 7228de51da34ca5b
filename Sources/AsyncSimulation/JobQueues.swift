/// A FIFO ring buffer: the scheduler's ready queue. Amortised O(1) append and removal.
struct RingQueue<Element> {
  private var storage: [Element?]
  private var head = 0
  private(set) var count = 0

  init(capacity: Int = 256) { storage = Array(repeating: nil, count: max(capacity, 2)) }

  var isEmpty: Bool { count == 0 }

  mutating func append(_ element: Element) {
    if count == storage.count { grow() }
    storage[(head + count) % storage.count] = element
    count += 1
  }

  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    storage[head] = nil
    head = (head + 1) % storage.count
    count -= 1
    return element
  }

  private mutating func grow() {
    var bigger: [Element?] = Array(repeating: nil, count: storage.count * 2)
    for i in 0..<count { bigger[i] = storage[(head + i) % storage.count] }
    storage = bigger
    head = 0
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

  var isEmpty: Bool { items.isEmpty }
  var count: Int { items.count }
  var first: Item? { items.first }

  private static func precedes(_ a: Item, _ b: Item) -> Bool {
    a.deadline < b.deadline || (a.deadline == b.deadline && a.sequence < b.sequence)
  }

  mutating func push(_ item: Item) {
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(items[child], items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popFirst() -> Item? {
    guard !items.isEmpty else { return nil }
    let top = items[0]
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var parent = 0
      let n = items.count
      while true {
        let left = 2 * parent + 1, right = left + 1
        var smallest = parent
        if left < n && Self.precedes(items[left], items[smallest]) { smallest = left }
        if right < n && Self.precedes(items[right], items[smallest]) { smallest = right }
        if smallest == parent { break }
        items.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return top
  }
}
