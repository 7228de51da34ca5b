#if canImport(Glibc)
import Glibc
#endif
@testable import Playground
import Testing
@testable import Runs

/// Issue 32: an interrupted run left its app container in `$TMPDIR` for good. A later run sweeps the containers whose
/// owning process is gone — and nothing else: a live run's, a user's folder, a symbolic link, another name.
@Suite("Temporary folders: the sweep of what killed runs left")
struct TemporaryFolderOwnerTests {
  @Test("only a folder whose owner is gone is removed; a live one, a user's, a link and other names stay")
  func sweep() throws {
    let base = try TemporaryFolder.make("asyncplay-owner-sweep")
    defer { TemporaryFolder.remove(base) }
    func folder(_ name: String, owner: String?) {
      #expect(FileSystem.makeDirectories(base + "/" + name) == nil)
      if let owner { #expect(FileSystem.writeAtomically(owner, to: base + "/\(name)/.asyncplay-owner") == nil) }
    }
    let me = getpid()
    let myStart = try #require(TemporaryFolderOwner.startTime(of: me))
    folder("asyncplay-container-gone01", owner: "2147483646 5\n")
    folder("asyncplay-run-gone02", owner: "\(me) \(myStart + 1)\n")  // the id reused by another process
    folder("asyncplay-container-live01", owner: "\(me) \(myStart)\n")
    folder("asyncplay-container-user01", owner: nil)
    folder("asyncplay-container-junk01", owner: "not a pid\n")
    folder("asyncplay-container-toolong1", owner: "2147483646 5\n")
    folder("elsewhere", owner: "2147483646 5\n")
    #expect(symlink(base + "/elsewhere", base + "/asyncplay-run-link01") == 0)
    let removed = TemporaryFolderOwner.sweep(base)
    #expect(removed == ["asyncplay-container-gone01", "asyncplay-run-gone02"])
    #expect(FileSystem.entries(base) == ["asyncplay-container-junk01", "asyncplay-container-live01",
                                         "asyncplay-container-toolong1", "asyncplay-container-user01",
                                         "asyncplay-run-link01", "elsewhere"])
    #expect(FileSystem.isFile(base + "/elsewhere/.asyncplay-owner"))
  }

  @Test("a claimed folder names this process as its owner and is removed with everything in it on release")
  func claimAndRelease() throws {
    let base = try TemporaryFolder.make("asyncplay-owner-claim")
    defer { TemporaryFolder.remove(base) }
    let folder = base + "/asyncplay-run-claim1"
    #expect(FileSystem.makeDirectories(folder + "/deep/er") == nil)
    #expect(symlink(base, folder + "/deep/out") == 0)
    TemporaryFolderOwner.claim(folder)
    let owner = try #require(TemporaryFolderOwner.owner(of: folder))
    #expect(owner.pid == getpid() && TemporaryFolderOwner.isAlive(owner))
    #expect(TemporaryFolderOwner.sweep(base).isEmpty)
    TemporaryFolderOwner.release(folder)
    #expect(FileSystem.entries(base) == [])
  }
}
