// Mirrors: SwiftUI `accessibilityLabel(_:)` (`Text`, `LocalizedStringKey`, `StringProtocol`)
// SDK: iOS 26 SDK
// Status: complete
/// `.accessibilityLabel(_:)`: the name VoiceOver reads for the view. It is not drawn, and it names what the view's
/// content lets the user tap: an image-only button (`Button { … } label: { Image(systemName: "plus") }
/// .accessibilityLabel("Add")`) answers `tap Add` as VoiceOver users activate it by that name (Apple docs
/// `accessibilityLabel(_:)`); so does a field or a value control (`type … into Review`, `set Volume to 0.5`).
struct _AccessibilityLabelModifier {
  let label: Text

  /// Adds the label as a name of the content's tap targets.
  @MainActor func name(_ content: RenderedChild, in context: RenderContext) {
    let name = label.resolved(in: context.language)
    guard !name.isEmpty else { return }
    context.changeTargets(of: content) { target in
      let named = target.kind == .tap || target.kind == .type || target.kind == .submit || target.kind == .set
      guard named, !target.answers(to: name) else { return target }
      var renamed = target
      renamed.aliases.append(name)
      return renamed
    }
  }
}

extension _AccessibilityLabelModifier: ViewModifier {
  typealias Body = Never
}

extension _AccessibilityLabelModifier: PrimitiveModifier {}

extension View {
  /// Adds a label to the view that describes its contents (not drawn; a name its tap targets answer to).
  nonisolated public func accessibilityLabel(_ label: Text) -> some View {
    modifier(_AccessibilityLabelModifier(label: label))
  }

  /// Adds a localized label to the view that describes its contents.
  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    modifier(_AccessibilityLabelModifier(label: Text(labelKey)))
  }

  /// Adds a string label to the view that describes its contents.
  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(_AccessibilityLabelModifier(label: Text(label)))
  }
}
