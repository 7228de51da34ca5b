import Scenarios
import TextBase
import TerminalIO
import ProjectProfiles

// The commands about the session itself: help, open, params, set, reset, lang, history.
extension REPLSession {
  /// `help`: every command with one line; `help <command>`: its usage, what it does and an example.
  func help(_ topic: String?) -> REPLReply {
    guard let topic else { return REPLReply(text: REPLHelp.overview(language: language, palette: palette, width: columns())) }
    guard let spec = REPLCommandSpec.named(topic) else {
      let shown = REPLQuote.shorten(topic)
      return .failed(language.pick("没有 \"\(shown)\" 的帮助；", "no help for \"\(shown)\"; ")
        + alternatives(to: topic, among: REPLCommandSpec.names, label: ("命令", "commands")))
    }
    return REPLReply(text: REPLHelp.detail(spec, language: language, palette: palette, width: columns()))
  }

  /// `open <scenario>`: opens it with default values and says what it shows.
  mutating func open(_ name: String) -> REPLReply {
    guard let found = catalog.first(where: { $0.name == name }) else {
      let shown = REPLQuote.shorten(name)
      return .failed(language.pick("没有场景 \"\(shown)\"；", "unknown scenario \"\(shown)\"; ")
        + alternatives(to: name, among: catalog.map(\.name), label: ("场景", "scenarios")))
    }
    openScenario(found)
    var reply = REPLReply()
    let width = columns()
    let summary = REPLWrap.hanging(language.pick(found.summary.zh, found.summary.en),
                                   first: found.name + language.pick("：", ": "), indent: 2, width: width)
    reply.text += palette.paint(found.name, .bold) + summary.dropFirst(found.name.count)
    if !found.parameters.isEmpty {
      let assignments = zip(found.parameters, values).map { "\($0.name)=\(Self.shown($1))" }
      for line in REPLWrap.packed(assignments, separator: "  ", width: width - 2) { reply.line("  " + line) }
    }
    for line in REPLWrap.lines(language.pick(
      "run 跑完整个过程；step 一个事件一个事件地走；params 和 set 改参数；code 看源代码",
      "run shows the whole run; step goes event by event; params and set change it; code shows its source"),
      width: width) { reply.line(palette.paint(line, .dim)) }
    return reply
  }

