/// `.searchable(text:prompt:)`: a search field at the top of the screen, `🔍 text` (its prompt while empty).
/// `type TEXT` writes the binding once — one edit, as one keystroke does in SwiftUI, so `.task(id: query)` with a
/// `Task.sleep` is a debounce (Apple docs `searchable(text:placement:prompt:)`; the per-keystroke write is
/// inferred, not documented).
struct _SearchableModifier {
  let text: Binding<String>
  let prompt: Text?

  @MainActor func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] {
    let label = ModuleWords.search(context.language)
    let promptText = prompt?.resolved(in: context.language) ?? label
    let binding = text
    context.addTarget(ActionTarget(kind: .type, label: label, aliases: [promptText]) { action in
      if case .type(let newText, _) = action { binding.wrappedValue = newText }
    })
    return [.bar(.search(text: binding.wrappedValue, prompt: promptText))] + content
  }
}

/// The placement of a search field in a view hierarchy (Apple: `SearchFieldPlacement`). Drawn at the top.
public struct SearchFieldPlacement: Equatable, Sendable {
  private let name: String
  /// SwiftUI places the search field automatically.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// The search field is placed in the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// The search field is placed in the sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// The search field is placed in the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
  /// Marks this view as searchable, which configures the display of a search field.
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                     prompt: Text? = nil) -> some View {
    modifier(_SearchableModifier(text: text, prompt: prompt))
  }

  /// Marks this view as searchable, with a localized prompt.
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                     prompt: LocalizedStringKey) -> some View {
    modifier(_SearchableModifier(text: text, prompt: Text(prompt)))
  }

  /// Marks this view as searchable, with a prompt string.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(text: Binding<String>,
                                                        placement: SearchFieldPlacement = .automatic,
                                                        prompt: S) -> some View {
    modifier(_SearchableModifier(text: text, prompt: Text(prompt)))
  }
}

extension _SearchableModifier: ViewModifier {
  typealias Body = Never
}

extension _SearchableModifier: PrimitiveModifier {}
