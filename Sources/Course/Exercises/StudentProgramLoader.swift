import Scenarios
#if canImport(Glibc)
import Glibc
#endif
import Runs

/// Loads a compiled student program into the child process and takes the scenario it provides.
///
/// The program is a shared library built by ``StudentCompiler``; its references to the engine and the SwiftUI module
/// resolve against this executable (linked with `--export-dynamic`), so it runs on the same scheduler, executors and
/// virtual clock as the bundled scenarios. Its generated entry point (see ``ProgramGlue``) writes into memory the caller
/// provides a ``Scenario`` (a sandbox file's) or the exercise's driver, which the scenario made here runs.
package enum StudentProgramLoader {
  /// The C name of the entry point a sandbox program exports: it writes the scenario.
  package static let entrySymbol = "asyncplay_program"
  /// The C name of the entry point an exercise's program exports: it writes the driver's `runExercise(_:)` (a
  /// ``Driver``), and the scenario around it is made here.
  package static let exerciseSymbol = "asyncplay_exercise"
  /// What an exercise's driver is: `@MainActor func runExercise(_ language: Language) async`.
  package typealias Driver = @MainActor @Sendable (Language) async -> Void

  /// Why a program could not be loaded.
  package struct LoadError: Error, Equatable {
    /// One line saying what failed.
    package var message: String
  }

  /// Loads the library at `path` and returns its scenario, named `scenario`.
  ///
  /// Call it before the run starts: loading runs the library's initialisers, which must not create tasks.
  package static func load(_ path: String, scenario name: String) -> Result<Scenario, LoadError> {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
      return .failure(LoadError(message: "cannot load the compiled program \(path): \(reason)"))
    }
    if let symbol = dlsym(handle, exerciseSymbol) {
      typealias Entry = @convention(c) (UnsafeMutableRawPointer) -> Void
      let slot = UnsafeMutablePointer<Driver>.allocate(capacity: 1)
      defer { slot.deallocate() }
      unsafeBitCast(symbol, to: Entry.self)(UnsafeMutableRawPointer(slot))
      let driver = slot.move()
      return .success(Scenario(name: name, zh: "", en: "", parameters: []) { arguments in
        { await driver(arguments.language) }
      })
    }
    guard let symbol = dlsym(handle, entrySymbol) else {
      // A preview's library makes its window or is a script; asyncplay runs it (see PreviewHost).
      if let scenario = PreviewHost.scenario(name: name, handle: handle) { return .success(scenario) }
      return .failure(LoadError(message: "the compiled program \(path) has no \(entrySymbol) entry point"))
    }
    typealias Entry = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Void
    let entry = unsafeBitCast(symbol, to: Entry.self)
    let slot = UnsafeMutablePointer<Scenario>.allocate(capacity: 1)
    defer { slot.deallocate() }
    name.withCString { entry($0, UnsafeMutableRawPointer(slot)) }
    return .success(slot.move())
  }
}
