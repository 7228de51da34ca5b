import AsyncSimulation
import Foundation
import Testing

/// Runs a SwiftUI fixture program (`SwiftUIFixtures <name>`) in a child process and returns its trace.
///
/// Every run is a child process: a virtual run replaces the process's executors, which must never happen inside
/// the test runner.
enum SwiftUIRuns {
  /// The fixture program beside this test runner.
  static let binary: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("SwiftUIFixtures")

  /// The trace of fixture `name`, which must end with `exitStatus` (0: finished) within 20 s of real time.
  static func trace(_ name: String, exitStatus: Int32 = 0, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Trace {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      Issue.record("missing \(binary.path): build it with `swift build --product SwiftUIFixtures`",
                   sourceLocation: sourceLocation)
      return Trace(events: [])
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = [name]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    // A fresh home for each run, so that UserDefaults (@AppStorage) starts empty, as in a fresh container.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    for variable in ["HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"] { environment[variable] = home.path }
    process.environment = environment
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning, Date() < deadline { usleep(2_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try handle.close()
    #expect(process.terminationStatus == exitStatus, "exit status of SwiftUIFixtures \(name)", sourceLocation: sourceLocation)
    return try Trace(jsonLines: String(decoding: try Data(contentsOf: output), as: UTF8.self))
  }
}

extension TraceEvent {
  /// A compact line for assertions: `<ms> <task> <kind> <details>`, e.g. `560 .task(id: "swift") in V screen …`.
  var line: String {
    var parts = [Milliseconds.format(nanos), task ?? "-", kind.rawValue]
    switch kind {
    case .state: parts.append("\(name ?? "?") \(from ?? "?") -> \(to ?? "?")")
    case .appear, .disappear: parts.append(name ?? "?")
    case .screen: parts.append((text ?? "").replacingOccurrences(of: "\n", with: " | "))
    case .print, .action: parts.append(text ?? "")
    case .taskEnd, .wake: parts.append(outcome ?? "?")
    case .sleep: parts.append("until " + (untilNanos.map(Milliseconds.format) ?? "?"))
    default: break
    }
    return parts.joined(separator: " ")
  }
}

extension Trace {
  /// The lines of the events of the given kinds, in order.
  func lines(_ kinds: TraceEvent.Kind...) -> [String] {
    events.filter { kinds.contains($0.kind) }.map(\.line)
  }

  /// The texts of the `screen` events with their times: `560 🔍 swift | • …`.
  var screens: [String] {
    events.filter { $0.kind == .screen }.map {
      Milliseconds.format($0.nanos) + " " + ($0.text ?? "").replacingOccurrences(of: "\n", with: " | ")
    }
  }

  /// The texts of the `print` events.
  var printed: [String] { events.filter { $0.kind == .print }.compactMap(\.text) }
  /// The texts of the `action` events: `tap "Retry"`.
  var actions: [String] { events.filter { $0.kind == .action }.compactMap(\.text) }
}
