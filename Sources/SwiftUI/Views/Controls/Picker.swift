// Mirrors: SwiftUI `Picker`, `PickerStyle`, `DefaultPickerStyle`, `MenuPickerStyle`, `SegmentedPickerStyle`,
//   `InlinePickerStyle`, `WheelPickerStyle`, `NavigationLinkPickerStyle`, `PalettePickerStyle`, `pickerStyle(_:)`
// SDK: iOS 26 SDK
// Status: partial
/// A control for selecting from a set of mutually exclusive values (Apple: `Picker`).
///
/// The options are the content's views, each standing for its tag (`.tag(_:)`, or a `ForEach` element's id); the
/// one whose tag equals the selection is marked `✓`. A tag of another type than the selection's matches nothing
/// and selects nothing (Apple docs `Picker`, `tag(_:includeOptional:)`). How it is drawn and chosen depends on
/// `.pickerStyle`:
/// - menu (`.automatic`, `.menu`, and `.navigationLink`, which is drawn and chosen the same way): `Flavor: Vanilla
///   ▾`; `tap Flavor` opens its options in a box below, `✓ Vanilla` / `  Chocolate`, and only they (and `dismiss`)
///   can be acted on until `tap Chocolate` chooses one and closes it — the two taps a user makes on iOS;
/// - segmented (`.segmented`, `.palette`): `Flavor: [✓ Vanilla] [Chocolate]`, `tap Chocolate`;
/// - inline (`.inline`, `.wheel`): the label, then one option a line, `tap Chocolate`.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content
}

extension Picker {
  /// Creates a picker that displays a custom label.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  /// Creates a picker that displays a custom label.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.selection = selection
    self.content = content()
  }
}

extension Picker where Label == Text {
  /// Creates a picker that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
              @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { Text(titleKey) })
  }

  /// Creates a picker that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }

  /// Not simulated: a picker over a collection of selections (a mixed state).
  @available(*, unavailable, message: "Picker(_:sources:selection:content:) is not simulated by asyncplay; use one Picker per selection")
  public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                         selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                         @ViewBuilder content: () -> Content) {
    fatalError("unavailable")
  }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
  /// Creates a picker with a system image and a label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
              @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
  }

  /// Creates a picker with a system image and a label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { SwiftUI.Label(title, systemImage: systemImage) })
  }
}

extension Picker: View {}

extension Picker: PrimitiveView {
  /// Whether a menu picker's options are open, and the options' tags as last flattened.
  final class State: NodeStorage {
    var isOpen = false
    var options: [TaggedView] = []
    init() {}
  }

  func children(of node: ViewNode) -> [ViewChild] {
    let state = node.storage(State.self)
    _ = selection.wrappedValue  // a dependency: a write from anywhere draws the picker again
    state.options = TaggedView.flatten(content)
    return [ViewChild(key: .part("label"), view: label)] + state.options.map { ViewChild(key: $0.key, view: $0.view) }
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let state = node.storage(State.self)
    let current = selection.wrappedValue
    let selection = self.selection
    let labelElements = children[.part("label")]
    let title = ControlLabel.text(labelElements)
    let enabled = node.environment.isEnabled
    let sink = node.graph.sink
    // The children are the label, then the options in order (``children(of:)``).
    let options: [PickerOption] = zip(state.options, children.children.dropFirst()).map { option, child in
      let elements = child.elements
      let value = option.tag?.value(as: SelectionValue.self)
      return PickerOption(text: ScreenElement.plainText(elements), name: ControlLabel.text(elements),
                    isSelected: value == current, choose: { if let value { selection.wrappedValue = value } })
    }
    let chosen = options.first(where: \.isSelected)?.text
    let heading = title.isEmpty ? "" : title + ": "
    func addChoice(_ option: PickerOption, closing: Bool) {
      let close = { if closing { state.isOpen = false; sink.invalidate(node) } }
      context.addTarget(ActionTarget(kind: .tap, label: option.name,
                                     aliases: option.text == option.name ? [] : [option.text]) { _ in
        option.choose()
        close()
      })
    }
    let disabledMark = enabled ? "" : " " + ModuleWords.disabled(context.language)
    switch node.environment.pickerPresentation {
    case .segmented:
      if enabled { for option in options { addChoice(option, closing: false) } }
      let segments = options.map { "[" + ($0.isSelected ? "✓ " : "") + $0.text + "]" }.joined(separator: " ")
      return [.line(heading + segments + disabledMark)]
    case .inline:
      if enabled { for option in options { addChoice(option, closing: false) } }
      let lines = options.map { ScreenElement.line(($0.isSelected ? "  ✓ " : "    ") + $0.text) }
      return [.stack((title.isEmpty ? [] : [.line(title + disabledMark)]) + lines)]
    case .menu:
      let closed = ScreenElement.line(heading + (chosen.map { $0 + " " } ?? "") + "▾" + disabledMark)
      guard enabled else { return [closed] }
      if !state.isOpen {
        context.addTarget(ActionTarget(kind: .tap, label: title.isEmpty ? (chosen ?? "▾") : title) { _ in
          state.isOpen = true
          sink.invalidate(node)
        })
        return [closed]
      }
      let start = context.targetCount
      for option in options { addChoice(option, closing: true) }
      context.addTarget(ActionTarget(kind: .dismiss, label: "") { _ in
        state.isOpen = false
        sink.invalidate(node)
      })
      context.presentModally(from: start)
      let lines = options.map { ScreenElement.line(($0.isSelected ? "✓ " : "  ") + $0.text) }
      return [.stack([closed, .box(lines)])]
    }
  }

  func disappear(_ node: ViewNode) { node.storage(State.self).isOpen = false }
}

/// One option of a picker as drawn: its text, the name it is tapped by, whether it is the selection, and what
/// choosing it does (nothing when its tag does not match the selection's type).
struct PickerOption {
  let text: String
  let name: String
  let isSelected: Bool
  let choose: () -> Void
}

/// How a picker is drawn and chosen in text, from its `.pickerStyle`.
enum PickerPresentation: Equatable {
  /// A line with the choice; a tap opens the options.
  case menu
  /// All options on one line.
  case segmented
  /// One option a line.
  case inline
}

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy (Apple:
/// `PickerStyle`).
public protocol PickerStyle: Sendable {}

/// The default picker style (a menu on iOS).
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options inline with other views in the containing view.
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options in a scrollable wheel (drawn inline in text).
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// A picker style represented by a navigation link that pushes a list of options (drawn and chosen as a menu).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
/// A picker style that presents the options as a row of compact elements (drawn segmented).
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default picker style.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A picker style that presents the options as a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker style that presents the options in a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// A picker style that presents the options inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// A picker style that presents the options in a scrollable wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker style represented by a navigation link.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  /// A picker style that presents the options as a row of compact elements.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The presentation pickers below see.
struct PickerPresentationKey: EnvironmentKey {
  static var defaultValue: PickerPresentation { .menu }
}

extension EnvironmentValues {
  /// How pickers in this view are drawn (from `.pickerStyle`).
  var pickerPresentation: PickerPresentation {
    get { self[PickerPresentationKey.self] }
    set { self[PickerPresentationKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for pickers within this view (menu, segmented or inline in text).
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let presentation: PickerPresentation =
      style is SegmentedPickerStyle || style is PalettePickerStyle ? .segmented
      : style is InlinePickerStyle || style is WheelPickerStyle ? .inline : .menu
    return environment(\.pickerPresentation, presentation)
  }
}
