// swift-tools-version:6.0
// asyncplay: a deterministic playground for Swift concurrency, for students of SwiftUI data loading.
import Foundation
import CompilerPluginSupport
import PackageDescription

// Every Swift target builds in Swift 6 language mode (strict concurrency is on by default there).
// Every build runs the executor hops its source says: the optimizer's pass that drops a hop no code needs (a
// nonisolated `async` function that ends by awaiting a main-actor call) is off, so that a release build schedules
// — and prints — what a debug build and a student's -Onone file do. With it on, `RefreshAction()`'s hop back to the
// default executor vanished in release and a `.refreshable` list drew one screen fewer.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .unsafeFlags(["-Xllvm", "-sil-disable-pass=optimize-hop-to-executor"]),
]

/// A test target's settings. Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, Apple
/// platforms only): a test file that imports Testing and SwiftUI, which re-exports the simulated UIKit, would ask for
/// that overlay, which Linux's toolchain lacks. The tests use none of Testing's overlays.
let testSwiftSettings: [SwiftSetting] = swiftSettings + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

/// The engine, a package of its own (`Sources/AsyncSimulation/`): depending on it builds nothing of the playground.
let engine: Target.Dependency = .product(name: "AsyncSimulation", package: "AsyncSimulation")

/// The toolchain's own SwiftSyntax (`<toolchain>/usr/lib/swift/host`), which the SwiftUI macro plugin is built
/// against instead of a package: found from the `swiftc` on PATH with its symlinks resolved.
let toolchainHost: String = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for folder in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
    guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
    let bin = candidate.resolvingSymlinksInPath().deletingLastPathComponent()
    let host = bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host")
    if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
      return host.path
    }
  }
  return "/usr/lib/swift/host"
}()

