#if canImport(Glibc)
import Glibc
#endif

/// How a preview's files are compiled: against the `SwiftUI` module, imported by every file whether it says so or
/// not, with the `#Preview` and `@Entry` macros of the `SwiftUIMacros` plugin that the same build made.
extension StudentToolchain {
  /// The build folder the modules come from (`.build/<config>`).
  package var buildDirectory: String {
    modules.hasSuffix("/Modules") ? String(modules.dropLast("/Modules".count)) : modules
  }

  /// The macro plugin's executable.
  package var swiftUIMacrosTool: String { buildDirectory + "/SwiftUIMacros-tool" }

  /// The module settings of a preview; `script` when the first file's top-level code is `main`, `plugin` when
  /// the files use a macro of the plugin that their rewrite does not cover (see ``PreviewExpansion``).
  package func previewModule(script: Bool, plugin: Bool) -> StudentModule {
    var module = StudentModule(implicitImports: ["SwiftUI"], plugins: plugin ? [swiftUIMacrosTool + "#SwiftUIMacros"] : [],
                               script: script, stamps: previewStamps)
    module.expandsPreviews = true
    return module
  }

  /// What a preview needs that this build lacks (the SwiftUI module or its macro plugin), in one line; nil when
  /// nothing is missing.
  package func previewProblem() -> String? {
    if !FileSystem.isFile(tools.objcopy) {
      return "preview needs llvm-objcopy of the Swift toolchain, and \(tools.objcopy) is missing; set "
        + "ASYNCPLAY_SWIFTC to the swiftc of a complete toolchain"
    }
    for (what, path) in [("the SwiftUI module", modules + "/SwiftUI.swiftmodule"),
                         ("the SwiftUI macro plugin", swiftUIMacrosTool)] where FileSystem.stamp(path) == nil {
      return "preview compiles against \(what) of the build asyncplay comes from, and \(path) is missing; build "
        + "asyncplay again (swift build) or set ASYNCPLAY_BUILD_DIR to its build folder"
    }
    return nil
  }

  /// What identifies the SwiftUI module and plugin a preview is compiled with: their stamps.
  package var previewStamps: [String] {
    [modules + "/SwiftUI.swiftmodule", swiftUIMacrosTool].map { path in
      FileSystem.stamp(path).map { "\(path) \($0.modified) \($0.size)" } ?? path
    }
  }
}
