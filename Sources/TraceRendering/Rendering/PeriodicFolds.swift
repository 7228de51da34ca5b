import AsyncSimulation
import TextBase

/// Long runs of identical periodic events in a list of events, which the text rendering folds into one line: a
/// frame ticker's `sleeps until 80 ms` / `woke` every 16 ms for half a second is thirty pairs of lines that say the
/// same thing. A run is one task's block of one to four events repeated with every time shifted by the same period,
/// nothing else in between; everything but the times must be equal (kind, task, executor, texts, outcome). The first
/// and the last repetition stay as they are, so the run's edges read as before; the ones between are folded when
/// there are at least two of them and they hold at least three events. `trace` in the playground and `--json` keep
/// every event.
package struct PeriodicFolds {
  /// One folded stretch: `range` holds the events it stands for.
  package struct Fold: Equatable {
    /// The indexes of the folded events (whole repetitions).
    package let range: Range<Int>
    /// The events of one repetition.
    package let blockLength: Int
    /// The time from one repetition to the next (ns), more than 0.
    package let period: Int64
    /// How many repetitions are folded.
    package var repetitions: Int { range.count / blockLength }
  }

  /// The longest block looked for.
  package static let longestBlock = 4

  /// The folds of `events`, in order, none overlapping.
  package let folds: [Fold]

  /// Finds the runs in `events`.
  package init(_ events: [TraceEvent]) {
    var folds: [Fold] = []
    var i = 0
    while i < events.count {
      if let (length, period, count) = Self.run(at: i, in: events), count >= 4, (count - 2) * length >= 3 {
        // Keep the first and the last repetition; fold those between.
        folds.append(Fold(range: (i + length)..<(i + (count - 1) * length), blockLength: length, period: period))
        i += count * length
        continue
      }
      i += 1
    }
    self.folds = folds
  }

  /// The shortest block starting at `start` that repeats at least twice: its length, period and repetitions.
  private static func run(at start: Int, in events: [TraceEvent]) -> (Int, Int64, Int)? {
    guard let task = events[start].task else { return nil }
    for length in 1...longestBlock where start + 2 * length <= events.count {
      let block = events[start..<(start + length)]
      guard block.allSatisfy({ $0.task == task }) else { return nil }
      let period = events[start + length].nanos - events[start].nanos
      guard period > 0 else { continue }
      var count = 1
      while start + (count + 1) * length <= events.count,
            (0..<length).allSatisfy({ k in
              same(events[start + (count - 1) * length + k], events[start + count * length + k], shiftedBy: period)
            }) {
        count += 1
      }
      if count >= 2 { return (length, period, count) }
    }
    return nil
  }

  /// Whether `later` is `earlier` again, `period` later.
  package static func same(_ earlier: TraceEvent, _ later: TraceEvent, shiftedBy period: Int64) -> Bool {
    later.nanos == earlier.nanos + period
      && later.kind == earlier.kind && later.task == earlier.task && later.executor == earlier.executor
      && later.untilNanos.map { $0 - period } == earlier.untilNanos
      && later.text == earlier.text && later.outcome == earlier.outcome && later.label == earlier.label
      && later.name == earlier.name && later.from == earlier.from && later.to == earlier.to
      && later.by == earlier.by && later.parent == earlier.parent && later.waitingFor == earlier.waitingFor
  }
}

extension EventWords {
  /// The line of a fold: `↻ repeats every 16 ms, 28 times, through 528 ms: sleeps 16 ms · woke`.
  package func folded(_ fold: PeriodicFolds.Fold, in events: [TraceEvent]) -> String {
    let block = events[fold.range.lowerBound..<(fold.range.lowerBound + fold.blockLength)].map { event -> String in
      let lasting = event.untilNanos.map { Self.milliseconds($0 - event.nanos) } ?? "?"
      switch event.kind {
      case .sleep: return language.pick("睡眠 ", "sleeps ") + lasting
      case .work: return language.pick("模拟计算 ", "does simulated work for ") + lasting
      case .block: return language.pick("阻塞线程 ", "blocks its thread for ") + lasting
      case .screen: return language.pick("屏幕", "screen")
      case .print: return ControlCharacters.escaped(event.text?.split(separator: "\n").first.map(String.init) ?? "")
      default: return TextRenderer(language: language).describe(event).0
      }
    }
    let every = Self.milliseconds(fold.period), through = Self.milliseconds(events[fold.range.upperBound - 1].nanos)
    return language.pick(
      "↻ 每 \(every) 重复一次，共 \(fold.repetitions) 次，到 \(through) 为止：\(block.joined(separator: " · "))",
      "↻ repeats every \(every), \(fold.repetitions) times, through \(through): \(block.joined(separator: " · "))")
  }
}
