// Mirrors: CoreTransferable `Transferable` (`transferRepresentation`, `exportedContentTypes(visibility:)`,
//   `exported(as:)`), `TransferRepresentation` (`Item`, `body`, `suggestedFileName(_:)`, `exportingCondition(_:)`,
//   `visibility(_:)`), `TransferRepresentationBuilder`, `TransferRepresentationVisibility`,
//   `TupleTransferRepresentation`; the conformances of `String`, `Data`, `URL` and `Never`
// SDK: iOS 26 SDK
// Status: partial
// A type's representations are kept as Apple describes them: which content types it exports and imports, in order.
// Nothing transports an item (asyncplay has no drag and drop, pasteboard or other apps), but exporting is honoured
// for code that asks for it: `exported(as:)` runs the first representation that exports a conforming type.
// `import SwiftUI` re-exports this module, as on Apple's platforms, and it re-exports UniformTypeIdentifiers.
@_exported import UniformTypeIdentifiers
import Foundation

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or copy and paste
/// (Apple: `@preconcurrency protocol Transferable : Sendable`).
@preconcurrency public protocol Transferable: Sendable {
  /// The type of the representation used to import and export the item.
  associatedtype Representation: TransferRepresentation
  /// The representation used to import and export the item.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A declarative description of the process of importing and exporting a transferable item (Apple:
/// `TransferRepresentation`).
public protocol TransferRepresentation<Item>: Sendable {
  /// The type of the item that's being transferred.
  associatedtype Item: Transferable
  /// The type of the representation's body.
  associatedtype Body: TransferRepresentation
  /// The representation used to import and export the item.
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// The visibility levels that specify the kinds of apps and processes that can see an exported representation (Apple:
/// `TransferRepresentationVisibility`), from the widest to the narrowest.
public struct TransferRepresentationVisibility: Hashable, Sendable {
  let width: Int
  /// The content is visible to all apps.
  public static let all = TransferRepresentationVisibility(width: 3)
  /// The content is visible only to apps from the same development team.
  public static let team = TransferRepresentationVisibility(width: 2)
  /// The content is visible only to apps in the same App Group.
  public static let group = TransferRepresentationVisibility(width: 1)
  /// The content is visible only to the process that exports it.
  public static let ownProcess = TransferRepresentationVisibility(width: 0)
}

/// One way of transporting an item: what it exports or imports, and how.
///
/// Its closures are not `@Sendable`: made in generic code, a `@Sendable` closure would capture the item's metatype,
/// which need not be Sendable. They wrap only the app's own `@Sendable` closures and values, so a representation
/// that holds entries is `@unchecked Sendable`.
struct TransferEntry<Item> {
  var exportedContentType: UTType?
  var importedContentType: UTType?
  var visibility = TransferRepresentationVisibility.all
  var suggestedFileName: ((Item) -> String?)?
  var export: ((Item) async throws -> Data)?
  var exportingCondition: ((Item) -> Bool)?
}

/// A representation made of entries of its own (the leaves: data, file, proxy, codable, and the modified ones).
protocol EntryTransferRepresentation {
  var anyEntries: [Any] { get }
}

/// The entries of `representation`, in its order: a leaf's own, else its body's.
func transferEntries<Item>(of representation: any TransferRepresentation, as item: Item.Type) -> [TransferEntry<Item>] {
  if let leaf = representation as? any EntryTransferRepresentation {
    return leaf.anyEntries.compactMap { $0 as? TransferEntry<Item> }
  }
  return transferEntries(of: representation.body, as: item)
}

/// Why an item could not be exported.
struct TransferExportError: Error, CustomStringConvertible {
  let description: String
}

extension Transferable {
  /// The types that the instance of a `Transferable` is able to provide a representation for, in the order of its
  /// representations: those exported to `visibility` (a representation narrowed with `.visibility(_:)` to fewer
  /// receivers is left out).
  public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
    var types: [UTType] = []
    for entry in transferEntries(of: transferRepresentation, as: Self.self) {
      guard let type = entry.exportedContentType, entry.visibility.width >= visibility.width,
            !types.contains(type) else { continue }
      types.append(type)
    }
    return types
  }

