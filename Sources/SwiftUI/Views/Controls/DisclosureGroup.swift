// Mirrors: SwiftUI `DisclosureGroup`
// SDK: iOS 26 SDK
// Status: complete
/// A view that shows or hides another content view, based on the state of a disclosure control (Apple:
/// `DisclosureGroup`). Drawn `▸ label` when collapsed, `▾ label` with its content indented below when expanded;
/// `tap label` toggles it (writing `isExpanded:` when given; else it keeps its own state, collapsed at first).
///
/// The content exists only while expanded: expanding creates it (it appears, its `.task`s start), collapsing
/// removes it (it disappears, its tasks are cancelled, its state is gone), as an `if` would. Apple documents no
/// lifetime for the hidden content: this is the module's choice, written in the README.
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
}

extension DisclosureGroup {
  /// Creates a disclosure group with the given label and content views.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  /// Creates a disclosure group with the given label and content views, and a binding to the expansion state.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group, using a provided localized string key to create a text view for the label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  /// Creates a disclosure group, using a provided string to create a text view for the label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content, label: { Text(label) })
  }

  /// Creates a disclosure group with a localized title and a binding to the expansion state.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
              @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
  }

  /// Creates a disclosure group with a title string and a binding to the expansion state.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>,
                                 @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
  }
}

extension DisclosureGroup: View {}

extension DisclosureGroup: PrimitiveView {
  /// The expansion state of a group without a binding.
  final class Expansion: NodeStorage {
    var isExpanded = false
    init() {}
  }

  /// Whether the group is expanded now (read in `children(of:)`, the binding is a dependency of the group).
  @MainActor private func expanded(_ node: ViewNode) -> Bool {
    if let isExpanded { return isExpanded.wrappedValue }
    return node.storage(Expansion.self).isExpanded
  }

  func children(of node: ViewNode) -> [ViewChild] {
    let label = ViewChild(key: .part("label"), view: self.label)
    guard expanded(node) else { return [label] }
    // The content is built here, not in the body that made the group: what it reads is tracked for the group.
    let content = self.content
    return [label, ViewChild(key: .content, view: content())]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let open = expanded(node)
    let labelElements = children[.part("label")]
    let head: ScreenElement = .inline([.line(open ? "▾" : "▸")] + labelElements)
    if node.environment.isEnabled {
      let binding = isExpanded
      let expansion = node.storage(Expansion.self)
      let sink = node.graph.sink
      context.addTarget(ActionTarget(kind: .tap, label: ControlLabel.text(labelElements)) { _ in
        if let binding {
          binding.wrappedValue.toggle()
        } else {
          expansion.isExpanded.toggle()
          sink.invalidate(node)
        }
      })
    }
    guard open else { return [head] }
    let content = children[.content]
    var bars: [ScreenElement.BarItem] = []
    TextScreen.collectBars(content, into: &bars)
    let indented = TextScreen.lines(of: content, language: context.language).map { ScreenElement.line("  " + $0) }
    return [.stack([head] + indented + bars.map { .bar($0) })]
  }
}
