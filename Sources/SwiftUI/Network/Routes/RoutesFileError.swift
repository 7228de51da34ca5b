// Mirrors: nothing of Apple's: what is wrong with a routes file
// SDK: iOS 26 SDK
// Status: internal
/// What is wrong with a routes file, in one line: `file:line: what is wrong (accepted: …)`, in English and in
/// Chinese. Callers print it in the session's language and exit with status 2.
public struct RoutesFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file as it was named.
  public var file: String
  /// The line, from 1; nil when the problem is the whole file (it cannot be read).
  public var line: Int?
  /// What is wrong and what is accepted, in English, without the location.
  public var problem: String
  /// The same in Chinese.
  public var chineseProblem: String

  /// A problem at `line` of `file`.
  init(file: String, line: Int?, zh: String, en: String) {
    self.file = file
    self.line = line
    self.problem = en
    self.chineseProblem = zh
  }

  /// `file:line: problem`.
  public var english: String { location + problem }

  /// `file:line: ` followed by the Chinese text.
  public var chinese: String { location + chineseProblem }

  /// The English line.
  public var description: String { english }

  private var location: String { MessageText.shown(file) + (line.map { ":\($0)" } ?? "") + ": " }
}
