// Mirrors: SwiftUI `ColorPicker`
// SDK: iOS 26 SDK
// Status: partial
/// A control used to select a color from the system color picker UI (Apple: `ColorPicker`).
///
/// Drawn `Tint ◉ blue`: its label and the selected colour's name (`blue`, an asset's name, `#FF8800` for a colour
/// picked by its code, or `rgb(r,g,b,a)` for a colour the code made from components). `set Tint to red` picks a
/// system colour by its name (those of `Color.red`, `.blue` …), and `set Tint to #FF8800` a colour by its sRGB hex
/// code, as picking it in the system picker would
/// (Apple docs `ColorPicker`: "displays the larger system color picker that allows people to select a new
/// color"). With `supportsOpacity: false` a hex code with an alpha (`#FF880080`) is refused, as the picker then
/// "won't show controls for adjusting the opacity". The `CGColor` initialisers are not offered (CoreGraphics is
/// not part of the simulation).
public struct ColorPicker<Label: View> {
  let label: Label
  let selection: Binding<Color>
  let supportsOpacity: Bool

  /// Creates an instance that selects a color.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
    self.supportsOpacity = supportsOpacity
  }
}

extension ColorPicker where Label == Text {
  /// Creates a color picker with a text label generated from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// Creates a color picker with a text label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

extension ColorPicker: View {}

extension ColorPicker: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    _ = selection.wrappedValue  // a dependency: a write from anywhere shows the new colour
    return [ViewChild(key: .content, view: label)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let swatch: [ScreenElement] = [.line("◉ " + selection.wrappedValue.name)]
    guard context.node.environment.isEnabled else {
      return [.inline(children.all + swatch + [.line(ModuleWords.disabled(context.language))])]
    }
    let title = ControlLabel.text(children.all)
    let selection = self.selection, supportsOpacity = self.supportsOpacity
    let accepts = "a colour name (" + PickableColor.named.map(\.name).joined(separator: ", ") + ") or #RRGGBB"
      + (supportsOpacity ? " / #RRGGBBAA" : "")
    context.addTarget(SetTarget.make(label: title.isEmpty ? "ColorPicker" : title, control: "a ColorPicker",
                                     accepts: accepts) { given in
      guard let color = PickableColor.color(given, allowsOpacity: supportsOpacity) else { return nil }
      return { selection.wrappedValue = color }
    })
    return [.inline(children.all + swatch)]
  }
}

/// The colours `set` can pick.
enum PickableColor {
  /// The system colours, by name.
  static let named: [Color] = [.black, .white, .gray, .red, .green, .blue, .orange, .yellow, .pink, .purple, .mint,
                               .teal, .cyan, .indigo, .brown, .clear]

  /// The colour `text` names: a system colour's name, or `#RRGGBB` (`#RRGGBBAA` when opacity is allowed).
  static func color(_ text: String, allowsOpacity: Bool) -> Color? {
    if let system = named.first(where: { $0.name == text.lowercased() }) { return system }
    guard text.hasPrefix("#") else { return nil }
    let hex = text.dropFirst()
    guard hex.count == 6 || (allowsOpacity && hex.count == 8), UInt64(hex, radix: 16) != nil else { return nil }
    return Color(named: "#" + hex.uppercased())
  }
}
