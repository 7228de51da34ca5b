// Mirrors: SwiftUI `onDrag(_:)`, `onDrag(_:preview:)`; Foundation `NSItemProvider` (`init()`, `init(object:)`,
//   `registeredTypeIdentifiers`, `suggestedName`, `hasItemConformingToTypeIdentifier(_:)`, `register(_:)` of a
//   `Transferable`), `NSItemProviderWriting` (`writableTypeIdentifiersForItemProvider`, adopted by `NSString` and
//   `NSURL`)
// SDK: iOS 26 SDK
// Status: partial
// Drag and drop moves an item to another place of the screen, another scene or another app; a run has one scene, no
// other app, and no finger that carries an item across a text screen (`drag LABEL by DX,DY` moves a DragGesture, it
// drops nothing). So `onDrag` is inert: the view is drawn as it is and its item provider is never asked for, as on
// a device where nobody starts a drag. The provider itself is a value an app can build and inspect: the types it
// offers are kept in the order they were registered.
import UniformTypeIdentifiers

extension View {
  /// Activates this view as the source of a drag and drop operation; `data` makes the item provider when a drag
  /// starts. Inert: no drag starts in a run, so `data` is never called.
  nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    modifier(_StylingModifier())
  }

  /// Activates this view as the source of a drag and drop operation, with a custom preview. Inert: no drag starts
  /// in a run, so neither `data` nor `preview` is called.
  nonisolated public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider,
                                          @ViewBuilder preview: () -> V) -> some View {
    modifier(_StylingModifier())
  }
}

/// An interface that describes the data a class can export for an item provider (Apple: Foundation
/// `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {
  /// The uniform type identifiers of the data the class exports, most preferred first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting {
  /// Plain text, as UTF-8 (Apple's NSString offers UTF-8 plain text among its types).
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
}

extension NSURL: NSItemProviderWriting {
  /// A URL.
  public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
}

/// An item provider for conveying data or a file between processes during drag-and-drop or copy-and-paste
/// activities (Apple: Foundation `NSItemProvider`).
open class NSItemProvider {
  /// The types the provider offers, in the order they were registered.
  open private(set) var registeredTypeIdentifiers: [String] = []
  /// A suggested name for the file of the item (the receiver may use it).
  open var suggestedName: String?

  /// An empty item provider.
  public init() {}

  /// An item provider for `object`, offering the types its class writes.
  public convenience init(object: any NSItemProviderWriting) {
    self.init()
    registeredTypeIdentifiers = type(of: object).writableTypeIdentifiersForItemProvider
  }

  /// Whether the provider offers a type that conforms to `typeIdentifier`.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    registeredTypeIdentifiers.contains { offered in
      guard let wanted = UTType(typeIdentifier) else { return offered == typeIdentifier }
      return UTType(offered)?.conforms(to: wanted) ?? (offered == typeIdentifier)
    }
  }

  /// Registers a `Transferable` item: the provider then offers the types it exports, in its representations' order.
  public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
    for type in T.exportedContentTypes() where !registeredTypeIdentifiers.contains(type.identifier) {
      registeredTypeIdentifiers.append(type.identifier)
    }
  }
}
