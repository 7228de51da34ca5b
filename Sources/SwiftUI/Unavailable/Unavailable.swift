// Mirrors: SwiftUI `Canvas`, `GraphicsContext`, `fileImporter(isPresented:allowedContentTypes:onCompletion:)`,
//   `onOpenURL(perform:)`, `onGeometryChange(for:of:)`
// SDK: iOS 26 SDK
// Status: unavailable
// What the module does not offer, as compile errors that say so — never a silent no-op (Skip's silent no-ops are
// its users' main complaint). Each names what to use instead where there is something.

/// Not simulated: drawing is not rendered as text. Its initializer has Apple's shape, so that `Canvas { context,
/// size in … }` meets this message (without a public one the compiler said only that the initializer is internal).
@available(*, unavailable, message: "Canvas is not simulated by asyncplay: drawing is not rendered as text")
public struct Canvas: View {
  /// Not available.
  public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void) { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: drawing is not rendered as text.
@available(*, unavailable, message: "GraphicsContext is not simulated by asyncplay: drawing is not rendered as text")
public struct GraphicsContext {}

extension View {

  /// Not simulated: files cannot be picked.
  @available(*, unavailable, message: "fileImporter is not simulated by asyncplay: there is no file picker")
  nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [Any],
                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

  /// Not simulated: URLs cannot be opened.
  @available(*, unavailable, message: "onOpenURL is not simulated by asyncplay: nothing opens URLs in a simulated app")
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// Not simulated: geometry that changes needs layout (a `GeometryReader`'s fixed size never changes).
  @available(*, unavailable, message: "onGeometryChange is not simulated by asyncplay: layout is not computed in a text rendering; a GeometryReader reads a compact iPhone's fixed size")
  nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                              action: @escaping (T) -> Void) -> some View { self }
}
