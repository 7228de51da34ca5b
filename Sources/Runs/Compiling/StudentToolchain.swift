import AsyncSimulation
import TextBase

/// What compiling a student's file needs, found from the running binary: the Swift compiler that built asyncplay
/// and the modules it built (`AsyncSimulation`, `Combine`, `SwiftUI`, `Scenarios`), so that the file compiles against exactly
/// the engine and the SwiftUI module that the binary contains.
///
/// asyncplay is built from source with SwiftPM, so its build folder (`.build/<config>/`) holds the executable, the
/// `.swiftmodule`s (in `Modules/`), the C module maps (`<Target>.build/module.modulemap`) and `../../<config>.yaml`,
/// the build description that names the `swiftc` used. Environment overrides: `ASYNCPLAY_BUILD_DIR` (that folder)
/// and `ASYNCPLAY_SWIFTC` (the compiler).
package struct StudentToolchain: Equatable, Sendable {
  /// The compiler.
  package var swiftc: String
  /// The folder holding the `.swiftmodule`s.
  package var modules: String
  /// Clang module maps of the C targets the modules import (the engine's `CVirtualClock`).
  package var moduleMaps: [String]
  /// Identifies this build: the modules' stamps. Compiled programs are kept per build key.
  package var buildKey: String
  /// The frontend, linker and other tools a compile runs, found beside ``swiftc``.
  package var tools: CompilerTools

  package init(swiftc: String, modules: String, moduleMaps: [String], buildKey: String,
       tools: CompilerTools? = nil) {
    self.swiftc = swiftc
    self.modules = modules
    self.moduleMaps = moduleMaps
    self.buildKey = buildKey
    self.tools = tools ?? CompilerTools.beside(swiftc, path: ResourceUsage.environment("PATH"))
  }

  /// What a sandbox file, or an exercise on plain async code, imports implicitly: the engine (`SimulatedWork`, …).
  /// An exercise on app code imports `SwiftUI` instead (``StudentModule/swiftUIExercise``).
  package static let implicitImports = ["AsyncSimulation"]
  /// Every module the generated glue, the drivers and the student's files may import (`Combine`, `os`, `OSLog`,
  /// `SwiftData`, `Security`, `UIKit`, `CoreLocation`, `MapKit`, `Charts`, `PhotosUI`, `LocalAuthentication`,
  /// `UniformTypeIdentifiers`, `CoreTransferable`, `simd` and `CoreData` the files), and `TextBase`, which SwiftUI's and
  /// Scenarios' interfaces import.
  package static let requiredModules = ["AsyncSimulation", "Combine", "SwiftUI", "Scenarios", "os", "OSLog",
                                        "SwiftData", "Security", "UIKit", "CoreLocation", "MapKit", "Charts",
                                        "PhotosUI", "LocalAuthentication", "UniformTypeIdentifiers",
                                        "CoreTransferable", "simd", "CoreData", "TextBase"]

  /// Why the toolchain could not be found, in one line with what to do.
  package struct Problem: Error, Equatable, Sendable {
    /// What is missing and how to fix it.
    package var message: String
  }

  /// Finds the toolchain for the binary at `executable` (by default, this process's).
  package static func locate(executable: String = ChildProcess.currentExecutable,
                     environment: (String) -> String? = ResourceUsage.environment) -> Result<Self, Problem> {
    let buildDirectory = environment("ASYNCPLAY_BUILD_DIR").map(FileSystem.absolute)
      ?? FileSystem.directory(of: executable)
    var modules = buildDirectory + "/Modules"
    if !FileSystem.isFile(modules + "/AsyncSimulation.swiftmodule") { modules = buildDirectory }
    var key = ContentHash()
    for name in requiredModules {
      let path = modules + "/" + name + ".swiftmodule"
      guard let stamp = FileSystem.stamp(path) else {
        return .failure(Problem(message: "exercises are compiled against the modules asyncplay was built from, and "
          + "\(name).swiftmodule is not in \(buildDirectory)/Modules; run asyncplay from its build folder "
          + "(swift build, then swift run asyncplay or .build/debug/asyncplay), or set ASYNCPLAY_BUILD_DIR to that "
          + "folder"))
      }
      key.add(path)
      key.add(String(stamp.modified))
      key.add(String(stamp.size))
    }
    let maps = (FileSystem.entries(buildDirectory) ?? [])
      .filter { $0.hasSuffix(".build") }
      .map { buildDirectory + "/" + $0 + "/module.modulemap" }
      .filter(FileSystem.isFile)
    guard let swiftc = compiler(buildDirectory: buildDirectory, environment: environment) else {
      return .failure(Problem(message: "exercises need the Swift compiler that built asyncplay, and none was found "
        + "(not named in the build description, no swiftc on PATH); set ASYNCPLAY_SWIFTC to its path"))
    }
    // The compiler is not part of the build's key (a program's key names it): asyncplays using different compilers
    // share one build folder rather than remove each other's.
    return .success(StudentToolchain(swiftc: swiftc, modules: modules, moduleMaps: maps, buildKey: key.hex,
                                     tools: CompilerTools.beside(swiftc, path: environment("PATH"))))
  }

  /// The folder of asyncplay's own sources, as the modules' source locations name it (`<package>/Sources/`): the
  /// package that holds the build folder; nil when the modules are not in a SwiftPM build folder.
  package var packageSources: String? {
    guard let build = modules.range(of: "/.build/", options: .backwards) else { return nil }
    return String(modules[..<build.lowerBound]) + "/Sources/"
  }

  /// `ASYNCPLAY_SWIFTC`, else the `swiftc` the build description names, else `swiftc` on `PATH`.
  package static func compiler(buildDirectory: String, environment: (String) -> String?) -> String? {
    if let chosen = environment("ASYNCPLAY_SWIFTC"), !chosen.isEmpty { return chosen }
    let configuration = FileSystem.fileName(of: buildDirectory)
    let buildRoot = FileSystem.directory(of: FileSystem.directory(of: buildDirectory))
    for description in [buildRoot + "/" + configuration + ".yaml", FileSystem.directory(of: buildDirectory) + "/"
                          + configuration + ".yaml"] {
      if let text = FileSystem.read(description), let named = firstSwiftc(in: text), FileSystem.isFile(named) {
        return named
      }
    }
    for directory in (environment("PATH") ?? "").split(separator: ":") {
      let candidate = String(directory) + "/swiftc"
      if FileSystem.isFile(candidate) { return candidate }
    }
    return nil
  }

  /// The first quoted absolute path ending in `/swiftc` in a SwiftPM build description.
  package static func firstSwiftc(in text: String) -> String? {
    // Byte by byte: the description is megabytes, and every `preview` and `check` reads it (Foundation's
    // `range(of:)` bridged it to an NSString first: about 15 ms a command).
    let bytes = Array(text.utf8)
    let needle = Array("/swiftc\"".utf8)
    guard bytes.count >= needle.count else { return nil }
    var start = 0
    while start + needle.count <= bytes.count {
      if bytes[start] == needle[0], bytes[start..<start + needle.count].elementsEqual(needle) { break }
      start += 1
    }
    guard start + needle.count <= bytes.count,
          let quote = bytes[..<start].lastIndex(of: UInt8(ascii: "\"")) else { return nil }
    let path = String(decoding: bytes[(quote + 1)..<(start + needle.count - 1)], as: UTF8.self)
    return path.hasPrefix("/") ? path : nil
  }
}
