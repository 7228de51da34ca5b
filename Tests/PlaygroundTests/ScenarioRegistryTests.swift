import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
#if canImport(Glibc)
import Glibc
#endif
import SwiftUI
@testable import TextBase
@testable import Runs

/// Each scenario is one folder: its code (which `code` shows, byte for byte), its explanation and its registration,
/// from which the catalog, the golden transcripts and the determinism check follow.
@Suite("Scenario registry")
struct ScenarioRegistryTests {
  static let sourceDirectory: String = {
    let file = #filePath
    let tests = file[..<file.range(of: "/Tests/")!.lowerBound]
    return String(tests) + "/Sources/Scenarios"
  }()

  /// Paths of the `.swift` files below `directory`, relative to it, sorted.
  static func swiftFiles(below directory: String, prefix: String = "") -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = directoryEntryName(entry)
      if name.hasPrefix(".") { continue }
      if entry.pointee.d_type == UInt8(DT_DIR) {
        names += swiftFiles(below: directory + "/" + name, prefix: prefix + name + "/")
      } else if name.hasSuffix(".swift") {
        names.append(prefix + name)
      }
    }
    return names.sorted()
  }

  @Test("every embedded scenario source equals its file byte for byte, and every file is embedded")
  func listingsEqualSources() {
    let sources = FileSystem.directory(of: Self.sourceDirectory)
    let names = Self.swiftFiles(below: Self.sourceDirectory)
    #expect(ScenarioSource.fileNames == names)
    for name in names {
      let onDisk = TextFile.read(FileSystem.directory(of: sources) + "/" + ScenarioSource.repositoryPath(ofFile: name))
      #expect(ScenarioSource.text(ofFile: name) == onDisk, "\(name) differs from its embedded copy")
    }
  }

  @Test("the catalog holds one scenario per folder, and each folder's file declares the scenario it registers")
  func oneFolderPerScenario() throws {
    let folders = Self.swiftFiles(below: Self.sourceDirectory).compactMap { path -> String? in
      let parts = path.split(separator: "/")
      return parts.count == 2 && parts[1] == parts[0] + "Scenario.swift" ? String(parts[0]) : nil
    }
    #expect(folders.count == ScenarioCatalog.all.count)
    #expect(Set(ScenarioCatalog.names).count == ScenarioCatalog.all.count, "scenario names are unique")
    for scenario in ScenarioCatalog.all {
      let file = try #require(ScenarioSource.file(of: scenario), "\(scenario.name) has no embedded source")
      let folder = String(file.prefix { $0 != "/" })
      #expect(file == "\(folder)/\(folder)Scenario.swift", "\(scenario.name) is registered in \(file)")
      #expect(scenario.explanationName == folder + "Explanation", "\(scenario.name) is explained by \(scenario.explanationName)")
      let text = try #require(ScenarioSource.text(ofFile: file))
      #expect(text.contains("name: \"\(scenario.name)\""), "\(file) does not declare \(scenario.name)")
      #expect(ScenarioSource.folder(of: scenario).contains("\(folder)/\(folder)Explanation.swift"))
      #expect(Set(scenario.parameters.map(\.name)).count == scenario.parameters.count, "\(scenario.name)")
    }
  }

  @Test("code all shows every plain-async scenario's defining file, numbered; code shows its lesson regions",
        arguments: ScenarioCatalog.all.filter { $0.appCode.isEmpty }.map(\.name))
  func codeShowsTheDefiningFile(_ name: String) throws {
    let scenario = try #require(ScenarioCatalog.named(name))
    let file = try #require(ScenarioSource.file(of: scenario))
    let onDisk = try #require(TextFile.read(Self.sourceDirectory + "/" + file))
    var session = REPLSessionTests.session(.en)
    // On a terminal wide enough for every line, the listing is the file (fitting: FittedTraceTests).
    session.columns = { 1_000 }
    REPLSessionTests.run(["open \(name)"], in: &session)
    let all = session.execute("code all").text
    var lines = all.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.first == "// Sources/Scenarios/\(file)")
    lines = lines.dropFirst()
    // Strip the gutter (right-aligned numbers, two spaces) and compare with the file.
    let width = String(lines.count).count
    var numbered: [String] = []
    for (index, line) in lines.enumerated() {
      #expect(line.prefix(width).trimmingCharacters(in: .whitespaces) == String(index + 1), "\(file):\(index + 1)")
      numbered.append(String(line.dropFirst(min(line.count, width + 2))))
    }
    #expect(numbered.joined(separator: "\n") + "\n" == onDisk, "code all for \(name) is not \(file)")

    let excerpt = SourceExcerpt(onDisk)
    #expect(excerpt.unpairedMarkers == [], "\(file): unpaired // MARK: lesson / end at lines \(excerpt.unpairedMarkers)")
    let regions = excerpt.lessonRegions
    #expect(!regions.isEmpty, "\(file) marks no // MARK: lesson region")
    let focused = session.execute("code").text.split(separator: "\n").dropFirst(2)
    let shown = focused.filter { !$0.hasSuffix("⋮") }
    #expect(shown.count == regions.reduce(0) { $0 + $1.count }, "\(name): code shows \(shown.count) lines")
    if let first = regions.first, let line = shown.first {
      #expect(line.hasPrefix(String(repeating: " ", count: String(regions.last!.upperBound).count - String(first.lowerBound).count) + String(first.lowerBound)))
    }
  }

  @Test("every scenario pins its defaults and a parameter set for the determinism check, with unique golden files")
  func pinnedRuns() {
    var stems: [String] = []
    for scenario in ScenarioCatalog.all {
      #expect(scenario.pinned.contains { $0.label == nil && $0.assignments.isEmpty && $0.language == .zh },
              "\(scenario.name) does not pin its defaults")
      #expect(scenario.pinned.contains { $0.checksDeterminism }, "\(scenario.name) is not in the determinism check")
      for run in scenario.pinned {
        stems.append(run.stem(of: scenario.name))
        let pairs = run.assignments.map { word -> (name: String, value: String) in
          let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
          return (parts[0], parts.count > 1 ? parts[1] : "")
        }
        #expect(throws: Never.self, "\(run.stem(of: scenario.name))") {
          _ = try scenario.arguments(pairs, language: run.language)
        }
      }
    }
    #expect(Set(stems).count == stems.count, "golden stems repeat: \(stems)")
    let golden = GoldenTranscriptTests.directory
    var onDisk: [String] = []
    if let dir = opendir(golden) {
      while let entry = readdir(dir) {
        let name = directoryEntryName(entry)
        if name.hasSuffix(".txt") { onDisk.append(String(name.dropLast(4))) }
      }
      closedir(dir)
    }
    #expect(onDisk.sorted() == stems.sorted(), "golden files without a pinned run, or pinned runs without a file")
  }

  @Test("every pinned run has an explanation of its own that names times from its trace")
  func explanationsReadTheTrace() throws {
    for scenario in ScenarioCatalog.all {
      var session = REPLSessionTests.session(.en)
      for run in scenario.pinned where run.language == .en || run.label == nil {
        let quoted = run.assignments.map { word in
          word.contains(" ") ? word.replacingOccurrences(of: "=", with: "=\"") + "\"" : word
        }
        REPLSessionTests.run(["open \(scenario.name)"] + (quoted.isEmpty ? [] : ["set " + quoted.joined(separator: " ")]),
                             in: &session)
        let text = session.execute("explain").text
        #expect(text.contains("What to look at in this run of \(scenario.name):\n"), "\(text)")
        #expect(text.contains(" ms"), "\(scenario.name): the explanation names no time\n\(text)")
        #expect(!text.contains("tasks ran; the last event is at"), "\(scenario.name) falls back to the general explanation")
      }
    }
  }

  @Test("explanations in Chinese use Chinese typography", arguments: ScenarioCatalog.names)
  func chineseExplanations(_ name: String) throws {
    let scenario = try #require(ScenarioCatalog.named(name))
    var session = REPLSessionTests.session(.zh)
    for run in scenario.pinned where run.language == .zh {
      let quoted = run.assignments.map { word in
        word.contains(" ") ? word.replacingOccurrences(of: "=", with: "=\"") + "\"" : word
      }
      // Run first: what the child writes on stderr (the Swift runtime's own warnings, in English) comes with the
      // run, and the explanation is asyncplay's text alone.
      REPLSessionTests.run(["open \(name)"] + (quoted.isEmpty ? [] : ["set " + quoted.joined(separator: " ")])
                             + ["run"], in: &session)
      let text = REPLSessionTests.unwrapped(session.execute("explain").text)
      for problem in CourseRulesTests.typographyProblems(text) {
        Issue.record(Comment(rawValue: "\(run.stem(of: name)): \(problem)\n\(text)"))
      }
    }
  }

  @Test("code NAME shows a function or a type by name, with its doc comment, up to its closing brace")
  func declarationsByName() throws {
    var session = REPLSessionTests.session(.en)
    REPLSessionTests.run(["open task-id"], in: &session)
    let sdk = session.execute("code SearchSDK").text
    #expect(sdk.hasPrefix("// Sources/Scenarios/TaskID/SearchSDK.swift\n"), "\(sdk)")
    #expect(sdk.contains("final class SearchSDK: Sendable {"))
    #expect(sdk.split(separator: "\n").last?.hasSuffix("}") == true, "\(sdk)")
    // App code's comments are shown in the session's language only.
    #expect(!sdk.contains("//en") && !sdk.contains("第三方"), "\(sdk)")
    let search = session.execute("code PackageIndex.search").text
    #expect(search.contains("static func search(_ query: String) async throws -> [String] {"), "\(search)")
    #expect(!search.contains("enum PackageIndex"))
    // Not in task-id's folder: found in another scenario's.
    let elsewhere = session.execute("code withTimeout").text
    #expect(elsewhere.hasPrefix("// Sources/Scenarios/Timeout/TimeoutError.swift\n"), "\(elsewhere)")
    let missing = session.execute("code SearchSKD")
    #expect(missing.failure?.contains("did you mean code SearchSDK?") == true, "\(missing.failure ?? "")")
  }

  @Test("a declaration's end is found past braces in strings, comments and interpolations")
  func braceScanning() {
    let text = """
      /// Doc.
      @MainActor
      func f() {
        let a = "{ \\("}") }"  // }
        /* { */ let b = #"}"#
        let c = \"\"\"
          }
          \"\"\"
      }
      protocol P {
        func g() async throws -> Int
        func h()
      }
      """
    let excerpt = SourceExcerpt(text)
    #expect(excerpt.declarations(named: "f") == [1...9])
    #expect(excerpt.declarations(named: "P.g") == [11...11])
    #expect(excerpt.declarations(named: "h") == [12...12])
  }
}
