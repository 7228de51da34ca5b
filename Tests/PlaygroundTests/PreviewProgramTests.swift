import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import Runs

/// The program set (`Tests/PreviewPrograms/`): small SwiftUI programs of the things real apps do, each with its
/// actions (`do`), its routes (`routes`) and the header comment saying what SwiftUI's semantics make it show and
/// when; `asyncplay preview` runs each, and its text (English) and JSON are pinned in `expected.txt` and
/// `expected.jsonl`, read against that comment. Rewritten with `ASYNCPLAY_UPDATE_GOLDEN=1` (never under `CI=true`).
@Suite("Preview: the program set")
struct PreviewProgramTests {
  /// The programs' folder.
  static let directory: String = {
    let file = #filePath
    let tests = file[..<file.lastIndex(of: "/")!]
    return String(tests[..<tests.lastIndex(of: "/")!]) + "/PreviewPrograms"
  }()

  /// Every program, by folder name.
  static let programs: [String] = (FileSystem.entries(directory) ?? []).filter {
    FileSystem.isDirectory(directory + "/" + $0)
  }.sorted()

  /// The command line of a program: its Swift files, its routes and actions.
  static func arguments(_ program: String) -> [String] {
    let folder = directory + "/" + program
    var arguments = ["preview"] + (FileSystem.entries(folder) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder + "/" + $0 }
    if FileSystem.isFile(folder + "/routes") { arguments += ["--routes", folder + "/routes"] }
    if let actions = FileSystem.read(folder + "/do") {
      arguments += ["--do", actions.trimmingCharacters(in: [" ", "\n"])]
    }
    return arguments
  }

  @Test("there are about twenty programs, each with a header comment and both goldens")
  func catalogue() {
    #expect(Self.programs.count >= 18, "\(Self.programs)")
    for program in Self.programs {
      let folder = Self.directory + "/" + program
      let sources = (FileSystem.entries(folder) ?? []).filter { $0.hasSuffix(".swift") }
      #expect(!sources.isEmpty, "\(program) has no Swift file")
      #expect(sources.contains { FileSystem.read(folder + "/" + $0)?.hasPrefix("// ") == true },
              "\(program): a file starts with the comment saying what the run must show")
    }
  }

  @Test("each program shows the screens and times SwiftUI's semantics imply", arguments: programs)
  func program(_ program: String) throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let arguments = Self.arguments(program)
    // The text as a student reads it piped: 80 columns.
    let text = try StudentFixtures.asyncplay(arguments + ["--lang", "en"], in: folder,
                                             extraEnvironment: [("COLUMNS", "80")])
    #expect(text.termination == .exited(0), "\(program): \(text.errorText)")
    GoldenTranscriptTests.check(text.outputText, against: Self.directory + "/" + program + "/expected.txt")
    let json = try StudentFixtures.asyncplay(arguments + ["--json", "--lang", "en"], in: folder)
    #expect(json.termination == .exited(0), "\(program): \(json.errorText)")
    GoldenTranscriptTests.check(json.outputText, against: Self.directory + "/" + program + "/expected.jsonl")
  }

  @Test("the manual's preview example (docs/preview.md) is the first program, and its output the program's golden text")
  func readmeExample() throws {
    let root = String(Self.directory.dropLast("/Tests/PreviewPrograms".count))
    let readme = try #require(FileSystem.read(root + "/docs/preview.md"))
    let start = try #require(readme.range(of: "## Running any SwiftUI file: `asyncplay preview`"))
    var blocks: [String] = []
    var current: [Substring]?
    for line in readme[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { break }
      if line.hasPrefix("```") {
        if let lines = current { blocks.append(lines.joined(separator: "\n") + "\n") }
        current = current == nil ? [] : nil
      } else {
        current?.append(line)
      }
    }
    let program = Self.directory + "/01-initial-load"
    #expect(blocks.first == FileSystem.read(program + "/FeedView.swift"))
    let shown = try #require(blocks.dropFirst().first)
    let command = "$ asyncplay preview Tests/PreviewPrograms/01-initial-load/FeedView.swift --routes "
      + "Tests/PreviewPrograms/01-initial-load/routes --lang en\n"
    #expect(shown.hasPrefix(command))
    #expect(String(shown.dropFirst(command.count)) == FileSystem.read(program + "/expected.txt"))
  }
}
