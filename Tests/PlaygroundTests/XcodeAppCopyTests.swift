import Foundation
import Testing

/// The scenarios whose `profile` parameter compares a new Xcode 26 app target with a Swift package run the same app
/// files compiled twice: in Sources/Scenarios (a package's settings) and in Sources/XcodeApp (the app target's,
/// Package.swift). `code` shows the Scenarios copy, so the XcodeApp copy must be the same bytes, or profile=xcode26-app
/// would run code the student never reads.
@Suite("The XcodeApp copies of the app code")
struct XcodeAppCopyTests {
  static let root = String(#filePath.dropLast("/Tests/PlaygroundTests/XcodeAppCopyTests.swift".count))

  @Test("every Swift file under Sources/XcodeApp/<Scenario>/ is byte for byte the scenario's own")
  func copiesAreIdentical() throws {
    let xcodeApp = Self.root + "/Sources/XcodeApp"
    let folders = try FileManager.default.contentsOfDirectory(atPath: xcodeApp).sorted()
      .filter { var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: xcodeApp + "/" + $0, isDirectory: &isDirectory)
          && isDirectory.boolValue }
    #expect(folders == ["Isolation", "MainActor", "NewProject"])
    var compared = 0
    for folder in folders {
      for name in try FileManager.default.contentsOfDirectory(atPath: xcodeApp + "/" + folder).sorted()
      where name.hasSuffix(".swift") {
        let copy = try String(contentsOfFile: "\(xcodeApp)/\(folder)/\(name)", encoding: .utf8)
        let original = try String(contentsOfFile: "\(Self.root)/Sources/Scenarios/\(folder)/\(name)", encoding: .utf8)
        #expect(copy == original, "Sources/XcodeApp/\(folder)/\(name) differs from the scenario's")
        compared += 1
      }
    }
    #expect(compared == 20)
  }
}
