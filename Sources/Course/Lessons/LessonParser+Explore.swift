import Foundation
import AsyncSimulation
import Scenarios
import CommandLineGrammar

// The `explore:` key of a quiz step: the quiz is decided by exploring the schedules of its run (see
// TraceCheck+Exploration.swift), with optional settings: `explore: max=300 jitter=5ms`, or `explore: yes` for the
// defaults.
extension LessonParser {
  /// The settings of `explore:` (nil without the key), after checking that the choices' checks fit: with it every
  /// check is about the exploration, without it none is.
  package static func exploration(_ entry: (value: String, line: Int)?, checks choices: [Quiz.Choice],
                          file: String) throws(LessonFileError) -> ExplorationSettings? {
    guard let entry else {
      if let choice = choices.first(where: { $0.check.mentionsExploration }) {
        throw LessonFileError(file: file, line: choice.line,
                              zh: "\"\(choice.check)\" 是关于探索的；有这种检查的测验需要 \"explore:\"（例如 explore: yes）",
                              en: "\"\(choice.check)\" is about an exploration; "
                                + "a quiz with such checks needs \"explore:\" (e.g. explore: yes)")
      }
      return nil
    }
    if let choice = choices.first(where: { !$0.check.isAboutExploration }) {
      throw LessonFileError(file: file, line: choice.line,
                            zh: "\"\(choice.check)\" 是关于一次运行的，但这个测验由探索决定（explore:）；它的检查写作 "
                              + "outcomes N，可以用 not 和 and",
                            en: "\"\(choice.check)\" is about one run, but this "
                              + "quiz is decided by exploring (explore:); its checks are outcomes N, with not and and")
    }
    var settings = ExplorationSettings()
    var request = RunRequest(scenario: "")
    let words = entry.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    for word in words where word != "yes" {
      func unknown() -> LessonFileError {
        LessonFileError(file: file, line: entry.line,
                        zh: "未知的探索设置 \"\(word)\"；应是 explore: yes，或设置 max=N seed=N jitter=D prints all-orders",
                        en: "unknown exploration setting \"\(word)\"; "
                          + "explore: yes, or settings max=N seed=N jitter=D prints all-orders")
      }
      switch word {
      case "prints": settings.comparesPrints = true
      case "all-orders": settings.reducesOrders = false
      default:
        guard let equals = word.firstIndex(of: "=") else {
          throw unknown()
        }
        let option: CommandOption
        switch word[..<equals] {
        case "max": option = .maxSchedules
        case "seed": option = .seed
        case "jitter": option = .jitter
        default:
          throw unknown()
        }
        request.exploration = settings
        do {
          try option.apply(String(word[word.index(after: equals)...]), to: &request)
        } catch {
          let (flag, key) = (option.rawValue, String(word[..<equals]))
          throw LessonFileError(file: file, line: entry.line,
                                zh: error.chinese.replacingOccurrences(of: flag, with: key),
                                en: error.message.replacingOccurrences(of: flag, with: key))
        }
        settings = request.exploration
      }
    }
    return settings
  }
}
