import Foundation
import Testing

/// A test leaves nothing in /tmp: every folder it makes is removed in a `defer` right after it is made, and the
/// remover deletes what tests put there (links not followed, unreadable folders opened up).
@Suite("Temporary folders of the tests")
struct TemporaryFolderTests {
  /// The lines of the test sources that make a folder without a removing `defer` on the next line.
  static func folderMadeWithoutRemoval() throws -> [String] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    let maker = try Regex(#"(let|var) (\w+) = try (REPLTemporaryDirectory\(\)|StudentFixtures\.folder\(\)|TemporaryFolder\.make\()"#)
    var missing: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".swift") {
      let lines = try String(contentsOfFile: folder + "/" + name, encoding: .utf8).split(separator: "\n",
                                                                                    omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        guard let match = line.firstMatch(of: maker), let variable = match.output[2].substring else { continue }
        let next = index + 1 < lines.count ? lines[index + 1] : ""
        if !(next.contains("defer {") && next.contains("remove") && next.contains(variable)) {
          missing.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    return missing
  }

  @Test("every folder a test makes is removed by a defer on the next line")
  func everyFolderIsRemoved() throws {
    #expect(try Self.folderMadeWithoutRemoval() == [])
  }

  @Test("the remover deletes nested files, unreadable folders and links, without following a link")
  func remover() throws {
    let outside = try TemporaryFolder.make("asyncplay-remover-outside")
    defer { TemporaryFolder.remove(outside) }
    let folder = try TemporaryFolder.make("asyncplay-remover")
    defer { TemporaryFolder.remove(folder) }
    #expect(FileManager.default.createFile(atPath: outside + "/keep", contents: Data("kept".utf8)))
    #expect(mkdir(folder + "/a", 0o755) == 0 && mkdir(folder + "/a/b", 0o755) == 0)
    #expect(FileManager.default.createFile(atPath: folder + "/a/b/f", contents: Data("x".utf8)))
    #expect(symlink(outside, folder + "/a/link") == 0)
    #expect(mkfifo(folder + "/fifo", 0o644) == 0)
    #expect(chmod(folder + "/a/b", 0) == 0 && chmod(folder + "/a", 0o500) == 0)
    TemporaryFolder.remove(folder)
    #expect(access(folder, F_OK) != 0, "the folder is gone")
    #expect(FileManager.default.contents(atPath: outside + "/keep") == Data("kept".utf8), "a link is not followed")
  }
}
