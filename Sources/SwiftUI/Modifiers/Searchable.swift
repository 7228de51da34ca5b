// Mirrors: SwiftUI `SearchFieldPlacement`, `NavigationBarDrawerDisplayMode`, `searchable(text:placement:prompt:)`,
//   `searchable(text:placement:prompt:suggestions:)` (deprecated)
// SDK: iOS 26 SDK
// Status: partial
/// `.searchable(text:prompt:)`: a search field at the top of the screen, `🔍 text` (its prompt while empty).
/// `type TEXT` writes the binding once — one edit, as one keystroke does in SwiftUI, so `.task(id: query)` with a
/// `Task.sleep` is a debounce (Apple docs `searchable(text:placement:prompt:)`; the per-keystroke write is
/// inferred, not documented). Typing makes the field active: `\.isSearching` is true for the content until
/// `\.dismissSearch` ends the search, which also clears the text (Apple docs `isSearching`, `dismissSearch`).
/// `submit Search` is the keyboard's search key: the `.onSubmit(of: .search)` actions above the field run.
struct _SearchableModifier {
  let text: Binding<String>
  let prompt: Text?

  /// Whether the field is active.
  final class Field: NodeStorage {
    var isSearching = false
    init() {}
  }

  @MainActor func environment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    let field = node.storage(Field.self)
    changed.isSearching = field.isSearching
    let binding = text
    changed.searchQuery = SearchQuery(owner: ObjectIdentifier(node)) { binding.wrappedValue }
    // The field, for the search suggestions around it (see ``SearchFieldLink``).
    let link = node.storage(SearchFieldLink.self)
    link.field = field
    link.text = binding
    environment.suggestionsSlot?.link = link
    changed.searchFieldLink = link
    let sink = node.graph.sink
    changed.dismissSearch = DismissSearchAction(owner: ObjectIdentifier(node)) {
      guard field.isSearching else { return }
      field.isSearching = false
      binding.wrappedValue = ""
      sink.invalidate(node)
      link.invalidateHosts(sink)
    }
    return changed
  }

  @MainActor func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] {
    let label = ModuleWords.search(context.language)
    let promptText = prompt?.resolved(in: context.language) ?? label
    let binding = text
    let node: ViewNode = context.node
    let field = node.storage(Field.self)
    let sink = node.graph.sink
    context.addTarget(ActionTarget(kind: .type, label: label, aliases: [promptText]) { action in
      guard case .type(let newText, _) = action else { return }
      if !field.isSearching {
        field.isSearching = true
        sink.invalidate(node)
        node.storage(SearchFieldLink.self).invalidateHosts(sink)
      }
      binding.wrappedValue = newText
    })
    // The keyboard's search key: the `.onSubmit(of: .search)` actions above the field run. They are found in the
    // field's ancestry, like a text field's: the module's reading of "the hierarchy" (Apple docs
    // `onSubmit(of:_:)`: "a search field … when the user submits a search query").
    context.addTarget(ActionTarget(kind: .submit, label: label, aliases: [promptText]) { _ in
      SubmitAction.run(around: node, for: .search)
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

  /// The search field is placed in a drawer of the navigation bar, always shown or shown when scrolled (drawn at the
  /// top either way: a text screen does not scroll its bar).
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }

  /// When a search field in the navigation bar drawer is shown (Apple:
  /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`).
  public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
    private let name: String
    /// Allow the search field to be hidden when the content scrolls.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always display the search field regardless of the scroll activity.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
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

extension View {
  /// Marks this view as searchable, with suggestions: the iOS 15 form that iOS 16 deprecated for
  /// `searchable(text:placement:prompt:)` followed by `searchSuggestions(_:)`, which it is here (Apple docs
  /// `searchable(text:placement:prompt:suggestions:)`).
  @available(*, deprecated, message: "Use the searchable modifier with the searchSuggestions modifier")
  nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View {
    modifier(_SearchableModifier(text: text, prompt: prompt)).searchSuggestions(suggestions)
  }

  /// Marks this view as searchable, with a localized prompt and suggestions (deprecated as above).
  @available(*, deprecated, message: "Use the searchable modifier with the searchSuggestions modifier")
  nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S)
    -> some View {
    modifier(_SearchableModifier(text: text, prompt: Text(prompt))).searchSuggestions(suggestions)
  }

  /// Marks this view as searchable, with a prompt string and suggestions (deprecated as above).
  @_disfavoredOverload
  @available(*, deprecated, message: "Use the searchable modifier with the searchSuggestions modifier")
  nonisolated public func searchable<V: View, S: StringProtocol>(text: Binding<String>,
                                                                 placement: SearchFieldPlacement = .automatic,
                                                                 prompt: S, @ViewBuilder suggestions: () -> V)
    -> some View {
    modifier(_SearchableModifier(text: text, prompt: Text(prompt))).searchSuggestions(suggestions)
  }
}

extension _SearchableModifier: ViewModifier {
  typealias Body = Never
}

extension _SearchableModifier: PrimitiveModifier {}
