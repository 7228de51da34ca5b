// Mirrors: CoreTransferable `DataRepresentation` (`init(contentType:exporting:importing:)`,
//   `init(exportedContentType:exporting:)`, `init(importedContentType:importing:)`), `FileRepresentation`
//   (`init(contentType:shouldAttemptToOpenInPlace:exporting:importing:)`,
//   `init(exportedContentType:shouldAllowToOpenInPlace:exporting:)`,
//   `init(importedContentType:shouldAttemptToOpenInPlace:importing:)`), `SentTransferredFile`,
//   `ReceivedTransferredFile`, `ProxyRepresentation` (`init(exporting:)`, `init(exporting:importing:)`,
//   `init(importing:)`), `CodableRepresentation` (`init(contentType:)`, `init(for:contentType:encoder:decoder:)`)
// SDK: iOS 26 SDK
// Status: partial
// Each keeps its content types and its closures. Exporting runs them (`Transferable.exported(as:)`): data as it
// is, a file read into memory (Apple documents that it may be), a proxy through the proxy's own first exporting
// representation, a codable value with its encoder. Importing is kept and never run: nothing in a run hands an app
// data from outside (the photo library is empty, there is no drag and drop or pasteboard).
import Combine
import Foundation

/// A transfer representation for types that provide their own binary data (Apple: `DataRepresentation`).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
  public typealias Body = Never
  let entry: TransferEntry<Item>

  /// A representation that exports and imports `contentType` as data.
  public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
              importing: @escaping @Sendable (Data) async throws -> Item) {
    entry = TransferEntry(exportedContentType: contentType, importedContentType: contentType, export: exporting)
  }

  /// A representation that only exports `exportedContentType` as data.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    entry = TransferEntry(exportedContentType: exportedContentType, export: exporting)
  }

  /// A representation that only imports `importedContentType` from data.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    entry = TransferEntry(importedContentType: importedContentType)
  }
}

extension DataRepresentation: EntryTransferRepresentation {
  var anyEntries: [Any] { [entry] }
}

/// A file that the exporting side of a file representation gives (Apple: `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
  /// The file's URL.
  public var file: URL
  /// Whether the receiver may open the original file instead of a copy.
  public var allowAccessingOriginalFile: Bool

  /// A file to send.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file that the importing side of a file representation receives (Apple: `ReceivedTransferredFile`).
public struct ReceivedTransferredFile: Sendable {
  /// The received file's URL.
  public let file: URL
  /// Whether the file is the sender's original rather than a copy.
  public let isOriginalFile: Bool
}

/// A transfer representation for types that transfer as a file URL (Apple: `FileRepresentation`).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, @unchecked Sendable {
  public typealias Body = Never
  let entry: TransferEntry<Item>

  /// A representation that exports and imports `contentType` as a file.
  public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    entry = TransferEntry(exportedContentType: contentType, importedContentType: contentType,
                          export: FileRepresentation.reading(exporting))
  }

  /// A representation that only exports `exportedContentType` as a file.
  public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
    entry = TransferEntry(exportedContentType: exportedContentType, export: FileRepresentation.reading(exporting))
  }

  /// A representation that only imports `importedContentType` from a file.
  public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    entry = TransferEntry(importedContentType: importedContentType)
  }

  /// An export to data: the exported file's contents.
  private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
    -> (Item) async throws -> Data {
    { item in try Data(contentsOf: try await exporting(item).file) }
  }
}

extension FileRepresentation: EntryTransferRepresentation {
  var anyEntries: [Any] { [entry] }
}

/// A transfer representation that uses another type's representation as a proxy (Apple: `ProxyRepresentation`).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
  @unchecked Sendable {
  public typealias Body = Never
  var entries: [TransferEntry<Item>]

  /// A representation that exports the item as its proxy, whose own representations give the content types.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
    entries = transferEntries(of: ProxyRepresentation.transferRepresentation, as: ProxyRepresentation.self)
      .map { proxied in
        var entry = TransferEntry<Item>(exportedContentType: proxied.exportedContentType,
                                        visibility: proxied.visibility)
        if let export = proxied.export {
          entry.export = { item in try await export(try await exporting(item)) }
        }
        return entry
      }
  }

  /// A representation that exports the item as its proxy and imports it from one.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
              importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
    self.init(exporting: exporting)
    let imported = ProxyRepresentation.importedContentTypes().map { TransferEntry<Item>(importedContentType: $0) }
    entries = entries.map { entry in
      var both = entry
      both.importedContentType = entry.exportedContentType
      return both
    } + imported.filter { entry in !entries.contains { $0.exportedContentType == entry.importedContentType } }
  }

  /// A representation that imports the item from its proxy.
  public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
    entries = ProxyRepresentation.importedContentTypes().map { TransferEntry<Item>(importedContentType: $0) }
  }
}

extension ProxyRepresentation: EntryTransferRepresentation {
  var anyEntries: [Any] { entries }
}

/// A transfer representation that uses `Codable` to transfer the item (Apple: `CodableRepresentation`).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder,
                                    Decoder: TopLevelDecoder>: TransferRepresentation,
  @unchecked Sendable where Encoder.Output == Data, Decoder.Input == Data {
  public typealias Body = Never
  let entry: TransferEntry<Item>

  /// A representation of `contentType` coded as JSON.
  public init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
    self.init(for: Item.self, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
  }

  /// A representation of `contentType` coded with `encoder` and `decoder`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
    entry = TransferEntry(exportedContentType: contentType, importedContentType: contentType,
                          export: { item in try encoder.encode(item) })
  }
}

extension CodableRepresentation: EntryTransferRepresentation {
  var anyEntries: [Any] { [entry] }
}

extension String: Transferable {
  /// Plain text, as UTF-8.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) { text in Data(text.utf8) } importing: { data in
      String(decoding: data, as: UTF8.self)
    }
  }
}

extension Data: Transferable {
  /// The bytes as they are, of any type of data.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) { data in data } importing: { data in data }
  }
}

extension URL: Transferable {
  /// The URL, as its absolute string in UTF-8.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) { url in Data(url.absoluteString.utf8) } importing: { data in
      guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
        throw TransferExportError(description: "the data is not a URL")
      }
      return url
    }
  }
}
