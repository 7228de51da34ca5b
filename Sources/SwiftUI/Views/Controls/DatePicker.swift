// Mirrors: SwiftUI `DatePicker`, `DatePickerComponents`, `Components`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// A control for selecting an absolute date (Apple: `DatePicker`).
///
/// Drawn `📅 Due: 2026-05-01 14:30`: its label and the date in the simulation's calendar — Gregorian, in UTC,
/// `yyyy-MM-dd` for `.date` and `HH:mm` (24 hours) for `.hourAndMinute` — never the machine's locale or time zone
/// (the module's choice: iOS formats by the user's locale, which would make a run differ between machines; the
/// simulation's clock is UTC, see docs/simulator.md). `set Due to 2026-05-01`, `set Due to 14:30` or
/// `set Due to "2026-05-01 14:30"` picks a day, a time or both, as the wheels would: a part not given keeps its
/// value, a time given sets the seconds to 0, a part the picker does not display (`displayedComponents`) is
/// refused, and a date outside `in:` is clamped to its bound (Apple docs `DatePicker`: "The inclusive range of
/// selectable dates").
public struct DatePicker<Label: View> {
  let label: Label
  let selection: Binding<Date>
  let lowerBound: Date?
  let upperBound: Date?
  let displayedComponents: DatePickerComponents

  /// The date components that a date picker displays.
  public typealias Components = DatePickerComponents
}

/// The components of a date that a ``DatePicker`` displays (Apple: `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// Creates a new option set from the given raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Displays day, month, and year based on the locale (here `yyyy-MM-dd`).
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  /// Displays hour and minute components based on the locale (here `HH:mm`).
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

extension DatePicker {
  /// Creates an instance that selects a `Date` with an unbounded range.
  public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(label: label(), selection: selection, lowerBound: nil, upperBound: nil,
              displayedComponents: displayedComponents)
  }

  /// Creates an instance that selects a `Date` in a closed range.
  public init(selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
    self.init(label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
              displayedComponents: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or after some start date.
  public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
    self.init(label: label(), selection: selection, lowerBound: range.lowerBound, upperBound: nil,
              displayedComponents: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or before some end date.
  public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
    self.init(label: label(), selection: selection, lowerBound: nil, upperBound: range.upperBound,
              displayedComponents: displayedComponents)
  }
}

extension DatePicker where Label == Text {
  /// Creates an instance that selects a `Date` with an unbounded range, titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
              displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` in a closed range, titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` on or after some start date, titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` on or before some end date, titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` with an unbounded range, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                 displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates an instance that selects a `Date` in a closed range, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                 displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates an instance that selects a `Date` on or after some start date, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                 displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates an instance that selects a `Date` on or before some end date, titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                 displayedComponents: Components = [.hourAndMinute, .date]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

extension DatePicker: View {}

extension DatePicker: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    _ = selection.wrappedValue  // a dependency: a write from anywhere shows the new date
    return [ViewChild(key: .content, view: label)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let title = ControlLabel.text(children.all)
    let shown = SimulatedCalendar.format(selection.wrappedValue, displayedComponents)
    let line = "📅 " + (title.isEmpty ? "" : title + ": ") + shown
    guard context.node.environment.isEnabled else {
      return [.line(line + " " + ModuleWords.disabled(context.language))]
    }
    let selection = self.selection, components = displayedComponents
    let lowerBound = self.lowerBound, upperBound = self.upperBound
    context.addTarget(SetTarget.make(label: title.isEmpty ? "DatePicker" : title, control: "a DatePicker",
                                     accepts: SimulatedCalendar.accepted(components)) { given in
      guard let picked = SimulatedCalendar.parse(given, components, keeping: selection.wrappedValue) else {
        return nil
      }
      var clamped = picked
      if let lowerBound, clamped < lowerBound { clamped = lowerBound }
      if let upperBound, clamped > upperBound { clamped = upperBound }
      return { selection.wrappedValue = clamped }
    })
    return [.line(line)]
  }
}

/// The calendar a date picker shows dates in: Gregorian, UTC, the same on every machine.
enum SimulatedCalendar {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar
  }()

  /// `2026-05-01 14:30`, `2026-05-01` or `14:30`, as the components say.
  static func format(_ date: Date, _ components: DatePickerComponents) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { let text = String(value ?? 0); return text.count < 2 ? "0" + text : text }
    let day = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    let time = "\(two(parts.hour)):\(two(parts.minute))"
    switch (components.contains(.date), components.contains(.hourAndMinute)) {
    case (true, true): return day + " " + time
    case (true, false): return day
    case (false, true): return time
    case (false, false): return day + " " + time
    }
  }

  /// What a `set` on a picker of these components accepts.
  static func accepted(_ components: DatePickerComponents) -> String {
    switch (components.contains(.date), components.contains(.hourAndMinute)) {
    case (true, false): return "a date YYYY-MM-DD (UTC)"
    case (false, true): return "a time HH:MM (UTC)"
    default: return "a date YYYY-MM-DD, a time HH:MM, or both 'YYYY-MM-DD HH:MM' (UTC)"
    }
  }

  /// The date `text` names, the parts it does not give kept from `current`; nil when it is malformed, names no
  /// such day or time, or gives a part the picker does not display.
  static func parse(_ text: String, _ components: DatePickerComponents, keeping current: Date) -> Date? {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: current)
    let showsDate = components.contains(.date) || components.isEmpty
    let showsTime = components.contains(.hourAndMinute) || components.isEmpty
    for word in text.split(separator: " ") {
      let numbers = word.split(separator: word.contains("-") ? "-" : ":", omittingEmptySubsequences: false)
      guard numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
        return nil
      }
      let values = numbers.compactMap { Int($0) }
      if word.contains("-") {
        guard showsDate, values.count == 3, numbers[0].count == 4, (1...12).contains(values[1]),
              (1...31).contains(values[2]) else { return nil }
        (parts.year, parts.month, parts.day) = (values[0], values[1], values[2])
      } else {
        guard showsTime, values.count == 2, (0...23).contains(values[0]), (0...59).contains(values[1]) else {
          return nil
        }
        (parts.hour, parts.minute, parts.second) = (values[0], values[1], 0)
      }
    }
    guard !text.split(separator: " ").isEmpty, let date = calendar.date(from: parts) else { return nil }
    // 2026-02-30 is not a day: the calendar would roll it into March.
    let back = calendar.dateComponents([.year, .month, .day], from: date)
    guard back.year == parts.year, back.month == parts.month, back.day == parts.day else { return nil }
    return date
  }
}
