// Mirrors: SwiftUI `ShareLink`, `SharePreview`, `DefaultShareLinkLabel`, `Image`'s `Transferable` conformance
// SDK: iOS 26 SDK
// Status: partial
import TextBase

/// A view that controls a sharing presentation (Apple: `ShareLink`).
///
/// Drawn as a button, `[🖼 square.and.arrow.up Share]` (Apple's default label: the word Share and the share symbol),
/// or `[🖼 square.and.arrow.up TITLE]` with a title, or its own label. `tap Share` (or the title, or the label's
/// text) presents the share sheet, drawn below the screen like a sheet: what is shared (each item, or its
/// preview's title), the subject and the message. The simulation has no other apps to share to (the module's
/// choice: the sheet names the items and offers nothing to pick), so `dismiss` closes it and nothing is sent
/// anywhere. Apple documents no callback for the share's outcome, and there is none here.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable,
                        Label: View> where Data.Element: Transferable {
  let label: Label
  let sheet: ShareSheet
}

/// What a share sheet shows: the items, the subject and the message.
struct ShareSheet {
  let items: [Text]
  let subject: Text?
  let message: Text?

  init<Items: Collection>(items: Items, subject: Text?, message: Text?, preview: ((Items.Element) -> Text)? = nil) {
    self.items = items.map { item in preview?(item) ?? Text(verbatim: ShareSheet.describe(item)) }
    self.subject = subject
    self.message = message
  }

  /// An item as the sheet names it: a URL by its address, a text as it is.
  static func describe(_ item: Any) -> String {
    if let url = item as? URL { return url.absoluteString }
    return String(describing: item)
  }
}

/// Whether a share link's sheet is presented, in its node.
final class ShareSheetState: NodeStorage {
  init() {}
  var isPresented = false
}

/// The default label of a share link: the word Share (or the title) beside the share symbol (Apple:
/// `DefaultShareLinkLabel`).
public struct DefaultShareLinkLabel: View {
  let title: Text

  public var body: some View { SwiftUI.Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Creates an instance that presents the share interface (a text).
  public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(label: DefaultShareLinkLabel(title: Text("Share")),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }

  /// Creates an instance that presents the share interface (a URL).
  public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(label: DefaultShareLinkLabel(title: Text("Share")),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }

  /// Creates an instance that presents the share interface (several texts).
  public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
    self.init(label: DefaultShareLinkLabel(title: Text("Share")),
              sheet: ShareSheet(items: items, subject: subject, message: message))
  }

  /// Creates an instance that presents the share interface (several URLs).
  public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
    self.init(label: DefaultShareLinkLabel(title: Text("Share")),
              sheet: ShareSheet(items: items, subject: subject, message: message))
  }

  /// Creates an instance, with a custom title, that presents the share interface (a text).
  public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }

  /// Creates an instance, with a custom title, that presents the share interface (a URL).
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }

  /// Creates an instance, with a custom title string, that presents the share interface (a text).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
    self.init(label: DefaultShareLinkLabel(title: Text(title)),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }

  /// Creates an instance, with a custom title string, that presents the share interface (a URL).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
    self.init(label: DefaultShareLinkLabel(title: Text(title)),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Creates an instance that presents the share interface, with a preview of the item.
  public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                               preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
    self.init(label: DefaultShareLinkLabel(title: Text("Share")),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message) { _ in
                preview.title
              })
  }

  /// Creates an instance that presents the share interface, with a preview of each item.
  public init(items: Data, subject: Text? = nil, message: Text? = nil,
              preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
    self.init(label: DefaultShareLinkLabel(title: Text("Share")),
              sheet: ShareSheet(items: items, subject: subject, message: message) { preview($0).title })
  }

  /// Creates an instance, with a custom title, that presents the share interface, with a preview of the item.
  public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                               preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
    self.init(label: DefaultShareLinkLabel(title: Text(titleKey)),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message) { _ in
                preview.title
              })
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Creates an instance that presents the share interface, with a label (a text).
  public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
    self.init(label: label(), sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }

  /// Creates an instance that presents the share interface, with a label (a URL).
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
    self.init(label: label(), sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message))
  }

  /// Creates an instance that presents the share interface, with a label (several texts).
  public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
    self.init(label: label(), sheet: ShareSheet(items: items, subject: subject, message: message))
  }

  /// Creates an instance that presents the share interface, with a label (several URLs).
  public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
    self.init(label: label(), sheet: ShareSheet(items: items, subject: subject, message: message))
  }
}