  /// `params`: current value, default and accepted values of each parameter; changed ones are starred.
  func params() -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    guard !scenario.parameters.isEmpty else {
      return REPLReply(text: language.pick("\(scenario.name) 没有参数\n", "\(scenario.name) has no parameters\n"))
    }
    let header = [language.pick("参数", "parameter"), "  " + language.pick("当前值", "value"),
                  language.pick("默认值", "default"), language.pick("可取值", "accepts")]
    var rows: [[String]] = []
    for (parameter, value) in zip(scenario.parameters, values) {
      let changed = value != defaultValue(of: parameter)
      rows.append([parameter.name, (changed ? "* " : "  ") + Self.shown(value),
                   Self.shown(defaultValue(of: parameter)), parameter.acceptedValues(in: language)])
    }
    var reply = REPLReply(text: REPLTable(header: header, rows: rows, palette: palette, width: columns()).render())
    if rows.contains(where: { $0[1].hasPrefix("*") }) {
      reply.line(palette.paint(language.pick("* 已用 set 修改；reset 恢复默认值",
                                             "* changed with set; reset restores the defaults"), .dim))
    }
    return reply
  }

  /// `set name=value …`: checks every assignment first; one bad word changes nothing. `profile=`, `swift-version=`,
  /// `default-isolation=` and `approachable-concurrency=` (or `set profile NAME`) set the project settings of the
  /// files compiled from now on instead (see ``setProject(_:)``).
  mutating func set(_ words: [String]) -> REPLReply {
    if words.count == 2, ProjectChoice.settingNames.contains(words[0]) { return set([words.joined(separator: "=")]) }
    if let first = words.first, ProjectChoice.settingNames.contains(where: { first.hasPrefix($0 + "=") }) {
      var reply = setProject(words)
      // A scenario that runs its app code compiled under either profile (new-project) has a `profile` parameter:
      // `set profile=swift-package` then sets it too, so that the scenario and the files compiled next agree.
      if reply.failure == nil, words.count == 1, first.hasPrefix("profile="),
         let parameter = scenario?.parameters.first(where: { $0.name == "profile" }),
         case .success = parameter.normalize(String(first.dropFirst("profile=".count)), language: language) {
        let scenarioReply = setParameters(words)
        reply.text += scenarioReply.text
        reply.failure = scenarioReply.failure
      }
      return reply
    }
    return setParameters(words)
  }

  /// `set name=value …` for the scenario's parameters.
  private mutating func setParameters(_ words: [String]) -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    let names = scenario.parameters.map(\.name)
    var newValues = values
    var changed: [Int] = []
    var given: [String: String] = [:]
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        let shown = REPLQuote.shorten(word), list = language.list(names)
        return .failed(language.pick("set 接受 名字=值 的写法；\"\(shown)\" 不是（\(scenario.name) 的参数：\(list)）",
                                     "set takes name=value words; \"\(shown)\" is not one (\(scenario.name) takes: \(list))"))
      }
      let name = String(word[..<equals])
      let value = String(word[word.index(after: equals)...])
      guard let index = names.firstIndex(of: name) else {
        return .failed(noParameter(name, in: scenario))
      }
      switch scenario.parameters[index].normalize(value, language: language) {
      case .success(let canonical):
        if let earlier = given[name] {
          let first = REPLQuote.shorten(earlier), second = REPLQuote.shorten(word), shown = REPLQuote.shorten(name)
          return .failed(language.pick("\(shown) 给了两次（\(first) 和 \(second)）；每个参数只给一次",
                                       "\(shown) is given twice (\(first), then \(second)); give each parameter once"))
        }
        given[name] = word
        newValues[index] = canonical
        if !changed.contains(index) { changed.append(index) }
      case .failure(let error):
        return .failed(badValue(error))
      }
    }
    let before = values
    let hadSchedule = schedule
    setValues(newValues)
    var reply = REPLReply()
    if let hadSchedule, schedule == nil { reply.line(palette.paint(scheduleDropped(hadSchedule), .dim)) }
    for index in changed {
      let parameter = scenario.parameters[index]
      let note = newValues[index] == before[index] ? language.pick("未变", "unchanged")
        : language.pick("默认 ", "default ") + Self.shown(defaultValue(of: parameter))
      // Full-width brackets around the Chinese note, with no space before them.
      reply.line("\(parameter.name)=\(Self.shown(newValues[index]))"
        + palette.paint(language.pick("（\(note)）", " (\(note))"), .dim))
    }
    return reply
  }

  /// `reset`: every parameter back to its default.
  mutating func reset() -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    let hadSchedule = schedule
    setValues(scenario.parameters.map(defaultValue(of:)))
    var reply = REPLReply()
    if let hadSchedule, schedule == nil { reply.line(palette.paint(scheduleDropped(hadSchedule), .dim)) }
    reply.line(language.pick("参数已恢复默认值", "parameters back to their defaults") + ": "
      + zip(scenario.parameters, values).map { "\($0.name)=\(Self.shown($1))" }.joined(separator: "  "))
    return reply
  }

  /// `lang zh|en`.
  mutating func lang(_ word: String) -> REPLReply {
    guard let new = Language(rawValue: word) else {
      let shown = REPLQuote.shorten(word)
      return .failed(language.pick("lang 的值 \"\(shown)\" 不对；可以是 zh 或 en",
                                   "bad value \"\(shown)\" for lang; expected zh or en"))
    }
    setLanguage(new)
    return REPLReply(text: new.pick("语言：中文\n", "language: English\n"))
  }

  /// `history`: the lines typed, numbered, oldest first.
  func showHistory() -> REPLReply {
    var reply = REPLReply()
    let width = String(history.count).count
    for (index, line) in history.enumerated() {
      let number = String(index + 1)
      reply.line(String(repeating: " ", count: width - number.count) + palette.paint(number, .dim) + "  "
        + ControlCharacters.escaped(line))
    }
    return reply
  }

  /// The message for commands that need an open scenario.
  var noScenario: String {
    let example = catalog.contains { $0.name == "task-id" } ? "task-id" : catalog.first?.name ?? "task-id"
    let names = language.list(catalog.map(\.name))
    return language.pick("还没有打开场景；先打开一个，例如 open \(example)（场景：\(names)）",
                         "no scenario is open; open one first, e.g. open \(example) (scenarios: \(names))")
  }

  /// "did you mean …? (label: a, b, c)", in the session's language.
  func alternatives(to word: String, among candidates: [String], label: (zh: String, en: String)) -> String {
    let list = language.list(candidates)
    guard let match = Suggestions.closest(to: word, among: candidates) else {
      return language.pick("\(label.zh)：\(list)", "\(label.en): \(list)")
    }
    return language.pick("你是不是想输入 \(match)？（\(label.zh)：\(list)）", "did you mean \(match)? (\(label.en): \(list))")
  }

  /// A parameter's default in canonical form.
  func defaultValue(of parameter: ScenarioParameter) -> String {
    (try? parameter.normalize(parameter.defaultValue).get()) ?? parameter.defaultValue
  }

  /// A value as messages show it: quoted when it holds a space, so it can be typed back.
  static func shown(_ value: String) -> String {
    value.contains(" ") || value.isEmpty ? "\"\(value)\"" : value
  }

  /// "<scenario> has no parameter …", with a suggestion.
  func noParameter(_ name: String, in scenario: Scenario) -> String {
    let shown = REPLQuote.shorten(name)
    return language.pick("\(scenario.name) 没有参数 \"\(shown)\"；", "\(scenario.name) has no parameter \"\(shown)\"; ")
      + alternatives(to: name, among: scenario.parameters.map(\.name), label: ("参数", "parameters"))
  }

  /// "bad value … for …; expected …" (what is accepted stays as the scenario's parameter says it).
  func badValue(_ error: ParameterError) -> String {
    let shown = REPLQuote.shorten(error.value)
    return language.pick("\(error.parameter) 的值 \"\(shown)\" 不对；\(error.message)",
                         "bad value \"\(shown)\" for \(error.parameter); \(error.message)")
  }
}
