// Mirrors: Core Data `NSManagedObjectModel` (`init?(contentsOf:)`, `entities`, `entitiesByName`),
//   `NSEntityDescription` (`name`, `managedObjectClassName`, `attributesByName`, `relationshipsByName`,
//   `uniquenessConstraints`, `entity(forEntityName:in:)`, `insertNewObject(forEntityName:into:)`),
//   `NSAttributeDescription`, `NSRelationshipDescription`, `NSAttributeType`, `NSDeleteRule`
// SDK: iOS 26 SDK
// Status: partial
// The model is read from the XML that Xcode's model editor writes (`X.xcdatamodeld/X.xcdatamodel/contents`),
// which the preview copies into the app's bundle as `X.momd` (docs/coredata.md); Xcode compiles it into a binary
// `.mom` instead. Fetched properties, configurations and versions other than the current one are not read.
import Foundation

/// A programmatic representation of the `.xcdatamodeld` file describing your objects (Apple:
/// `NSManagedObjectModel`). https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
  /// The entities of the model, in the file's order.
  open var entities: [NSEntityDescription] = []

  /// The entities by name. https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/entitiesbyname
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
  }

  public override init() { super.init() }

  /// Reads the model at `url`: a `.momd` folder of the app's bundle (the current version in it), one model file, or
  /// an Xcode `.xcdatamodeld`/`.xcdatamodel` folder. Nil when there is no model there.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/init(contentsof:)
  public init?(contentsOf url: URL) {
    guard let text = ModelFile.contents(at: url), let entities = ModelFile.entities(fromXML: text) else { return nil }
    self.entities = entities
    super.init()
    for entity in entities { entity.managedObjectModel = self }
  }
}

/// The kinds of attribute a model declares (Apple: `NSAttributeType`).
/// https://developer.apple.com/documentation/coredata/nsattributetype
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case decimalAttributeType = 400
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  case uuidAttributeType = 1100
  case uriAttributeType = 1200
  case transformableAttributeType = 1800
  case objectIDAttributeType = 2000

  /// The type as the model file names it (`attributeType="Integer 16"`).
  init(modelName: String) {
    switch modelName {
    case "Integer 16": self = .integer16AttributeType
    case "Integer 32": self = .integer32AttributeType
    case "Integer 64": self = .integer64AttributeType
    case "Decimal": self = .decimalAttributeType
    case "Double": self = .doubleAttributeType
    case "Float": self = .floatAttributeType
    case "String": self = .stringAttributeType
    case "Boolean": self = .booleanAttributeType
    case "Date": self = .dateAttributeType
    case "Binary": self = .binaryDataAttributeType
    case "UUID": self = .uuidAttributeType
    case "URI": self = .uriAttributeType
    case "Transformable": self = .transformableAttributeType
    default: self = .undefinedAttributeType
    }
  }
}

/// What happens to related objects when an object is deleted (Apple: `NSDeleteRule`).
/// https://developer.apple.com/documentation/coredata/nsdeleterule
public enum NSDeleteRule: UInt, Sendable {
  case noActionDeleteRule = 0
  case nullifyDeleteRule = 1
  case cascadeDeleteRule = 2
  case denyDeleteRule = 3
}

/// A property of an entity (Apple: `NSPropertyDescription`).
open class NSPropertyDescription: NSObject, @unchecked Sendable {
  /// The property's name. https://developer.apple.com/documentation/coredata/nspropertydescription/name
  open var name: String = ""
  /// Whether the property may be nil. https://developer.apple.com/documentation/coredata/nspropertydescription/isoptional
  open var isOptional = true
  /// The entity it belongs to.
  open internal(set) weak var entity: NSEntityDescription?
}

/// An attribute of an entity (Apple: `NSAttributeDescription`).
/// https://developer.apple.com/documentation/coredata/nsattributedescription
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
  /// The attribute's type. https://developer.apple.com/documentation/coredata/nsattributedescription/attributetype
  open var attributeType: NSAttributeType = .undefinedAttributeType
  /// The value a new object has. https://developer.apple.com/documentation/coredata/nsattributedescription/defaultvalue
  open var defaultValue: Any?
}

