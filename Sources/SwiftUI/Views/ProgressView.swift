// Mirrors: SwiftUI `ProgressView`, `ProgressViewStyle`, `DefaultProgressViewStyle`, `CircularProgressViewStyle`,
//   `LinearProgressViewStyle`, `progressViewStyle(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// A view that shows the progress toward completion of a task (Apple: `ProgressView`).
///
/// Indeterminate (no value, or a nil value) it is drawn `⟳` followed by its label: `⟳ Loading…`. Determinate it is
/// its label, a bar of ten cells and the percentage, then its current-value label: `Downloading ▓▓▓░░░░░░░ 30%`.
/// A value outside `0...total` is pinned to the nearer bound, as Apple documents for `init(value:total:)`; the
/// percentage reaches 100% only when the value reaches the total.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  /// The fraction completed (0…1), nil while indeterminate.
  let fraction: Double?

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// The fraction of `value` in `total`, pinned to 0…1; nil for a nil value (indeterminate). A total that is not
  /// positive counts as nothing done.
  static func pinned<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let total = Double(total), done = Double(value)
    guard total > 0, total.isFinite, !done.isNaN else { return 0 }
    return min(max(done / total, 0), 1)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, without a label.
  public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

  /// Creates a progress view for showing determinate progress (a nil value shows indeterminate progress).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.pinned(value, total: total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress that displays a custom label.
  public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

  /// Creates a progress view for showing determinate progress that displays a custom label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.pinned(value, total: total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// Creates a progress view for showing determinate progress that displays a custom label and a custom
  /// current-value label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    self.init(fraction: Self.pinned(value, total: total), label: label(), currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress that generates its label from a localized
  /// string.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// Creates a progress view for showing indeterminate progress that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

  /// Creates a progress view for showing determinate progress that generates its label from a localized string.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: Self.pinned(value, total: total), label: Text(titleKey), currentValueLabel: nil)
  }

  /// Creates a progress view for showing determinate progress that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.pinned(value, total: total), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// Not simulated: a Foundation `Progress` changes without telling the view graph.
  @available(*, unavailable, message: "ProgressView(_: Progress) is not simulated by asyncplay: a Foundation Progress is not observed; use ProgressView(value:total:) with state you update")
  public init(_ progress: Progress) { fatalError("unavailable") }

  /// Not simulated: time-driven redraws are not simulated.
  @available(*, unavailable, message: "ProgressView(timerInterval:) is not simulated by asyncplay: time-driven redraws are not simulated; use ProgressView(value:total:) with state a .task updates")
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) { fatalError("unavailable") }
}

extension ProgressView: View {}

extension ProgressView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    var children: [ViewChild] = []
    if let label { children.append(ViewChild(key: .part("label"), view: label)) }
    if let currentValueLabel { children.append(ViewChild(key: .part("currentValue"), view: currentValueLabel)) }
    return children
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let label = children[.part("label")]
    guard let fraction else { return [.inline([.line("⟳")] + label)] }
    return [.inline(label + [.line(ProgressBar.text(fraction))] + children[.part("currentValue")])]
  }
}

/// The text of a determinate progress bar: ten cells and the percentage.
enum ProgressBar {
  /// `▓▓▓░░░░░░░ 30%` for 0.3: whole tenths filled; the percentage rounded, and 100% only when complete.
  static func text(_ fraction: Double) -> String {
    var percent = Int((fraction * 100).rounded())
    if fraction < 1 { percent = min(percent, 99) }
    let filled = percent / 10
    return String(repeating: "▓", count: filled) + String(repeating: "░", count: 10 - filled) + " \(percent)%"
  }
}

/// A type that applies standard interaction behavior to all progress views within a view hierarchy (Apple:
/// `ProgressViewStyle`). Styles change nothing in a text rendering.
public protocol ProgressViewStyle: Sendable {}

/// The default progress view style in the current context of the view being styled.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
/// A progress view that visually indicates its progress using a circular gauge.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default progress view style in the current context of the view being styled.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A progress view that visually indicates its progress using a circular gauge.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress view that visually indicates its progress using a horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
  /// Sets the style for progress views in this view (no change in a text rendering: every progress view is drawn
  /// as `⟳` or a bar).
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(_StylingModifier())
  }
}
