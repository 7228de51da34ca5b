import Foundation
import Testing

/// The API table (issue 29): every file of the SwiftUI module opens with the Apple API it mirrors, the SDK it was
/// checked against and its status; docs/swiftui-compatibility.md is generated from those headers and is current.
@Suite struct CompatibilityPageTests {
  /// The repository's root (this file is Tests/SwiftUITests/CompatibilityPageTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func everyFileOpensWithItsHeader() throws {
    let sources = Self.root.appendingPathComponent("Sources/SwiftUI")
    let paths = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(paths.count > 100)
    for path in paths {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first?.hasPrefix("// Mirrors: ") == true, "\(path) does not open with '// Mirrors: …'")
      let rest = lines.drop { $0.hasPrefix("// Mirrors: ") || $0.hasPrefix("//   ") }
      #expect(rest.first == "// SDK: iOS 26 SDK", "\(path): '// SDK: iOS 26 SDK' after the mirrored API")
      let status = rest.dropFirst().first ?? ""
      #expect(["complete", "partial", "inert", "unavailable", "internal"].map { "// Status: " + $0 }.contains(String(status)),
              "\(path): '// Status: complete|partial|inert|unavailable|internal'")
    }
  }

  /// The generator, run with `--check`, finds the page as it would write it.
  @Test func pageIsCurrent() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "Tests/Tools/swiftui-compatibility.swift", "--check"]
    process.currentDirectoryURL = Self.root
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
  }
}
