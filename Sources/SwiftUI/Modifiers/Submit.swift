// Mirrors: SwiftUI `SubmitTriggers`, `SubmitLabel`, `TextInputAutocapitalization`, `UIKeyboardType`,
//   `UITextContentType`, `textContentType(_:)`,
//   `onSubmit(of:_:)`, `submitScope(_:)`, `submitLabel(_:)`, `autocorrectionDisabled(_:)`,
//   `disableAutocorrection(_:)`, `textInputAutocapitalization(_:)`, `keyboardType(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// `.onSubmit(of:_:)`: an action the text fields (and, for `.search`, the search field) of the modified view run
/// when the user submits — the return key, `submit LABEL`. It may be set on one field or on a whole hierarchy
/// (Apple docs `onSubmit(of:_:)`); `.submitScope()` keeps a subtree's submissions from reaching the actions above
/// it (Apple docs `submitScope(_:)`). Several actions around one field all run, the innermost first (the module's
/// choice: the order is not documented).
struct _SubmitModifier {
  let triggers: SubmitTriggers
  let action: () -> Void
}

extension _SubmitModifier: ViewModifier {
  typealias Body = Never
}

extension _SubmitModifier: PrimitiveModifier {}

/// `.submitScope(_:)`: submissions inside do not reach the `.onSubmit` actions outside.
struct _SubmitScopeModifier {
  let isBlocking: Bool
}

extension _SubmitScopeModifier: ViewModifier {
  typealias Body = Never
}

extension _SubmitScopeModifier: PrimitiveModifier {}

/// The submission of a field: the `.onSubmit` actions around it, found in its ancestry when the user submits (never
/// kept in the environment: closures never compare equal, so every view below would be evaluated again).
enum SubmitAction {
  /// Runs the actions for `trigger` around `node`, innermost first, up to a blocking `.submitScope()`.
  @MainActor static func run(around node: ViewNode, for trigger: SubmitTriggers) {
    for ancestor in node.ancestry.reversed() {
      guard let modifier = (ancestor.view as? any ModifierCarrier)?.anyModifier else { continue }
      if let scope = modifier as? _SubmitScopeModifier, scope.isBlocking { return }
      if let submit = modifier as? _SubmitModifier, submit.triggers.contains(trigger) { submit.action() }
    }
  }
}

/// A modified view, whatever its content and modifier: what controls look for above or below them (an
/// `.onSubmit` action, a `.tag`, a `.tabItem`).
protocol ModifierCarrier {
  /// The modifier.
  var anyModifier: Any { get }
  /// The view it modifies.
  var anyContent: any View { get }
}

extension ModifiedContent: ModifierCarrier where Content: View, Modifier: ViewModifier {
  var anyModifier: Any { modifier }
  var anyContent: any View { content }
}

/// The kinds of user behaviour that trigger a submission action (Apple: `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// Creates a set of submit triggers.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Triggers from text input controls: `TextField` and `SecureField`.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Triggers from search fields made by `.searchable`.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key of the software keyboard (Apple: `SubmitLabel`). Not drawn.
public struct SubmitLabel: Sendable, Equatable {
  private let name: String
  /// Done.
  public static let done = SubmitLabel(name: "done")
  /// Go.
  public static let go = SubmitLabel(name: "go")
  /// Send.
  public static let send = SubmitLabel(name: "send")
  /// Join.
  public static let join = SubmitLabel(name: "join")
  /// Route.
  public static let route = SubmitLabel(name: "route")
  /// Search.
  public static let search = SubmitLabel(name: "search")
  /// Return.
  public static let `return` = SubmitLabel(name: "return")
  /// Next.
  public static let next = SubmitLabel(name: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(name: "continue")
}

/// How a text field capitalizes what is typed (Apple: `TextInputAutocapitalization`). No change in text: `type`
/// writes exactly the text given.
public struct TextInputAutocapitalization: Sendable, Equatable {
  private let name: String
  /// Never capitalize.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Capitalize the first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Capitalize the first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Capitalize every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of software keyboard a text field asks for (UIKit's `UIKeyboardType`, which SwiftUI code on iOS sees).
/// No change in text.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII characters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For entering URLs.
  case URL
  /// Digits.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// A keypad for names and telephone numbers.
  case namePhonePad
  /// For e-mail addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For Twitter text entry.
  case twitter
  /// For web search terms and URL entry.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

/// The semantic meaning of a text input (UIKit's `UITextContentType`, which SwiftUI code on iOS sees): what the
/// keyboard may suggest (AutoFill). No change in text: `type` writes the text given.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// Creates a content type from its raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// An organization name.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A country name.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

extension View {
  /// Adds an action to perform when the user submits a value to this view (`submit LABEL`).
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View {
    modifier(_SubmitModifier(triggers: triggers, action: action))
  }

  /// Prevents submission triggers originating from this view from invoking an `onSubmit` action above it.
  nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(_SubmitScopeModifier(isBlocking: isBlocking))
  }

  /// Sets the submit label of the software keyboard (not drawn).
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(_StylingModifier()) }

  /// Sets whether to disable autocorrection for this view (no change in text: `type` writes the text given).
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    modifier(_StylingModifier())
  }

  /// Sets whether to disable autocorrection for this view (Apple deprecates it in a future version in favour of
  /// `autocorrectionDisabled(_:)`): no change in text, `type` writes the text given.
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { modifier(_StylingModifier()) }

  /// Sets how often the shift key in the keyboard is automatically enabled (no change in text).
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View {
    modifier(_StylingModifier())
  }

  /// Sets the text content type for this view, which the system uses to offer suggestions (no change in text).
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    modifier(_StylingModifier())
  }

  /// Sets the keyboard type for this view (no change in text).
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(_StylingModifier()) }
}