extension ShareLink {
  /// Creates an instance that presents the share interface, with a preview of the item and a label.
  public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                               preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
    self.init(label: label(),
              sheet: ShareSheet(items: CollectionOfOne(item), subject: subject, message: message) { _ in
                preview.title
              })
  }

  /// Creates an instance that presents the share interface, with a preview of each item and a label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil,
              preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
              @ViewBuilder label: () -> Label) {
    self.init(label: label(), sheet: ShareSheet(items: items, subject: subject, message: message) { preview($0).title })
  }
}

extension ShareLink: View {}

extension ShareLink: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] { [ViewChild(key: .content, view: label)] }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    let node: ViewNode = context.node
    let state = node.storage(ShareSheetState.self)
    let sink = node.graph.sink
    let title = ControlLabel.text(children.all)
    guard node.environment.isEnabled else {
      return [.inline([.button(children.all), .line(ModuleWords.disabled(context.language))])]
    }
    var target = ActionTarget(kind: .tap, label: title) { _ in
      state.isPresented = true
      sink.invalidate(node)
    }
    target.parts = ScreenElement.nameParts(children.all)
    context.addTarget(target)
    guard state.isPresented else { return [.button(children.all)] }
    let start = context.targetCount
    context.addTarget(ActionTarget(kind: .dismiss, label: "") { _ in
      state.isPresented = false
      sink.invalidate(node)
    })
    context.presentModally(from: start)
    return [.button(children.all), .bar(.presentation([.screen(sheet.elements(in: context.language))]))]
  }
}

extension ShareSheet {
  /// The sheet as drawn: a title line, the items, the subject and the message, and the line that says there is
  /// nowhere to send them.
  @MainActor func elements(in language: Language) -> [ScreenElement] {
    let zh = language == .zh
    var lines: [ScreenElement] = [.line(zh ? "⇪ 共享" : "⇪ Share")]
    lines.append(.list(items.map { .line($0.resolved(in: language)) }))
    if let subject { lines.append(.line((zh ? "主题：" : "Subject: ") + subject.resolved(in: language))) }
    if let message { lines.append(.line((zh ? "信息：" : "Message: ") + message.resolved(in: language))) }
    lines.append(.line(zh ? "（模拟里没有可以共享到的 App：dismiss 关闭它）"
                          : "(no apps to share to in the simulation: dismiss closes it)"))
    return lines
  }
}

/// A representation of a type that a share sheet previews (Apple: `SharePreview`): its title names the item in
/// the sheet; its image and icon are not drawn.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: Text

  /// Creates a preview representation with a title.
  public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never {
    title = Text(titleKey)
  }

  /// Creates a preview representation with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = Text(title) }

  /// Creates a preview representation with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never {
    title = Text(titleKey)
  }

  /// Creates a preview representation with a title string and an image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never { self.title = Text(title) }

  /// Creates a preview representation with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never {
    title = Text(titleKey)
  }

  /// Creates a preview representation with a title string and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) where Image == Never { self.title = Text(title) }

  /// Creates a preview representation with a title, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }

  /// Creates a preview representation with a title string, an image and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
}

extension Image: Transferable {
  /// A PNG image, which asyncplay cannot make: an image on a text screen is its name, with no pixels, so
  /// exporting it throws.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .png) { _ in throw ImageExportError() }
  }
}

/// Why an `Image` cannot be exported.
struct ImageExportError: Error, CustomStringConvertible {
  var description: String { "an Image has no pixels in asyncplay (a text screen draws its name), so it has no PNG data" }
}
