import AsyncSimulation
import TextBase
import TerminalIO
import CommandLineGrammar

/// Renders an ``Exploration`` as text: the headline, a table of outcomes (how many schedules reach each, its witness,
/// what differs), and how to replay one.
struct ExplorationRenderer {
  /// How the closing hint says to replay a witness.
  enum Replay {
    /// `asyncplay run <scenario> … --schedule W`.
    case command(RunRequest)
    /// The playground's `run schedule=W`.
    case playground
  }

  let language: Language
  var palette: Palette = .plain
  /// The width the table of outcomes is fitted to.
  var width = REPLTerminal.defaultColumns

  /// The most outcomes the table lists (`--json` lists every one).
  static let listed = 40

  /// The exploration, every line ending in a newline.
  func render(_ exploration: Exploration, replay: Replay) -> String {
    var out = palette.paint(headline(exploration), .bold) + "\n"
    let differences = exploration.differences()
    if exploration.outcomes.count == 1 {
      let what = describe(differences.first ?? [])
      out += language.pick("  每种调度的结果都一样", "  every schedule ends the same way")
        + (what.isEmpty ? "" : language.pick("：", ": ") + what) + "\n"
    } else {
      let header = ["#", language.pick("调度数", "schedules"), language.pick("见证调度", "witness"),
                    language.pick("不同之处", "what differs")]
      var rows: [[String]] = []
      for (index, outcome) in exploration.outcomes.enumerated().prefix(Self.listed) {
        rows.append([String(index + 1), String(outcome.schedules), outcome.witness.description,
                     describe(differences[index])])
      }
      out += REPLTable(header: header, rows: rows, palette: palette, width: width - 2).render().split(separator: "\n")
        .map { "  " + $0 + "\n" }.joined()
      if exploration.outcomes.count > Self.listed {
        let more = exploration.outcomes.count - Self.listed
        out += language.pick("  ……还有 \(more) 种结果（--json 列出全部）\n", "  … and \(more) more outcomes (--json lists "
                               + "every one)\n")
      }
    }
    // The table is fitted already; a headline, an outcome or a note too wide wraps under itself, but a command to
    // copy stays whole.
    out = REPLWrap.block(out, width: width, extra: 2)
    for note in notes(exploration, replay: replay) {
      if note.first == REPLReply.verbatimMark {
        out += String(REPLReply.verbatimMark) + palette.paint(String(note.dropFirst()), .dim) + "\n"
      } else {
        out += REPLWrap.block(palette.paint(note, .dim) + "\n", width: width, extra: 2)
      }
    }
    return out
  }

  /// `24 schedules explored (exhaustive), 3 distinct outcomes`, in the language.
  func headline(_ exploration: Exploration) -> String {
    guard language == .zh else { return exploration.headline }
    let coverage = exploration.coverage == .exhaustive ? "穷尽" : "抽样"
    return "共探索 \(exploration.schedules) 种调度（\(coverage)），\(exploration.outcomes.count) 种不同结果"
  }

  /// One outcome's differences on one line.
  func describe(_ differences: [Exploration.Difference]) -> String {
    differences.map { "\(label($0.field)): \($0.value)" }.joined(separator: "; ")
  }

  private func label(_ field: Exploration.Difference.Field) -> String {
    switch field {
    case .ending: language.pick("结束方式", "ending")
    case .state(let name): name
    case .screen: language.pick("屏幕", "screen")
    case .printed(let line): language.pick("第 \(line) 行输出", "line \(line)")
    }
  }

  private func notes(_ exploration: Exploration, replay: Replay) -> [String] {
    var notes: [String] = []
    let settings = exploration.settings
    if exploration.coverage == .sampled {
      notes.append(language.pick(
        "（调度多于 \(settings.maxSchedules) 种：这是用种子 \(settings.seed) 随机抽取的样本；--max 提高上限，--seed 换一组）",
        "(more than \(settings.maxSchedules) schedules: a random sample drawn with seed \(settings.seed); --max raises "
          + "the limit, --seed draws another)"))
    }
    if exploration.redundant > 0 {
      notes.append(language.pick(
        "（另有 \(exploration.redundant) 种顺序只是交换了互不影响的任务，已跳过）",
        exploration.redundant == 1
          ? "(1 more order only swapped jobs that do not affect each other, and was skipped)"
          : "(\(exploration.redundant) more orders only swapped jobs that do not affect each other, and were skipped)"))
    }
    guard let witness = exploration.outcomes.dropFirst().first?.witness else { return notes }
    switch replay {
    case .command(let request):
      let words = ["asyncplay run", request.scenario] + request.assignments.map(\.text)
        + (request.language == .preferred ? [] : ["--lang", request.language.rawValue])
      let command = words.joined(separator: " ") + " --schedule \(witness)"
      // A command to copy is never broken: on a line of its own when the note would not fit.
      let note = language.pick("重放一种结果：", "replay an outcome: ")
      if DisplayWidth.of(note + command) <= width {
        notes.append(note + command)
      } else {
        notes.append(String(note.reversed().drop { $0 == " " }.reversed()))
        notes.append(REPLReply.verbatim("  " + command))
      }
    case .playground:
      notes.append(language.pick("重放一种结果：run schedule=\(witness)（然后 step、tasks、timeline、explain 都针对它）",
                                 "replay an outcome: run schedule=\(witness) (then step, tasks, timeline and explain "
                                   + "work on it)"))
    }
    return notes
  }
}
