import ProjectProfiles

/// How a student's files become one module: what every file imports without an import line, the macro plugins the
/// compiler loads, and whether the first file's top-level code is the program's `main`.
package struct StudentModule: Sendable, Equatable {
  /// Modules every file imports implicitly (`-import-module`).
  package var implicitImports: [String]
  /// Macro plugins, as `-load-plugin-executable` takes them: `<path>#<module>`.
  package var plugins: [String] = []
  /// Whether the first file is a script: its top-level code runs as `main` (see ``ScriptMainFile``).
  package var script = false
  /// What else identifies a compiled program besides its sources and the build: the stamps of modules and plugins
  /// that the build key does not cover.
  package var stamps: [String] = []
  /// The project settings (language mode, default isolation, Approachable Concurrency) the files compile with.
  package var project: ProjectSettings = .default
  /// Whether the files' `#Preview`s are compiled as the globals ``PreviewExpansion`` rewrites them to.
  package var expandsPreviews = false
  /// Whether the `SwiftUIMacros` plugin is loaded when a file uses one of its attached macros (`@Model`, …).
  package var loadsMacroPluginWhenUsed = false

  /// Exercises on plain async code and sandbox files: the engine, no plugins, no top-level code.
  package static let exercise = StudentModule(implicitImports: StudentToolchain.implicitImports)

  /// An exercise written as SwiftUI app code (its starting file says `import SwiftUI`): every file sees the `SwiftUI`
  /// module, as in Xcode, and nothing of the engine; the driver imports `Scenarios` itself. A file that uses
  /// `@Model` or `@ModelActor` gets the macro plugin.
  package static let swiftUIExercise: StudentModule = {
    var module = StudentModule(implicitImports: ["SwiftUI"])
    module.loadsMacroPluginWhenUsed = true
    return module
  }()
}
