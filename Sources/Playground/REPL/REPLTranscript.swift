import TextBase
import TerminalIO

/// The REPL reading from a pipe or a file: each line is echoed after the prompt, then its output follows, so that
/// stdout reads as the transcript of a session.
///
/// Errors go to stdout too, as `asyncplay: line N: …` (`asyncplay: 第 N 行：…` in Chinese), so that the transcript is complete and in order. The first
/// failing line ends the session with exit status 1; with `--keep-going` every line is read and the status is 0.
/// No history file is read or written: a transcript does not depend on, or change, the user's history.
struct REPLTranscript {
  /// The session the lines drive.
  var session: REPLSession
  /// `--keep-going`.
  let keepGoing: Bool
  /// Where the output goes.
  var output = Output.standardOutput

  /// Reads stdin to its end (or to `quit`, or to the first failure); returns the exit status. `opening` (what ran
  /// before the first line, `asyncplay lesson N`) is shown first, as if it had been the first line.
  mutating func run(reader: REPLLineReader = REPLLineReader(descriptor: 0), opening: REPLOpening? = nil) -> Int32 {
    var reader = reader
    var number = 0
    if let opening {
      output.line(REPLPrompt.styled(opening.prompt, palette: session.palette, forLineEditor: false) + opening.command)
      output.write(opening.reply.text + opening.reply.footer)
    }
    while var line = reader.next() {
      number += 1
      // A file saved with a byte-order mark: it is not part of the first command.
      if number == 1 && line.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        line.bytes.removeFirst(3)
        line.length -= 3
      }
      let text = String(decoding: line.bytes, as: UTF8.self)
      let prompt = REPLPrompt.styled(session.prompt, palette: session.palette, forLineEditor: false)
      let tooLong = line.length > line.bytes.count || text.count > REPLSession.maximumLineLength
      output.line(prompt + Self.echo(text, tooLong: tooLong))
      if text.contains(where: { $0 != " " && $0 != "\t" }) { session.history.append(text) }
      let reply: REPLReply
      if line.length > line.bytes.count {
        reply = .failed(session.language.pick(
          "这一行有 \(line.length) 个字节；一行命令最多 \(REPLSession.maximumLineLength) 个字符",
          "the line is \(line.length) bytes long; a command line holds at most \(REPLSession.maximumLineLength) characters"))
      } else if let offset = Self.invalidUTF8Offset(line.bytes) {
        let byte = String(line.bytes[offset], radix: 16, uppercase: true)
        reply = .failed(session.language.pick(
          "这一行不是 UTF-8：第 \(offset + 1) 个字节 0x\(byte) 不能开始或延续一个字符；asyncplay 读取 UTF-8 文本",
          "the line is not UTF-8: byte 0x\(byte) at byte \(offset + 1) cannot start or continue a character; "
            + "asyncplay reads UTF-8 text"))
      } else {
        reply = session.execute(text)
      }
      output.write(reply.text)
      if reply.clearScreen { REPLTerminal.clear(output) }
      if let failure = reply.failure {
        output.line(session.palette.paint(Self.linePrefix(number, session.language) + failure, .red))
      }
      output.write(reply.footer)
      if reply.failure != nil && !keepGoing { return 1 }
      if reply.quit { return 0 }
    }
    return 0
  }

  /// What starts the error line of input line `number`: `asyncplay: line 3: ` (`asyncplay: 第 3 行：`).
  static func linePrefix(_ number: Int, _ language: Language) -> String {
    language.pick("asyncplay: 第 \(number) 行：", "asyncplay: line \(number): ")
  }

  /// The line as the transcript shows it: control characters in caret notation (`^[`), and a line too long to run
  /// cut after 80 characters with `…` (the error line that follows gives its length).
  static func echo(_ text: String, tooLong: Bool) -> String {
    guard tooLong, text.unicodeScalars.count > 80 else { return ControlCharacters.escaped(text) }
    var head = String.UnicodeScalarView()
    head.append(contentsOf: text.unicodeScalars.prefix(80))
    return ControlCharacters.escaped(String(head)) + "…"
  }

  /// The offset of the first byte that is not part of a valid UTF-8 character, or nil when all are.
  static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? { UserFile.invalidUTF8Offset(bytes) }
}
