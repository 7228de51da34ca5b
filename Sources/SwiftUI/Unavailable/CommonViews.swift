// Mirrors: SwiftUI `Slider`, `DatePicker`, `DatePickerComponents`, `ColorPicker`, `TextEditor`, `ShareLink`,
//   `TapGesture`, `DragGestureValue`, `RedactionReasons`, `redacted(reason:)`, `searchable(text:isPresented:placement:prompt:)`,
//   `sensoryFeedback(_:trigger:)`, `sensoryFeedback(_:trigger:condition:)`, `sensoryFeedback(trigger:_:)`,
//   `hidden()`, `allowsHitTesting(_:)`, 
//   `equatable()`, `SensoryFeedback`,
//   `Weight`, `Flexibility`
// SDK: iOS 26 SDK
// Status: unavailable
// Everyday SwiftUI views and modifiers the module does not simulate, declared with the shapes Apple's are called
// with, so that a call meets its "not simulated by asyncplay" message. Without a declaration the compiler said only
// "cannot find 'Slider' in scope" or "value of type 'Text' has no member 'contextMenu'", as if the user had
// misspelled a name; with a declaration whose arguments do not fit the call, it names the arguments instead of the
// message (so each initializer below takes what Apple's takes).

/// Not simulated: a slider is dragged, and only taps are simulated.
@available(*, unavailable, message: "Slider is not simulated by asyncplay: it is dragged, and only taps are; use a Stepper or Buttons")
public struct Slider: View {
  /// Not available.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint { fatalError("unavailable") }
  /// Not available.
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint { fatalError("unavailable") }
  /// Not available.
  public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                               @ViewBuilder label: () -> L,
                                               onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: the date picker's wheels and calendar.
@available(*, unavailable, message: "DatePicker is not simulated by asyncplay: there is no calendar or wheel to pick from; set the date with a Button")
public struct DatePicker: View {
  /// Not available.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { fatalError("unavailable") }
  /// Not available.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { fatalError("unavailable") }
  /// Not available.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { fatalError("unavailable") }
  /// Not available.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) { fatalError("unavailable") }
  /// Not available.
  public init<L: View>(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                       @ViewBuilder label: () -> L) { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: what a ``DatePicker`` shows.
@available(*, unavailable, message: "DatePicker is not simulated by asyncplay: there is no calendar or wheel to pick from; set the date with a Button")
public struct DatePickerComponents: OptionSet, Sendable {
  /// Not available.
  public let rawValue: UInt
  /// Not available.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Not available.
  public static let date = DatePickerComponents(rawValue: 1)
  /// Not available.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Not simulated: a colour wheel.
@available(*, unavailable, message: "ColorPicker is not simulated by asyncplay: there is no colour wheel to pick from")
public struct ColorPicker: View {
  /// Not available.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    fatalError("unavailable")
  }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: multi-line editing.
@available(*, unavailable, message: "TextEditor is not simulated by asyncplay; use a TextField (--do 'type TEXT into LABEL' sets its text)")
public struct TextEditor: View {
  /// Not available.
  public init(text: Binding<String>) { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: there is no share sheet.
@available(*, unavailable, message: "ShareLink is not simulated by asyncplay: there is no share sheet")
public struct ShareLink: View {
  /// Not available.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) { fatalError("unavailable") }
  /// Not available.
  public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
    fatalError("unavailable")
  }
  /// Not available.
  public init<Item, L: View>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> L) {
    fatalError("unavailable")
  }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: gestures other than taps on a view (`onTapGesture` is simulated).
@available(*, unavailable, message: "TapGesture is not simulated by asyncplay; use .onTapGesture { … } (--do 'tap LABEL')")
public struct TapGesture {
  /// Not available.
  public init(count: Int = 1) { fatalError("unavailable") }
  /// Not available.
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture { fatalError("unavailable") }
}

/// Not simulated: gestures other than taps.
@available(*, unavailable, message: "DragGesture is not simulated by asyncplay: only taps (onTapGesture, buttons) are")
extension DragGesture {
  /// Not available.
  public func onChanged(_ action: @escaping (DragGestureValue) -> Void) -> DragGesture { fatalError("unavailable") }
  /// Not available.
  public func onEnded(_ action: @escaping (DragGestureValue) -> Void) -> DragGesture { fatalError("unavailable") }
}

/// Not simulated: what a drag reports.
@available(*, unavailable, message: "DragGesture is not simulated by asyncplay: only taps (onTapGesture, buttons) are")
public struct DragGestureValue {}

/// Not simulated: why content is redacted.
@available(*, unavailable, message: "redacted(reason:) is not simulated by asyncplay: the text rendering shows the text itself")
public struct RedactionReasons: OptionSet, Sendable {
  /// Not available.
  public let rawValue: Int
  /// Not available.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Not available.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Not available.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Not available.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

extension View {
  /// Not simulated: redaction.
  @available(*, unavailable, message: "redacted(reason:) is not simulated by asyncplay: the text rendering shows the text itself")
  nonisolated public func redacted(reason: RedactionReasons) -> some View { self }

  /// Not simulated: whether the search field is presented (it has no focus to give or take).
  @available(*, unavailable, message: "searchable(text:isPresented:) is not simulated by asyncplay: the search field has no focus to present; use searchable(text:prompt:), and @Environment(\\.isSearching) to tell whether a search is on")
  nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                     placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
    self
  }

  /// Not simulated: whether the search field is presented.
  @available(*, unavailable, message: "searchable(text:isPresented:) is not simulated by asyncplay: the search field has no focus to present; use searchable(text:prompt:), and @Environment(\\.isSearching) to tell whether a search is on")
  nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                     placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
    -> some View { self }

  /// Not simulated: whether the search field is presented.
  @available(*, unavailable, message: "searchable(text:isPresented:) is not simulated by asyncplay: the search field has no focus to present; use searchable(text:prompt:), and @Environment(\\.isSearching) to tell whether a search is on")
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                                        placement: SearchFieldPlacement = .automatic, prompt: S)
    -> some View { self }

  /// Not simulated: haptic and audio feedback.
  @available(*, unavailable, message: "sensoryFeedback is not simulated by asyncplay: a text rendering has no haptics; the change that triggers it is on the timeline as a state event")
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

  /// Not simulated: haptic and audio feedback.
  @available(*, unavailable, message: "sensoryFeedback is not simulated by asyncplay: a text rendering has no haptics; the change that triggers it is on the timeline as a state event")
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                                        condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool)
    -> some View { self }

  /// Not simulated: haptic and audio feedback.
  @available(*, unavailable, message: "sensoryFeedback is not simulated by asyncplay: a text rendering has no haptics; the change that triggers it is on the timeline as a state event")
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { self }

  /// Not simulated: a hidden view would still be drawn.
  @available(*, unavailable, message: "hidden() is not simulated by asyncplay; leave the view out with if")
  nonisolated public func hidden() -> some View { self }

  /// Not simulated: taps always reach a view.
  @available(*, unavailable, message: "allowsHitTesting is not simulated by asyncplay: --do 'tap' always reaches the view; use .disabled(true)")
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Not simulated: `Equatable` views are compared as every view is.
  @available(*, unavailable, message: "equatable() is not simulated by asyncplay: a view's inputs are compared as they are without it")
  nonisolated public func equatable() -> some View { self }
}

/// Not simulated: the kinds of haptic and audio feedback (`sensoryFeedback(_:trigger:)`), with Apple's members so
/// that a call meets the message rather than "no member".
@available(*, unavailable, message: "sensoryFeedback is not simulated by asyncplay: a text rendering has no haptics; the change that triggers it is on the timeline as a state event")
public struct SensoryFeedback: Equatable, Sendable {
  /// Not available.
  public static var success: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var warning: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var error: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var selection: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var increase: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var decrease: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var start: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var stop: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var alignment: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var levelChange: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var pathComplete: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static var impact: SensoryFeedback { fatalError("unavailable") }
  /// Not available.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    fatalError("unavailable")
  }
  /// Not available.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    fatalError("unavailable")
  }

  /// Not available: the weight of an impact.
  public struct Weight: Equatable, Sendable {
    /// Not available.
    public static var light: Weight { fatalError("unavailable") }
    /// Not available.
    public static var medium: Weight { fatalError("unavailable") }
    /// Not available.
    public static var heavy: Weight { fatalError("unavailable") }
  }

  /// Not available: the flexibility of an impact.
  public struct Flexibility: Equatable, Sendable {
    /// Not available.
    public static var rigid: Flexibility { fatalError("unavailable") }
    /// Not available.
    public static var solid: Flexibility { fatalError("unavailable") }
    /// Not available.
    public static var soft: Flexibility { fatalError("unavailable") }
  }
}
