import Scenarios
import TerminalIO
import Runs
import Course

/// The hidden `__doc-tables` subcommand: the manual's tables, generated from what they describe — the scenarios
/// (``Scenario/summary`` and parameters) and the REPL's commands (``REPLCommandSpec``) in docs/playground.md, the
/// lessons' titles and the exercises' titles and checks (`exercise.txt`) in docs/course.md — so that a scenario,
/// command, lesson or exercise added or reworded is never described twice.
///
///     swift run asyncplay __doc-tables           # rewrites the tables, from the repository's root
///     swift run asyncplay __doc-tables --check   # exit 1, naming each table that is not current
///
/// A table stands between `<!-- generated: asyncplay __doc-tables NAME -->` and `<!-- end generated -->`; the text
/// around it is the page's own. `DocsTests` checks that every table is current.
enum DocTables {
  /// One generated table: where it stands and what it holds.
  struct Table: Equatable, Sendable {
    /// Its name in the page's marker.
    let name: String
    /// The page, relative to the repository's root.
    let page: String
    /// The Markdown table, every line ending in a newline.
    let text: String
  }

  /// The command that regenerates the tables, for messages.
  static let command = "swift run asyncplay __doc-tables"

  /// The line that opens table `name`.
  static func openingMarker(_ name: String) -> String { "<!-- generated: asyncplay __doc-tables \(name) -->" }

  /// The line that closes a table.
  static let closingMarker = "<!-- end generated -->"

  /// Every table, from the built-in scenarios, lessons and exercises.
  static func tables(lessons: LessonLibrary = LessonLibrary(), scenarios: [Scenario] = ScenarioCatalog.all)
    -> [Table] {
    let exercises = ExerciseLibrary(lessons: lessons)
    return [
      Table(name: "scenarios", page: "docs/playground.md",
            text: scenarioTable(ScenarioCatalog.inCourseOrder(scenarios, lessons: lessons.lessons))),
      Table(name: "repl-commands", page: "docs/playground.md", text: replCommandTable(REPLCommandSpec.all)),
      Table(name: "lessons", page: "docs/course.md", text: lessonTable(lessons.lessons)),
      Table(name: "exercises", page: "docs/course.md", text: exerciseTable(lessons.lessons, exercises)),
    ]
  }

  /// `| scenario | what it shows | parameters (defaults) |`, one row per scenario.
  static func scenarioTable(_ scenarios: [Scenario]) -> String {
    rows(["scenario", "what it shows", "parameters (defaults)"], scenarios.map { scenario in
      let parameters = scenario.parameters.map { parameter -> String in
        let value = "`\(parameter.name)=\(parameter.defaultValue)`"
        guard case .choice(let words) = parameter.kind else { return value }
        return value + " (" + words.joined(separator: ", ") + ")"
      }
      return ["`\(scenario.name)`", scenario.summary.en, parameters.isEmpty ? "none" : parameters.joined(separator: ", ")]
    })
  }

  /// `| command | what it does |`, one row per REPL command in the order `help` lists them: its synopsis, its summary
  /// and the other words for it (`exit`, `?`).
  static func replCommandTable(_ specs: [REPLCommandSpec]) -> String {
    rows(["command", "what it does"], specs.map { spec in
      let aliases = REPLCommandSpec.aliases.filter { $0.command == spec.command }.map { "`\($0.alias)`" }
      return ["`\(spec.synopsis)`", spec.summary.en + (aliases.isEmpty ? "" : " (also " + aliases.joined(separator: ", ") + ")")]
    })
  }

  /// `| # | lesson | title |`, one row per lesson.
  static func lessonTable(_ lessons: [Lesson]) -> String {
    rows(["#", "lesson", "title"], lessons.map { ["\($0.number)", "`\($0.id)`", $0.title.en] })
  }

  /// `| exercise | lesson | the task | what the checks require |`, one row per exercise, in the order of their
  /// lessons.
  static func exerciseTable(_ lessons: [Lesson], _ library: ExerciseLibrary) -> String {
    let exercises = lessons.flatMap { lesson in library.exercises(forLesson: lesson.id).map { (lesson, $0) } }
    return rows(["exercise", "lesson", "the task", "what the checks require"], exercises.map { lesson, exercise in
      ["`\(exercise.id)`", "\(lesson.number)", exercise.title.en, exercise.checks.map(\.text.en).joined(separator: "; ")]
    })
  }

  /// A Markdown table: the header, its rule, the rows; `|` in a cell is escaped and a line break is a space.
  static func rows(_ header: [String], _ rows: [[String]]) -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { cell in
        cell.map { $0 == "\n" ? " " : $0 == "|" ? "\\|" : String($0) }.joined()
      }.joined(separator: " | ") + " |\n"
    }
    return line(header) + "|" + String(repeating: "---|", count: header.count) + "\n" + rows.map(line).joined()
  }

  /// Problems reading a page.
  enum Problem: Error, Equatable {
    /// The page has no markers for the table (or its closing marker is missing).
    case noMarkers(table: String, page: String)
  }

  /// `page` with the text between table's markers replaced by the table.
  static func updated(_ page: String, with table: Table) throws(Problem) -> String {
    let opening = openingMarker(table.name) + "\n"
    guard let start = page.range(of: opening),
          let end = page.range(of: closingMarker, range: start.upperBound..<page.endIndex),
          end.lowerBound == start.upperBound || page[page.index(before: end.lowerBound)] == "\n" else {
      throw Problem.noMarkers(table: table.name, page: table.page)
    }
    return String(page[..<start.upperBound]) + table.text + String(page[end.lowerBound...])
  }

  /// Rewrites the tables under `root` (or, with `--check`, says which are not current) and returns the exit status.
  static func run(_ arguments: ArraySlice<String>, root: String = ".") -> Int32 {
    guard arguments.count <= 1, arguments.allSatisfy({ $0 == "--check" }) else {
      Output.standardError.line(UsageError("__doc-tables takes nothing or --check").line)
      return UsageError.exitStatus
    }
    let check = arguments.first == "--check"
    var stale: [String] = []
    for table in tables() {
      let path = root + "/" + table.page
      guard let page = FileSystem.read(path) else {
        Output.standardError.line("asyncplay: cannot read \(table.page); run \(command) from the repository's root")
        return 1
      }
      let current: String
      do {
        current = try updated(page, with: table)
      } catch {
        Output.standardError.line("asyncplay: \(table.page) has no \(openingMarker(table.name)) … \(closingMarker); "
                                    + "put the two lines where the \(table.name) table goes")
        return 1
      }
      guard current != page else { continue }
      if check {
        stale.append("\(table.page) (\(table.name))")
      } else if let problem = FileSystem.writeAtomically(current, to: path) {
        Output.standardError.line("asyncplay: " + problem)
        return 1
      }
    }
    guard stale.isEmpty else {
      Output.standardError.line("asyncplay: not current: \(stale.joined(separator: ", ")); run \(command)")
      return 1
    }
    return 0
  }
}
