// Mirrors: SwiftUI `alert(_:isPresented:actions:)`, `alert(_:isPresented:presenting:actions:)`,
//   `alert(isPresented:error:actions:)`, `confirmationDialog(_:isPresented:titleVisibility:actions:)`
// SDK: iOS 26 SDK
// Status: complete
/// `.alert` and `.confirmationDialog`: while presented, a box below the screen with the title, the message and
/// the action buttons (`[Retry] [Cancel]` on one line for an alert, one per line for a dialog); what it covers
/// cannot be acted on.
///
/// Tapping an action closes the presentation (the binding becomes false) and then runs the action (Apple docs
/// `alert(_:isPresented:actions:message:)`: "When the user presses or taps one of the alert's actions, the system
/// sets this value to false and dismisses"). An alert without actions gets an OK button; a dialog without a
/// cancel button gets Cancel (as iOS shows it). `dismiss` taps the cancel button (role `.cancel`, or the added OK /
/// Cancel); an alert whose actions have no cancel button cannot be dismissed otherwise, as on iOS.
struct _AlertPresenter<Content: View, Actions: View, Message: View> {
  let content: Content
  /// The title, or nil when it is hidden (a dialog's `titleVisibility: .hidden`).
  let title: Text?
  let actions: Actions
  let message: Message
  let isPresented: Binding<Bool>
  /// False when the data the alert presents is missing (the `error:` and `presenting:` forms).
  let hasData: Bool
  let isDialog: Bool
}

extension _AlertPresenter: View {}

extension _AlertPresenter: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    let shown = isPresented.wrappedValue && hasData
    node.storage(PresentationState.self).isPresented = shown
    guard shown else { return [ViewChild(key: .content, view: content)] }
    // The app's button styles do not reach the system's alert buttons.
    return [ViewChild(key: .content, view: content),
            ViewChild(key: .part("actions"), view: _SystemDrawnControls(content: actions)),
            ViewChild(key: .part("message"), view: message)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    guard let actions = children.children.first(where: { $0.key == .part("actions") }) else { return children.all }
    let binding = isPresented
    let close: @MainActor () -> Void = { binding.wrappedValue = false }
    context.changeTargets(of: actions) { target in
      var closing = target
      closing.perform = { action in
        close()
        target.perform(action)
      }
      return closing
    }
    var buttons = actions.elements
    var cancel: (@MainActor () -> Void)?
    if let cancelButton = cancelAction(below: context.node) {
      cancel = {
        close()
        cancelButton()
      }
    }
    let words = context.language
    if actions.targets.isEmpty || (isDialog && cancel == nil) {
      let label = actions.targets.isEmpty && !isDialog ? ModuleWords.ok(words) : ModuleWords.cancel(words)
      context.addTarget(ActionTarget(kind: .tap, label: label) { _ in close() })
      buttons.append(.button([.line(label)]))
      cancel = close
    }
    if let cancel { context.addTarget(ActionTarget(kind: .dismiss, label: "") { _ in cancel() }) }
    context.presentModally(from: actions.targets.lowerBound)
    let titleLines: [ScreenElement] = title.map { [.line($0.resolved(in: words))] } ?? []
    let box = titleLines + children[.part("message")] + [isDialog ? .stack(buttons) : .inline(buttons)]
    return children[.content] + [.bar(.presentation(box))]
  }

  /// The action of the first cancel-role button among the presented actions.
  @MainActor private func cancelAction(below node: ViewNode) -> (() -> Void)? {
    guard let actionsNode = node.children.first(where: { $0.key == .part("actions") }) else { return nil }
    var pending = [actionsNode]
    while !pending.isEmpty {
      let next = pending.removeFirst()
      if let button = next.view as? any RoleButton, button.buttonRole == .cancel { return button.buttonAction }
      pending = next.children + pending
    }
    return nil
  }
}

/// A button's role and action, whatever its label (an alert finds its cancel button).
protocol RoleButton {
  var buttonRole: ButtonRole? { get }
  var buttonAction: () -> Void { get }
}

extension Button: RoleButton {
  var buttonRole: ButtonRole? { role }
  var buttonAction: () -> Void { action }
}