let package = Package(
  name: "asyncplay",
  products: [
    .executable(name: "asyncplay", targets: ["asyncplay"]),
  ],
  dependencies: [
    .package(path: "Sources/AsyncSimulation"),
  ],
  targets: [
    // The system libedit (line editing for the REPL). Debian: libedit-dev.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]),
    // C: a non-variadic face over libedit for Swift (el_set and history are variadic).
    .target(name: "CLineEditor", dependencies: ["CEditLine"]),
    // C: the interactive process's crash handler (one line, the terminal restored, exit).
    .target(name: "CCrashGuard"),
    // C: the box of child runs: Landlock, and interposers of the calls that start and end processes.
    .target(name: "CSandbox"),
    // What every module of the playground shares, depending on nothing: the one `Language`, display widths, the
    // duration grammar, control-character escaping, "did you mean", wrapping and quoting, the palette, usage errors,
    // and files written atomically and read with limits.
    .target(name: "TextBase", swiftSettings: swiftSettings),
    // The project settings a user's files are compiled with (docs/profiles.md), by name: values, no compiler.
    .target(name: "ProjectProfiles", dependencies: ["TextBase"], swiftSettings: swiftSettings),
    // Trace → text and files: the text timeline, run reports, JSON, Chrome trace, SVG, Markdown, trace reviews.
    // Never starts a process, never reads a user's file.
    .target(name: "TraceRendering", dependencies: ["TextBase", "ProjectProfiles", "Scenarios", engine],
            swiftSettings: swiftSettings),
    // The terminal: output written safely, its width, clearing it (the engine for its child groups' folders).
    .target(name: "TerminalIO", dependencies: ["TextBase", engine, "CLineEditor"], swiftSettings: swiftSettings),
    // Runs: the child process a run happens in (its box, its budgets' reports, its trace channel), the student
    // compiler and its cache, the preview program's sources. Knows nothing of the command line, the REPL or lessons.
    .target(name: "Runs", dependencies: ["TextBase", "ProjectProfiles", "TraceRendering", "TerminalIO", "Scenarios",
                                         engine, "SwiftUI", "CoreData", "CSandbox"],
            swiftSettings: swiftSettings),
    // Lesson scenarios: SwiftUI app code (views, models, services) and the drivers that run it; the topics taught
    // without a view (a timeout) are plain async code.
    // Each scenario is a folder (code, explanation, registration); the plugin generates the catalog from them.
    .target(name: "Scenarios", dependencies: ["TextBase", engine, "SwiftUI", "XcodeApp", "SwiftData"],
            exclude: ["README.md"],
            swiftSettings: swiftSettings, plugins: ["EmbedSourcesPlugin"]),
    // App code compiled as a new Xcode 26 app target compiles it: Default Actor Isolation = MainActor and
    // Approachable Concurrency's features (docs/profiles.md; the flags of swift6-app, whose runs are xcode26-app's: Swift
    // 5 mode changes only whether data-race diagnostics are errors). The new-project scenario shows these files beside
    // their copies in Sources/Scenarios/NewProject, compiled as a package (XcodeAppCopyTests keeps them identical).
    .target(name: "XcodeApp", dependencies: [engine, "SwiftUI"],
            swiftSettings: swiftSettings + [.unsafeFlags(["-default-isolation", "MainActor"]),
                                             .enableUpcomingFeature("InferIsolatedConformances"),
                                             .enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
    // What the command line and the REPL's lines say, as values: the shell's commands and their options, run and
    // bench requests, each command's request (`repl`, `play`, `test`, `preview`, `exercise`), the parser that makes
    // them, the REPL's tokenizer, and the bench workloads the parser checks names against. Starts nothing.
    .target(name: "CommandLineGrammar", dependencies: ["TextBase", "ProjectProfiles", "TraceRendering", "Runs",
                                                     "Scenarios", engine],
            swiftSettings: swiftSettings),
    // The course: lessons (their files, parser, quizzes decided on real runs, trace checks), exercises (their
    // folders, verdicts, workspaces, the glue and templates a student's file is compiled with) and progress. What to
    // run, never how: quizzes are decided by the runs the playground hands in.
    .target(name: "Course", dependencies: ["TextBase", "ProjectProfiles", "TraceRendering", "TerminalIO", "Runs",
                                         "CommandLineGrammar", "Scenarios", engine, "SwiftUI"],
            swiftSettings: swiftSettings, plugins: ["EmbedSourcesPlugin"]),
    // The front end: the command line's dispatch and help, the REPL, previews, scripts, explore, benchmarks, the
    // exercise commands, and the child runs they start.
    // It reads `preview`'s --do actions and routes with the SwiftUI module's own parsers.
    .target(name: "Playground", dependencies: ["TextBase", "ProjectProfiles", "TraceRendering", "TerminalIO", "Runs",
                                             "CommandLineGrammar", "Course", "Scenarios", engine, "SwiftUI",
                                             "CLineEditor", "CCrashGuard", "CSandbox"],
            swiftSettings: swiftSettings, plugins: ["EmbedSourcesPlugin"]),
    // Build tool and plugin: the scenario catalog, and the scenario sources and lessons compiled into the binary.
    .executableTarget(name: "SourceEmbedder", swiftSettings: swiftSettings),
    .plugin(name: "EmbedSourcesPlugin", capability: .buildTool(), dependencies: ["SourceEmbedder"],
            path: "Sources/EmbedSourcesPlugin"),
    // Exported dynamic symbols: a student's exercise file is compiled into a shared library that the child process
    // loads, and its references to the engine and the SwiftUI module resolve against this executable's copies.
    // The `SwiftUI` module: ordinary SwiftUI code compiles against it and runs on the simulator's virtual time.
    .target(name: "SwiftUI", dependencies: ["TextBase", engine, "Combine", "UIKit", "CoreTransferable", "CoreData", "SwiftUIMacros",
                                          "CObservationHooks"],
            swiftSettings: swiftSettings),
    // The `UIKit` module: an iOS 13 app's shell (app and scene delegates launched in Apple's order), UIImage,
    // UIColor, UIDevice; SwiftUI re-exports it, as on iOS (docs/platform.md).
    .target(name: "UIKit", dependencies: [engine], swiftSettings: swiftSettings),
    // The `Combine` module: Apple's Combine on the simulator's virtual time (SwiftUI re-exports it, as on Apple
    // platforms); docs/combine.md.
    .target(name: "Combine", dependencies: [engine], swiftSettings: swiftSettings),
    // The `os` module: `Logger`, `os_log`, `OSLog` on virtual time; a logged message is a `log` event of the trace.
    .target(name: "os", dependencies: [engine], swiftSettings: swiftSettings),
    // `import OSLog`, as apps write it: the `os` module re-exported.
    .target(name: "OSLog", dependencies: ["os"], swiftSettings: swiftSettings),
    // The `SwiftData` module: @Model classes, contexts, queries and the store in the app container, on virtual time.
    .target(name: "SwiftData", dependencies: [engine, "SwiftUI", "SwiftUIMacros"], swiftSettings: swiftSettings),
    // The `Security` module: the keychain's generic passwords (SecItemAdd, …), kept in the app container.
    .target(name: "Security", dependencies: [engine], swiftSettings: swiftSettings),
    // The `CoreData` module: NSManagedObject, contexts, fetch requests and NSPredicate formats, the model read from the
    // app's .xcdatamodeld and the store in the app container (docs/coredata.md). SwiftUI's `@FetchRequest` is in the
    // SwiftUI module, which depends on it, as Apple's SwiftUI imports Core Data.
    .target(name: "CoreData", dependencies: ["TextBase", engine, "Combine"], swiftSettings: swiftSettings),
    // Apple's frameworks beside SwiftUI (docs/frameworks.md): CoreLocation's values (no location manager), MapKit's
    // SwiftUI map (a line and its markers' rows), Charts (a row per mark), PhotosUI's picker (an empty library).
    .target(name: "CoreLocation", swiftSettings: swiftSettings),
    .target(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation"], swiftSettings: swiftSettings),
    .target(name: "Charts", dependencies: ["SwiftUI"], swiftSettings: swiftSettings),
    .target(name: "PhotosUI", dependencies: ["SwiftUI"], swiftSettings: swiftSettings),
    // LocalAuthentication: the iOS Simulator's default device (Face ID, nothing enrolled, no passcode).
    // UniformTypeIdentifiers: UTType and the common system types; CoreTransferable: Transferable and its
    // representations (SwiftUI re-exports it, as on Apple platforms, and it re-exports UniformTypeIdentifiers).
    .target(name: "UniformTypeIdentifiers", swiftSettings: swiftSettings),
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", "Combine"], swiftSettings: swiftSettings),
    .target(name: "LocalAuthentication", swiftSettings: swiftSettings),
    // simd's vectors (the standard library's SIMD types) and their geometric functions.
    .target(name: "simd", swiftSettings: swiftSettings),
    // C: Observation's willSet/didSet interposed, so that every @Observable change becomes a `state` event.
    .target(name: "CObservationHooks"),
    // Its macros (`#Preview`, `@Entry`), built against the toolchain's SwiftSyntax (no package).
    .macro(name: "SwiftUIMacros",
           swiftSettings: swiftSettings + [.unsafeFlags(["-I", toolchainHost])],
           linkerSettings: [.unsafeFlags(["-L", toolchainHost, "-Xlinker", "-rpath", "-Xlinker", toolchainHost])]),
    // SwiftUI test programs (views run in the simulator) run by the SwiftUI tests in child processes.
    .executableTarget(name: "SwiftUIFixtures", dependencies: ["TextBase", "SwiftUI", engine],
                      swiftSettings: swiftSettings),
    // Links the SwiftUI, Combine, os and UIKit modules too, so that a student's library, loaded at run time, resolves
    // against them.
    .executableTarget(name: "asyncplay", dependencies: ["Playground", "SwiftUI", "Combine", "os", "OSLog",
                                                                  "SwiftData", "Security", "UIKit", "CoreLocation", "MapKit",
                                                                  "Charts", "PhotosUI", "LocalAuthentication",
                                                                  "UniformTypeIdentifiers", "CoreTransferable", "simd", "CoreData"],
                      swiftSettings: swiftSettings,
                      linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    // Engine test programs (deadlock, budgets, escapes, ordering) run by the tests in child processes.
    .executableTarget(name: "EngineFixtures", dependencies: [engine, "Scenarios"], swiftSettings: swiftSettings),
    // An example of a package's own simulation program, used by the snapshot tests and the README.
    .executableTarget(name: "ExampleSimulations", dependencies: [engine], swiftSettings: swiftSettings),
    .testTarget(name: "AsyncSimulationTests", dependencies: [engine], exclude: ["Snapshots"],
                swiftSettings: testSwiftSettings),
    .testTarget(name: "SwiftUITests", dependencies: ["TextBase", engine, "SwiftUI"], swiftSettings: testSwiftSettings),
    .testTarget(name: "SwiftDataTests", dependencies: [engine, "SwiftUI", "SwiftData"], swiftSettings: testSwiftSettings),
    .testTarget(name: "SecurityTests", dependencies: ["Security"], swiftSettings: testSwiftSettings),
    .testTarget(name: "FrameworkTests", dependencies: ["CoreLocation", "MapKit", "Charts", "PhotosUI", "SwiftUI",
                                                   "LocalAuthentication", "UniformTypeIdentifiers", "CoreTransferable",
                                                   "simd", "CoreData"],
                swiftSettings: testSwiftSettings),
    .testTarget(name: "CombineTests", dependencies: ["Combine"], swiftSettings: testSwiftSettings),
    .testTarget(name: "PlaygroundTests", dependencies: ["TextBase", "ProjectProfiles", "TraceRendering", "TerminalIO",
                                                     "Runs", "CommandLineGrammar", "Course", "Playground", "Scenarios",
                                                     engine],
                exclude: ["Golden"], swiftSettings: testSwiftSettings),
  ]
)
