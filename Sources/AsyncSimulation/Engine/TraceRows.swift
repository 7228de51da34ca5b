/// The recorder's compact storage of one run's events: 16 bytes a row, sleep deadlines and texts kept aside, so a
/// bench of millions of events stays small.
struct TraceRows {
  /// One event. `value` depends on the kind: an index into `untils` (sleep, work, block), a code (wake: 0 timer,
  /// 1 cancelled; task_end: 0 returned, 1 cancelled, else 2 + an index into `payloads`), or an index into `payloads`
  /// (for cancel, its cause's).
  struct Row: BitwiseCopyable {
    var nanos: Int64
    /// The task's slot + 1 (0: no task) in the low 27 bits, the kind's index above.
    var taskAndKind: UInt32
    var value: UInt32

    var task: Int32 { Int32(bitPattern: taskAndKind & Self.taskMask) - 1 }
    var kind: TraceEvent.Kind { TraceRows.kinds[Int(taskAndKind >> Self.kindShift)] }

    static let kindShift: UInt32 = 27
    static let taskMask: UInt32 = (1 << kindShift) - 1
  }

  /// Text carried by an event.
  enum Payload {
    case text(String)
    case state(name: String, from: String, to: String)
    /// A `request` event: its method and URL, and how it ended (nil at its start).
    case request(label: String, outcome: String?)
    case cancel(CancelCause)
    /// A `log` event: the level, the logger's `subsystem/category` (nil for the default log) and the message.
    case log(level: String, label: String?, text: String)
  }

  static let kinds = TraceEvent.Kind.allCases
  private static let kindIndex: [TraceEvent.Kind: UInt32] = {
    var index: [TraceEvent.Kind: UInt32] = [:]
    for (i, kind) in kinds.enumerated() { index[kind] = UInt32(i) }
    return index
  }()
  /// Kind indexes for the hot path (no dictionary lookup).
  static let taskStartCode = kindIndex[.taskStart]!
  static let sleepCode = kindIndex[.sleep]!
  static let wakeCode = kindIndex[.wake]!
  static let readyCode = kindIndex[.ready]!
  static let cancelCode = kindIndex[.cancel]!
  static let taskEndCode = kindIndex[.taskEnd]!

  private(set) var rows = ChunkedStorage<Row>()
  private var untils = ChunkedStorage<Int64>()
  private(set) var payloads: [Payload] = []
  /// Once a run asks for executors (``recordExecutors(from:)``): the executor of each row from `executorsFrom` on,
  /// as ``executorOfCaller`` reports it when the row is appended (0 none, 1 main, 2 default).
  private var executors = ChunkedStorage<UInt8>()
  private var executorsFrom = Int.max
  private var executorOfCaller: (() -> UInt8)?

  /// How many events there are.
  var count: Int { rows.count }
  /// The time of the last event, or 0.
  var lastNanos: Int64 { rows.count > 0 ? rows[rows.count - 1].nanos : 0 }

  @inline(__always)
  private mutating func append(_ kindCode: UInt32, task: Int32, at nanos: Int64, value: UInt32) {
    rows.append(Row(nanos: nanos, taskAndKind: kindCode << Row.kindShift | UInt32(bitPattern: task + 1), value: value))
    if let executorOfCaller {
      // A wake is the timer firing, between jobs: it ran on no executor; nor does a task waiting for a thread. A
      // task's end runs none of the program's code either, and where the runtime completes the task depends on the
      // optimiser: the hop back to a nonisolated closure's default executor after its last
      // `await MainActor.run { … }` is made by a debug build and dropped by a release one (SIL's
      // OptimizeHopToExecutor removes a hop that nothing after it needs). So a task's end names no executor: the
      // trace says where the program's code ran, the same from every build.
      let none = kindCode == Self.wakeCode || kindCode == Self.readyCode || kindCode == Self.taskEndCode
      executors.append(none ? 0 : executorOfCaller())
    }
  }

  /// From now on every row also records the executor the code appending it runs on, as `executor` reports it
  /// (0 none, 1 main, 2 default).
  mutating func recordExecutors(_ executor: @escaping () -> UInt8) {
    guard executorOfCaller == nil else { return }
    executorsFrom = rows.count
    executorOfCaller = executor
  }

  /// The executor recorded with row `index`: `main`, `default`, or nil (not recorded, or none).
  func executor(at index: Int) -> String? {
    guard index >= executorsFrom, index - executorsFrom < executors.count else { return nil }
    switch executors[index - executorsFrom] {
    case 1: return "main"
    case 2: return "default"
    default: return nil
    }
  }

  /// A `task_start`, `cancel` or other event without a value.
  @inline(__always)
  mutating func append(_ kindCode: UInt32, task: Int32, at nanos: Int64) {
    append(kindCode, task: task, at: nanos, value: 0)
  }

  /// A `sleep`, `work` or `block` event until `until`.
  mutating func append(span kind: TraceEvent.Kind, task: Int32, at nanos: Int64, until: Int64) {
    untils.append(until)
    append(Self.kindIndex[kind]!, task: task, at: nanos, value: UInt32(untils.count - 1))
  }

