// Mirrors: SwiftUI `TextEditor`
// SDK: iOS 26 SDK
// Status: partial
/// A view that can display and edit long-form text (Apple: `TextEditor`).
///
/// Apple's editor has no title or placeholder (Apple docs `TextEditor(text:)`), so it is drawn `✎` followed by its
/// text, every line of it, the later ones indented as a vertical text field's are. `type TEXT into TextEditor`
/// writes its binding in one edit (a `\n` in the typed text is a line break); the module's choice of name, since
/// Apple gives it none: an `.accessibilityLabel("Review")` names it too (`type … into Review`), and with one field
/// on screen `type TEXT` needs no name. `submit` reaches it as the return key would (the `.onSubmit` actions around
/// it run). The `AttributedString` editor of iOS 26 (`init(text:selection:)`) is not offered.
public struct TextEditor {
  let text: Binding<String>

  /// Creates a plain text editor.
  public init(text: Binding<String>) { self.text = text }
}

extension TextEditor: View {}

extension TextEditor: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    _ = text.wrappedValue  // a dependency: a write from anywhere (a task, another view) updates the editor
    _ = _FocusedModifier.nearest(above: node)?.isFocused()  // and a focus change draws or clears its caret
    return []
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    var input = TextInput(label: "", text: text, prompt: nil, isSecure: false, isMultiline: true)
    input.fallbackName = "TextEditor"
    return input.render(in: context)
  }
}
