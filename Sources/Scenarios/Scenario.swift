import AsyncSimulation
import TextBase

/// A lesson scenario: SwiftUI app code run by a driver under the simulator (see `Sources/Scenarios/README.md`).
///
/// A scenario lives in a folder of its own, `Sources/Scenarios/<Name>/`: the app code (views, models, services, each
/// type in a file of its name, listed in ``appCode``), `Localizable.xcstrings`, `<Name>Scenario.swift` with this
/// registration and the driver (`enum <Name>Scenario { static let scenario = Scenario(…) }`), and
/// `<Name>Explanation.swift` with what `explain` says about a run. The catalog is generated from the folders at build time; the golden transcripts and
/// the determinism check take their parameter sets from ``pinned``.
public struct Scenario: Sendable {
  /// The name used on the command line, e.g. `task-id`.
  public let name: String
  /// One line saying what it shows (zh, en).
  public let summary: (zh: String, en: String)
  /// Its parameters, in the order `list` shows them.
  public let parameters: [ScenarioParameter]
  /// The parameter sets pinned by golden transcripts (the defaults among them).
  public let pinned: [PinnedRun]
  /// The file that declares the scenario, as `#fileID` names it (`Scenarios/TaskIDScenario.swift`): what `code`
  /// shows.
  public let sourceFile: String
  /// Builds the run's root body from checked arguments.
  public let body: @Sendable (ScenarioArguments) -> @MainActor @Sendable () async -> Void
  /// What to look at in a finished run: points worked out from its trace.
  public let explain: @Sendable (TraceFacts, RunSettings, Language) -> [String]
  /// The name of the type that explains it (`TaskIDExplanation`).
  public let explanationName: String
  /// The app code `code` shows, in order, each file with the runs it belongs to; empty for a scenario of plain async
  /// code (a timeout), whose `code` shows the `// MARK: lesson` regions of ``sourceFile``.
  public let appCode: [AppFile]

  /// Creates a scenario. `pinned` lists the parameter sets golden transcripts pin; `explanation` says what
  /// `explain` shows; `sourceFile` is the caller's file.
  public init(name: String, zh: String, en: String, parameters: [ScenarioParameter],
              pinned: [PinnedRun] = [PinnedRun()], appCode: [AppFile] = [],
              explanation: any ScenarioExplanation.Type = GeneralExplanation.self, sourceFile: String = #fileID,
              body: @escaping @Sendable (ScenarioArguments) -> @MainActor @Sendable () async -> Void) {
    self.name = name
    self.appCode = appCode
    self.summary = (zh, en)
    self.parameters = parameters
    self.pinned = pinned
    self.sourceFile = sourceFile
    self.body = body
    // `_typeName` gives the same text as `String(describing:)` without its dynamic casts: those scan every
    // conformance record, about a million instructions per scenario, half of every process's start.
    self.explanationName = _typeName(explanation, qualified: false)
    self.explain = { facts, settings, language in
      explanation.init(facts: facts, settings: settings, language: language).points()
    }
  }

  /// The app files a run with these canonical values (by name) executes, in ``appCode``'s order.
  public func appFiles(for values: [String: String]) -> [String] {
    appCode.filter { $0.belongs(to: values) }.map(\.name)
  }

  /// The parameter called `name`.
  public func parameter(named name: String) -> ScenarioParameter? { parameters.first { $0.name == name } }

  /// Checks `name=value` assignments against the parameters and fills in defaults.
  ///
  /// Throws ``ParameterError`` for an unknown name (with a suggestion) or a bad value, its message in `messages`
  /// (`language` is that of the run's printed lines).
  public func arguments(_ assignments: [(name: String, value: String)], language: Language,
                        messages: Language = .en) throws(ParameterError) -> ScenarioArguments {
    var values: [String: String] = [:]
    for p in parameters { values[p.name] = p.defaultValue }
    for (name, value) in assignments {
      guard let p = parameter(named: name) else {
        let names = parameters.map(\.name)
        let match = Suggestions.closest(to: name, among: names)
        let list = names.joined(separator: ", ")
        let zh = "\(self.name) 没有参数 \"\(name)\"；" + (match.map { "你是不是想输入 \($0)？" } ?? "")
          + (names.isEmpty ? "（它不接受参数）" : "（可选：\(Language.zh.list(names))）")
        let en = "\(self.name) has no parameter \"\(name)\"; " + (match.map { "did you mean \($0)? " } ?? "")
          + (names.isEmpty ? "(it takes no parameters)" : "(known: \(list))")
        throw ParameterError(parameter: name, value: value, message: messages.pick(zh, en))
      }
      switch p.normalize(value, language: messages) {
      case .success(let canonical): values[name] = canonical
      case .failure(let error): throw error
      }
    }
    return ScenarioArguments(values: values, language: language)
  }
}

/// A scenario's checked parameter values.
public struct ScenarioArguments: Sendable {
  /// Canonical values by parameter name (defaults included).
  public let values: [String: String]
  /// The language of printed lines.
  public let language: Language

  /// Creates arguments (normally through ``Scenario/arguments(_:language:)``).
  public init(values: [String: String], language: Language) {
    self.values = values
    self.language = language
  }

  /// A duration parameter's value.
  public func duration(_ name: String) -> Duration {
    guard let text = values[name], let d = DurationSyntax.parse(text) else {
      preconditionFailure("scenario asked for unknown duration parameter \(name)")
    }
    return d
  }

  /// A choice parameter's value.
  public func choice(_ name: String) -> String {
    guard let text = values[name] else { preconditionFailure("scenario asked for unknown parameter \(name)") }
    return text
  }

  /// A typing-schedule parameter's value.
  public func typing(_ name: String) -> TypingSchedule {
    guard let text = values[name], case .success(let s) = TypingSchedule.parse(text) else {
      preconditionFailure("scenario asked for unknown typing parameter \(name)")
    }
    return s
  }

  /// A count parameter's value.
  public func count(_ name: String) -> Int {
    guard let text = values[name], let n = Int(text) else {
      preconditionFailure("scenario asked for unknown count parameter \(name)")
    }
    return n
  }
}
