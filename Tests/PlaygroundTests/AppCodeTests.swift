import AsyncSimulation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import Course

/// Scenarios written as SwiftUI app code (see `Sources/Scenarios/README.md`): what `code` shows is the app's own
/// files — the variant that runs, whole, in the session's language — and nothing of the driver, the engine, the
/// stand-ins or a language switch.
@Suite("App code")
struct AppCodeTests {
  static let converted = ScenarioCatalog.all.filter { !$0.appCode.isEmpty }

  /// `TaskID/` for task-id.
  static func folder(of scenario: Scenario) throws -> String {
    let file = try #require(ScenarioSource.file(of: scenario))
    return String(file.prefix { $0 != "/" }) + "/"
  }

  /// The canonical values of a pinned run, by name.
  static func values(of run: PinnedRun, in scenario: Scenario) throws -> [String: String] {
    try #require(CourseRulesTests.values(scenario, [:], run.assignments), "\(scenario.name): \(run.assignments)")
  }

  @Test("code all shows each app file as it is on disk, numbered, with the comment lines of the session's language",
        arguments: converted.map(\.name))
  func codeAllIsTheFiles(_ name: String) throws {
    let scenario = try #require(ScenarioCatalog.named(name))
    let folder = try Self.folder(of: scenario)
    for language in Language.allCases {
      var session = REPLSessionTests.session(language)
      // On a terminal wide enough for every line, the listing is the file (fitting: FittedTraceTests).
      session.columns = { 1_000 }
      REPLSessionTests.run(["open \(name)"], in: &session)
      // The listing's files, each a header `// Sources/Scenarios/<file>` and its numbered lines.
      var listed: [(file: String, lines: [Substring])] = []
      for line in session.execute("code all").text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("// Sources/Scenarios/") {
          listed.append((String(line.dropFirst("// Sources/Scenarios/".count)), []))
        } else if !listed.isEmpty {
          listed[listed.count - 1].lines.append(line)
        }
      }
      #expect(listed.map(\.file) == scenario.appCode.map { folder + $0.name }, "\(name) in \(language)")
      for (file, lines) in listed {
        let onDisk = try #require(TextFile.read(ScenarioRegistryTests.sourceDirectory + "/" + file))
        var body = lines
        while body.last == "" { body.removeLast() }
        // Strip the gutter (right-aligned numbers, two spaces) and compare with the file in the session's language.
        let width = String(body.count).count
        let shown = body.map { String($0.dropFirst(min($0.count, width + 2))) }
        let expected = ExerciseTemplate.render(onDisk, language: language)
        #expect(shown.joined(separator: "\n") + "\n" == expected, "\(file) in \(language)")
      }
    }
  }

  @Test("every Swift file of a converted folder is app code listed in appCode, the registration or the explanation",
        arguments: converted.map(\.name))
  func appFilesAreListed(_ name: String) throws {
    let scenario = try #require(ScenarioCatalog.named(name))
    let folder = try Self.folder(of: scenario)
    let stem = String(folder.dropLast())
    let inFolder = ScenarioSource.fileNames.filter { $0.hasPrefix(folder) }.map { String($0.dropFirst(folder.count)) }
    let listed = scenario.appCode.map(\.name)
    #expect(Set(listed).count == listed.count, "\(name) lists a file twice")
    #expect(Set(inFolder) == Set(listed + ["\(stem)Scenario.swift", "\(stem)Explanation.swift"]),
            "\(name): the folder holds \(inFolder), appCode lists \(listed)")
    #expect(ScenarioStrings.catalog(of: stem) != nil, "\(folder) has no Localizable.xcstrings")
    for parameter in scenario.appCode.flatMap(\.conditions) {
      #expect(scenario.parameter(named: parameter.name) != nil, "\(name): appCode names no parameter \(parameter.name)")
    }
  }

  @Test("app code imports only Apple's app frameworks, uses no stand-in, engine or language switch, comments in //zh and //en",
        arguments: converted.map(\.name))
  func appCodeIsWhatAnAppHas(_ name: String) throws {
    let scenario = try #require(ScenarioCatalog.named(name))
    let folder = try Self.folder(of: scenario)
    for file in scenario.appCode.map(\.name) {
      let text = try #require(ScenarioSource.text(ofFile: folder + file), "\(folder + file) is not embedded")
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      // SwiftUI, and the SDK modules an app uses beside it (Combine's pipelines, SwiftData's models, the keychain):
      // nothing of the engine.
      let imports = lines.filter { $0.hasPrefix("import ") }
      let frameworks: Set<Substring> = ["import SwiftUI", "import Combine", "import SwiftData", "import Security"]
      #expect(!imports.isEmpty && Set(imports).isSubset(of: frameworks),
              "\(file) imports \(imports), not only SwiftUI, Combine, SwiftData or Security")
      for banned in ["language.pick", "Language", "ViewHost", "SimulatedView", "Screen(", "@Tracked", "Simulation.",
                     "TraceLog", "ScenarioArguments"] {
        #expect(!text.contains(banned), "\(file) uses \(banned)")
      }
      var zh = 0, en = 0
      for (index, line) in lines.enumerated() {
        let code = line.drop { $0 == " " }
        // A comment is a whole line; a URL's `://` is not one.
        guard code.hasPrefix("//") || code.contains(" //") else { continue }
        #expect(code.hasPrefix("//zh ") || code.hasPrefix("//en "),
                "\(file):\(index + 1): a comment in app code is a whole line //zh … or //en …")
        if code.hasPrefix("//zh") { zh += 1 } else if code.hasPrefix("//en") { en += 1 }
      }
      #expect((zh == 0) == (en == 0), "\(file) comments in one language only")
      // The type a file declares is the one its name says (the trace's appear events name it).
      let stem = String(file.dropLast(".swift".count))
      #expect(SourceExcerpt(text).declaredNames.contains(stem), "\(file) does not declare \(stem)")
    }
  }

  @Test("code shows the run's variant, code all every variant, each in the session's language only",
        arguments: converted.map(\.name))
  func codeShowsTheVariantThatRuns(_ name: String) throws {
    let scenario = try #require(ScenarioCatalog.named(name))
    for language in Language.allCases {
      var session = REPLSessionTests.session(language)
      REPLSessionTests.run(["open \(name)"], in: &session)
      let all = session.execute("code all").text
      for file in scenario.appCode.map(\.name) { #expect(all.contains(file), "\(name): code all lacks \(file)") }
      #expect(!all.contains("Scenario.swift"), "\(name): code all shows the driver")
      #expect(!all.contains("//zh") && !all.contains("//en"), "\(name): a language tag is shown")
      let hasChinese = all.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
      #expect(hasChinese == (language == .zh), "\(name) in \(language): Chinese shown \(hasChinese)")
      for run in scenario.pinned {
        let values = try Self.values(of: run, in: scenario)
        let changed = run.assignments.map { word in
          word.contains(" ") ? word.replacingOccurrences(of: "=", with: "=\"") + "\"" : word
        }
        REPLSessionTests.run(["reset"] + (changed.isEmpty ? [] : ["set " + changed.joined(separator: " ")]),
                             in: &session)
        let shown = session.execute("code").text
        for file in scenario.appCode.map(\.name) {
          #expect(shown.contains("/" + file) == scenario.appFiles(for: values).contains(file),
                  "\(name) \(run.assignments): code and \(file)")
        }
      }
    }
  }

  @Test("every view that appears in a pinned run is in the code that run shows", arguments: converted.map(\.name))
  func theViewsThatRunAreShown(_ name: String) throws {
    let scenario = try #require(ScenarioCatalog.named(name))
    for run in scenario.pinned {
      let path = GoldenTranscriptTests.directory + "/" + run.stem(of: name) + ".jsonl"
      let golden = try #require(TextFile.read(path), "no golden \(path)")
      let trace = try Trace(jsonLines: golden)
      let shown = scenario.appFiles(for: try Self.values(of: run, in: scenario))
      let views = Set(trace.events.filter { $0.kind == .appear }.compactMap(\.name))
      #expect(!views.isEmpty, "\(path): no view appears")
      for view in views { #expect(shown.contains(view + ".swift"), "\(path): \(view) appears, code shows \(shown)") }
    }
  }
}
