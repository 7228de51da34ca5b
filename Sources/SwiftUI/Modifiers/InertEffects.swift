// Mirrors: SwiftUI `scaleEffect(_:anchor:)`, `scaleEffect(x:y:anchor:)`, `rotationEffect(_:anchor:)`, `offset(x:y:)`,
//   `offset(_:)`, `transition(_:)`, `contentTransition(_:)`, `help(_:)`, `accessibilityHint(_:)`,
//   `accessibilityValue(_:)`, `accessibilityHidden(_:)`, `listRowSeparator(_:)`, `listRowBackground(_:)`,
//   `zIndex(_:)`, `layoutPriority(_:)`, `fixedSize()`, `fixedSize(horizontal:vertical:)`, `mask(alignment:_:)`,
//   `mask(_:)`, `keyboardShortcut(_:modifiers:)`, `keyboardShortcut(_:)`, `toolbarRole(_:)`,
//   `fill(style:)`, `Angle`, `radians(_:)`, `degrees(_:)`, `UnitPoint`, `AnyTransition`,
//   `scale(scale:anchor:)`, `move(edge:)`, `push(from:)`, `asymmetric(insertion:removal:)`, `combined(with:)`,
//   `animation(_:)`, `ContentTransition`, `numericText(countsDown:)`, `numericText(value:)`,
//   `ContentTransition.symbolEffect`, `KeyEquivalent`,
//   `EventModifiers`, `KeyboardShortcut`, `ToolbarRole`
// SDK: iOS 26 SDK
// Status: inert
// Visual effects, transitions, list decorations and accessibility hints: they change how a view looks or is read
// aloud, not what it shows in text, so they compile and leave the tree as it is (the rule for styling, as
// `.padding`, `.opacity` and `.animation(_:value:)` do). Without them `Text("x").scaleEffect(2)` said "value of
// type 'Text' has no member 'scaleEffect'", as if the name were misspelled.

extension View {
  /// Scales this view's rendered output (no change in a text rendering).
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(_StylingModifier())
  }
  /// Scales this view's rendered output by the given vertical and horizontal size amounts.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_StylingModifier())
  }
  /// Scales this view's rendered output by the given amounts.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    modifier(_StylingModifier())
  }
  /// Rotates this view's rendered output around the specified point.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_StylingModifier())
  }
  /// Offsets this view by the horizontal and vertical amounts you specify.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_StylingModifier()) }
  /// Offsets this view by the specified size.
  nonisolated public func offset(_ offset: CGSize) -> some View { modifier(_StylingModifier()) }
  /// Associates a transition with the view (insertions and removals are never animated in text).
  nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(_StylingModifier()) }
  /// Modifies the view to use a given transition as its method of animating changes to its contents.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
    modifier(_StylingModifier())
  }
  /// Adds help text to a view (a tooltip; not drawn).
  nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { modifier(_StylingModifier()) }
  /// Adds help text to a view using a text view that you provide.
  nonisolated public func help(_ text: Text) -> some View { modifier(_StylingModifier()) }
  /// Communicates to the user what happens after performing the view's action (read by VoiceOver; not drawn).
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { modifier(_StylingModifier()) }
  /// Adds a textual description of the value that the view contains (read by VoiceOver; not drawn).
  nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
    modifier(_StylingModifier())
  }
  /// Specifies whether to hide this view from system accessibility features.
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_StylingModifier()) }
  /// Sets the display mode for the separator associated with this specific row (rows are drawn without them).
  nonisolated public func listRowSeparator(_ visibility: Visibility) -> some View { modifier(_StylingModifier()) }
  /// Places a custom background view behind a list row item.
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { modifier(_StylingModifier()) }

  /// Controls the display order of overlapping views (views never overlap in text).
  nonisolated public func zIndex(_ value: Double) -> some View { modifier(_StylingModifier()) }
  /// Sets the priority by which a parent layout should apportion space to this child.
  nonisolated public func layoutPriority(_ value: Double) -> some View { modifier(_StylingModifier()) }
  /// Fixes this view at its ideal size.
  nonisolated public func fixedSize() -> some View { modifier(_StylingModifier()) }
  /// Fixes this view at its ideal size in the specified dimensions.
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { modifier(_StylingModifier()) }
  /// Masks this view using the alpha channel of the given view (the mask draws nothing in text).
  nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View { modifier(_StylingModifier()) }
  /// Masks this view using the alpha channel of the given view.
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { modifier(_StylingModifier()) }
  /// Defines a keyboard shortcut and assigns it to the modified control (there is no keyboard: not drawn).
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    modifier(_StylingModifier())
  }
  /// Assigns a keyboard shortcut to the modified control.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { modifier(_StylingModifier()) }
  /// Configures the semantic role for the content populating the toolbar.
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { modifier(_StylingModifier()) }
}

