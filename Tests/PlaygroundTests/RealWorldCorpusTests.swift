import Foundation
@testable import Playground
import Testing
@testable import Runs

/// The real-world corpus (`Tests/RealWorld/`, issue 29): public SwiftUI programs nobody here wrote, each with its
/// SOURCE.md (repository, commit, files, licence), `routes` and `expect`. The programs' own files are third-party
/// code and are not committed (Tests/RealWorld/README.md): `report.sh` runs them where they have been brought in
/// from the commits SOURCE.md names. These tests check what is committed: every folder is complete and its
/// expectation reads as documented.
@Suite("Real-world corpus")
struct RealWorldCorpusTests {
  /// The corpus folder.
  static let directory: String = {
    let file = #filePath
    let tests = file[..<file.lastIndex(of: "/")!]
    return String(tests[..<tests.lastIndex(of: "/")!]) + "/RealWorld"
  }()

  /// Every program, by folder name (`catalogue` holds the identifier lists, not a program).
  static let programs: [String] = (FileSystem.entries(directory) ?? []).filter {
    $0 != "catalogue" && !$0.hasPrefix(".") && FileSystem.isDirectory(directory + "/" + $0)
  }.sorted()

  /// The licences a program may have to enter the corpus, as SOURCE.md names them.
  static let licences = ["MIT", "Apache-2.0", "BSD", "The Unlicense (public domain)",
                         "Apple sample code licence"]

  @Test("the corpus has at least sixty programs, each with SOURCE.md, routes and expect")
  func folders() throws {
    #expect(Self.programs.count >= 60, "\(Self.programs.count) programs")
    for program in Self.programs {
      let folder = Self.directory + "/" + program
      let source = try #require(FileSystem.read(folder + "/SOURCE.md"), "\(program) has no SOURCE.md")
      let record = SourceRecord(source)
      #expect(record.repository?.hasPrefix("https://github.com/") == true, "\(program): SOURCE.md names no repository")
      #expect(record.commit?.count == 40 && record.commit?.allSatisfy(\.isHexDigit) == true,
              "\(program): SOURCE.md names no 40-digit commit")
      #expect(!record.files.isEmpty, "\(program): SOURCE.md lists no file")
      #expect(record.files.contains { $0.hasSuffix(".swift") }, "\(program): SOURCE.md lists no Swift file")
      #expect(Self.licences.contains { record.licence?.hasPrefix($0) == true },
              "\(program): licence '\(record.licence ?? "")' is not one the corpus accepts")
      #expect(record.changes != nil, "\(program): SOURCE.md does not list its changes")
      #expect(FileSystem.isFile(folder + "/routes"), "\(program) has no routes file")
      let expectation = try #require(FileSystem.read(folder + "/expect"), "\(program) has no expect file")
      let parsed = CorpusExpectation(expectation)
      #expect(parsed.problems.isEmpty, "\(program): \(parsed.problems)")
      #expect(!parsed.checks.isEmpty, "\(program): expect checks no screen")
    }
  }

  @Test("the expect format: root, do, screen lines; a word it does not know is a problem")
  func expectFormat() {
    let parsed = CorpusExpectation("""
      # comment
      root ContentView
      do tap "Load" @100ms
      screen first contains Loading…
      screen 300ms contains Taylor Swift
      screen 2s contains done
      shows nothing
      screen soon contains x
      """)
    #expect(parsed.root == "ContentView")
    #expect(parsed.actions == "tap \"Load\" @100ms")
    #expect(parsed.checks.map(\.time) == [nil, 300, 2000])
    #expect(parsed.checks.map(\.text) == ["Loading…", "Taylor Swift", "done"])
    #expect(parsed.problems == ["line 7: unknown word 'shows' (accepted: root, do, screen, #)",
                                "line 8: a screen line is 'screen first|TIME contains TEXT'"])
  }
}

/// What a program's SOURCE.md says: `- Repository: URL`, `- Commit: SHA`, `- Files:` then `  - path` lines,
/// `- Licence: NAME (…)`, `- Changes: …`.
struct SourceRecord {
  var repository: String?
  var commit: String?
  var files: [String] = []
  var licence: String?
  var changes: String?

  init(_ text: String) {
    var inFiles = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if inFiles, line.hasPrefix("  - ") {
        files.append(String(line.dropFirst(4)))
        continue
      }
      inFiles = false
      if let value = Self.value(line, "Repository") { repository = value }
      if let value = Self.value(line, "Commit") { commit = value }
      if let value = Self.value(line, "Licence") { licence = value }
      if let value = Self.value(line, "Changes") { changes = value }
      if line == "- Files:" { inFiles = true }
    }
  }

  private static func value(_ line: Substring, _ key: String) -> String? {
    let prefix = "- \(key): "
    return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
  }
}

/// A program's `expect` file (Tests/RealWorld/README.md): `root TYPE`, `do ACTIONS`,
/// `screen first|TIME contains TEXT`; `#` starts a comment.
struct CorpusExpectation {
  var root: String?
  var actions: String?
  var checks: [(time: Int?, text: String)] = []
  var problems: [String] = []

  init(_ text: String) {
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let word = line.prefix { $0 != " " }
      let rest = line.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
      switch word {
      case "root" where !rest.isEmpty: root = rest
      case "do" where !rest.isEmpty: actions = rest
      case "screen":
        if let check = Self.check(rest) {
          checks.append(check)
        } else {
          problems.append("line \(index + 1): a screen line is 'screen first|TIME contains TEXT'")
        }
      default: problems.append("line \(index + 1): unknown word '\(word)' (accepted: root, do, screen, #)")
      }
    }
  }

  /// `first contains TEXT` or `TIME contains TEXT`, TIME in milliseconds (`300`, `300ms`) or seconds (`2s`).
  private static func check(_ text: String) -> (time: Int?, text: String)? {
    let parts = text.split(separator: " ", maxSplits: 2)
    guard parts.count == 3, parts[1] == "contains" else { return nil }
    let when = parts[0]
    if when == "first" { return (nil, String(parts[2])) }
    if when.hasSuffix("ms"), let ms = Int(when.dropLast(2)) { return (ms, String(parts[2])) }
    if when.hasSuffix("s"), let seconds = Double(when.dropLast()) { return (Int(seconds * 1000), String(parts[2])) }
    if let ms = Int(when) { return (ms, String(parts[2])) }
    return nil
  }
}