  /// The types that the `Transferable` can be imported from, in the order of its representations.
  public static func importedContentTypes() -> [UTType] {
    var types: [UTType] = []
    for entry in transferEntries(of: transferRepresentation, as: Self.self) {
      guard let type = entry.importedContentType, !types.contains(type) else { continue }
      types.append(type)
    }
    return types
  }

  /// Exports the value as binary data, with the first representation that exports a type conforming to
  /// `contentType` (the first that exports at all when it is nil) and whose exporting condition allows this value.
  public func exported(as contentType: UTType?) async throws -> Data {
    for entry in transferEntries(of: Self.transferRepresentation, as: Self.self) {
      guard let type = entry.exportedContentType, let export = entry.export else { continue }
      if let contentType, !type.conforms(to: contentType) { continue }
      if let condition = entry.exportingCondition, !condition(self) { continue }
      return try await export(self)
    }
    throw TransferExportError(description: "\(Self.self) has no representation that exports "
      + (contentType.map { "as \($0.identifier)" } ?? "data"))
  }
}

extension TransferRepresentation {
  /// The representation with a suggested name for the file an export writes.
  public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
    ModifiedTransferRepresentation(self) { $0.suggestedFileName = { _ in fileName } }
  }

  /// The representation with a suggested file name made from the item.
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
    ModifiedTransferRepresentation(self) { $0.suggestedFileName = fileName }
  }

  /// The representation, used to export an item only when `condition` holds for it.
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
    ModifiedTransferRepresentation(self) { $0.exportingCondition = condition }
  }

  /// The representation, visible only to receivers within `visibility`.
  public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
    ModifiedTransferRepresentation(self) { $0.visibility = visibility }
  }
}

/// A representation whose entries are another's, changed.
struct ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation, EntryTransferRepresentation,
  @unchecked Sendable {
  typealias Body = Never
  let entries: [TransferEntry<Item>]

  init<Base: TransferRepresentation>(_ base: Base, change: (inout TransferEntry<Item>) -> Void) where Base.Item == Item {
    entries = transferEntries(of: base, as: Item.self).map { entry in
      var changed = entry
      change(&changed)
      return changed
    }
  }

  var anyEntries: [Any] { entries }
}

extension TransferRepresentation where Body == Never {
  /// A leaf representation has no body: it is one of the framework's.
  public var body: Never { fatalError("\(Self.self) is a primitive transfer representation and has no body") }
}

extension Never: Transferable, TransferRepresentation {
  public typealias Item = Never
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
  public static var transferRepresentation: Never {
    fatalError("Never has no transfer representation")
  }
}

/// Creates a transfer representation by composing existing transfer representations (Apple:
/// `TransferRepresentationBuilder`).
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

  public static func buildPartialBlock<R: TransferRepresentation>(first content: R) -> R where R.Item == Item {
    content
  }

  public static func buildPartialBlock<A: TransferRepresentation, B: TransferRepresentation>(
    accumulated: A, next: B) -> TupleTransferRepresentation<Item, (A, B)> where A.Item == Item, B.Item == Item {
    TupleTransferRepresentation(first: accumulated, second: next)
  }
}

/// A wrapper type for tuples that contain transfer representations (Apple: `TupleTransferRepresentation`): the
/// builder's block of several, the earlier preferred; `Value` is the tuple of two (a block of three nests them).
public struct TupleTransferRepresentation<Item: Transferable, Value: Sendable>: TransferRepresentation,
  @unchecked Sendable {
  public typealias Body = Never
  let entries: [TransferEntry<Item>]

  init<First: TransferRepresentation, Second: TransferRepresentation>(first: First, second: Second)
    where First.Item == Item, Second.Item == Item, Value == (First, Second) {
    entries = transferEntries(of: first, as: Item.self) + transferEntries(of: second, as: Item.self)
  }
}

extension TupleTransferRepresentation: EntryTransferRepresentation {
  var anyEntries: [Any] { entries }
}