/// A relationship of an entity (Apple: `NSRelationshipDescription`).
/// https://developer.apple.com/documentation/coredata/nsrelationshipdescription
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
  /// Whether it relates to many objects. https://developer.apple.com/documentation/coredata/nsrelationshipdescription/istomany
  open var isToMany = false
  /// Whether its objects are ordered (`NSOrderedSet`).
  open var isOrdered = false
  /// What deleting the object does to the related ones.
  open var deleteRule: NSDeleteRule = .nullifyDeleteRule
  /// The name of the related entity, as the model file gives it.
  package var destinationEntityName = ""
  /// The name of the inverse relationship, if any.
  var inverseName: String?
  /// The related entity. https://developer.apple.com/documentation/coredata/nsrelationshipdescription/destinationentity
  open var destinationEntity: NSEntityDescription? {
    entity?.managedObjectModel?.entitiesByName[destinationEntityName]
  }
  /// The inverse relationship. https://developer.apple.com/documentation/coredata/nsrelationshipdescription/inverserelationship
  open var inverseRelationship: NSRelationshipDescription? {
    inverseName.flatMap { destinationEntity?.relationshipsByName[$0] }
  }
}

/// A description of an entity: its name, its class, its attributes and relationships (Apple: `NSEntityDescription`).
/// https://developer.apple.com/documentation/coredata/nsentitydescription
open class NSEntityDescription: NSObject, @unchecked Sendable {
  /// The entity's name. https://developer.apple.com/documentation/coredata/nsentitydescription/name
  open var name: String?
  /// The name of the class of its objects (the model's `representedClassName`, without a leading `.`).
  /// https://developer.apple.com/documentation/coredata/nsentitydescription/managedobjectclassname
  open var managedObjectClassName: String!
  /// The attributes and relationships, in the file's order.
  open var properties: [NSPropertyDescription] = []
  /// How Xcode generates the entity's class: `class` (the class and its properties), `category` (the properties),
  /// nil (by hand). The preview generates the same code (docs/coredata.md).
  package var codeGeneration: String?
  /// The property names that must be unique together, one array per constraint.
  /// https://developer.apple.com/documentation/coredata/nsentitydescription/uniquenessconstraints
  open var uniquenessConstraints: [[Any]] = []
  /// The model the entity is in. https://developer.apple.com/documentation/coredata/nsentitydescription/managedobjectmodel
  open internal(set) weak var managedObjectModel: NSManagedObjectModel?

  public override init() { super.init() }

  /// The attributes by name. https://developer.apple.com/documentation/coredata/nsentitydescription/attributesbyname
  open var attributesByName: [String: NSAttributeDescription] {
    Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) },
               uniquingKeysWith: { first, _ in first })
  }

  /// The relationships by name. https://developer.apple.com/documentation/coredata/nsentitydescription/relationshipsbyname
  open var relationshipsByName: [String: NSRelationshipDescription] {
    Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) },
               uniquingKeysWith: { first, _ in first })
  }

  /// The entity called `entityName` in the model of `context`'s store.
  /// https://developer.apple.com/documentation/coredata/nsentitydescription/entity(forentityname:in:)
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    context.model?.entitiesByName[entityName]
  }

  /// A new object of the entity, inserted in `context`.
  /// https://developer.apple.com/documentation/coredata/nsentitydescription/insertnewobject(forentityname:into:)
  open class func insertNewObject(forEntityName entityName: String,
                                  into context: NSManagedObjectContext) -> NSManagedObject {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      CoreDataLog.fail("CoreData: the model has no entity named \(entityName) "
                       + "(entities: \(context.model?.entities.compactMap(\.name).joined(separator: ", ") ?? "none"))")
    }
    let type = ManagedClasses.type(for: entity) ?? NSManagedObject.self
    return type._makeObject(entity: entity, insertInto: context)
  }

  /// The names of the properties of one uniqueness constraint.
  var constraintNames: [[String]] { uniquenessConstraints.map { $0.compactMap { $0 as? String } } }
}

