// Mirrors: SwiftUI `searchSuggestions(_:)`, `searchCompletion(_:)`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// `.searchSuggestions { … }`: while the search field of the `.searchable` around or inside the modified view is
/// active (the user typed into it, until `dismissSearch`), its suggestions are drawn as rows below the search field
/// in place of the content, as iOS lists them over it (Apple docs `searchSuggestions(_:)`: "SwiftUI presents them in
/// a list below the search field"); what the content offers cannot be tapped meanwhile, the search field can still
/// be typed into. A suggestion with `.searchCompletion("apple")` is tapped by its text and replaces the field's text
/// with the completion (Apple docs `searchCompletion(_:)`); its views appear and disappear with the list. An empty
/// suggestions builder shows the content.
struct _SearchSuggestionsHost<Content: View, Suggestions: View> {
  let content: Content
  let suggestions: Suggestions
}

/// The search field a suggestions host shows the suggestions of, when the field is inside it.
final class SuggestionsSlot: NodeStorage {
  weak var link: SearchFieldLink?
  init() {}
}

extension _SearchSuggestionsHost: View {}

extension _SearchSuggestionsHost: PrimitiveView {
  @MainActor private func link(of node: ViewNode) -> SearchFieldLink? {
    node.environment.searchFieldLink ?? node.storage(SuggestionsSlot.self).link
  }

  func children(of node: ViewNode) -> [ViewChild] {
    let field = link(of: node)
    field?.addHost(node)
    guard field?.field?.isSearching == true else { return [ViewChild(key: .content, view: content)] }
    return [ViewChild(key: .content, view: content), ViewChild(key: .part("suggestions"), view: suggestions)]
  }

  func childEnvironment(_ environment: EnvironmentValues, node: ViewNode) -> EnvironmentValues {
    var changed = environment
    changed.suggestionsSlot = node.storage(SuggestionsSlot.self)
    if let link = link(of: node) { changed.searchFieldLink = link }
    return changed
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    guard let shown = children.children.first(where: { $0.key == .part("suggestions") }), !shown.elements.isEmpty,
          let content = children.children.first(where: { $0.key == .content }) else { return children.all }
    // The list covers the content: only its bars (the title, the search field) stay, and only the search field can
    // be acted on.
    context.keepTargets(of: content) { $0.kind == .type || $0.kind == .submit }
    var bars: [ScreenElement.BarItem] = []
    TextScreen.collectBars(content.elements, into: &bars)
    return bars.map { .bar($0) } + [.list(shown.elements)]
  }
}

/// A search field, as the suggestions around or inside its `.searchable` find it.
final class SearchFieldLink: NodeStorage {
  /// Whether the field is active.
  var field: _SearchableModifier.Field?
  /// The field's text.
  var text: Binding<String>?
  /// The suggestion hosts that show this field's suggestions.
  private var hosts: [WeakNode] = []
  init() {}

  /// Notes a host, which the field's activity draws again.
  func addHost(_ node: ViewNode) {
    hosts.removeAll { $0.node == nil }
    if !hosts.contains(where: { $0.node === node }) { hosts.append(WeakNode(node)) }
  }

  /// The field became active or ended: its hosts draw again.
  @MainActor func invalidateHosts(_ sink: InvalidationSink) {
    for host in hosts { if let node = host.node, node.isAlive { sink.invalidate(node) } }
  }
}

/// `.searchCompletion(_:)`: a suggestion that completes the search field's text when tapped.
struct _SearchCompletionModifier {
  let completion: String

  @MainActor func render(_ content: [ScreenElement], in context: RenderContext) -> [ScreenElement] {
    guard let text = context.node.environment.searchFieldLink?.text else { return content }
    let completion = self.completion
    var target = ActionTarget(kind: .tap, label: ScreenElement.plainText(content)) { _ in
      text.wrappedValue = completion
    }
    target.parts = ScreenElement.nameParts(content)
    context.addTarget(target)
    return content
  }
}

extension _SearchCompletionModifier: ViewModifier {
  typealias Body = Never
}

extension _SearchCompletionModifier: PrimitiveModifier {}

extension EnvironmentValues {
  /// The search field of the nearest `.searchable` above.
  var searchFieldLink: SearchFieldLink? {
    get { self[SearchFieldLinkKey.self] }
    set { self[SearchFieldLinkKey.self] = newValue }
  }

  /// The slot of the nearest suggestions host above, which a `.searchable` below fills.
  var suggestionsSlot: SuggestionsSlot? {
    get { self[SuggestionsSlotKey.self] }
    set { self[SuggestionsSlotKey.self] = newValue }
  }
}

private struct SearchFieldLinkKey: EnvironmentKey {
  static var defaultValue: SearchFieldLink? { nil }
}

private struct SuggestionsSlotKey: EnvironmentKey {
  static var defaultValue: SuggestionsSlot? { nil }
}

extension View {
  /// Configures the search suggestions for this view.
  nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    _SearchSuggestionsHost(content: self, suggestions: suggestions())
  }

  /// Associates a fully formed string with the value of this view when used as a search suggestion.
  nonisolated public func searchCompletion(_ completion: String) -> some View {
    modifier(_SearchCompletionModifier(completion: completion))
  }
}
