import AsyncSimulation
import Scenarios
import SwiftUI
import TerminalIO
#if canImport(Glibc)
import Glibc
#endif

/// What a preview's child runs, compiled into asyncplay rather than beside the user's files: the run's settings (the
/// session's language, the routes, the app's defaults saved at the end), then the root window shown and the `--do`
/// actions played on it — or a script's top-level code run as `main`.
///
/// The compiled library says which: a view's exports ``rootSymbol`` (the few generated lines of ``PreviewGlue``
/// that make its window), a script ``ScriptMainFile/entrySymbol``. Compiling this part once, here, rather than as
/// generated source with every preview took a fifth of the frontend's time off each edit (Benchmarks/README.md).
package enum PreviewHost {
  /// The C name of the function that makes a view preview's window, retained (`@MainActor () -> UnsafeMutableRawPointer`).
  package static let rootSymbol = "asyncplay_root"

  /// The scenario of the preview library `handle` (loaded from `dlopen`), named `name`; nil when it exports neither
  /// a root nor a script.
  package static func scenario(name: String, handle: UnsafeMutableRawPointer) -> Scenario? {
    if let root = dlsym(handle, rootSymbol) {
      let address = UInt(bitPattern: root)
      return Scenario(name: name, zh: "", en: "", parameters: []) { arguments in
        { @MainActor in
          prepare(arguments)
          await show(arguments, makeWindow: address)
        }
      }
    }
    if dlsym(handle, ScriptMainFile.entrySymbol) != nil {
      return Scenario(name: name, zh: "", en: "", parameters: []) { arguments in
        { @MainActor in
          prepare(arguments)
          await runScript(arguments)
        }
      }
    }
    return nil
  }

  /// The window, kept as long as the run: its views' tasks go on after the actions are played.
  @MainActor private static var window: HostingWindow?

  /// The run's settings: the module's language, the routes, saving the app's defaults at the end.
  @MainActor private static func prepare(_ arguments: ScenarioArguments) {
    let chinese = arguments.language == .zh
    HostingWindow.language = arguments.language
    AppBundle.adoptAsMainBundle()
    // UserDefaults (and so @AppStorage) reach the container's file only when saved, as an app's are when it goes.
    // A save that fails (a link that leads out of the container, a full disk) is said, not lost without a word.
    Simulation.whenProgramEnds {
      guard !AppContainer.saveDefaults() else { return }
      Output.standardError.line(chinese
        ? "asyncplay: app 的默认设置（UserDefaults、@AppStorage）没有保存：Foundation 写不了容器里的 Library/Preferences"
          + "（它的 .plist 是不是指向容器外的符号链接？）；下次用同一个容器运行时这些值不在"
        : "asyncplay: the app's defaults (UserDefaults, @AppStorage) were not saved: Foundation could not write "
          + "Library/Preferences in its container (is its .plist a symbolic link out of it?); a next run with the same "
          + "container will not see them")
    }
    guard let routes = arguments.values["routes"] else { return }
    do {
      RouteTable.install(try RouteTable.load(contentsOf: routes))
    } catch {
      Simulation.stopWithUsageError("asyncplay: " + (chinese ? error.chinese : error.english))
    }
  }

  /// Makes the window with the library's root function at `address`, shows it and plays the actions; an action the
  /// screen does not offer ends the run there, its trace kept, as a usage error naming what the screen offers.
  @MainActor private static func show(_ arguments: ScenarioArguments, makeWindow address: UInt) async {
    let chinese = arguments.language == .zh
    let script: UserActionScript
    do {
      script = try UserActionScript.parse(arguments.values["do"] ?? "")
    } catch {
      Simulation.stopWithUsageError("asyncplay: --do: " + (chinese ? error.chinese : error.english))
    }
    typealias MakeWindow = @MainActor @convention(c) () -> UnsafeMutableRawPointer
    let make = unsafeBitCast(UnsafeRawPointer(bitPattern: address), to: MakeWindow.self)
    let window = Unmanaged<HostingWindow>.fromOpaque(make()).takeRetainedValue()
    Self.window = window
    window.show()
    do {
      try await window.play(script)
    } catch {
      Simulation.stopWithRefusal("asyncplay: " + (chinese ? error.chinese : error.english))
    }
  }

  private typealias AsyncEntry = @MainActor @convention(thin) () async -> Void
  private typealias SyncEntry = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32

  /// Runs a script's top-level code, found in its library: an async function when it awaits (which ends with
  /// `exit(0)`, routed to ``exitScript(_:)``), else a C function whose return ends the program, as a real one's does.
  @MainActor private static func runScript(_ arguments: ScenarioArguments) async {
    HostingWindow.traceModelChanges()
    guard let program = arguments.values["program"], let library = dlopen(program, RTLD_NOW | RTLD_NOLOAD) else {
      Simulation.stopWithUsageError("asyncplay: the script's program cannot be found")
    }
    if let topLevel = dlsym(library, ScriptMainFile.asyncEntrySymbol) {
      await unsafeBitCast(topLevel, to: AsyncEntry.self)()
    }
    guard let topLevel = dlsym(library, ScriptMainFile.entrySymbol) else {
      Simulation.stopWithUsageError("asyncplay: the script's top-level code cannot be found in its program")
    }
    Simulation.exitProgram(unsafeBitCast(topLevel, to: SyncEntry.self)(0, nil))
  }
}

/// A script's `exit` calls, which its link routes here (`--wrap=exit`, see ``ScriptMainFile``): the end of the script
/// ends the simulated program. asyncplay's executable exports it, and the script's library finds it when loaded.
@_cdecl("__wrap_exit")
public func __asyncplayExitScript(_ status: Int32) -> Never { Simulation.exitProgram(status) }
