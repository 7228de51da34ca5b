// Mirrors: SwiftUI `TextField`, `SecureField`
// SDK: iOS 26 SDK
// Status: partial
/// A control that displays an editable text interface (Apple: `TextField`).
///
/// Drawn `✎ Name: Mia`; while the text is empty, what iOS shows as the placeholder: `✎ Name` (the title), or
/// `✎ Name (Your name)` with a prompt. A vertical field (`axis: .vertical`) shows every line of its text, the
/// later ones indented. `type TEXT into Name` writes the binding once — one edit, as the search field does
/// (`''` clears it); `submit Name` is the return key: the `.onSubmit` actions around the field run (Apple docs
/// `TextField`, `onSubmit(of:_:)`).
public struct TextField<Label: View> {
  let label: Label
  let text: Binding<String>
  let prompt: Text?
  let axis: Axis
  /// The bound value of a field that edits a formatted value (then `text` is unused; see ``ValueFieldAccess``).
  var value: ValueFieldAccess?

  /// Creates a text field with a prompt generated from a `Text` and a label built by a view builder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.text = text
    self.prompt = prompt
    axis = .horizontal
  }

  /// Creates a text field with a preferred axis, a prompt and a label built by a view builder.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.text = text
    self.prompt = prompt
    self.axis = axis
  }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// Creates a text field with a text label generated from a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// Creates a text field with a localized title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a text field with a title string and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  /// Creates a text field with a preferred axis and a localized title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
  }

  /// Creates a text field with a preferred axis and a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, prompt: nil, axis: axis) { Text(title) }
  }

  /// Creates a text field with a preferred axis, a localized title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  /// Creates a text field with a preferred axis, a title string and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
  }

  /// Not simulated: the deprecated editing callbacks.
  @available(*, unavailable, message: "TextField(_:text:onEditingChanged:onCommit:) is not simulated by asyncplay; use TextField(_:text:) with .onSubmit { } (submit LABEL) and .onChange(of:)")
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
              onCommit: @escaping () -> Void = {}) {
    fatalError("unavailable")
  }
}

extension TextField: View {}

extension TextField: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    // A dependency: a write from anywhere (a task, another view) updates the field.
    if let value { _ = value.formatted() } else { _ = text.wrappedValue }
    _ = _FocusedModifier.nearest(above: node)?.isFocused()  // and a focus change draws or clears its caret
    return [ViewChild(key: .part("label"), view: label)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let label = ScreenElement.plainText(children[.part("label")])
    guard let value else {
      return TextInput(label: label, text: text, prompt: prompt, isSecure: false, isMultiline: axis == .vertical)
        .render(in: context)
    }
    let node: ViewNode = context.node
    let editing = node.storage(ValueFieldEditing.self)
    let sink = node.graph.sink
    let shown = Binding<String>(get: { editing.text ?? value.formatted() }, set: { newText in
      editing.text = newText
      sink.invalidate(node)
    })
    let commit: @MainActor () -> Void = {
      guard let text = editing.text else { return }
      editing.text = nil
      value.commit(text)
      sink.invalidate(node)
    }
    var input = TextInput(label: label, text: shown, prompt: prompt, isSecure: false, isMultiline: false)
    input.commit = commit
    return input.render(in: context)
  }
}

/// A control into which people securely enter private text (Apple: `SecureField`). Drawn like a text field with
/// one `•` for each character of its text; `type` and `submit` reach it the same way.
public struct SecureField<Label: View> {
  let label: Label
  let text: Binding<String>
  let prompt: Text?

  /// Creates a secure field with a prompt and a label built by a view builder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.text = text
    self.prompt = prompt
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a localized title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }

  /// Creates a secure field with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }

  /// Creates a secure field with a localized title and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  /// Creates a secure field with a title string and a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

extension SecureField: View {}

extension SecureField: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    _ = text.wrappedValue  // a dependency: a write from anywhere (a task, another view) updates the field
    _ = _FocusedModifier.nearest(above: node)?.isFocused()  // and a focus change draws or clears its caret
    return [ViewChild(key: .part("label"), view: label)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    TextInput(label: ScreenElement.plainText(children[.part("label")]), text: text, prompt: prompt,
              isSecure: true, isMultiline: false).render(in: context)
  }
}

/// What `TextField` and `SecureField` share: the drawing, the `type` and `submit` targets.
@MainActor
struct TextInput {
  let label: String
  let text: Binding<String>
  let prompt: Text?
  let isSecure: Bool
  let isMultiline: Bool
  /// A field of a formatted value: commits its text to the value (on `submit`, and when typing goes elsewhere).
  var commit: (@MainActor () -> Void)?
  /// The name `type … into` finds it by when it has neither label nor prompt (a `TextEditor`).
  var fallbackName = ""

  init(label: String, text: Binding<String>, prompt: Text?, isSecure: Bool, isMultiline: Bool) {
    self.label = label
    self.text = text
    self.prompt = prompt
    self.isSecure = isSecure
    self.isMultiline = isMultiline
  }

  func render(in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let value = text.wrappedValue
    let promptText = prompt?.resolved(in: context.language) ?? ""
    let head = label.isEmpty ? "✎" : "✎ " + label
    var lines: [String]
    if value.isEmpty {
      lines = [promptText.isEmpty ? head : head + " (" + promptText + ")"]
    } else {
      let shown = isSecure ? String(repeating: "•", count: value.count) : value
      let parts = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let rows = isMultiline ? parts : [parts.joined(separator: " ")]
      lines = [(label.isEmpty ? head + " " : head + ": ") + (rows.first ?? "")]
      lines += rows.dropFirst().map { "  " + $0 }
    }
    guard node.environment.isEnabled else {
      lines[lines.count - 1] += " " + ModuleWords.disabled(context.language)
      return lines.map { .line($0) }
    }
    // The caret of the focused field (see ``FocusState``).
    let focus = _FocusedModifier.nearest(above: node)
    if focus?.isFocused() == true { lines[lines.count - 1] += "▏" }
    let name = label.isEmpty ? (promptText.isEmpty ? fallbackName : promptText) : label
    let aliases = label.isEmpty || promptText.isEmpty ? [] : [promptText]
    let binding = text
    var typing = ActionTarget(kind: .type, label: name, aliases: aliases) { action in
      guard case .type(let newText, _) = action else { return }
      binding.wrappedValue = newText
    }
    typing.focus = focus
    typing.isFocusable = true
    typing.endEditing = commit
    context.addTarget(typing)
    let commit = self.commit
    var submitting = ActionTarget(kind: .submit, label: name, aliases: aliases) { _ in
      commit?()
      SubmitAction.run(around: node, for: .text)
    }
    submitting.focus = focus
    submitting.isFocusable = true
    context.addTarget(submitting)
    return lines.map { .line($0) }
  }
}
