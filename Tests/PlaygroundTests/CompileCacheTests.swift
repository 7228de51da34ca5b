import Foundation
@testable import Playground
import Testing
@testable import Runs

/// The compile cache's folders: one per build of the modules, earlier builds of the same modules removed, and
/// removal that never follows a link out of the cache.
@Suite("Compile cache")
struct CompileCacheTests {
  static func toolchain(key: String) -> StudentToolchain {
    StudentToolchain(swiftc: "/usr/bin/swiftc", modules: "/build/Modules", moduleMaps: [], buildKey: key)
  }

  /// Sets the modification time of `old`'s folders to an hour ago: it has been idle.
  static func age(_ old: CompileCache) {
    var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
    for path in [old.programs, old.sources, old.build + "/origin"] { _ = utimensat(AT_FDCWD, path, &times, 0) }
  }

  @Test("the compiler is the first quoted absolute path ending in /swiftc in SwiftPM's build description")
  func compilerInDescription() {
    let description = """
      client:
        name: basic
      commands:
        "C.x": {"tool": "shell", "args": ["/opt/swift/usr/bin/swift-frontend", "-c"]}
        "C.y": {"tool": "shell", "args": ["/opt/swift 6/usr/bin/swiftc","-module-name","Demo"]}
        "C.z": {"tool": "shell", "args": ["/other/bin/swiftc"]}
      """ + String(repeating: "  # 结果 padding\n", count: 10_000)
    #expect(StudentToolchain.firstSwiftc(in: description) == "/opt/swift 6/usr/bin/swiftc")
    #expect(StudentToolchain.firstSwiftc(in: "args: [\"bin/swiftc\"]") == nil)
    #expect(StudentToolchain.firstSwiftc(in: "no compiler here") == nil)
    #expect(StudentToolchain.firstSwiftc(in: "/swiftc\"") == nil)
  }

  @Test("a new build of the same modules removes the earlier build's idle folder and writes its origin")
  func newBuild() throws {
    let directory = try REPLTemporaryDirectory()
    defer { FileSystem.removeTree(directory.path) }
    let old = CompileCache(root: directory.path + "/cache", toolchain: Self.toolchain(key: "old"))
    #expect(old.prepare(origin: "/build/Modules") == nil)
    Self.age(old)
    let other = CompileCache(root: directory.path + "/cache", toolchain: Self.toolchain(key: "elsewhere"))
    #expect(other.prepare(origin: "/other/Modules") == nil)
    let new = CompileCache(root: directory.path + "/cache", toolchain: Self.toolchain(key: "new"))
    #expect(new.prepare(origin: "/build/Modules") == nil)
    #expect(!FileSystem.isDirectory(old.build))
    #expect(FileSystem.isDirectory(other.build), "another modules folder's build is not ours to remove")
    #expect(FileSystem.read(new.build + "/origin") == "/build/Modules\n")
    #expect(FileSystem.isDirectory(new.programs) && FileSystem.isDirectory(new.sources))
  }

  @Test("an earlier build still in use (written to in the last ten minutes) is kept: two processes never remove each other's folder")
  func busyBuildIsKept() throws {
    let directory = try REPLTemporaryDirectory()
    defer { FileSystem.removeTree(directory.path) }
    let busy = CompileCache(root: directory.path + "/cache", toolchain: Self.toolchain(key: "busy"))
    #expect(busy.prepare(origin: "/build/Modules") == nil)
    let new = CompileCache(root: directory.path + "/cache", toolchain: Self.toolchain(key: "new"))
    #expect(new.prepare(origin: "/build/Modules") == nil)
    #expect(FileSystem.isDirectory(busy.programs) && FileSystem.isDirectory(new.programs))
    #expect(busy.prepare(origin: "/build/Modules") == nil, "the busy build goes on")
  }

  @Test("removing a folder removes a link inside it, never what the link points to")
  func linksAreNotFollowed() throws {
    let directory = try REPLTemporaryDirectory()
    defer { FileSystem.removeTree(directory.path) }
    #expect(FileSystem.makeDirectories(directory.path + "/keep/inner") == nil)
    #expect(FileSystem.writeAtomically("precious\n", to: directory.path + "/keep/inner/file") == nil)
    #expect(FileSystem.makeDirectories(directory.path + "/gone") == nil)
    #expect(symlink(directory.path + "/keep", directory.path + "/gone/link") == 0)
    FileSystem.removeTree(directory.path + "/gone")
    #expect(!FileSystem.isDirectory(directory.path + "/gone"))
    #expect(FileSystem.read(directory.path + "/keep/inner/file") == "precious\n")
  }
}
