// Mirrors: SwiftUI `PresentationMode`, `EnvironmentValues.presentationMode`
// SDK: iOS 26 SDK
// Status: complete
/// An indication whether a view is currently presented by another view (Apple: `PresentationMode`, deprecated "in
/// a future version" in favour of `isPresented` and `dismiss` — no warning in Xcode).
///
/// `@Environment(\.presentationMode) var presentationMode` then `presentationMode.wrappedValue.dismiss()` is
/// `dismiss()`: it pops a pushed screen or closes a sheet, and does nothing elsewhere; `isPresented` is true in a
/// pushed screen or a sheet's content (Apple docs `PresentationMode`).
@MainActor @preconcurrency
public struct PresentationMode {
  nonisolated let action: DismissAction

  /// Indicates whether a view is currently presented.
  nonisolated public var isPresented: Bool { action.action != nil }

  /// Dismisses the view if it is currently presented.
  public mutating func dismiss() { action() }
}

extension EnvironmentValues {
  /// A binding to the current presentation mode of the view associated with this environment.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(action: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
