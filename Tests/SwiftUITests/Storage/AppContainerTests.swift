import AsyncSimulation
import Foundation
import SwiftUI
import Testing

/// The app's storage per run: the child's defaults and folders resolve into the container, a kept container is a
/// relaunch, a fresh one is removed without following links, and no output depends on where the container is.
@Suite("App container")
struct AppContainerTests {
  /// A scratch folder for one test, removed afterwards.
  static func withScratch<R>(_ body: (String) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("container-test-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
  }

  /// The trace of fixture `name` run in `container`, with the container's path redacted unless `redacted` is false.
  static func run(_ name: String, in container: AppContainer, redacted: Bool = true) throws -> Trace {
    var child = ChildProcess(executable: SimulationSnapshot(program: "SwiftUIFixtures").programPath,
                             arguments: [name], wallLimit: .seconds(30))
    child.environmentOverrides += container.environment
    let result = try child.run()
    #expect(result.termination == .exited(0), "stderr: \(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    return redacted ? container.redactingPath(in: trace) : trace
  }

  /// The prints of the storage fixture run in `container`, with the container's path redacted from the trace.
  static func launch(in container: AppContainer) throws -> [String] {
    try run("storage-launch", in: container).events.filter { $0.kind == .print }.compactMap(\.text)
  }

  // Lessons/Evidence/storage: defaults are written to $XDG_CONFIG_HOME/<process>.plist when synchronized ("with
  // synchronize(): … found 1 earlier launch(es)") and lost otherwise; "Documents: $HOME/Documents", "Application
  // Support: $HOME/Library/Application Support", "Caches: $HOME/Library/Caches" (swift-foundation's
  // FileManager+XDGSearchPaths.swift reads XDG_DATA_HOME, XDG_CACHE_HOME and the home of CFFIXED_USER_HOME).
  @Test("a kept container is a relaunch: the second run finds the first run's defaults and files")
  func relaunch() throws {
    try Self.withScratch { scratch in
      let container = try AppContainer.kept(at: scratch + "/box")
      let first = try Self.launch(in: container)
      #expect(first == [
        "launch 1; notes so far: ",
        "documents: <container>/Documents",
        "application support: <container>/Library/Application Support (exists: true)",
        "caches: <container>/Library/Caches",
        "temporary: <container>/tmp",
        "home: <container>",
        "notes URL: file://<container>/Documents/notes.txt",
        "defaults saved: true",
      ])
      let again = try AppContainer.kept(at: scratch + "/box")
      let second = try Self.launch(in: again)
      #expect(second.first == "launch 2; notes so far: launch 1")
      again.finish()
      #expect(FileManager.default.fileExists(atPath: scratch + "/box/Library/Preferences/SwiftUIFixtures.plist"))
      #expect(FileManager.default.fileExists(atPath: scratch + "/box/Documents/notes.txt"))
    }
  }

  // Apple (AppStorage): "A property wrapper type that reflects a value from UserDefaults"; on a device the value
  // outlives the app's process, which a kept container reproduces.
  @Test("@AppStorage in a kept container: the second launch starts from the first one's count")
  func appStorageRelaunch() throws {
    try Self.withScratch { scratch in
      let container = try AppContainer.kept(at: scratch + "/app")
      let screens = { (trace: Trace) in
        trace.events.filter { $0.kind == .screen }.compactMap { $0.text?.split(separator: "\n").first.map(String.init) }
      }
      #expect(screens(try Self.run("storage-app-storage", in: container)) == ["Taps: 0", "Taps: 1"])
      #expect(screens(try Self.run("storage-app-storage", in: container)) == ["Taps: 1", "Taps: 2"])
    }
  }

  @Test("fresh containers start empty, print the same whatever their path, and are removed by finish()")
  func freshContainers() throws {
    let one = try AppContainer.makeFresh()
    let two = try AppContainer.makeFresh()
    #expect(one.path != two.path)
    #expect(!one.isKept)
    let first = try Self.launch(in: one)
    let second = try Self.launch(in: two)
    #expect(first == second)
    #expect(first.first == "launch 1; notes so far: ")
    #expect(first.allSatisfy { !$0.contains(one.path) && !$0.contains("asyncplay-container-") })
    // Unredacted, the run does print where its container is: the redaction is what makes the output the same.
    let third = try AppContainer.makeFresh()
    defer { third.finish() }
    #expect(try Self.run("storage-launch", in: third, redacted: false).events.contains {
      $0.text?.contains(third.path + "/Documents") == true
    })
    one.finish()
    two.finish()
    #expect(!FileManager.default.fileExists(atPath: one.path))
    #expect(!FileManager.default.fileExists(atPath: two.path))
  }

  // iOS creates Documents, Library, Library/Caches, Library/Preferences and tmp at installation; Application Support
  // is the app's to create (the fixture creates it with url(for:in:appropriateFor:create: true)).
  @Test("a new container holds the folders an iOS app finds at first launch, and no Application Support")
  func layout() throws {
    let container = try AppContainer.makeFresh()
    defer { container.finish() }
    let names = try FileManager.default.subpathsOfDirectory(atPath: container.path).sorted()
    #expect(names == [".asyncplay-container", "Documents", "Library", "Library/Caches", "Library/Preferences", "tmp"])
    #expect(container.environment.map(\.name) == ["HOME", "CFFIXED_USER_HOME", "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS",
                                                  "XDG_DATA_HOME", "XDG_CACHE_HOME", "TMPDIR"])
    #expect(container.environment.allSatisfy { $0.value.hasPrefix(container.path) })
  }

  @Test("finish() removes a symbolic link inside a fresh container, never what it points to")
  func removalDoesNotFollowLinks() throws {
    try Self.withScratch { scratch in
      let outside = scratch + "/precious"
      try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
      try Data("keep me".utf8).write(to: URL(fileURLWithPath: outside + "/file.txt"))
      let container = try AppContainer.makeFresh()
      try FileManager.default.createSymbolicLink(atPath: container.path + "/Documents/link", withDestinationPath: outside)
      try FileManager.default.createSymbolicLink(atPath: container.path + "/Library/file-link",
                                                 withDestinationPath: outside + "/file.txt")
      container.finish()
      #expect(!FileManager.default.fileExists(atPath: container.path))
      #expect(try String(contentsOfFile: outside + "/file.txt", encoding: .utf8) == "keep me")
    }
  }

  @Test("--container refuses a file, a symbolic link, a folder of other things and a path whose parent is missing")
  func keptRefusals() throws {
    try Self.withScratch { scratch in
      try Data("x".utf8).write(to: URL(fileURLWithPath: scratch + "/file"))
      try FileManager.default.createSymbolicLink(atPath: scratch + "/link", withDestinationPath: scratch)
      try FileManager.default.createDirectory(atPath: scratch + "/photos", withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: scratch + "/photos/cat.jpg"))
      let accepted = " (accepted: a new or empty folder, or one an earlier --container run made)"
      let cases: [(String, String)] = [
        ("file", "cannot use file as the app's container: it is a file" + accepted),
        ("link", "cannot use link as the app's container: it is a symbolic link" + accepted),
        ("photos", "cannot use photos as the app's container: it holds other things and no earlier run made it"
           + accepted),
        ("missing/box", "cannot make the app's container missing/box: No such file or directory"),
        ("new\nline/box", "cannot make the app's container new?line/box: No such file or directory"),
      ]
      for (name, message) in cases {
        do {
          _ = try AppContainer.kept(at: scratch + "/" + name)
          Issue.record("\(name) was accepted")
        } catch let error as AppContainerError {
          #expect(error.english.replacingOccurrences(of: scratch + "/", with: "") == message)
          #expect(!error.chinese.isEmpty && !error.chinese.contains("\n"))
        }
      }
      #expect(FileManager.default.fileExists(atPath: scratch + "/photos/cat.jpg"))
      // An empty folder is taken, and so is one an earlier run made.
      try FileManager.default.createDirectory(atPath: scratch + "/empty", withIntermediateDirectories: true)
      #expect(try AppContainer.kept(at: scratch + "/empty").isKept)
      #expect(try AppContainer.kept(at: scratch + "/empty/").path == scratch + "/empty")
    }
  }

  /// Issue 32: a kept container whose `Library/Preferences/….plist` was a symbolic link made an ordinary `@AppStorage`
  /// save follow it and `chmod 600` the file outside; the save failed silently. Such a container is refused.
  @Test("a kept container holding a symbolic link is refused, naming the link, and nothing outside changes")
  func keptContainerWithALink() throws {
    try Self.withScratch { scratch in
      let kept = try AppContainer.kept(at: scratch + "/kept")
      let outside = scratch + "/outside.plist"
      try Data("x".utf8).write(to: URL(fileURLWithPath: outside))
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: outside)
      try FileManager.default.createSymbolicLink(atPath: kept.path + "/Library/Preferences/app.plist",
                                                 withDestinationPath: outside)
      do {
        _ = try AppContainer.kept(at: scratch + "/kept")
        Issue.record("a container with a link was accepted")
      } catch let error as AppContainerError {
        #expect(error.problem == .holdsLink("Library/Preferences/app.plist"))
        #expect(error.english.contains("Library/Preferences/app.plist in it is a symbolic link"))
        #expect(!error.chinese.contains("\n"))
      }
      let attributes = try FileManager.default.attributesOfItem(atPath: outside)
      #expect((attributes[.posixPermissions] as? Int) == 0o644)
      // A container the run already made ready keeps its environment whatever its code left in it.
      #expect(AppContainer.ready(at: kept.path).environment.first?.value == kept.path)
    }
  }

  @Test("the container's path is redacted plain and percent-encoded")
  func redaction() throws {
    try Self.withScratch { scratch in
      let container = try AppContainer.kept(at: scratch + "/my box")
      let url = URL(fileURLWithPath: container.path + "/Documents/a b.txt")
      #expect(container.redactingPath(in: "\(url) and \(url.path)")
        == "file://<container>/Documents/a%20b.txt and <container>/Documents/a b.txt")
      #expect(AppContainer.redactingPath(in: "/box/a, /box/b 结果 /bo", path: "/box") == "<container>/a, <container>/b 结果 /bo")
      #expect(AppContainer.redactingPath(in: "nothing of it", path: "/box") == "nothing of it")
    }
  }
}
