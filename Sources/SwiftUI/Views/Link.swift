// Mirrors: SwiftUI `Link`
// SDK: iOS 26 SDK
// Status: complete
/// A control for navigating to a URL (Apple: `Link`). Drawn `[Docs ↗]`; `tap Docs` opens its destination with the
/// environment's `openURL` action (Apple docs `Link`: "When a user taps or clicks a Link, the default behavior
/// depends on the contents of the URL … you can override the default … by setting the openURL environment
/// value"): the system's action records `⇗ URL` on the timeline, a handler of the app's runs instead (see
/// ``OpenURLAction``).
public struct Link<Label: View> {
  let label: Label
  let destination: URL

  /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }
}

extension Link where Label == Text {
  /// Creates a control, consisting of a URL and a title key, used to navigate to a URL.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a control, consisting of a URL and a title string, used to navigate to a URL.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: View {}

extension Link: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: label)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let label = children.all
    let drawn: [ScreenElement] = [.button(label + [.line("↗")])]
    guard context.node.environment.isEnabled else {
      return [.inline(drawn + [.line(ModuleWords.disabled(context.language))])]
    }
    let open = context.node.environment.openURL
    let destination = self.destination
    var target = ActionTarget(kind: .tap, label: ScreenElement.plainText(label)) { _ in open(destination) }
    target.parts = ScreenElement.nameParts(label)
    context.addTarget(target)
    return drawn
  }
}