/// Reading the model file Xcode's editor writes.
enum ModelFile {
  /// The XML of the model at `url`: a folder's current version (`.xccurrentversion`, else the one model in it), or
  /// the file itself.
  static func contents(at url: URL) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
    if !isFolder.boolValue { return try? String(contentsOf: url, encoding: .utf8) }
    let file = url.appendingPathComponent("contents")
    if FileManager.default.fileExists(atPath: file.path) { return try? String(contentsOf: file, encoding: .utf8) }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    var current: String?
    if let plist = try? String(contentsOf: url.appendingPathComponent(".xccurrentversion"), encoding: .utf8),
       let range = plist.range(of: "<string>"),
       let end = plist.range(of: "</string>", range: range.upperBound..<plist.endIndex) {
      current = String(plist[range.upperBound..<end.lowerBound])
    }
    let versions = names.filter { $0.hasSuffix(".xcdatamodel") || $0.hasSuffix(".mom") }
    guard let chosen = current.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.first else { return nil }
    return contents(at: url.appendingPathComponent(chosen))
  }

  /// The entities of a model's XML; nil when it is not a model.
  static func entities(fromXML text: String) -> [NSEntityDescription]? {
    guard text.contains("<model") else { return nil }
    var entities: [NSEntityDescription] = []
    var current: NSEntityDescription?
    var constraint: [Any]?
    for tag in tags(text) {
      switch tag.name {
      case "entity":
        let entity = NSEntityDescription()
        entity.name = tag.attributes["name"]
        var className = tag.attributes["representedClassName"] ?? tag.attributes["name"] ?? ""
        if className.hasPrefix(".") { className.removeFirst() }
        entity.managedObjectClassName = className
        entity.codeGeneration = tag.attributes["codeGenerationType"]
        entities.append(entity)
        current = entity
      case "/entity": current = nil
      case "attribute":
        guard let entity = current else { continue }
        let attribute = NSAttributeDescription()
        attribute.name = tag.attributes["name"] ?? ""
        attribute.isOptional = tag.attributes["optional"] == "YES"
        attribute.attributeType = NSAttributeType(modelName: tag.attributes["attributeType"] ?? "")
        attribute.defaultValue = tag.attributes["defaultValueString"].flatMap {
          StoredValue.parse($0, as: attribute.attributeType)
        }
        attribute.entity = entity
        entity.properties.append(attribute)
      case "relationship":
        guard let entity = current else { continue }
        let relationship = NSRelationshipDescription()
        relationship.name = tag.attributes["name"] ?? ""
        relationship.isOptional = tag.attributes["optional"] == "YES"
        relationship.isToMany = tag.attributes["toMany"] == "YES"
        relationship.isOrdered = tag.attributes["ordered"] == "YES"
        relationship.destinationEntityName = tag.attributes["destinationEntity"] ?? ""
        relationship.inverseName = tag.attributes["inverseName"]
        relationship.deleteRule = switch tag.attributes["deletionRule"] {
        case "Cascade": .cascadeDeleteRule
        case "Deny": .denyDeleteRule
        case "No Action": .noActionDeleteRule
        default: .nullifyDeleteRule
        }
        relationship.entity = entity
        entity.properties.append(relationship)
      case "uniquenessConstraint": constraint = []
      case "constraint": if let value = tag.attributes["value"] { constraint?.append(value) }
      case "/uniquenessConstraint":
        if let constraint, !constraint.isEmpty { current?.uniquenessConstraints.append(constraint) }
        constraint = nil
      default: continue
      }
    }
    return entities
  }

  /// One XML tag: its name (`/entity` for a closing tag) and attributes.
  struct Tag {
    var name: String
    var attributes: [String: String]
  }

  /// The tags of `text` in order (the model file has no text content that matters, no CDATA, no comments).
  static func tags(_ text: String) -> [Tag] {
    var result: [Tag] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      var body = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if body.hasPrefix("?") || body.hasPrefix("!") { continue }
      if body.hasSuffix("/") { body = body.dropLast() }
      let name = body.prefix { !$0.isWhitespace }
      var attributes: [String: String] = [:]
      var scan = body.dropFirst(name.count)
      while let equals = scan.firstIndex(of: "=") {
        let key = scan[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
        let afterEquals = scan[scan.index(after: equals)...]
        guard let quoteStart = afterEquals.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { break }
        let quote = afterEquals[quoteStart]
        let valueStart = afterEquals.index(after: quoteStart)
        guard let quoteEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
        attributes[key] = unescaped(String(afterEquals[valueStart..<quoteEnd]))
        scan = afterEquals[afterEquals.index(after: quoteEnd)...]
      }
      result.append(Tag(name: String(name), attributes: attributes))
    }
    return result
  }

  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
