@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TextBase
@testable import Course

/// What a new student sees on a terminal: the banner that says how to start, `asyncplay lesson N`, and the
/// conventions of the prompt (`clear` on a dumb terminal, `~` in paths).
@Suite("First contact on a terminal", .serialized)
struct REPLFirstContactTests {
  typealias Key = REPLPseudoTerminal.Key
  /// How many lessons the bundled course has (the banner and the lesson heading say it).
  static let lessonCount = LessonLibrary().lessons.count

  private func start(in directory: REPLTemporaryDirectory, arguments: [String], term: String = "xterm",
                     until prompt: String = "asyncplay> ") throws -> REPLPseudoTerminal {
    try REPLPseudoTerminal.asyncplay(arguments, in: directory, environment: [("TERM", term)], until: prompt)
  }

  @Test("an interactive start says what this is and that lesson 1 starts the course", arguments: ["en", "zh"])
  func banner(language: String) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, arguments: ["--lang", language])
    // Two sentences wrapped to the 100 columns of the terminal: the English first one takes two lines, broken
    // between words.
    let lines = terminal.output.split(separator: "\r\n")
    #expect(lines.count == (language == "en" ? 4 : 3), "the sentences, then the prompt: \(lines)")
    #expect(lines.first?.hasPrefix(language == "en" ? "asyncplay: real Swift concurrency code" : "asyncplay：真实的") == true)
    if language == "en" { #expect(lines.dropFirst().first == "SwiftUI apps load data asynchronously.") }
    #expect(lines.dropLast().last == (language == "en"
      ? "Type lesson 1 to start the course (lessons lists all \(Self.lessonCount)), help for the commands."
      : "输入 lesson 1 开始课程（lessons 列出全部 \(Self.lessonCount) 课），help 查看所有命令。"))
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 100 })
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("asyncplay lesson 2 opens the playground at lesson 2; the banner then says where to go on")
  func startAtLesson() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, arguments: ["lesson", "2", "--lang", "en"],
                             until: "asyncplay [refresh · 0 ms]> ")
    #expect(terminal.output.contains("asyncplay> lesson 2\r\nLesson 2 of \(Self.lessonCount)"))
    #expect(terminal.output.contains("step 1/"))
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
    // The next start suggests the lesson that was started.
    let again = try start(in: directory, arguments: ["--lang", "en"])
    #expect(again.output.contains("Type lesson 2 to go on where you left off"))
    again.type("quit" + Key.enter)
    #expect(try again.exitStatus() == 0)
  }

  @Test("clear clears an xterm but sends nothing to a dumb terminal", arguments: ["xterm", "dumb"])
  func clear(term: String) throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let terminal = try start(in: directory, arguments: ["--lang", "en"], term: term)
    let mark = terminal.mark
    terminal.type("clear" + Key.enter)
    try terminal.read(until: "asyncplay> ", after: mark)
    #expect(terminal.output[mark...].contains("\u{1B}[2J") == (term == "xterm"))
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }

  @Test("export svg ~/b.svg writes into the home directory")
  func tildeInExport() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    mkdir(directory.path + "/home", 0o700)
    let terminal = try start(in: directory, arguments: ["--lang", "en"])
    let mark = terminal.mark
    terminal.type("open async-let" + Key.enter + "export svg ~/b.svg" + Key.enter)
    try terminal.read(until: "wrote \(directory.path)/home/b.svg (svg, ", after: mark)
    #expect(directory.contents(of: "home/b.svg")?.hasPrefix("<?xml") == true)
    terminal.type("quit" + Key.enter)
    #expect(try terminal.exitStatus() == 0)
  }
}
