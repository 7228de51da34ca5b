#if canImport(Glibc)
import Glibc
#endif

/// One line an explorer sends its collector: a schedule and its outcome (`sample` set for a random sample), or a
/// failure that ends the exploration.
///
///   {"schedule":"4:1","outcome":"end\tfinished\nstate\tdetails\t…"}
///   {"sample":7,"schedule":"2:1.5:3","outcome":"…"}
///   {"minimized":2,"schedule":"4:1"}          (a simpler witness for outcome 2, counted from 0)
///   {"failure":"the scenario does not repeat itself: …"}
enum ExplorationRecord: Equatable {
  case schedule(Schedule, sample: Int?, ExploredOutcome)
  case minimized(outcome: Int, Schedule)
  case failure(String)

  /// Reads a line; nil when it is not a record.
  init?(_ line: Substring) {
    var parser = FlatJSONParser(text: line)
    guard let fields = try? parser.parseObject() else { return nil }
    var schedule: Schedule?
    var outcome: ExploredOutcome?
    var sample: Int?
    var minimized: Int?
    for (key, value) in fields {
      switch (key, value) {
      case ("failure", .string(let text)):
        self = .failure(text)
        return
      case ("schedule", .string(let text)): schedule = try? Schedule(text)
      case ("outcome", .string(let text)): outcome = ExploredOutcome(canonical: text)
      case ("sample", .number(let text)): sample = Int(text)
      case ("minimized", .number(let text)): minimized = Int(text)
      default: return nil
      }
    }
    if let minimized, let schedule {
      self = .minimized(outcome: minimized, schedule)
      return
    }
    guard let schedule, let outcome else { return nil }
    self = .schedule(schedule, sample: sample, outcome)
  }
}

/// Writes records to a file descriptor, one `write` per line.
struct RecordWriter {
  let fd: Int32

  mutating func record(schedule: Schedule, outcome: ExploredOutcome) {
    var json = JSONObjectWriter()
    json.string("schedule", schedule.description)
    json.string("outcome", outcome.canonical)
    write(json.finish())
  }

  mutating func sample(_ index: Int, schedule: Schedule, outcome: ExploredOutcome) {
    var json = JSONObjectWriter()
    json.number("sample", String(index))
    json.string("schedule", schedule.description)
    json.string("outcome", outcome.canonical)
    write(json.finish())
  }

  mutating func minimized(_ outcome: Int, schedule: Schedule) {
    var json = JSONObjectWriter()
    json.number("minimized", String(outcome))
    json.string("schedule", schedule.description)
    write(json.finish())
  }

  mutating func failure(_ message: String) {
    var json = JSONObjectWriter()
    json.string("failure", message)
    write(json.finish())
  }

  private func write(_ line: String) { SimulationProgram.write(line + "\n", to: fd) }
}

/// Reads lines from a file descriptor: ``fill()`` reads what is there (blocking until something is), ``line()``
/// hands out the complete lines read so far.
struct LineReader {
  let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  /// Whether the end of the file was reached.
  private(set) var ended = false

  init(fd: Int32) { self.fd = fd }

  /// Reads once; false at the end of the file (or on an error).
  mutating func fill() -> Bool {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        ended = true
        return false
      }
      buffer.append(contentsOf: chunk[0..<n])
      return true
    }
  }

  /// The next complete line without its `\n`; at the end of the file, a last line without one; else nil.
  mutating func line() -> Substring? {
    if let newline = buffer[start...].firstIndex(of: 10) {
      let line = String(decoding: buffer[start..<newline], as: UTF8.self)
      start = newline + 1
      return line[...]
    }
    guard ended, start < buffer.count else { return nil }
    let line = String(decoding: buffer[start...], as: UTF8.self)
    start = buffer.count
    return line[...]
  }

  /// Every line until the end of the file.
  mutating func readAll() -> [Substring] {
    var lines: [Substring] = []
    repeat {
      while let line = line() { lines.append(line) }
    } while !ended && fill()
    while let line = line() { lines.append(line) }
    return lines
  }
}
