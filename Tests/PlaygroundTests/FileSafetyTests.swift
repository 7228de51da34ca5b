@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TextBase
@testable import Course

/// Reading and rewriting the user's files: only regular files, never re-encoded, symbolic links and permissions
/// kept, read-only files left alone, a killed session's temporaries cleaned up.
@Suite("File safety")
struct FileSafetyTests {
  /// Writes raw bytes to a file.
  static func put(_ bytes: [UInt8], _ path: String, mode: mode_t = 0o644) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    chmod(path, mode)
  }

  /// A file's bytes (empty when missing).
  static func bytes(_ path: String) -> [UInt8] { (try? UserFile.bytes(at: path, limit: 1 << 24)) ?? [] }

  /// A file's permission bits.
  static func mode(_ path: String) -> mode_t {
    var info = stat()
    stat(path, &info)
    return info.st_mode & 0o7777
  }

  @Test("an unreadable store is set aside as .corrupt, then .corrupt-2, never over a file; one line says what became of it")
  func unreadableStoreSetAside() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let store = directory.path + "/default.store"
    for (index, text) in ["first", "second"].enumerated() {
      try AtomicFile.write(Array(text.utf8), to: store)
      let aside = UnreadableStore.setAside(store)
      #expect(aside == (index == 0 ? "default.store.corrupt" : "default.store.corrupt-2"))
      #expect(access(store, F_OK) != 0)
    }
    #expect(try String(contentsOfFile: store + ".corrupt", encoding: .utf8) == "first")
    #expect(try String(contentsOfFile: store + ".corrupt-2", encoding: .utf8) == "second")
    #expect(UnreadableStore.setAside(directory.path + "/missing.store") == nil)
    #expect(UnreadableStore.report(framework: "CoreData", store: store, setAsideAs: "default.store.corrupt")
              == "CoreData: the store default.store is not a store asyncplay wrote; it was set aside as "
              + "default.store.corrupt and a new, empty store started")
    #expect(UnreadableStore.report(framework: "SwiftData", store: store, setAsideAs: nil).hasSuffix(
      "could not be set aside; nothing will be saved over it"))
  }

  @Test("reading: a FIFO, a directory, a device and a link loop are refused without blocking; BOM and CRLF noted")
  func reading() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let base = directory.path
    mkfifo(base + "/fifo", 0o644)
    mkdir(base + "/dir", 0o755)
    symlink(base + "/b", base + "/a")
    symlink(base + "/a", base + "/b")
    #expect(throws: UserFile.Failure.self) { try UserFile.bytes(at: base + "/fifo", limit: 100) }
    #expect((try? UserFile.bytes(at: base + "/dir", limit: 100)) == nil)
    #expect(throws: UserFile.Failure(problem: "its symbolic links form a loop (or are more than 40 deep)")) {
      try UserFile.bytes(at: base + "/a", limit: 100)
    }
    #expect(throws: UserFile.Failure(problem: "it is a device, not a regular file; asyncplay reads only regular "
      + "files (a pipe or a device could keep it waiting forever)")) { try UserFile.bytes(at: "/dev/zero", limit: 100) }
    Self.put(Array("\u{FEFF}a\r\nb\r\n".utf8), base + "/t")
    #expect(try UserFile.text(at: base + "/t", limit: 100) == UserFile.Text(text: "a\r\nb\r\n", byteOrderMark: true,
                                                                             crlf: true))
    #expect(TextLines.split("a\r\nb\nc") == ["a", "b", "c"])
    #expect(TextLines.split("") == [])
    #expect(throws: UserFile.Failure(problem: "it is 101 bytes; asyncplay reads files of at most 0 MB (100 bytes)")) {
      Self.put([UInt8](repeating: 65, count: 101), base + "/t")
      return try UserFile.bytes(at: base + "/t", limit: 100)
    }
    #expect((try? UserFile.bytes(at: base + "/nothing", limit: 100)) == nil)
    do {
      _ = try UserFile.bytes(at: base + "/nothing", limit: 100)
    } catch {
      #expect(error.isMissing)
    }
  }

  @Test("a rewrite follows a symbolic link, keeps the mode, refuses a read-only file and cleans stale temporaries")
  func rewriting() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let base = directory.path
    Self.put(Array("old\n".utf8), base + "/target", mode: 0o640)
    symlink("target", base + "/link")
    // A temporary of a process that is gone (pid 2^22 + 1 is above Linux's pid_max default) and one of a live one.
    Self.put([1], base + "/target.tmp.4194305")
    Self.put([2], base + "/target.tmp.1")
    try AtomicFile.write(Array("new\n".utf8), to: base + "/link")
    #expect(Self.bytes(base + "/target") == Array("new\n".utf8))
    #expect(Self.mode(base + "/target") == 0o640)
    var info = stat()
    #expect(lstat(base + "/link", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(access(base + "/target.tmp.4194305", F_OK) != 0)
    #expect(access(base + "/target.tmp.1", F_OK) == 0)  // pid 1 is alive
    Self.put(Array("keep\n".utf8), base + "/ro", mode: 0o444)
    #expect(throws: AtomicFile.readOnly) { try AtomicFile.write(Array("x".utf8), to: base + "/ro") }
    #expect(Self.bytes(base + "/ro") == Array("keep\n".utf8))
    #expect(AtomicFile.problemWriting(base + "/ro") == AtomicFile.readOnly)
    #expect(AtomicFile.problemWriting(base + "/fresh") == nil)
    #expect(AtomicFile.makeDirectories(base + "/ro/x", for: "a test")
      == "cannot create \(base)/ro/x for a test: \(base)/ro is a file, not a directory")
  }

  @Test("the history keeps bytes it did not write, offers only clean lines, and follows a symbolic link")
  func history() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let base = directory.path
    let original: [UInt8] = Array("\u{FEFF}run\r\n".utf8) + [0x73, 0x74, 0x65, 0x70, 0xFF, 0x0A]
      + Array("set typing=\u{1B}[2J@0\nopen task-id\n".utf8)
    Self.put(original, base + "/real-history", mode: 0o600)
    symlink("real-history", base + "/history")
    var history = REPLHistory(path: base + "/history")
    #expect(history.load() == nil)
    #expect(history.entries == ["run", "open task-id"])
    history.add("step 2")
    #expect(history.save() == nil)
    let saved = Self.bytes(base + "/real-history")
    #expect(saved == [0x73, 0x74, 0x65, 0x70, 0xFF, 0x0A] + Array("set typing=\u{1B}[2J@0\nrun\nopen task-id\nstep 2\n".utf8))
    #expect(Self.mode(base + "/real-history") == 0o600)
    mkfifo(base + "/fifo-history", 0o600)
    var blocked = REPLHistory(path: base + "/fifo-history")
    #expect(blocked.load() == "cannot read the history file \(base)/fifo-history: it is a named pipe (FIFO), not a "
      + "regular file; asyncplay reads only regular files (a pipe or a device could keep it waiting forever)")
  }

  @Test("progress: links stay links, read-only files and FIFOs are left alone, a misplaced file is named")
  func progress() throws {
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    let base = directory.path
    Self.put(Array("{\"version\": 1, \"lessons\": {}}\n".utf8), base + "/real.json")
    symlink("real.json", base + "/progress.json")
    Self.put([0], base + "/progress.json.tmp.4194305")
    var store = ProgressStore(path: base + "/progress.json")
    #expect(store.notice == nil)
    try store.update("task-id") { $0.step = 2 }
    var info = stat()
    #expect(lstat(base + "/progress.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(ProgressStore(path: base + "/progress.json").entry("task-id").step == 2)
    #expect(access(base + "/progress.json.tmp.4194305", F_OK) != 0)
    #expect(store.whereSaved(.en) == "saved in \(base)/progress.json")

    chmod(base + "/real.json", 0o444)
    #expect(throws: ProgressStore.SaveError.self) { try store.update("task-id") { $0.step = 3 } }
    #expect(store.whereSaved(.en) == "progress cannot be saved: cannot write \"\(base)/progress.json\": it is "
      + "read-only; asyncplay does not overwrite read-only files (make it writable to allow this)")
    do {
      try store.update("task-id") { $0.step = 4 }
    } catch let error as ProgressStore.SaveError {
      #expect(error.repeated)  // said once is enough
    }

    mkfifo(base + "/fifo.json", 0o644)
    var fifo = ProgressStore(path: base + "/fifo.json")
    #expect(fifo.notice == "progress file \(base)/fifo.json cannot be read (it is a named pipe (FIFO), not a regular "
      + "file; asyncplay reads only regular files (a pipe or a device could keep it waiting forever)); this session's "
      + "progress is not saved")
    #expect(fifo.notice(.zh)?.hasPrefix("进度文件 \(base)/fifo.json 无法读取（") == true)
    #expect(fifo.notice(.zh)?.hasSuffix("）；这次的进度不会保存") == true)
    #expect(fifo.notice(.zh)?.contains("FIFO") == true, "the reason is told in Chinese too: \(fifo.notice(.zh) ?? "")")
    try fifo.update("task-id") { $0.step = 1 }  // not saved, not an error each time
    #expect(fifo.whereSaved(.en) == "progress is not saved (see the notice at start-up)")

    Self.put(Array("a file".utf8), base + "/data")
    var misplaced = ProgressStore(path: base + "/data/asyncplay/progress.json")
    #expect(misplaced.notice == nil)
    #expect(throws: ProgressStore.SaveError.self) { try misplaced.reset() }
    #expect(misplaced.saveProblem == "cannot create \(base)/data/asyncplay for the progress file: \(base)/data is a "
      + "file, not a directory")

    Self.put(Array("{\"version\": 1,".utf8) + [0xFF], base + "/corrupt.json")
    let corrupt = ProgressStore(path: base + "/corrupt.json")
    #expect(corrupt.notice == "progress file \(base)/corrupt.json could not be read; moved it to "
      + "\(base)/corrupt.json.bak and started afresh")
    #expect(corrupt.notice(.zh) == "进度文件 \(base)/corrupt.json 无法解读；已把它移到 \(base)/corrupt.json.bak，从头开始记录")
    #expect(Self.bytes(base + "/corrupt.json.bak") == Array("{\"version\": 1,".utf8) + [0xFF])
  }
}