extension View {
  /// Presents an alert when a given condition is true, using a localized string key for the title.
  nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                         @ViewBuilder actions: () -> A) -> some View {
    alertPresenter(Text(titleKey), isPresented, actions(), EmptyView())
  }

  /// Presents an alert when a given condition is true, using a string variable as a title.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                            @ViewBuilder actions: () -> A) -> some View {
    alertPresenter(Text(title), isPresented, actions(), EmptyView())
  }

  /// Presents an alert when a given condition is true, using a text view for the title.
  nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                         @ViewBuilder actions: () -> A) -> some View {
    alertPresenter(title, isPresented, actions(), EmptyView())
  }

  /// Presents an alert with a message when a given condition is true, using a localized string key as a title.
  nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A,
                                                  @ViewBuilder message: () -> M) -> some View {
    alertPresenter(Text(titleKey), isPresented, actions(), message())
  }

  /// Presents an alert with a message when a given condition is true, using a string variable as a title.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                     @ViewBuilder actions: () -> A,
                                                                     @ViewBuilder message: () -> M) -> some View {
    alertPresenter(Text(title), isPresented, actions(), message())
  }

  /// Presents an alert with a message when a given condition is true, using a text view as a title.
  nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A,
                                                  @ViewBuilder message: () -> M) -> some View {
    alertPresenter(title, isPresented, actions(), message())
  }

  /// Presents an alert with a message using the given data to produce the alert's content and a localized string
  /// key for a title.
  nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                     @ViewBuilder message: (T) -> M) -> some View {
    alertPresenter(Text(titleKey), isPresented, data.map(actions), data.map(message), hasData: data != nil)
  }

  /// Presents an alert with a message using the given data to produce the alert's content and a string variable
  /// as a title.
  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alertPresenter(Text(title), isPresented, data.map(actions), data.map(message), hasData: data != nil)
  }

  /// Presents an alert with a message when an error is present; the error's `errorDescription` is the title.
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    alertPresenter(Text(verbatim: error.map(Self.errorTitle) ?? ""), isPresented, error.map(actions),
                   error.map(message), hasData: error != nil)
  }

  /// Presents an alert when an error is present; the error's `errorDescription` is the title.
  nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                            @ViewBuilder actions: () -> A) -> some View {
    alertPresenter(Text(verbatim: error.map(Self.errorTitle) ?? ""), isPresented, actions(), EmptyView(),
                   hasData: error != nil)
  }

  /// Presents a confirmation dialog when a given condition is true, using a localized string key for the title.
  nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                      titleVisibility: Visibility = .automatic,
                                                      @ViewBuilder actions: () -> A) -> some View {
    alertPresenter(titleVisibility == .hidden ? nil : Text(titleKey), isPresented, actions(), EmptyView(),
                   isDialog: true)
  }

  /// Presents a confirmation dialog when a given condition is true, using a string variable as a title.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                                         titleVisibility: Visibility = .automatic,
                                                                         @ViewBuilder actions: () -> A)
    -> some View {
    alertPresenter(titleVisibility == .hidden ? nil : Text(title), isPresented, actions(), EmptyView(),
                   isDialog: true)
  }

  /// Presents a confirmation dialog with a message when a given condition is true, using a localized string key
  /// for the title.
  nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey,
                                                               isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A,
                                                               @ViewBuilder message: () -> M) -> some View {
    alertPresenter(titleVisibility == .hidden ? nil : Text(titleKey), isPresented, actions(), message(),
                   isDialog: true)
  }

  /// Presents a confirmation dialog with a message when a given condition is true, using a string variable for
  /// the title.
  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertPresenter(titleVisibility == .hidden ? nil : Text(title), isPresented, actions(), message(),
                   isDialog: true)
  }

  nonisolated private func alertPresenter<A: View, M: View>(_ title: Text?, _ isPresented: Binding<Bool>,
                                                            _ actions: A, _ message: M, hasData: Bool = true,
                                                            isDialog: Bool = false)
    -> _AlertPresenter<Self, A, M> {
    _AlertPresenter(content: self, title: title, actions: actions, message: message, isPresented: isPresented,
                    hasData: hasData, isDialog: isDialog)
  }

  nonisolated private static func errorTitle(_ error: some LocalizedError) -> String {
    error.errorDescription ?? error.localizedDescription
  }
}
