import CoreData
import Foundation
import SwiftUI

/// The classes Xcode writes from a Core Data model. An entity whose Codegen is "Class Definition"
/// (`codeGenerationType="class"`) gets a class and its properties, one whose Codegen is "Category/Extension" its
/// properties; neither file is among the app's own (Xcode makes them in DerivedData at each build). The preview
/// makes the same declarations, as one added file, from the models the app's bundle gets (``AppBundle/dataModels(below:)``):
/// `@NSManaged` properties already in the form the compile gives them (see ``ManagedAttributes``), a typed
/// `fetchRequest()`, the to-many accessors (`addToX`, `removeFromX`) and `Identifiable`.
///
/// Types are Xcode's for a Swift model: scalars (`Int16`, `Int32`, `Int64`, `Double`, `Float`, `Bool`) as they are,
/// other attributes optional (`String?`, `Date?`, `UUID?`, `Data?`, `URL?`; a Decimal as `Decimal?` where Xcode uses
/// `NSDecimalNumber?`), a to-one relationship as the related class (optional), a to-many one as `NSSet?`
/// (`NSOrderedSet?` when ordered).
package enum ModelCodeGeneration {
  /// The added file for the models beside or below `swiftFiles`, nil when no entity asks for generated code.
  package static func source(besideSwiftFiles swiftFiles: [String]) -> String? {
    var folders: [String] = []
    for file in swiftFiles {
      let folder = (file as NSString).deletingLastPathComponent
      let absolute = folder.isEmpty ? FileManager.default.currentDirectoryPath : folder
      if !folders.contains(absolute) { folders.append(absolute) }
    }
    var declarations: [String] = []
    for path in AppBundle.dataModels(below: folders) {
      guard let model = AppBundle.currentModel(in: path),
            let entities = NSManagedObjectModel(contentsOf: URL(fileURLWithPath: model.contents))?.entities
      else { continue }
      for entity in entities {
        guard let mode = entity.codeGeneration, mode == "class" || mode == "category" else { continue }
        declarations.append(source(for: entity, withClass: mode == "class"))
      }
    }
    guard !declarations.isEmpty else { return nil }
    return "import CoreData\nimport Foundation\n\n" + declarations.joined(separator: "\n")
  }

  /// The added file's name in the compile cache: one per content, as the preview's glue's.
  package static func fileName(for source: String) -> String {
    var hash = ContentHash()
    hash.add(source)
    return "coredata-model-\(hash.hex).swift"
  }

  /// The declarations of one entity.
  static func source(for entity: NSEntityDescription, withClass: Bool) -> String {
    let name = entity.managedObjectClassName ?? entity.name ?? "Entity"
    var lines: [String] = []
    if withClass {
      lines.append("public class \(name): NSManagedObject {")
      lines.append("  public nonisolated override init(entity: NSEntityDescription, insertInto context: "
                   + "NSManagedObjectContext?) { super.init(entity: entity, insertInto: context) }")
      lines.append("  public override nonisolated class func _makeObject(entity: NSEntityDescription, insertInto "
                   + "context: NSManagedObjectContext?) -> NSManagedObject { \(name)(entity: entity, insertInto: "
                   + "context) }")
      lines.append("}")
    }
    lines.append("extension \(name) {")
    lines.append("  @nonobjc public class func fetchRequest() -> NSFetchRequest<\(name)> { "
                 + "NSFetchRequest<\(name)>(entityName: \"\(entity.name ?? name)\") }")
    for property in entity.properties {
      let type: String
      if let attribute = property as? NSAttributeDescription {
        type = attributeType(attribute.attributeType)
      } else if let relationship = property as? NSRelationshipDescription {
        let destination = entity.managedObjectModel?.entitiesByName[relationship.destinationEntityName]
        let destinationClass = destination?.managedObjectClassName ?? relationship.destinationEntityName
        type = relationship.isToMany ? (relationship.isOrdered ? "NSOrderedSet?" : "NSSet?") : destinationClass + "?"
        if relationship.isToMany {
          let capitalized = property.name.prefix(1).uppercased() + property.name.dropFirst()
          for (verb, argument) in [("addTo", "_ value: \(destinationClass)"), ("removeFrom", "_ value: \(destinationClass)"),
                                   ("addTo", "_ values: NSSet"), ("removeFrom", "_ values: NSSet")] {
            let value = argument.hasPrefix("_ values") ? "values" : "value"
            lines.append("  public func \(verb)\(capitalized)(\(argument)) { _managedAccessor(#function, [\(value)]) }")
          }
        }
      } else {
        continue
      }
      lines.append("  public var \(property.name): \(type) { get { _managedValue(\"\(property.name)\") } "
                   + "set { _setManagedValue(\"\(property.name)\", newValue) } }")
    }
    lines.append("}")
    lines.append("extension \(name): Identifiable {}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Swift type Xcode generates for an attribute.
  static func attributeType(_ type: NSAttributeType) -> String {
    switch type {
    case .integer16AttributeType: "Int16"
    case .integer32AttributeType: "Int32"
    case .integer64AttributeType: "Int64"
    case .doubleAttributeType: "Double"
    case .floatAttributeType: "Float"
    case .booleanAttributeType: "Bool"
    case .stringAttributeType: "String?"
    case .dateAttributeType: "Date?"
    case .uuidAttributeType: "UUID?"
    case .uriAttributeType: "URL?"
    case .binaryDataAttributeType: "Data?"
    case .decimalAttributeType: "Decimal?"
    default: "NSObject?"
    }
  }
}
