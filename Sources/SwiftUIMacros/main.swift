// The SwiftUI module's macro plugin: the compiler starts it and asks it to expand `#Preview` and `@Entry`. Built
// against the SwiftSyntax that ships inside the toolchain (`usr/lib/swift/host`), so it needs no package; the entry
// point is written by hand because SwiftCompilerPlugin's `@main` support is a package, not part of the toolchain.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// Resolves the macro type names the SwiftUI module declares (`#externalMacro(module: "SwiftUIMacros", type: …)`).
struct SwiftUIMacroProvider: PluginProvider {
  var features: [PluginFeature] { [.loadPluginLibrary] }

  /// The macros, by the type name in their `#externalMacro` declarations.
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "PreviewMacro": return PreviewMacro.self
    case "EntryMacro": return EntryMacro.self
    case "ModelMacro": return ModelMacro.self
    case "PersistedPropertyMacro": return PersistedPropertyMacro.self
    case "ModelMarkerMacro": return ModelMarkerMacro.self
    case "ModelActorMacro": return ModelActorMacro.self
    default: throw UnknownMacro(typeName: typeName)
    }
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(typeName: moduleName)
  }
}

/// The compiler asked for a macro this plugin does not have.
struct UnknownMacro: Error, CustomStringConvertible {
  let typeName: String
  var description: String { "SwiftUIMacros has no macro \(typeName)" }
}

do {
  let connection = try StandardIOMessageConnection()
  try CompilerPluginMessageListener(connection: connection, provider: SwiftUIMacroProvider()).main()
} catch {
  fatalError("SwiftUIMacros: \(error)")
}
