// Mirrors: SwiftUI `SensoryFeedback`, `Weight`, `Flexibility`, `SelectionFeedback`, `sensoryFeedback(_:trigger:)`,
//   `sensoryFeedback(_:trigger:condition:)`, `sensoryFeedback(trigger:_:)`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation

/// Represents a type of haptic and/or audio feedback that can be played (Apple: `SensoryFeedback`).
///
/// A text screen has no haptics: a feedback played is a `print` event on the timeline, `📳 sensoryFeedback
/// .selection` (the module's choice, as `openURL` prints `⇗ URL`), the one trace it can give of the device buzzing.
public struct SensoryFeedback: Equatable, Sendable {
  /// How the feedback reads on the timeline (`.impact(weight: .heavy, intensity: 0.5)`).
  let name: String

  /// Indicates that a task or action has completed.
  public static let success = SensoryFeedback(name: ".success")
  /// Indicates that a task or action has produced a warning of some kind.
  public static let warning = SensoryFeedback(name: ".warning")
  /// Indicates that an error has occurred.
  public static let error = SensoryFeedback(name: ".error")
  /// Indicates that a UI element's values are changing.
  public static let selection = SensoryFeedback(name: ".selection")
  /// Indicates that an important value increased above a significant threshold.
  public static let increase = SensoryFeedback(name: ".increase")
  /// Indicates that an important value decreased below a significant threshold.
  public static let decrease = SensoryFeedback(name: ".decrease")
  /// Indicates that an activity started.
  public static let start = SensoryFeedback(name: ".start")
  /// Indicates that an activity stopped.
  public static let stop = SensoryFeedback(name: ".stop")
  /// Indicates the alignment of a dragged item.
  public static let alignment = SensoryFeedback(name: ".alignment")
  /// Indicates movement between discrete levels of pressure.
  public static let levelChange = SensoryFeedback(name: ".levelChange")
  /// Indicates a drawn path has completed and/or recognized.
  public static let pathComplete = SensoryFeedback(name: ".pathComplete")
  /// Provides a physical metaphor you can use to complement a visual experience.
  public static let impact = SensoryFeedback(name: ".impact")

  /// Provides a physical metaphor to complement a visual experience, with a weight and an intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: ".impact(weight: .\(weight.name), intensity: \(intensity))")
  }

  /// Provides a physical metaphor to complement a visual experience, with a flexibility and an intensity.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: ".impact(flexibility: .\(flexibility.name), intensity: \(intensity))")
  }

  /// Plays feedback in response to a specific UI element's values changing.
  public static func selection(_ feedback: SelectionFeedback) -> SensoryFeedback {
    SensoryFeedback(name: ".selection(.\(feedback.name))")
  }

  /// The weight to be represented by a type of feedback.
  public struct Weight: Equatable, Sendable {
    let name: String
    /// Indicates a collision between small or lightweight UI objects.
    public static let light = Weight(name: "light")
    /// Indicates a collision between medium-sized or medium-weight UI objects.
    public static let medium = Weight(name: "medium")
    /// Indicates a collision between large or heavyweight UI objects.
    public static let heavy = Weight(name: "heavy")
  }

  /// The flexibility to be represented by a type of feedback.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    /// Indicates a collision between hard or inflexible UI objects.
    public static let rigid = Flexibility(name: "rigid")
    /// Indicates a collision between solid UI objects of medium flexibility.
    public static let solid = Flexibility(name: "solid")
    /// Indicates a collision between soft or flexible UI objects.
    public static let soft = Flexibility(name: "soft")
  }

  /// Feedback played in response to a specific UI element's values changing.
  public struct SelectionFeedback: Equatable, Sendable {
    let name: String
    /// Indicates that a control's maximum value has been reached.
    public static let maximum = SelectionFeedback(name: "maximum")
    /// Indicates that a control's minimum value has been reached.
    public static let minimum = SelectionFeedback(name: "minimum")
    /// Indicates that a control's value has changed to on.
    public static let on = SelectionFeedback(name: "on")
    /// Indicates that a control's value has changed to off.
    public static let off = SelectionFeedback(name: "off")
  }
}

/// `.sensoryFeedback`: the trigger is watched as `onChange(of:)` watches its value (compared with `!=` whenever the
/// view is updated; the first value plays nothing), and a change plays the feedback chosen from the old and the new
/// value (nil: none), after the update (Apple docs `sensoryFeedback(_:trigger:)`: "Plays the specified feedback when
/// the provided trigger value changes").
enum SensoryFeedbackPlayer {
  static func modifier<T: Equatable>(trigger: T,
                                     _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?)
    -> _ValueActionModifier<T> {
    _ValueActionModifier(value: trigger, initial: false) { old, new in
      guard let played = feedback(old, new) else { return }
      TraceLog.print("📳 sensoryFeedback " + played.name)
    }
  }
}

extension View {
  /// Plays the specified `feedback` when the provided `trigger` value changes.
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(SensoryFeedbackPlayer.modifier(trigger: trigger) { _, _ in feedback })
  }

  /// Plays the specified `feedback` when the provided `trigger` value changes and the `condition` closure returns
  /// `true`.
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                                        condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool)
    -> some View {
    modifier(SensoryFeedbackPlayer.modifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
  }

  /// Plays feedback when returned from the `feedback` closure after the provided `trigger` value changes.
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    modifier(SensoryFeedbackPlayer.modifier(trigger: trigger, feedback))
  }

  /// Plays feedback when returned from the `feedback` closure after the provided `trigger` value changes.
  nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?)
    -> some View {
    modifier(SensoryFeedbackPlayer.modifier(trigger: trigger) { _, _ in feedback() })
  }
}