extension Shape {
  /// Fills this shape with the foreground style.
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
    modifier(_StylingModifier())
  }
}

/// A geometric angle (Apple: `Angle`).
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }
  /// An angle of zero.
  public init() { radians = 0 }
  /// An angle in radians.
  public init(radians: Double) { self.radians = radians }
  /// An angle in degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  /// An angle in radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle in degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// An angle of zero.
  public static let zero = Angle()
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// A normalized 2D point in a view's coordinate space (Apple: `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
  /// The normalized distance from the origin to the point in the horizontal direction.
  public var x: CGFloat
  /// The normalized distance from the origin to the point in the vertical direction.
  public var y: CGFloat
  /// Creates a unit point at the origin.
  public init() { x = 0; y = 0 }
  /// Creates a unit point with the specified horizontal and vertical offsets.
  public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A type-erased transition (Apple: `AnyTransition`); insertions and removals are never animated in text.
public struct AnyTransition: Sendable {
  private init() {}
  /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing
  /// edge.
  public static let slide = AnyTransition()
  /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
  public static let opacity = AnyTransition()
  /// A transition that scales the view.
  public static let scale = AnyTransition()
  /// A transition that returns the input view, unmodified, as the output view.
  public static let identity = AnyTransition()
  /// Returns a transition that scales the view.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// Returns a transition that moves the view away, towards the specified edge of the view.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Creates a transition that when added to a view will animate the view's insertion by moving it in from the
  /// specified edge while fading it in, and animate its removal by moving it out towards the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// Returns a transition that offsets the view by the specified amount.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  /// Provides a composite transition that uses a different transition for insertion versus removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }
  /// Combines this transition with another, returning a new transition that is the result of both transitions
  /// being applied.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// Attaches an animation to this transition.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
  /// Returns a transition defined between an active modifier and an identity modifier (never animated in text).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }
}

/// A kind of transition that applies to the content within a single view (Apple: `ContentTransition`).
public struct ContentTransition: Sendable {
  private init() {}
  /// The identity content transition, which indicates that content changes shouldn't animate.
  public static let identity = ContentTransition()
  /// A content transition that indicates content fades from transparent to opaque on insertion, and from opaque
  /// to transparent on removal.
  public static let opacity = ContentTransition()
  /// A content transition that indicates the views attempt to interpolate their contents during transitions.
  public static let interpolate = ContentTransition()
  /// Creates a content transition intended to be used with `Text` views displaying numeric text.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  /// Creates a content transition intended to be used with `Text` views displaying numbers.
  public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
  /// A content transition that applies the default symbol effect transition to symbol images within the view.
  public static let symbolEffect = ContentTransition()
}

/// A key a keyboard shortcut is made of (Apple: `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key produces.
  public var character: Character
  /// A key equivalent for `character`.
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let space = KeyEquivalent(" ")
  public static let tab = KeyEquivalent("\t")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// The modifier keys of a keyboard shortcut (Apple: `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = EventModifiers(rawValue: 1)
  public static let control = EventModifiers(rawValue: 2)
  public static let option = EventModifiers(rawValue: 4)
  public static let command = EventModifiers(rawValue: 8)
  public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A keyboard shortcut (Apple: `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys.
  public var modifiers: EventModifiers
  /// A shortcut of `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  /// The standard shortcut for a default button (Return).
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The standard shortcut for cancelling (Escape).
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// The purpose of a toolbar (Apple: `ToolbarRole`); toolbars are drawn alike in text.
public struct ToolbarRole: Sendable {
  private init() {}
  public static let automatic = ToolbarRole()
  public static let navigationStack = ToolbarRole()
  public static let browser = ToolbarRole()
  public static let editor = ToolbarRole()
}
