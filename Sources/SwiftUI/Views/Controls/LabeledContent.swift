// Mirrors: SwiftUI `LabeledContent`
// SDK: iOS 26 SDK
// Status: complete
/// A container for attaching a label to a value-bearing view (Apple: `LabeledContent`). Drawn `Name: value` on one
/// line (the content below its label when it takes several lines).
public struct LabeledContent<Label: View, Content: View> {
  let label: Label
  let content: Content

  /// Creates a standard labeled element, with a view that conveys the value of the element and a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent where Label == Text {
  /// Creates a labeled view that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Creates a labeled view that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view: a localized title and a string value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// Creates a labeled informational view: a title string and a string value.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// Creates a labeled informational view from a formatted value.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// Creates a labeled informational view from a formatted value, with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension LabeledContent: View {}

extension LabeledContent: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .part("label"), view: label), ViewChild(key: .content, view: content)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let title = ScreenElement.plainText(children[.part("label")])
    guard !title.isEmpty else { return children[.content] }
    return [.inline([.line(title + ":")] + children[.content])]
  }
}
