// Mirrors: UniformTypeIdentifiers `UTType` (`init?(_:)`, `init?(filenameExtension:)`,
//   `init?(filenameExtension:conformingTo:)`, `init?(mimeType:)`, `init?(mimeType:conformingTo:)`,
//   `init(exportedAs:conformingTo:)`, `init(importedAs:conformingTo:)`, `identifier`, `preferredFilenameExtension`,
//   `preferredMIMEType`, `localizedDescription`, `supertypes`, `conforms(to:)`, `isSupertype(of:)`, `isSubtype(of:)`,
//   `isDeclared`, `isDynamic`, `isPublic`, and the system's common types: `item`, `content`, `data`, `text`,
//   `plainText`, `json`, `image`, `png`, `jpeg`, `pdf`, `movie`, `audio`, …)
// SDK: iOS 26 SDK
// Status: partial
// The system's type declarations are a table of the common public types (UTTypeDeclarations.swift), with Apple's
// identifiers, filename extensions, MIME types and conformances; a type the table lacks is unknown, as a type no
// installed app declares is unknown on a device. A dynamic type's identifier is `dyn.filename-extension.EXT` or
// `dyn.mime-type.TYPE` (Apple's `dyn.` identifiers are an undocumented encoding). An app's exported or imported type
// is declared for the value made, not added to the table (`UTType(_:)` of its identifier is nil). Not offered:
// `tags`, `UTTagClass`, `referenceURL`, `version`. A type is coded (`Codable`) as its identifier string, which
// Apple does not document.
import Foundation

/// A structure that represents a type of data to load, send, or receive (Apple: `UTType`).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The type's identifier, such as `public.png`.
  public let identifier: String
  /// The identifiers of the types it conforms to directly.
  let parents: [String]
  /// Its filename extensions, the preferred one first.
  let filenameExtensions: [String]
  /// Its MIME types, the preferred one first.
  let mimeTypes: [String]
  /// Whether the system (or the app) declares it; false for a dynamic type.
  public let isDeclared: Bool
  /// Whether the system made it up for a filename extension or MIME type that no declared type has.
  public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
  /// Whether it is one of Apple's public types (its identifier starts with `public.`).
  public var isPublic: Bool { identifier.hasPrefix("public.") }

  init(identifier: String, parents: [String], filenameExtensions: [String] = [], mimeTypes: [String] = [],
       isDeclared: Bool = true) {
    self.identifier = identifier
    self.parents = parents
    self.filenameExtensions = filenameExtensions
    self.mimeTypes = mimeTypes
    self.isDeclared = isDeclared
  }

  /// The type of `identifier`; nil if the system doesn't know the type identifier (Apple documents it so).
  public init?(_ identifier: String) {
    guard let type = UTTypeDeclarations.type(identifier) else { return nil }
    self = type
  }

  /// The declared type whose filename extension is `filenameExtension` and that conforms to `supertype`; a dynamic
  /// type conforming to `supertype` when no declared type has that extension (as Apple's does).
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let wanted = filenameExtension.lowercased()
    guard !wanted.isEmpty else { return nil }
    if let type = UTTypeDeclarations.all.first(where: { $0.filenameExtensions.contains(wanted) && $0.conforms(to: supertype) }) {
      self = type
    } else {
      self.init(identifier: "dyn.filename-extension." + wanted, parents: [supertype.identifier],
                filenameExtensions: [wanted], isDeclared: false)
    }
  }

  /// The declared type whose MIME type is `mimeType` and that conforms to `supertype`; a dynamic type when none is.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let wanted = mimeType.lowercased()
    guard !wanted.isEmpty else { return nil }
    if let type = UTTypeDeclarations.all.first(where: { $0.mimeTypes.contains(wanted) && $0.conforms(to: supertype) }) {
      self = type
    } else {
      self.init(identifier: "dyn.mime-type." + wanted, parents: [supertype.identifier], mimeTypes: [wanted],
                isDeclared: false)
    }
  }

  /// A type the app exports (declares as its own in its Info.plist), conforming to `parentType`.
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(identifier: identifier, parents: [parentType.identifier])
  }

  /// A type the app imports (uses, declared by another app), conforming to `parentType`.
  public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(identifier: identifier, parents: [parentType.identifier])
  }

  /// The preferred filename extension, such as `png`; nil if the type has none.
  public var preferredFilenameExtension: String? { filenameExtensions.first }
  /// The preferred MIME type, such as `image/png`; nil if the type has none.
  public var preferredMIMEType: String? { mimeTypes.first }
  /// A description of the type (its identifier here: asyncplay has no localized type names).
  public var localizedDescription: String? { isDeclared ? identifier : nil }

  /// Every type it conforms to, directly or not, itself excluded.
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = parents
    while let next = pending.popLast() {
      guard let type = UTTypeDeclarations.type(next), found.insert(type).inserted else { continue }
      pending += type.parents
    }
    return found
  }

  /// Whether this type is `type` or conforms to it, directly or through its supertypes.
  public func conforms(to type: UTType) -> Bool {
    self == type || supertypes.contains(type)
  }

  /// Whether `type` conforms to this type and is not this type.
  public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

  /// Whether this type conforms to `type` and is not `type`.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  public var description: String { identifier }
  public var debugDescription: String { identifier }

  // Two types are equal when their identifiers are (Apple compares types by identifier).
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  // Coded as its identifier.
  public init(from decoder: any Decoder) throws {
    let identifier = try decoder.singleValueContainer().decode(String.self)
    self = UTTypeDeclarations.type(identifier) ?? UTType(identifier: identifier, parents: [], isDeclared: false)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}