  /// A `sleep` event (the hot path of ``append(span:task:at:until:)``).
  @inline(__always)
  mutating func appendSleep(task: Int32, at nanos: Int64, until: Int64) {
    untils.append(until)
    append(Self.sleepCode, task: task, at: nanos, value: UInt32(untils.count - 1))
  }

  /// A `ready` event: the task waits for the main actor's thread (`main`) or a pool thread.
  mutating func appendReady(task: Int32, at nanos: Int64, main: Bool) {
    append(Self.readyCode, task: task, at: nanos, value: main ? 0 : 1)
  }

  /// A `wake` event, by the timer or cut short by cancellation.
  @inline(__always)
  mutating func appendWake(task: Int32, at nanos: Int64, cancelled: Bool) {
    append(Self.wakeCode, task: task, at: nanos, value: cancelled ? 1 : 0)
  }

  /// A `cancel` event and its cause.
  mutating func appendCancel(task: Int32, at nanos: Int64, cause: CancelCause) {
    payloads.append(.cancel(cause))
    append(Self.cancelCode, task: task, at: nanos, value: UInt32(payloads.count - 1))
  }

  /// The cause of the `cancel` event at row `index`.
  func cancelCause(at index: Int) -> CancelCause? {
    let row = rows[index]
    guard row.kind == .cancel, Int(row.value) < payloads.count, case .cancel(let cause) = payloads[Int(row.value)]
    else { return nil }
    return cause
  }

  /// A `task_end` event.
  mutating func appendEnd(task: Int32, at nanos: Int64, outcome: TaskOutcome) {
    switch outcome {
    case .returned: append(Self.taskEndCode, task: task, at: nanos, value: 0)
    case .cancelled: append(Self.taskEndCode, task: task, at: nanos, value: 1)
    default:
      payloads.append(.text(outcome.text))
      append(Self.taskEndCode, task: task, at: nanos, value: UInt32(payloads.count - 1) + 2)
    }
  }

  /// A `task_end` event whose outcome (`threw …`) is filled in later with ``setText(_:at:)``; returns its payload.
  mutating func appendEndToDescribe(task: Int32, at nanos: Int64) -> Int {
    payloads.append(.text("threw"))
    append(Self.taskEndCode, task: task, at: nanos, value: UInt32(payloads.count - 1) + 2)
    return payloads.count - 1
  }

  /// Replaces the text of payload `index`.
  mutating func setText(_ text: String, at index: Int) { payloads[index] = .text(text) }

  /// An event with text (`print`, `screen`, `state`, `wait`, `resume`, `runtime_warning`, `appear`, `disappear`,
  /// `action`, `request`).
  mutating func append(_ kind: TraceEvent.Kind, task: Int32, at nanos: Int64, payload: Payload) {
    payloads.append(payload)
    append(Self.kindIndex[kind]!, task: task, at: nanos, value: UInt32(payloads.count - 1))
  }

  /// The row at `index`.
  subscript(index: Int) -> Row { rows[index] }

  /// Drops every event from `count` on (what an escaped run recorded after work left the simulation).
  mutating func truncate(to count: Int) {
    rows.truncate(to: count)
    if executorOfCaller != nil { executors.truncate(to: max(count - executorsFrom, 0)) }
  }

  /// The event of row `index` with its fields filled in, except names (the caller resolves task slots).
  func event(at index: Int) -> TraceEvent {
    let row = rows[index]
    var event = TraceEvent(nanos: row.nanos, seq: index, kind: row.kind)
    event.executor = executor(at: index)
    switch row.kind {
    case .sleep, .work, .block: event.untilNanos = untils[Int(row.value)]
    case .wake: event.outcome = row.value == 1 ? "cancelled" : "timer"
    case .ready: event.waitingFor = row.value == 0 ? "main" : "default"
    case .taskEnd:
      switch row.value {
      case 0: event.outcome = "returned"
      case 1: event.outcome = "cancelled"
      default: if case .text(let text) = payloads[Int(row.value) - 2] { event.outcome = text }
      }
    case .print, .screen, .runtimeWarning, .action, .data:
      if case .text(let text) = payloads[Int(row.value)] { event.text = text }
    case .appear, .disappear:
      if case .text(let name) = payloads[Int(row.value)] { event.name = name }
    case .request:
      if case .request(let label, let outcome) = payloads[Int(row.value)] {
        event.label = label
        event.outcome = outcome
      }
    case .log:
      if case .log(let level, let label, let text) = payloads[Int(row.value)] {
        event.level = level
        event.label = label
        event.text = text
      }
    case .wait:
      if case .text(let label) = payloads[Int(row.value)] { event.label = label }
    case .resume:
      if case .text(let outcome) = payloads[Int(row.value)] { event.outcome = outcome }
    case .state:
      if case .state(let name, let from, let to) = payloads[Int(row.value)] {
        event.name = name
        event.from = from
        event.to = to
      }
    case .taskStart, .cancel, .done: break
    }
    return event
  }

  /// Frees the storage.
  mutating func deallocate() {
    rows.deallocate()
    untils.deallocate()
    executors.deallocate()
    executorOfCaller = nil
    payloads = []
  }
}
