import AsyncSimulation
import Scenarios

/// Renders a trace in the Chrome trace-event format, which Perfetto (ui.perfetto.dev) and chrome://tracing open:
/// one track per task; complete events (`"ph":"X"`) for each task's life and, nested inside, its sleeps, simulated
/// work, blocking and requests (from sent to answered, with the outcome); instant events (`"ph":"i"`) for
/// cancellations, state changes, prints, screens, views appearing and disappearing, the end of a task that did not
/// return (named by how it ended: `threw TimeoutError()`, `cancelled`), and the user's actions (global, drawn across
/// every track). Timestamps are microseconds of virtual time.
public struct ChromeTraceRenderer: Sendable {
  /// The process name shown above the tracks, e.g. the scenario and its parameters.
  public var title: String

  /// A renderer whose process is called `title`.
  public init(title: String) { self.title = title }

  /// The JSON document (`{"traceEvents":[…],"displayTimeUnit":"ms"}`), one event per line.
  public func render(_ trace: Trace) -> String {
    let body = Array(trace.body)
    let lifelines = TaskLifeline.build(from: body)
    let interface = InterfaceMarks(body)
    var events: [String] = []
    func object(_ fields: [(String, JSONValue)]) -> String {
      "{" + fields.map { "\"\($0.0)\":\($0.1.literal)" }.joined(separator: ",") + "}"
    }
    events.append(object([("name", .string("process_name")), ("ph", .string("M")), ("pid", .int(1)),
                          ("tid", .int(0)), ("args", .raw(object([("name", .string(title))])))]))
    var tids: [String: Int] = [:]
    for (i, line) in lifelines.enumerated() {
      let tid = i + 1
      tids[line.name] = tid
      events.append(object([("name", .string("thread_name")), ("ph", .string("M")), ("pid", .int(1)),
                            ("tid", .int(tid)), ("args", .raw(object([("name", .string(line.name))])))]))
      events.append(object([("name", .string("thread_sort_index")), ("ph", .string("M")), ("pid", .int(1)),
                            ("tid", .int(tid)), ("args", .raw(object([("sort_index", .int(tid))])))]))
      // The task's life covers all its spans, so every nested span lies inside it.
      let requests = interface.requests(of: line.name)
      let spanEnds = line.spans.map { $0.ended ?? $0.due } + requests.map { $0.to ?? trace.endNanos }
      let end = ([line.end?.at ?? line.lastEvent] + spanEnds).max() ?? line.start
      var args: [(String, JSONValue)] = []
      if let label = line.label { args.append(("label", .string(label))) }
      if let parent = line.parent { args.append(("parent", .string(parent))) }
      args.append(("outcome", .string(line.end?.outcome ?? "not seen to finish")))
      events.append(object([("name", .string(line.name)), ("cat", .string("task")), ("ph", .string("X")),
                            ("ts", .micros(line.start)), ("dur", .micros(end - line.start)), ("pid", .int(1)),
                            ("tid", .int(tid)), ("args", .raw(object(args)))]))
      for span in line.spans {
        let spanEnd = span.ended ?? span.due
        let name: String
        switch span.kind {
        case .sleeping: name = span.ended.map { $0 < span.due } == true ? "sleep (cut short)" : "sleep"
        case .working: name = "work"
        case .blocking: name = "block"
        case .waitingForMainActor: name = "ready, waiting for the main actor"
        case .waitingForPoolThread: name = "ready, waiting for a pool thread"
        }
        let category = span.kind.isWaitingForThread ? "ready" : name
        events.append(object([("name", .string(name)), ("cat", .string(category)), ("ph", .string("X")),
                              ("ts", .micros(span.from)), ("dur", .micros(spanEnd - span.from)), ("pid", .int(1)),
                              ("tid", .int(tid)),
                              ("args", .raw(object([("until_ms", .raw(Milliseconds.format(span.due)))])))]))
      }
      for request in requests {
        let until = request.to ?? trace.endNanos
        events.append(object([("name", .string(request.label)), ("cat", .string("request")), ("ph", .string("X")),
                              ("ts", .micros(request.from)), ("dur", .micros(until - request.from)),
                              ("pid", .int(1)), ("tid", .int(tid)),
                              ("args", .raw(object([("outcome", .string(request.outcome ?? "never answered"))])))]))
      }
    }
    for event in body {
      let name: String
      var args: [(String, JSONValue)] = []
      switch event.kind {
      case .cancel:
        name = "cancel"
        if let by = event.by { args = [("by", .string(by))] }
      case .state:
        name = "state: \(event.name ?? "?")"
        args = [("from", .string(event.from ?? "")), ("to", .string(event.to ?? ""))]
      case .print:
        name = event.text ?? ""
        args = [("text", .string(event.text ?? ""))]
      case .screen:
        name = "screen"
        args = [("text", .string(event.text ?? ""))]
      case .appear, .disappear:
        name = "\(event.kind.rawValue) \(event.name ?? "?")"
        args = [("view", .string(event.name ?? ""))]
      case .data:
        name = DataEventText.label(event.text)
        args = [("text", .string(event.text ?? ""))]
      case .action:
        name = "user: \(event.text ?? "")"
        args = [("action", .string(event.text ?? ""))]
      case .taskEnd where event.outcome != "returned":
        // A mark at the end, so that a task that threw (`threw TimeoutError()`) reads apart from a cancelled one
        // without opening the task's span.
        name = event.outcome ?? "ended"
        args = [("outcome", .string(event.outcome ?? ""))]
      default: continue
      }
      let tid = event.task.flatMap { tids[$0] } ?? 0
      // A user's action happens to the whole app: drawn across every track.
      let scope = event.kind == .action ? "g" : "t"
      events.append(object([("name", .string(name)), ("cat", .string(event.kind.rawValue)), ("ph", .string("i")),
                            ("s", .string(scope)), ("ts", .micros(event.nanos)), ("pid", .int(1)), ("tid", .int(tid)),
                            ("args", .raw(object(args)))]))
    }
    return "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n]}\n"
  }
}

/// A JSON value for the exporters' hand-written JSON (fixed field order, so equal traces give equal bytes).
package enum JSONValue {
  case string(String)
  case int(Int)
  /// Nanoseconds written as microseconds (fractional when needed).
  case micros(Int64)
  case raw(String)

  package var literal: String {
    switch self {
    case .string(let s): return JSONText.quoted(s)
    case .int(let n): return String(n)
    case .micros(let ns): return Self.micros(ns)
    case .raw(let text): return text
    }
  }

  /// `ns / 1000` as a decimal literal (up to three fractional digits).
  package static func micros(_ ns: Int64) -> String {
    // Milliseconds.format divides by 10^6; scaling by 1000 first gives microseconds with 3 decimals.
    Milliseconds.format(ns * 1000)
  }
}
