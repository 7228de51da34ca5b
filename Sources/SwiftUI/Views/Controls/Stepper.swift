// Mirrors: SwiftUI `Stepper`
// SDK: iOS 26 SDK
// Status: complete
/// A control that performs increment and decrement actions (Apple: `Stepper`). Drawn `Count: 3 [−] [+]`: its
/// label, then its two buttons; `tap "Count: 3 +"` (the label and the sign) reaches one, and so does `tap +` or
/// `tap −` (`-` too) when no other stepper is on screen.
/// A value stepper moves its binding by `step`, clamped to `in:` (Apple docs `Stepper(_:value:in:step:)`); at a
/// bound the button that would pass it is drawn without brackets and cannot be tapped, as iOS dims it. The closure
/// form runs `onIncrement` / `onDecrement`; a nil closure's button cannot be tapped (our choice: Apple documents
/// nothing for nil). `onEditingChanged` gets `true` before a step and `false` after it.
public struct Stepper<Label: View> {
  let label: Label
  let steps: StepperActions
}

/// What a stepper's two buttons do, whatever its value type.
struct StepperActions {
  /// Does the increment (nil: the button cannot be tapped).
  let increment: (() -> Void)?
  /// Does the decrement (nil: the button cannot be tapped).
  let decrement: (() -> Void)?
  /// Whether a step up, or down, can be taken now (false at a bound).
  let canStep: (_ up: Bool) -> Bool
  /// Reads the binding's value, for a value stepper (in `children(of:)`: a write from anywhere draws it again).
  let read: (() -> Void)?

  /// The actions of a value stepper over `value`, clamped to `bounds`.
  init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
                      onEditingChanged: @escaping (Bool) -> Void) {
    func move(by stride: V.Stride) -> () -> Void {
      {
        onEditingChanged(true)
        var next = value.wrappedValue.advanced(by: stride)
        if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
        value.wrappedValue = next
        onEditingChanged(false)
      }
    }
    increment = move(by: step)
    decrement = move(by: 0 - step)
    canStep = { up in
      guard let bounds else { return true }
      let current = value.wrappedValue
      return up ? current < bounds.upperBound : current > bounds.lowerBound
    }
    read = { _ = value.wrappedValue }
  }

  /// The actions of a stepper with closures.
  init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
    increment = onIncrement.map { action in { onEditingChanged(true); action(); onEditingChanged(false) } }
    decrement = onDecrement.map { action in { onEditingChanged(true); action(); onEditingChanged(false) } }
    canStep = { _ in true }
    read = nil
  }
}

extension Stepper {
  /// Creates a stepper configured to increment or decrement a binding to a value using a step value you provide.
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.label = label()
    steps = StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that increments or decrements a binding within a range, by the step you provide.
  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.label = label()
    steps = StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that performs the closures you provide when the user taps its buttons.
  public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.label = label()
    steps = StepperActions(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that performs the closures you provide, with its label last (Apple's order in current SDKs).
  public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that increments or decrements a binding, with its label last.
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void,
                             @ViewBuilder label: () -> Label) {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that increments or decrements a binding within a range, with its label last.
  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder label: () -> Label) {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that moves a binding by a step, its value formatted for accessibility (iOS does not draw
  /// the value: neither does the module; `format` is not used).
  public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                       @ViewBuilder label: () -> Label,
                                       onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper that moves a binding by a step within a range, its value formatted for accessibility.
  public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                       step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                       onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Stepper where Label == Text {
  /// Creates a stepper with a localized title that moves a binding by a step, its value formatted for
  /// accessibility.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                       step: F.FormatInput.Stride = 1, format: F,
                                       onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a localized title that moves a binding by a step within a range, its value formatted
  /// for accessibility.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                       in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                       format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title string that moves a binding by a step, its value formatted for accessibility.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                          step: F.FormatInput.Stride = 1, format: F,
                                                          onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title string that moves a binding by a step within a range, its value formatted for
  /// accessibility.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                          in bounds: ClosedRange<F.FormatInput>,
                                                          step: F.FormatInput.Stride = 1, format: F,
                                                          onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a localized title that moves a binding by a step.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title string that moves a binding by a step.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a localized title that moves a binding by a step within a range.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                             step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title string that moves a binding by a step within a range.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                step: V.Stride = 1,
                                                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a localized title that runs the closures you provide.
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
              onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper with a title string that runs the closures you provide.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
              onEditingChanged: onEditingChanged)
  }
}

extension Stepper: View {}

extension Stepper: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    steps.read?()  // a dependency of the stepper
    return [ViewChild(key: .content, view: label)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let enabled = context.node.environment.isEnabled
    let title = ControlLabel.text(children.all)
    func button(_ sign: String, _ ascii: String, _ action: (() -> Void)?, up: Bool) -> ScreenElement {
      guard enabled, let action, steps.canStep(up) else { return .line(sign) }
      // Named by the stepper's label and the sign (`Count: 3 +`, what the offer list shows); the sign alone
      // (and `-` for `−`) answers too.
      let names = ([sign, ascii] + (title.isEmpty ? [] : [title + " " + sign, title + " " + ascii]))
      var unique: [String] = []
      for name in names where !unique.contains(name) { unique.append(name) }
      let label = title.isEmpty ? sign : title + " " + sign
      context.addTarget(ActionTarget(kind: .tap, label: label, aliases: unique.filter { $0 != label }) { _ in
        action()
      })
      return .button([.line(sign)])
    }
    let minus = button("−", "-", steps.decrement, up: false)
    let plus = button("+", "+", steps.increment, up: true)
    return [.inline(children.all + [minus, plus])]
  }
}
