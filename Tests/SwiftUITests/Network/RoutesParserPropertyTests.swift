import Foundation
import SwiftUI
import Testing

/// Thousands of mangled routes files, made by a seeded generator from good and bad ones: each either reads or is
/// refused in one line that names a line of the file, with no control character — never a trap.
@Suite("Routes files, mangled")
struct RoutesParserPropertyTests {
  /// SplitMix64: the same inputs on every run.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  }

  static let seeds: [String] = [
    "GET https://api.example.com/search?q=*\n  json {\"results\": []}\n  latency 300ms\n",
    "GET https://a.example/feed\n  status 503 then 200\n  text \"\"\"\n    one\n    two\n    \"\"\"\n"
      + "  chunks 2 every 800ms\nthen\n  fails notConnectedToInternet after 2s\n",
    "POST https://a.example/orders\n  when body contains coffee\n  header Location: /orders/7\n  status 201\n",
  ] + RoutesParserTests.catalogue.map(\.text)

  /// Pieces a mutation inserts: the format's words, numbers, quotes, separators and characters that must be refused.
  static let pieces = ["GET ", "then", "status ", "503", "999999999999", "\"\"\"", "\n", "\r\n", "\t", " ", "*", "?",
                       "=", ":", "#", "ms", "s", "0.", "every ", "chunks ", "fails ", "after ", "json ", "file ",
                       "\u{0}", "\u{7}", "\u{1B}[31m", "\u{85}", "\u{2028}", "é", "🔍", "https://", "/", "-", "."]

  static func mangle(_ text: String, _ random: inout Generator) -> String {
    var scalars = Array(text.unicodeScalars)
    for _ in 0...random.below(4) {
      let at = random.below(scalars.count + 1)
      switch random.below(4) {
      case 0 where !scalars.isEmpty: scalars.remove(at: min(at, scalars.count - 1))
      case 1: scalars.insert(contentsOf: Array(pieces[random.below(pieces.count)].unicodeScalars), at: at)
      case 2: scalars = Array(scalars.prefix(at))
      default:
        let lines = String(String.UnicodeScalarView(scalars)).split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines[random.below(lines.count)]
        scalars.insert(contentsOf: Array((line + "\n").unicodeScalars), at: min(at, scalars.count))
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }

  @Test("6 000 mangled files: read, or refused in one line naming one of their lines, without control characters")
  func mangledFiles() {
    var random = Generator(state: 2026)
    var refused = 0
    for round in 0..<6_000 {
      let text = Self.mangle(Self.seeds[round % Self.seeds.count], &random)
      do {
        let table = try RouteTable.parse(text: text, file: "m.routes")
        #expect(table.routes.allSatisfy { !$0.responses.isEmpty })
      } catch {
        refused += 1
        let lineCount = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.count
        for message in [error.english, error.chinese] {
          #expect(!message.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
          }, "\(message.debugDescription)")
          #expect(message.hasPrefix("m.routes:"), "\(message)")
        }
        #expect((1...lineCount).contains(error.line ?? 0), "\(error.english) for a file of \(lineCount) lines")
        #expect(error.english.count < 900, "\(error.english)")
      }
    }
    #expect(refused > 1_000 && refused < 6_000)
  }
}
