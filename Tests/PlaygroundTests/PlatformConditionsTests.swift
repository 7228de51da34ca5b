import AsyncSimulation
@testable import Playground
import Testing
@testable import Runs

/// An app's `#if os(iOS)` is true (it runs as an iPhone app), every other `os()` false; plain Swift files keep the
/// Linux compiler's answer. The Swift Programming Language, "Compiler Control Statements": `os()` takes macOS, iOS,
/// watchOS, tvOS, visionOS, Linux and Windows.
@Suite("Platform conditions of an app's files")
struct PlatformConditionsTests {
  @Test("each os() of an #if or #elseif line becomes true (iOS) or false, padded to its length; nothing else changes")
  func rewrite() {
    let text = """
      #if os(iOS) || os(visionOS)
      let a = 1
      #elseif !os(macOS)
      let b = os(iOS)
      #endif
      // #if os(iOS) in a comment
      #if os ( iOS ) && canImport(UIKit) && os(Plan9)
      #endif
      """
    // The padding at the ends of lines 1 and 3 keeps each line's length.
    let expected = [
      "#if true    || false       ",
      "let a = 1",
      "#elseif !false    ",
      "let b = os(iOS)",
      "#endif",
      "// #if os(iOS) in a comment",
      "#if true       && canImport(UIKit) && os(Plan9)",
      "#endif",
    ].joined(separator: "\n")
    let rewritten = PlatformConditions.rewritten(text)
    #expect(rewritten == expected)
    // Every line keeps its length, so a column the compiler names is the student's.
    #expect(rewritten.split(separator: "\n").map(\.count) == text.split(separator: "\n").map(\.count))
  }

  @Test("an app is a compile where a file imports SwiftUI or UIKit")
  func appCode() {
    #expect(PlatformConditions.importsAppFramework("import Foundation\n@preconcurrency import SwiftUI\n"))
    #expect(PlatformConditions.importsAppFramework("import UIKit\n"))
    #expect(!PlatformConditions.importsAppFramework("import Foundation\n// import SwiftUI\nlet s = \"SwiftUI\"\n"))
  }

  @Test("a preview takes the iOS branch; a plain Swift file the Linux one")
  func endToEnd() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("""
      import SwiftUI

      struct Platform: View {
        var body: some View {
          #if os(iOS)
          Text("on the iPhone")
          #elseif os(Linux)
          Text("on Linux")
          #else
          Text("elsewhere")
          #endif
        }
      }

      #Preview { Platform() }
      """, "Platform.swift", in: folder)
    let app = try StudentFixtures.asyncplay(["preview", "Platform.swift", "--lang", "en"], in: folder)
    #expect(app.termination == .exited(0), "\(app.errorText)")
    #expect(app.outputText.contains("on the iPhone") && !app.outputText.contains("on Linux"), "\(app.outputText)")
    _ = try StudentFixtures.write("""
      #if os(Linux)
      print("on Linux")
      #else
      print("elsewhere")
      #endif
      """, "plain.swift", in: folder)
    let plain = try StudentFixtures.asyncplay(["preview", "plain.swift", "--lang", "en"], in: folder)
    #expect(plain.termination == .exited(0), "\(plain.errorText)")
    #expect(plain.outputText.contains("main on Linux"), "\(plain.outputText)")
  }
}
