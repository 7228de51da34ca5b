import AsyncSimulation
import TextBase
import TraceRendering
import TerminalIO

/// An exercise's checks evaluated on the run of the student's file: which hold, with the events that prove each, and
/// for those that do not, the events that show what happened instead.
package struct ExerciseVerdict: Sendable {
  /// One check's result.
  package struct Result: Sendable {
    /// The check's name (`finishes` for the run itself).
    package var name: String
    /// What it says, in the run's language.
    package var text: String
    /// The check as written (nil for the implicit one).
    package var check: TraceCheck?
    /// Whether it holds.
    package var holds: Bool
    /// Events that prove it, or when it fails, the events that show what happened instead.
    package var events: [TraceEvent]
    /// When it fails: what the run did instead, in a few words.
    package var note: String?
  }

  /// The results, the run's own first (it must finish), then the exercise's checks in order.
  package var results: [Result]

  /// Whether everything holds.
  package var passed: Bool { results.allSatisfy(\.holds) }
  /// How many hold.
  package var holding: Int { results.filter(\.holds).count }

  /// The name of the implicit first check.
  package static let finishesName = "finishes"

  /// Evaluates `exercise`'s checks on `trace`, a run in `language`.
  package init(exercise: Exercise, trace: Trace, language: Language) {
    let finished = trace.outcome == .finished
    var results = [Result(
      name: Self.finishesName,
      text: language.pick("运行正常结束（没有死锁、没有超出预算、没有逃出模拟器）",
                          "the run finishes (no deadlock, no budget exceeded, nothing escaped the simulator)"),
      check: nil, holds: finished, events: [],
      note: finished ? nil : language.pick("运行以 \(trace.outcome.rawValue) 结束", "the run ended with \(trace.outcome.rawValue)"))]
    for check in exercise.checks {
      let traceCheck = check.check(for: language)
      if let evidence = traceCheck.evidence(in: trace) {
        results.append(Result(name: check.name, text: check.text.text(language), check: traceCheck, holds: true,
                              events: evidence, note: nil))
      } else {
        let (events, note) = Self.whyNot(traceCheck, in: trace, language: language)
        results.append(Result(name: check.name, text: check.text.text(language), check: traceCheck, holds: false,
                              events: events, note: note))
      }
    }
    self.results = results
  }

  /// For a check that does not hold: the events that show what the run did instead, and a note.
  package static func whyNot(_ check: TraceCheck, in trace: Trace, language: Language) -> ([TraceEvent], String?) {
    let body = Array(trace.body)
    func states(_ name: String) -> [TraceEvent] { body.filter { $0.kind == .state && $0.name == name } }
    func never(_ name: String) -> String {
      language.pick("状态 \(name) 从没变过（名字对吗？）", "the state \(name) never changed (is the name right?)")
    }
    switch check {
    case .stateFinalContains(let name, _), .stateFinal(let name, _):
      guard let last = states(name).last else { return ([], never(name)) }
      return ([last], language.pick("它最后的值是 \(last.to ?? "")", "its last value is \(last.to ?? "")"))
    case .stateEver(let name, _), .stateEverContains(let name, _):
      let all = states(name)
      guard !all.isEmpty else { return ([], never(name)) }
      return (Array(all.suffix(6)), language.pick("它取过的值见下", "the values it took are below"))
    case .screenFinalContains, .screenEverContains:
      guard let last = body.last(where: { $0.kind == .screen }) else {
        return ([], language.pick("界面什么都没显示", "nothing was ever shown"))
      }
      return ([last], language.pick("最后显示的是这个", "the last screen is this"))
    case .screenAtContains(let ms, _):
      let at = Milliseconds.parseNanos(ms) ?? -1
      guard let shown = body.last(where: { $0.kind == .screen && $0.nanos <= at }) else {
        return ([], language.pick("那时界面还什么都没显示", "nothing was shown yet at that time"))
      }
      return ([shown], language.pick("那时显示的是这个", "this is what was shown then"))
    case .printAt(let text, _), .printEverContains(let text), .printOn(let text, _):
      let prints = body.filter { $0.kind == .print && $0.text?.contains(text) == true }
      if prints.isEmpty { return ([], language.pick("没有这样的 print", "no such print happened")) }
      return (Array(prints.prefix(6)), language.pick("这样的 print 出现在这些时刻", "such prints happened at these times"))
    case .printBefore(let a, let b):
      let prints = body.filter { $0.kind == .print && ($0.text == a || $0.text == b) }
      return (Array(prints.prefix(6)), prints.isEmpty ? language.pick("两个 print 都没有出现", "neither print happened") : nil)
    case .end:
      return (body.last.map { [$0] } ?? [], language.pick("运行结束于 \(Milliseconds.format(trace.endNanos)) ms",
                                                         "the run ends at \(Milliseconds.format(trace.endNanos)) ms"))
    case .cancelled:
      let cancels = body.filter { $0.kind == .cancel }
      return (Array(cancels.prefix(6)), language.pick("实际有 \(cancels.count) 次取消", "there were \(cancels.count) cancellations"))
    case .tasks:
      let count = trace.done?.tasks ?? 0
      return ([], language.pick("实际运行了 \(count) 个任务", "\(count) tasks ran"))
    case .count(let kind, _):
      let hits = body.filter { $0.kind == kind }
      return (Array(hits.prefix(6)), language.pick("实际有 \(hits.count) 个 \(kind.rawValue) 事件",
                                                   "there were \(hits.count) \(kind.rawValue) events"))
    case .countContaining(let kind, let text, _):
      let hits = body.filter { $0.kind == kind && TraceCheck.words(of: $0)?.contains(text) == true }
      return (Array(hits.prefix(6)), language.pick("实际有 \(hits.count) 个这样的 \(kind.rawValue) 事件",
                                                   "there were \(hits.count) such \(kind.rawValue) events"))
    case .requestSentAt(let text, _), .requestEndedAt(let text, _):
      let hits = body.filter { $0.kind == .request && $0.label?.contains(text) == true }
      if hits.isEmpty { return ([], language.pick("没有这样的请求", "no such request was made")) }
      return (Array(hits.prefix(6)), language.pick("这样的请求发生在这些时刻", "such requests happened at these times"))
    case .outcomes:
      return ([], language.pick("这是对探索的检查，不是对一次运行的检查", "it is a check on an exploration, not on one run"))
    case .not(let inner):
      return (inner.evidence(in: trace) ?? [], language.pick("但它发生了", "but it happened"))
    case .and(let a, let b):
      return a.holds(in: trace) ? whyNot(b, in: trace, language: language) : whyNot(a, in: trace, language: language)
    }
  }

  /// The checks as text: a heading, one line per check (✓ or ✗, the name, what it says, the check itself), the
  /// events under it, and a closing line.
  package func render(language: Language, palette: Palette, renderer: TextRenderer,
              width: Int = REPLTerminal.defaultColumns) -> String {
    /// `text` wrapped under `indent` spaces (continuation lines two further in), each line painted.
    func wrapped(_ text: String, indent: Int, _ style: Palette.Style?) -> String {
      REPLWrap.hanging(text, first: "", indent: 2, width: width - indent).split(separator: "\n")
        .map { String(repeating: " ", count: indent) + palette.paint(String($0), style) + "\n" }.joined()
    }
    var out = palette.paint(language.pick("检查（\(results.count) 项中 \(holding) 项成立）：",
                                          "Checks (\(holding) of \(results.count) hold):"), .bold) + "\n"
    let events = results.flatMap(\.events)
    let columns = TraceColumns(events, width: renderer.width.map { $0 - 6 })
    for result in results {
      let mark = result.holds ? palette.paint("✓", .green) : palette.paint("✗", .red)
      let name = result.name == Self.finishesName ? "" : result.name + language.pick("：", ": ")
      // Wrapped as plain text, then the mark and the name painted into the first line.
      let lines = REPLWrap.hanging(name + result.text, first: "    ", indent: 6, width: width).split(separator: "\n")
      for (number, line) in lines.enumerated() {
        guard number == 0 else {
          out += line + "\n"
          continue
        }
        let text = line.dropFirst(4)
        let painted = text.hasPrefix(name) && !name.isEmpty
          ? palette.paint(String(name), .bold) + text.dropFirst(name.count) : String(text)
        out += "  \(mark) " + painted + "\n"
      }
      if let check = result.check { out += wrapped(check.sentence(language), indent: 6, .dim) }
      if let note = result.note { out += wrapped(note + (result.events.isEmpty ? "" : language.pick("：", ":")), indent: 6, .yellow) }
      // The events are indented by six: they wrap six columns sooner.
      var renderer = renderer
      renderer.width = renderer.width.map { $0 - 6 }
      for event in result.events {
        for line in renderer.lines(for: event, columns: columns).split(separator: "\n") {
          out += "      " + line + "\n"
        }
      }
    }
    return out
  }
}
