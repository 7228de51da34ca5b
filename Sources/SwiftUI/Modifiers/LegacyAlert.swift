// Mirrors: SwiftUI `Alert`, `Alert.Button` (`default`, `cancel`, `destructive`), `alert(isPresented:content:)`,
//   `alert(item:content:)`, `ActionSheet`, `ActionSheet.Button`, `actionSheet(isPresented:content:)`,
//   `actionSheet(item:content:)`
// SDK: iOS 26 SDK
// Status: complete
/// A representation of an alert presentation (Apple: `Alert`, the iOS 13 form deprecated "in a future version" —
/// no warning in Xcode — and still in most tutorials).
///
/// `.alert(isPresented:) { Alert(…) }` and `.alert(item:) { item in Alert(…) }` present it as the `alert(_:
/// isPresented:actions:message:)` form does: a box below the screen with the title, the message and the buttons
/// (`[OK]` when it has none: Apple docs `Alert.init(title:message:dismissButton:)`, "If nil, a default dismiss
/// button is used"). Tapping a button sets the binding to false (the item to nil) and runs its action; `dismiss`
/// taps the cancel button.
///
/// `ActionSheet` (iOS 13, deprecated "in a future version" for `confirmationDialog`) is presented as
/// `confirmationDialog` is: the title, the message and one button a line; its default buttons are a single Cancel
/// (Apple docs `ActionSheet.init(title:message:buttons:)`, `buttons: [ActionSheet.Button] = [.cancel()]`), and a
/// sheet without a cancel button gets one, as a dialog does.
public struct Alert {
  let title: Text
  let message: Text?
  var buttons: [Button]

  /// Creates an alert with one button (nil: an OK button).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// Creates an alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert (Apple: `Alert.Button`).
  public struct Button {
    let label: Text?
    let role: ButtonRole?
    let action: (() -> Void)?

    /// Creates an alert button with the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// Creates an alert button that indicates cancellation, with a custom label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// Creates an alert button that indicates cancellation, with a system-provided label (Cancel).
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: nil, role: .cancel, action: action)
    }

    /// Creates an alert button with a style that indicates a destructive action.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// A representation of an action sheet presentation (Apple: `ActionSheet`).
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// Creates an action sheet with the provided buttons.
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button representing an operation of an action sheet presentation.
  public typealias Button = Alert.Button
}

/// Shows an ``Alert`` or ``ActionSheet`` made on demand: `content` is called while it is presented, as SwiftUI
/// calls it.
struct _LegacyAlertPresenter<Content: View> {
  let content: Content
  let isPresented: Binding<Bool>
  let makeAlert: () -> Alert?
  /// An action sheet's buttons go one a line, with Cancel added when none cancels.
  var isActionSheet = false
}

extension _LegacyAlertPresenter: View {}

extension _LegacyAlertPresenter: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    let alert = isPresented.wrappedValue ? makeAlert() : nil
    let presenter = _AlertPresenter(content: content, title: alert?.title,
                                    actions: _LegacyAlertButtons(buttons: alert?.buttons ?? []),
                                    message: alert?.message, isPresented: isPresented, hasData: alert != nil,
                                    isDialog: isActionSheet)
    return [ViewChild(key: .content, view: presenter)]
  }
}

/// An alert's buttons as the buttons of an alert's actions.
struct _LegacyAlertButtons {
  let buttons: [Alert.Button]
}

extension _LegacyAlertButtons: View {}

extension _LegacyAlertButtons: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    buttons.enumerated().map { offset, button in
      let action = button.action ?? {}
      let view = SwiftUI.Button(role: button.role, action: action) {
        if let label = button.label { AnyView(label) } else { AnyView(_CancelWord()) }
      }
      return ViewChild(key: .index(offset), view: view)
    }
  }
}

/// The system's Cancel, in the window's language.
struct _CancelWord {}

extension _CancelWord: View {}

extension _CancelWord: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    [.line(ModuleWords.cancel(context.language))]
  }
}

extension View {
  /// Presents an alert to the user while `isPresented` is true.
  nonisolated public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    _LegacyAlertPresenter(content: self, isPresented: isPresented, makeAlert: content)
  }

  /// Presents an alert to the user while `item` is not nil, made from the item.
  nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert)
    -> some View {
    let presented = Binding<Bool>(get: { item.wrappedValue != nil },
                                  set: { if !$0 { item.wrappedValue = nil } })
    return _LegacyAlertPresenter(content: self, isPresented: presented) { item.wrappedValue.map(content) }
  }

  /// Presents an action sheet when a given condition is true.
  nonisolated public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
    _LegacyAlertPresenter(content: self, isPresented: isPresented, makeAlert: { content().alert },
                          isActionSheet: true)
  }

  /// Presents an action sheet using the given item as a data source for the sheet's content.
  nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet)
    -> some View {
    let presented = Binding<Bool>(get: { item.wrappedValue != nil },
                                  set: { if !$0 { item.wrappedValue = nil } })
    return _LegacyAlertPresenter(content: self, isPresented: presented,
                                 makeAlert: { item.wrappedValue.map { content($0).alert } }, isActionSheet: true)
  }
}

extension ActionSheet {
  /// The sheet as the alert the presenter draws (with one button a line).
  var alert: Alert {
    var alert = Alert(title: title, message: message)
    alert.buttons = buttons
    return alert
  }
}
