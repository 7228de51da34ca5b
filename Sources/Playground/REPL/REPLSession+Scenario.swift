import Scenarios

// The commands about the session itself: help, open, params, set, reset, lang, history.
extension REPLSession {
  /// `help`: every command with one line; `help <command>`: its usage, what it does and an example.
  func help(_ topic: String?) -> REPLReply {
    guard let topic else { return REPLReply(text: REPLHelp.overview(language: language, palette: palette)) }
    guard let spec = REPLCommandSpec.named(topic) else {
      return .failed("no help for \"\(REPLQuote.shorten(topic))\"; "
        + UsageError.alternatives(to: topic, among: REPLCommandSpec.names, label: "commands"))
    }
    return REPLReply(text: REPLHelp.detail(spec, language: language, palette: palette))
  }

  /// `open <scenario>`: opens it with default values and says what it shows.
  mutating func open(_ name: String) -> REPLReply {
    guard let found = catalog.first(where: { $0.name == name }) else {
      return .failed("unknown scenario \"\(REPLQuote.shorten(name))\"; "
        + UsageError.alternatives(to: name, among: catalog.map(\.name), label: "scenarios"))
    }
    openScenario(found)
    var reply = REPLReply()
    reply.line(palette.paint(found.name, .bold) + ": " + language.pick(found.summary.zh, found.summary.en))
    if !found.parameters.isEmpty {
      reply.line("  " + zip(found.parameters, values).map { "\($0.name)=\(Self.shown($1))" }.joined(separator: "  "))
    }
    reply.line(palette.paint(language.pick(
      "run 跑完整个过程；step 一个事件一个事件地走；params 和 set 改参数；code 看源代码",
      "run shows the whole run; step goes event by event; params and set change it; code shows its source"), .dim))
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
                   Self.shown(defaultValue(of: parameter)), parameter.acceptedValues])
    }
    var reply = REPLReply(text: REPLTable(header: header, rows: rows, palette: palette).render())
    if rows.contains(where: { $0[1].hasPrefix("*") }) {
      reply.line(palette.paint(language.pick("* 已用 set 修改；reset 恢复默认值",
                                             "* changed with set; reset restores the defaults"), .dim))
    }
    return reply
  }

  /// `set name=value …`: checks every assignment first; one bad word changes nothing.
  mutating func set(_ words: [String]) -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    let names = scenario.parameters.map(\.name)
    var newValues = values
    var changed: [Int] = []
    for word in words {
      guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
        return .failed("set takes name=value words; \"\(REPLQuote.shorten(word))\" is not one "
          + "(\(scenario.name) takes: \(names.joined(separator: ", ")))")
      }
      let name = String(word[..<equals])
      let value = String(word[word.index(after: equals)...])
      guard let index = names.firstIndex(of: name) else {
        return .failed("\(scenario.name) has no parameter \"\(REPLQuote.shorten(name))\"; "
          + UsageError.alternatives(to: name, among: names, label: "parameters"))
      }
      switch scenario.parameters[index].normalize(value) {
      case .success(let canonical):
        newValues[index] = canonical
        if !changed.contains(index) { changed.append(index) }
      case .failure(let error):
        return .failed("bad value \"\(REPLQuote.shorten(error.value))\" for \(name); \(error.message)")
      }
    }
    let before = values
    setValues(newValues)
    var reply = REPLReply()
    for index in changed {
      let parameter = scenario.parameters[index]
      let note = newValues[index] == before[index] ? language.pick("未变", "unchanged")
        : language.pick("默认 ", "default ") + Self.shown(defaultValue(of: parameter))
      reply.line("\(parameter.name)=\(Self.shown(newValues[index])) " + palette.paint("(\(note))", .dim))
    }
    return reply
  }

  /// `reset`: every parameter back to its default.
  mutating func reset() -> REPLReply {
    guard let scenario else { return .failed(noScenario) }
    setValues(scenario.parameters.map(defaultValue(of:)))
    var reply = REPLReply()
    reply.line(language.pick("参数已恢复默认值", "parameters back to their defaults") + ": "
      + zip(scenario.parameters, values).map { "\($0.name)=\(Self.shown($1))" }.joined(separator: "  "))
    return reply
  }

  /// `lang zh|en`.
  mutating func lang(_ word: String) -> REPLReply {
    guard let new = Language(rawValue: word) else {
      return .failed("bad value \"\(REPLQuote.shorten(word))\" for lang; expected zh or en")
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
      reply.line(String(repeating: " ", count: width - number.count) + palette.paint(number, .dim) + "  " + line)
    }
    return reply
  }

  /// The message for commands that need an open scenario.
  var noScenario: String {
    let example = catalog.contains { $0.name == "task-id" } ? "task-id" : catalog.first?.name ?? "task-id"
    return "no scenario is open; open one first, e.g. open \(example) (scenarios: "
      + catalog.map(\.name).joined(separator: ", ") + ")"
  }

  /// A parameter's default in canonical form.
  func defaultValue(of parameter: ScenarioParameter) -> String {
    (try? parameter.normalize(parameter.defaultValue).get()) ?? parameter.defaultValue
  }

  /// A value as messages show it: quoted when it holds a space, so it can be typed back.
  static func shown(_ value: String) -> String {
    value.contains(" ") || value.isEmpty ? "\"\(value)\"" : value
  }
}
