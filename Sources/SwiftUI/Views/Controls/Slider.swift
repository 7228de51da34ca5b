// Mirrors: SwiftUI `Slider`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// A control for selecting a value from a bounded linear range of values (Apple: `Slider`).
///
/// Drawn `Volume ├──────●───┤ 0.7`: its label, a track of eleven marks with the thumb where the value is, its
/// minimum and maximum value labels around the track when it has them, and the value (`%g`: up to six significant
/// digits). `set Volume to 0.8` moves the thumb there as a finger would: the value is clamped to the bounds and,
/// with a `step`, snapped to the nearest of `lower + k × step` (Apple docs `Slider`: "if you have a slider with a
/// range of 0 to 100, and you set the step value to 5, the slider's increments would be 0, 5, 10, and so on"); the
/// binding is written once, between `onEditingChanged(true)` and `onEditingChanged(false)` ("The slider calls
/// onEditingChanged when editing begins and ends"). A slider without a label is named `Slider` (the module's
/// choice; `#2` picks the second), and `.accessibilityLabel` names it too. The iOS 26 initialisers with
/// `neutralValue`, `enabledBounds` and ticks are not offered.
public struct Slider<Label: View, ValueLabel: View> {
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let track: SliderTrack
}

/// What a slider does with its value, whatever its type.
struct SliderTrack {
  /// The value's position in the bounds, 0…1, and the value as drawn.
  let read: () -> (fraction: Double, text: String)
  /// Moves to a value: clamped, snapped, written between the editing callbacks.
  let move: (Double) -> Void
  /// What a `set` accepts, for the refusal line.
  let accepts: String

  init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                               onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
    let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
    read = {
      let current = Double(value.wrappedValue)
      let fraction = upper > lower ? min(max((current - lower) / (upper - lower), 0), 1) : 0
      return (fraction, SliderTrack.format(current))
    }
    move = { wanted in
      var next = min(max(wanted, lower), upper)
      if let step, Double(step) > 0 {
        let size = Double(step)
        next = lower + ((next - lower) / size).rounded() * size
        if next > upper { next -= size }
      }
      onEditingChanged(true)
      value.wrappedValue = V(next)
      onEditingChanged(false)
    }
    let stepText = step.map { " in steps of " + SliderTrack.format(Double($0)) } ?? ""
    accepts = "a number from \(SliderTrack.format(lower)) to \(SliderTrack.format(upper))\(stepText)"
  }

  /// A value as drawn: `%g`, up to six significant digits (`0.8`, `40`, `0.333333`).
  static func format(_ value: Double) -> String { String(format: "%g", value) }
}

extension Slider where ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range, which displays the provided label.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
              track: SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged))
  }

  /// Creates a slider to select a value from a given range, subject to a step increment, which displays the
  /// provided label.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                      @ViewBuilder label: () -> Label,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
              track: SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// Creates a slider to select a value from a given range.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  /// Creates a slider to select a value from a given range, subject to a step increment.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// Creates a slider to select a value from a given range, which displays the provided labels.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label,
                                      @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                      @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
              track: SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged))
  }

  /// Creates a slider to select a value from a given range, subject to a step increment, which displays the
  /// provided labels.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                      @ViewBuilder label: () -> Label,
                                      @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                      @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
              track: SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
  }

  /// Creates a slider with value labels, its label last (Apple deprecates it in a future version).
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                      minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                      label: () -> Label) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
              track: SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged))
  }

  /// Creates a slider with a step and value labels, its label last (Apple deprecates it in a future version).
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                      minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                      label: () -> Label) where V.Stride: BinaryFloatingPoint {
    self.init(label: label(), minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
              track: SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
  }
}

extension Slider: View {}

extension Slider: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    _ = track.read()  // a dependency: a write from anywhere moves the thumb
    var children = [ViewChild(key: .content, view: label)]
    if let minimumValueLabel { children.append(ViewChild(key: .part("minimum"), view: minimumValueLabel)) }
    if let maximumValueLabel { children.append(ViewChild(key: .part("maximum"), view: maximumValueLabel)) }
    return children
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let (fraction, text) = track.read()
    let thumb = Int((fraction * 10).rounded())
    let marks = (0...10).map { $0 == thumb ? "●" : "─" }.joined()
    let drawn: [ScreenElement] = children[.content] + children[.part("minimum")] + [.line("├" + marks + "┤")]
      + children[.part("maximum")] + [.line(text)]
    guard context.node.environment.isEnabled else {
      return [.inline(drawn + [.line(ModuleWords.disabled(context.language))])]
    }
    let title = ControlLabel.text(children[.content])
    let track = self.track
    context.addTarget(SetTarget.make(label: title.isEmpty ? "Slider" : title, control: "a Slider",
                                     accepts: track.accepts) { given in
      guard let number = Double(given), number.isFinite else { return nil }
      return { track.move(number) }
    })
    return [.inline(drawn)]
  }
}
