import AsyncSimulation
import TextBase

/// Where an address in a compiled student program is in its source, from `llvm-symbolizer` (beside the Swift
/// compiler on `PATH`, or on `PATH` itself): `task-id.swift:12:5, in play()`. Nil when there is no symbolizer or
/// it does not know.
package enum Symbolizer {
  /// The symbolizer, if one is found.
  package static let tool: String? = {
    let folders = (ResourceUsage.environment("PATH") ?? "").split(separator: ":").map(String.init)
    for folder in folders where FileSystem.isFile(folder + "/llvm-symbolizer") { return folder + "/llvm-symbolizer" }
    for folder in folders where FileSystem.isFile(folder + "/swiftc") {
      let beside = FileSystem.directory(of: FileSystem.resolved(folder + "/swiftc")) + "/llvm-symbolizer"
      if FileSystem.isFile(beside) { return beside }
    }
    return nil
  }()

  /// `file:line:column, in function` for `offset` in the shared object `image`, or nil.
  package static func locate(_ offset: UInt, in image: String) -> String? {
    guard let tool else { return nil }
    let child = ChildProcess(executable: tool, arguments: ["--obj=" + image, "--functions=short", "--demangle",
                                                            "0x" + String(offset, radix: 16)],
                             wallLimit: .seconds(10), environmentDefaults: [])
    guard let result = try? child.run(), result.termination == .exited(0) else { return nil }
    let lines = result.outputText.split(separator: "\n")
    guard lines.count >= 2, !lines[1].hasPrefix("??") else { return nil }
    var place = String(lines[1])
    // `file:line:column`, the file as the program's debug information names it (the path the student gave).
    if place.hasSuffix(":0") { place.removeLast(2) }
    let function = lines[0] == "??" ? "" : String(lines[0])
    return function.isEmpty ? place : place + ", in " + function
  }

  /// `file:line:column, in function` (or nil) for each of `offsets` in `image`, from one run of the symbolizer.
  static func locate(_ offsets: [UInt], in image: String) -> [String?] {
    guard let tool, !offsets.isEmpty else { return offsets.map { _ in nil } }
    let child = ChildProcess(executable: tool, arguments: ["--obj=" + image, "--functions=short", "--demangle"]
                               + offsets.map { "0x" + String($0, radix: 16) },
                             wallLimit: .seconds(10), environmentDefaults: [])
    guard let result = try? child.run(), result.termination == .exited(0) else { return offsets.map { _ in nil } }
    // One block an address, blank-line separated; its first two lines are the innermost (inlined) frame.
    let blocks = result.outputText.components(separatedBy: "\n\n").filter { !$0.isEmpty }
    return offsets.indices.map { index -> String? in
      guard index < blocks.count else { return nil }
      let lines = blocks[index].split(separator: "\n")
      guard lines.count >= 2, !lines[1].hasPrefix("??") else { return nil }
      let function = lines[0] == "??" ? "" : String(lines[0])
      return function.isEmpty ? String(lines[1]) : lines[1] + ", in " + function
    }
  }
}
