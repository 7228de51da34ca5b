import Scenarios
import TextBase
import Course

// `code`, `code all`, `code NAME`: the scenario's Swift source as compiled into the binary. A scenario written as app
// code shows its app files whole (`code`: the run's variant, `code all`: every variant), numbered as the student's
// copy of them would be; comment lines `//zh …` / `//en …` are shown in the session's language only (the exercise
// files' convention, ``ExerciseTemplate``).
extension REPLSession {
  /// `code`: the lesson regions of the open scenario's file (the whole file when it marks none); `code all`: the
  /// whole file; `code NAME`: the functions or types called NAME (`search`, `SearchServer`, `SearchServer.search`),
  /// looked for in the scenario's folder first, then in every scenario source.
  func code(_ argument: String?) -> REPLReply {
    if let argument, argument != "all" { return declaration(argument) }
    guard let scenario else { return .failed(noScenario) }
    if !scenario.appCode.isEmpty { return appCode(of: scenario, all: argument == "all") }
    guard let file = ScenarioSource.file(of: scenario), let text = ScenarioSource.text(ofFile: file) else {
      return .failed(missingSource(of: scenario))
    }
    let excerpt = SourceExcerpt(text)
    let regions = excerpt.lessonRegions
    guard argument == nil, !regions.isEmpty else {
      return listing(file, excerpt, [1...max(excerpt.lines.count, 1)], note: nil)
    }
    let spans = regions.map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: language.pick("、", ", "))
    let note = language.pick(
      "第 \(spans) 行，这一课要看的部分（共 \(excerpt.lines.count) 行；code all 看整个文件，code <名字> 看一个函数或类型）",
      "lines \(spans), the part the lesson is about (of \(excerpt.lines.count); code all shows the whole file, "
        + "code NAME one function or type)")
    return listing(file, excerpt, regions, note: note)
  }

  /// Why `code` has nothing to show for `scenario`.
  private func missingSource(of scenario: Scenario) -> String {
    language.pick("这个 asyncplay 里没有 \(scenario.name) 的源代码",
                  "the source of \(scenario.name) is not built into this asyncplay")
  }

  /// `code` and `code all` of a scenario written as app code: the files of the run's variant (the open parameter
  /// values), or of every variant, each whole, in the session's language.
  private func appCode(of scenario: Scenario, all: Bool) -> REPLReply {
    guard let file = ScenarioSource.file(of: scenario) else {
      return .failed(missingSource(of: scenario))
    }
    let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
    let current = Dictionary(zip(scenario.parameters.map(\.name), values), uniquingKeysWith: { first, _ in first })
    let names = all ? scenario.appCode.map(\.name) : scenario.appFiles(for: current)
    var reply = REPLReply()
    if !all {
      let list = language.list(names)
      reply.line(palette.paint(language.pick(
        "// 这次运行的 App 代码：\(list)（code all 看所有写法，code <名字> 看一个函数或类型）",
        "// the app code of this run: \(list) (code all shows every variant, code NAME one function or type)"), .dim))
    }
    for (index, name) in names.enumerated() {
      guard let text = ScenarioSource.text(ofFile: folder + name) else { continue }
      if index > 0 { reply.line("") }
      let excerpt = SourceExcerpt(ExerciseTemplate.render(text, language: language))
      reply.text += listing(folder + name, excerpt, [1...max(excerpt.lines.count, 1)], note: nil).text
    }
    return reply
  }

  /// The scenario source files `code NAME` searches: the open scenario's folder first, then every other one.
  private var codeFiles: [String] {
    let files = ScenarioSource.fileNames
    guard let scenario else { return files }
    let own = ScenarioSource.folder(of: scenario)
    return own + files.filter { !own.contains($0) }
  }

  /// The names declared in each scenario source file, read once: the sources are compiled in, and the list is asked
  /// for after every command (Tab completion).
  private static let declaredNames: [String: [String]] = Dictionary(
    uniqueKeysWithValues: ScenarioSource.fileNames.map {
      ($0, SourceExcerpt(ScenarioSource.text(ofFile: $0) ?? "").declaredNames)
    })

  /// The names `code NAME` finds, the open scenario's own first, each once (for suggestions and Tab completion).
  var codeNames: [String] {
    var names: [String] = []
    var seen: Set<String> = []
    for file in codeFiles {
      for declared in Self.declaredNames[file] ?? [] where seen.insert(declared).inserted {
        names.append(declared)
      }
    }
    return names
  }

  /// `code NAME`.
  private func declaration(_ name: String) -> REPLReply {
    let files = codeFiles
    for file in files {
      guard let text = ScenarioSource.text(ofFile: file) else { continue }
      let excerpt = SourceExcerpt(ExerciseTemplate.render(text, language: language))
      let found = excerpt.declarations(named: name)
      guard !found.isEmpty else { continue }
      let spans = found.map { "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: language.pick("、", ", "))
      let note = language.pick("\(name)：第 \(spans) 行", "\(name): lines \(spans)")
      return listing(file, excerpt, found, note: note)
    }
    let names = codeNames
    let shown = REPLQuote.shorten(name)
    let scope = scenario.map { language.pick("\($0.name) 的源代码和其他场景里", "the source of \($0.name) or any scenario") }
      ?? language.pick("场景的源代码里", "the scenario sources")
    let suggestion = Suggestions.closest(to: name, among: names).map {
      language.pick("；你是不是想输入 code \($0)？", "; did you mean code \($0)?")
    } ?? ""
    return .failed(language.pick("\(scope)没有叫 \"\(shown)\" 的函数或类型\(suggestion)（code 看这一课的部分，code all 看整个文件）",
                                 "no function or type called \"\(shown)\" in \(scope)\(suggestion) "
                                   + "(code shows the lesson's part, code all the whole file)"))
  }

  /// The file's name, an optional note, then the lines in `ranges` with their numbers; `⋮` between ranges. Every
  /// line fits the terminal (``CodeListingFit``).
  private func listing(_ file: String, _ excerpt: SourceExcerpt, _ ranges: [ClosedRange<Int>], note: String?)
    -> REPLReply {
    let width = String(ranges.map(\.upperBound).max() ?? 1).count
    let fit = CodeListingFit(columns: columns(), gutter: width)
    var reply = REPLReply()
    for line in fit.comment(ScenarioSource.repositoryPath(ofFile: file)) { reply.line(palette.paint(line, .dim)) }
    if let note {
      for line in fit.comment(note) { reply.line(palette.paint(line, .dim)) }
    }
    for (index, range) in ranges.enumerated() {
      if index > 0 { reply.line(palette.paint(String(repeating: " ", count: width - 1) + "⋮", .dim)) }
      let shown = range.clamped(to: 1...max(excerpt.lines.count, 1))
      guard shown.lowerBound <= excerpt.lines.count else { continue }
      for (gutter, code) in fit.lines(shown.map { String(excerpt.lines[$0 - 1]) }, firstNumber: shown.lowerBound) {
        let painted = palette.paint(gutter, .dim)
        reply.line(code.isEmpty ? painted : painted + "  " + code)
      }
    }
    return reply
  }
}
