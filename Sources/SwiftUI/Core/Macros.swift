// Mirrors: SwiftUI `#Preview`, `@Entry`
// SDK: iOS 26 SDK
// Status: complete
#if canImport(Glibc)
import Glibc
#endif

/// Creates a preview of a SwiftUI view (Apple: `#Preview`): the root `asyncplay preview` shows.
///
/// The body is a `@ViewBuilder` closure on the main actor. The expansion exports the preview under the C name
/// `asyncplay_preview_<file>_<line>` (see ``_PreviewRegistration/find(fileID:line:)``).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Creates an environment values, transaction, container values, or focused values entry (Apple: `@Entry`):
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

/// One `#Preview`: its name, where it is, and how to make its root view. Made by the macro's expansion.
public final class _PreviewRegistration {
  /// The preview's name (`#Preview("Empty list") { … }`), if it has one.
  public let name: String?
  /// The `#fileID` of the file it is in.
  public let fileID: String
  /// The line of the `#Preview`.
  public let line: Int
  /// Makes the preview's root view.
  public let makeView: @MainActor () -> any View

  private init(name: String?, fileID: String, line: Int, makeView: @escaping @MainActor () -> any View) {
    self.name = name
    self.fileID = fileID
    self.line = line
    self.makeView = makeView
  }

  /// The expansion's call: a registration, retained for the caller (who takes it with `takeRetainedValue`).
  /// The body returns `any View`, as Apple's `#Preview` declares it: a body with explicit `return`s (a `do`/`catch`
  /// that returns the view or an error `Text`) is then type-checked without the builder, as Swift does for any
  /// builder closure that returns explicitly, and its returns may differ in type.
  public static func retained(name: String?, fileID: String, line: Int,
                              @ViewBuilder body: @escaping @MainActor () -> any View)
    -> UnsafeMutableRawPointer {
    let registration = _PreviewRegistration(name: name, fileID: fileID, line: line, makeView: body)
    return Unmanaged.passRetained(registration).toOpaque()
  }

  /// A registration for `asyncplay preview`, which compiles each file-scope `#Preview` of a preview's files as a
  /// global initialised by this call instead of expanding the macro (the plugin's process then need not start):
  /// `#Preview("Loaded") { … }` becomes `nonisolated(unsafe) let __asyncplayPreview_0_45 =
  /// SwiftUI._PreviewRegistration.declared("Loaded") { … }` on the same line, the body type-checked as the macro's.
  public static func declared(_ name: String? = nil, fileID: String = #fileID, line: Int = #line,
                              @ViewBuilder body: @escaping @MainActor () -> any View)
    -> _PreviewRegistration {
    _PreviewRegistration(name: name, fileID: fileID, line: line, makeView: body)
  }

  /// The C name a `#Preview` at `fileID` and `line` is exported under.
  public static func symbolName(fileID: String, line: Int) -> String {
    "asyncplay_preview_" + String(fileID.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_\(line)"
  }

  /// The `#Preview` at `fileID`, `line` in the library `handle` (from `dlopen`), or among every image loaded
  /// globally when `handle` is nil (the executable, which exports its symbols); nil when there is none.
  public static func find(fileID: String, line: Int, in handle: UnsafeMutableRawPointer? = nil)
    -> _PreviewRegistration? {
    // RTLD_DEFAULT is the null handle on glibc.
    guard let symbol = dlsym(handle, symbolName(fileID: fileID, line: line)) else { return nil }
    typealias Maker = @convention(c) () -> UnsafeMutableRawPointer
    let make = unsafeBitCast(symbol, to: Maker.self)
    return Unmanaged<_PreviewRegistration>.fromOpaque(make()).takeRetainedValue()
  }
}
