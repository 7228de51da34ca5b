import TextBase

/// How `asyncplay play FILE` plays a demo script.
public struct PlayOptions: Equatable, Sendable {
  /// The `.play` file.
  public var path: String
  /// `--present`: wait for Enter on the terminal before each command, then type the command out.
  public var present = false
  /// `--pace D`: go on by itself after this pause before each command (Enter still goes on at once); presents
  /// like `--present`, and needs no terminal.
  public var pace: Duration?
  /// `--speed Nx`: print the event lines of `run`, `step`, `advance`, `until` and `end` at their virtual times
  /// divided by this factor (1 is real time); nil prints them at once.
  public var speed: Double?
  /// `--lang`: the language the session starts in; by default the locale's, as in the REPL (a `lang` line in the
  /// script changes it; `asyncplay test` always starts in English).
  public var language: Language = .preferred
  /// `--keep-going`: go on after a failing command and exit 0 (by default the first failure ends the demo, 1).
  public var keepGoing = false
  /// `--no-color` turns colour off.
  public var color: ColorChoice = .auto
  /// `--notes`: print the script's `#` comments above each command on stderr when its prompt comes (speaker notes,
  /// e.g. with `2> /dev/pts/3` on a second terminal).
  public var notes = false

  /// Options that play `path` at once, in the locale's language.
  public init(path: String) { self.path = path }

  /// Whether the commands are presented: shown one at a time, typed out, after Enter or the pace.
  public var presenting: Bool { present || pace != nil }

  /// The slowest and fastest `--speed`.
  package static let speeds: ClosedRange<Double> = 0.01...1_000

  private static let reader = ScriptOptionReader(
    command: "play", valued: ["--pace": "--pace D", "--speed": "--speed Nx", "--lang": "--lang zh|en"],
    switches: ["--present", "--keep-going", "--no-color", "--notes"])

  /// Reads the words after `play`.
  package static func parse(_ arguments: [String]) throws(UsageError) -> PlayOptions {
    let (positionals, flags) = try reader.read(arguments)
    guard let path = positionals.first else {
      throw UsageError(zh: "play 需要一个 .play 文件，例如 asyncplay play demo.play --present",
                       en: "play needs a .play file, e.g. asyncplay play demo.play --present")
    }
    if positionals.count > 1 {
      let list = reader.synopses.joined(separator: ", ")
      throw UsageError(zh: "play 不接受参数 \"\(positionals[1])\"；它只播放一个文件（选项：\(list)）",
                       en: "unexpected argument \"\(positionals[1])\" for play; it plays one file (options: \(list))")
    }
    var options = PlayOptions(path: path)
    for (flag, value) in flags {
      switch flag {
      case "--present": options.present = true
      case "--keep-going": options.keepGoing = true
      case "--no-color": options.color = .never
      case "--notes": options.notes = true
      case "--pace":
        switch DurationSyntax.read(value ?? "") {
        case .success(let pace): options.pace = pace
        case .failure(let problem):
          throw UsageError(zh: "--pace 的值 \"\(value ?? "")\" 不对；\(problem.explanation(.zh))",
                           en: "bad value \"\(value ?? "")\" for --pace; \(problem.explanation())")
        }
      case "--speed":
        guard let value, let speed = parseSpeed(value) else {
          throw UsageError(zh: "--speed 的值 \"\(value ?? "")\" 不对；应是 1x、0.5x、0.25x、1/4x 或 10x 这样的倍数"
                             + "（从 0.01x 到 1000x；1x 是真实速度）",
                           en: "bad value \"\(value ?? "")\" for --speed; expected a factor such as 1x, 0.5x, 0.25x, 1/4x "
                             + "or 10x (from 0.01x to 1000x; 1x is real time)")
        }
        options.speed = speed
      default:
        guard let value, let language = Language(rawValue: value) else {
          throw UsageError(zh: "--lang 的值 \"\(value ?? "")\" 不对；应是 zh 或 en",
                           en: "bad value \"\(value ?? "")\" for --lang; expected zh or en")
        }
        options.language = language
      }
    }
    return options
  }

  /// `2x`, `0.5x`, `.25x`, `1/4x`, `10` → the factor; nil when it is not a plain decimal or a fraction of whole
  /// numbers within ``speeds``. Lengths are checked before any arithmetic, so nothing can overflow.
  package static func parseSpeed(_ text: String) -> Double? {
    let number = text.hasSuffix("x") || text.hasSuffix("X") ? text.dropLast() : Substring(text)
    guard !number.isEmpty, number.count <= 16, number.allSatisfy({ $0.isASCII }) else { return nil }
    let factor: Double
    if let slash = number.firstIndex(of: "/") {
      let top = number[..<slash], bottom = number[number.index(after: slash)...]
      guard (1...6).contains(top.count), (1...6).contains(bottom.count),
            top.allSatisfy(\.isWholeNumberDigit), bottom.allSatisfy(\.isWholeNumberDigit),
            let a = Int(top), let b = Int(bottom), b > 0 else { return nil }
      factor = Double(a) / Double(b)
    } else {
      let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.allSatisfy({ $0.allSatisfy(\.isWholeNumberDigit) }), parts.last?.isEmpty == false,
            parts[0].count <= 6, let value = Double(number.hasPrefix(".") ? "0" + number : String(number)) else {
        return nil
      }
      factor = value
    }
    return speeds.contains(factor) ? factor : nil
  }
}

private extension Character {
  /// `0`…`9` only (not other scripts' digits, not superscripts).
  var isWholeNumberDigit: Bool { ("0"..."9").contains(self) }
}
