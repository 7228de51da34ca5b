// Mirrors: SwiftUI `ContentUnavailableView`, `SearchUnavailableContent`, `Label`, `Description`, `Actions`
// SDK: iOS 26 SDK
// Status: complete
import TextBase

/// An interface, consisting of a label and additional content, that you display when the content of your app is
/// unavailable to users (Apple: `ContentUnavailableView`). Drawn as a box: the label, the description, the actions.
///
/// ```
/// ┌──────────────────────────────────────┐
/// │ 🖼 tray.fill No Mail                  │
/// │ New mails you receive will appear here. │
/// │ [Refresh]                             │
/// └──────────────────────────────────────┘
/// ```
/// The actions' buttons can be tapped like any other.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions

  /// Creates an interface, consisting of a label and additional content, that you display when the content of
  /// your app is unavailable to users.
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
              @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?,
  Actions == EmptyView {
  /// Creates an interface with a title generated from a localized string, a system icon and an optional
  /// description.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(titleKey, systemImage: name) }, description: { description })
  }

  /// Creates an interface with a title generated from a string, a system icon and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }

  /// Creates an interface with a title generated from a localized string, an image resource and an optional
  /// description.
  public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(titleKey, image: name) }, description: { description })
  }

  /// Creates an interface with a title generated from a string, an image resource and an optional description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
  }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
  /// Creates a `ContentUnavailableView` instance that conveys a search state. Inside a `.searchable` view it
  /// names the search field's text: `No Results for "x"` (Apple docs `ContentUnavailableView.search`: "the search
  /// query to be parsed into the view's description"); elsewhere, or while the text is empty, `No Results`.
  public static var search: ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) },
                           description: { SearchUnavailableContent.Description() },
                           actions: { SearchUnavailableContent.Actions() })
  }

  /// Creates a `ContentUnavailableView` instance that conveys a search state for the given query:
  /// `No Results for "x"`.
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                           description: { SearchUnavailableContent.Description() },
                           actions: { SearchUnavailableContent.Actions() })
  }
}

extension ContentUnavailableView: View {}

extension ContentUnavailableView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .part("label"), view: label), ViewChild(key: .part("description"), view: description),
     ViewChild(key: .part("actions"), view: actions)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    [.box(children[.part("label")] + children[.part("description")] + children[.part("actions")])]
  }
}

/// A structure that represents the body of a static placeholder search view (Apple: `SearchUnavailableContent`).
/// You don't create this type directly: `ContentUnavailableView.search` does.
public struct SearchUnavailableContent {
  /// A view that represents the label of a static placeholder search view: `🖼 magnifyingglass No Results for "x"`.
  public struct Label {
    /// The query given to `search(text:)`; nil reads the enclosing search field's text.
    let text: String?
  }

  /// A view that represents the description of a static `ContentUnavailableView.search` view.
  public struct Description {}

  /// A view that represents the actions of a static `ContentUnavailableView.search` view (none).
  public struct Actions {}
}

extension SearchUnavailableContent.Label: View {}
extension SearchUnavailableContent.Description: View {}
extension SearchUnavailableContent.Actions: View {}
extension SearchUnavailableContent.Actions: PrimitiveView {}

extension SearchUnavailableContent.Label: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let query = text ?? context.node.environment.searchQuery?.read() ?? ""
    let title = query.isEmpty ? ModuleWords.noResults(context.language)
      : ModuleWords.noResults(for: query, context.language)
    return [.line("🖼 magnifyingglass " + title)]
  }
}

extension SearchUnavailableContent.Description: PrimitiveView {
  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    [.line(ModuleWords.checkSpelling(context.language))]
  }
}

extension ModuleWords {
  static func noResults(_ language: Language) -> String { language == .zh ? "没有结果" : "No Results" }

  static func checkSpelling(_ language: Language) -> String {
    language == .zh ? "请检查拼写，或换个词搜索。" : "Check the spelling or try a new search."
  }
}

/// The text of the nearest enclosing search field, read when the screen is drawn (what `.search` shows).
struct SearchQuery: Equatable {
  /// The searchable modifier's node.
  let owner: ObjectIdentifier
  /// Reads the field's text.
  let read: @MainActor () -> String

  static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool { lhs.owner == rhs.owner }
}

private struct SearchQueryKey: EnvironmentKey {
  static var defaultValue: SearchQuery? { nil }
}

extension EnvironmentValues {
  /// The text of the enclosing `.searchable`'s field, nil outside one.
  var searchQuery: SearchQuery? {
    get { self[SearchQueryKey.self] }
    set { self[SearchQueryKey.self] = newValue }
  }
}
