// Mirrors: Core Data `NSManagedObject` (`init(entity:insertInto:)`, `init(context:)`, `entity()`, `fetchRequest()`,
//   `entity`, `objectID`, `managedObjectContext`, `isInserted`, `isUpdated`, `isDeleted`, `hasChanges`, `isFault`,
//   `value(forKey:)`, `setValue(_:forKey:)`, `primitiveValue(forKey:)`, `setPrimitiveValue(_:forKey:)`,
//   `changedValues()`, `ObservableObject`), `NSManagedObjectID`, `NSFetchRequestResult`, and `@NSManaged`
// SDK: iOS 26 SDK
// Status: partial
// Linux has no Objective-C runtime, so `@NSManaged` cannot make accessors: in files that import CoreData the compile
// blanks `@NSManaged` and gives the property a getter and setter that call `_managedValue` and `_setManagedValue`
// (an extension cannot hold a property wrapper's storage, and Xcode's generated properties are in extensions), and an
// `@NSManaged func` of Xcode's generated relationship accessors a body that calls `_managedAccessor`, each after
// the student's text on the same line, so that every column stays where it was; a class that inherits from
// NSManagedObject gets, after its opening brace, a `nonisolated` override of `init(entity:insertInto:)` (default
// isolation MainActor would make the inherited one clash) and an override of `_makeObject`, so that a fetch can make
// its objects (docs/coredata.md). Faults are not simulated: an object holds its values from the start.
import Combine
import Foundation

/// What a fetch request can return (Apple: `NSFetchRequestResult`).
/// https://developer.apple.com/documentation/coredata/nsfetchrequestresult
public protocol NSFetchRequestResult: AnyObject {}

/// An identifier of a managed object, the same in every context of a container (Apple: `NSManagedObjectID`).
/// Temporary until the object is saved. https://developer.apple.com/documentation/coredata/nsmanagedobjectid
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
  /// The entity's name.
  let entityName: String
  /// The number in the store (`p1`, …), or the temporary number (`t1`, …).
  let number: Int
  /// Whether the object has not been saved yet. https://developer.apple.com/documentation/coredata/nsmanagedobjectid/istemporaryid
  public let isTemporaryID: Bool

  init(entityName: String, number: Int, isTemporary: Bool) {
    self.entityName = entityName
    self.number = number
    self.isTemporaryID = isTemporary
  }

  /// A URL for the identifier: `x-coredata:///Entity/p1` (Apple's has the store's UUID as host).
  /// https://developer.apple.com/documentation/coredata/nsmanagedobjectid/urirepresentation()
  public func uriRepresentation() -> URL {
    URL(string: "x-coredata:///\(entityName)/\(isTemporaryID ? "t" : "p")\(number)")!
  }

  public override var description: String { "\(entityName)#\(isTemporaryID ? "t" : "")\(number)" }
  public override var hash: Int { entityName.hashValue &* 31 &+ number &* 2 &+ (isTemporaryID ? 1 : 0) }
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    return other.entityName == entityName && other.number == number && other.isTemporaryID == isTemporaryID
  }
}

/// The base class of the objects of a Core Data model (Apple: `NSManagedObject`).
/// https://developer.apple.com/documentation/coredata/nsmanagedobject
///
/// Its values are kept in the object by property name (strings, numbers, dates… as their Swift values; to-many
/// relationships as an array in the order the objects were added, so that nothing depends on hashing order).
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject {
  /// The entity of the object. https://developer.apple.com/documentation/coredata/nsmanagedobject/entity
  public let entity: NSEntityDescription
  /// The context the object is in. https://developer.apple.com/documentation/coredata/nsmanagedobject/managedobjectcontext
  public internal(set) weak var managedObjectContext: NSManagedObjectContext?
  /// The object's identifier. https://developer.apple.com/documentation/coredata/nsmanagedobject/objectid
  public internal(set) var objectID: NSManagedObjectID
  /// Whether it was inserted and not saved yet. https://developer.apple.com/documentation/coredata/nsmanagedobject/isinserted
  public internal(set) var isInserted = false
  /// Whether it was deleted and the deletion not saved yet. https://developer.apple.com/documentation/coredata/nsmanagedobject/isdeleted
  public internal(set) var isDeleted = false
  /// Always false: asyncplay loads an object's values with it (no faults).
  public var isFault: Bool { false }
  /// The values, by property name.
  var values: [String: Any] = [:]
  /// The names of the properties changed since the last save.
  var changedKeys: [String] = []
  /// The order objects were made in: the hash, so that sets of objects iterate the same way every run.
  private let serial: Int

  /// Whether it has changes not saved. https://developer.apple.com/documentation/coredata/nsmanagedobject/isupdated
  public var isUpdated: Bool { !isInserted && !isDeleted && !changedKeys.isEmpty }
  /// Whether it was inserted, changed or deleted and not saved. https://developer.apple.com/documentation/coredata/nsmanagedobject/haschanges
  public var hasChanges: Bool { isInserted || isDeleted || !changedKeys.isEmpty }

  /// Publishes before any of the object's values changes (Apple's `NSManagedObject` is an `ObservableObject`).
  public lazy var objectWillChange = ObservableObjectPublisher()

  /// Makes an object of `entity` with the model's default values and inserts it in `context` (when not nil).
  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(entity:insertinto:)
  public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    serial = ManagedClasses.nextSerial()
    objectID = NSManagedObjectID(entityName: entity.name ?? "", number: serial, isTemporary: true)
    super.init()
    ManagedClasses.register(Swift.type(of: self), for: entity)
    for attribute in entity.properties.compactMap({ $0 as? NSAttributeDescription }) {
      if let value = attribute.defaultValue { values[attribute.name] = value }
    }
    context?.insert(self)
  }

  /// Makes an object of the class's entity in `context`'s model and inserts it there.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/init(context:)
  public convenience init(context: NSManagedObjectContext) {
    self.init(entity: Self.entity(in: context.model), insertInto: context)
  }

  /// The entity of this class in the models loaded so far.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/entity()
  open class func entity() -> NSEntityDescription { entity(in: nil) }

  /// The entity of this class: in `model` when given, else in the models loaded so far.
  class func entity(in model: NSManagedObjectModel?) -> NSEntityDescription {
    let className = ManagedClasses.className(of: self)
    if let found = ManagedClasses.entity(forClassName: className, in: model) {
      ManagedClasses.register(self, for: found)
      return found
    }
    CoreDataLog.fail("CoreData: no entity of the loaded model has the class \(className) (load the container "
                     + "whose .xcdatamodeld declares it before making or fetching its objects)")
  }

  /// Makes an object of this class for a fetch: each subclass in a file that imports CoreData overrides it (the
  /// compile adds the override, see the file header), since Swift can make an object from a class only through a
  /// `required` initializer, and a `required` one would clash with a main-actor subclass's isolation.
  open class func _makeObject(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
    -> NSManagedObject {
    NSManagedObject(entity: entity, insertInto: context)
  }

  /// The name of this class's entity in the loaded models (the class's name when none is loaded yet).
  public static var _entityName: String {
    ManagedClasses.entity(forClassName: ManagedClasses.className(of: self), in: nil)?.name
      ?? ManagedClasses.className(of: self)
  }

  open override var hash: Int { serial }
  open override func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
  open override var description: String {
    "<\(ManagedClasses.className(of: Swift.type(of: self))): \(objectID)>"
  }

  /// The value of a property (an array of objects for a to-many relationship is given as `NSSet`).
  /// https://developer.apple.com/documentation/objectivec/nsobject/1412591-value
  open func value(forKey key: String) -> Any? {
    guard let value = values[key] else { return nil }
    if let objects = value as? [NSManagedObject] {
      return entity.relationshipsByName[key]?.isOrdered == true ? NSOrderedSet(array: objects) : NSSet(array: objects)
    }
    return value
  }

  /// Sets a property's value; related objects' inverse relationships follow.
  open func setValue(_ value: Any?, forKey key: String) {
    if let relationship = entity.relationshipsByName[key] {
      let objects = Self.objects(in: value)
      setRelated(relationship, to: objects)
    } else {
      setPrimitiveValue(value, forKey: key)
      noteChange(key)
    }
  }

  /// The stored value of a property, without side effects.
  open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

  /// Stores a value without side effects.
  open func setPrimitiveValue(_ value: Any?, forKey key: String) {
    if let value, !StoredValue.isNil(value) { values[key] = value } else { values[key] = nil }
  }

  /// The changed properties and their new values.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/changedvalues()
  open func changedValues() -> [String: Any] {
    Dictionary(changedKeys.map { ($0, value(forKey: $0) ?? NSNull()) }, uniquingKeysWith: { first, _ in first })
  }

  /// Called before the object is saved; override to act then. https://developer.apple.com/documentation/coredata/nsmanagedobject/willsave()
  open func willSave() {}
  /// Called after the object is first inserted. https://developer.apple.com/documentation/coredata/nsmanagedobject/awakefrominsert()
  open func awakeFromInsert() {}
  /// Called after the object is fetched. https://developer.apple.com/documentation/coredata/nsmanagedobject/awakefromfetch()
  open func awakeFromFetch() {}

  // MARK: Managed storage

  /// Records a change of `key`: the object and its context publish it.
  func noteChange(_ key: String) {
    if !changedKeys.contains(key) { changedKeys.append(key) }
    managedObjectContext?.objectChanged(self)
  }

  /// The objects of a relationship value (an object, a set, an ordered set, an array, nil).
  static func objects(in value: Any?) -> [NSManagedObject] {
    switch value {
    case let object as NSManagedObject: [object]
    case let objects as [NSManagedObject]: objects
    case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }.sorted { $0.serial < $1.serial }
    case let set as NSOrderedSet: set.array.compactMap { $0 as? NSManagedObject }
    default: []
    }
  }

  /// The related objects of `relationship`.
  func related(_ relationship: NSRelationshipDescription) -> [NSManagedObject] {
    Self.objects(in: values[relationship.name])
  }

  /// Sets a relationship and keeps its inverse in step (Core Data maintains inverse relationships).
  func setRelated(_ relationship: NSRelationshipDescription, to objects: [NSManagedObject]) {
    let old = related(relationship)
    objectWillChange.send()
    values[relationship.name] = relationship.isToMany ? objects : objects.first
    noteChange(relationship.name)
    guard let inverse = relationship.inverseRelationship else { return }
    for removed in old where !objects.contains(where: { $0 === removed }) {
      removed.detach(self, from: inverse)
    }
    for added in objects where !old.contains(where: { $0 === added }) {
      added.attach(self, to: inverse)
      if added.managedObjectContext == nil, let context = managedObjectContext { context.insert(added) }
    }
  }

  /// Adds `object` to this object's side `relationship` of an inverse pair (no further inverse step).
  func attach(_ object: NSManagedObject, to relationship: NSRelationshipDescription) {
    let current = related(relationship)
    if relationship.isToMany {
      guard !current.contains(where: { $0 === object }) else { return }
      values[relationship.name] = current + [object]
    } else {
      if let previous = current.first, previous !== object, let inverse = relationship.inverseRelationship {
        previous.detach(self, from: inverse)
      }
      values[relationship.name] = object
    }
    noteChange(relationship.name)
  }

  /// Removes `object` from this object's side `relationship` of an inverse pair.
  func detach(_ object: NSManagedObject, from relationship: NSRelationshipDescription) {
    let remaining = related(relationship).filter { $0 !== object }
    values[relationship.name] = relationship.isToMany ? remaining : remaining.first
    noteChange(relationship.name)
  }

  /// The body of an accessor Xcode generates for a to-many relationship, declared `@NSManaged func` (the preview
  /// rewrites its declaration into a call of this): `addToFriends(_:)` adds an object or a set to `friends`,
  /// `removeFromFriends(_:)` removes them, `insertIntoFriends(_:at:)` inserts one in an ordered relationship.
  public func _managedAccessor(_ function: String, _ arguments: [Any]) {
    let name = function.prefix { $0 != "(" }
    let verbs = ["addTo", "removeFrom", "insertInto"]
    guard let verb = verbs.first(where: { name.hasPrefix($0) }) else {
      CoreDataLog.fail("CoreData: @NSManaged func \(function) is not one of Core Data's generated relationship "
                       + "accessors (addToX, removeFromX, insertIntoX); asyncplay cannot give it a body")
    }
    let capitalized = String(name.dropFirst(verb.count))
    let relationshipName = capitalized.prefix(1).lowercased() + capitalized.dropFirst()
    guard let relationship = entity.relationshipsByName[relationshipName] else {
      CoreDataLog.fail("CoreData: \(entity.name ?? "") has no relationship \(relationshipName) for \(function)")
    }
    let given = Self.objects(in: arguments.first)
    var current = related(relationship)
    switch verb {
    case "addTo": current += given.filter { object in !current.contains { $0 === object } }
    case "removeFrom": current.removeAll { object in given.contains { $0 === object } }
    default:
      let index = min(max((arguments.dropFirst().first as? Int) ?? current.count, 0), current.count)
      current.insert(contentsOf: given.filter { object in !current.contains { $0 === object } }, at: index)
    }
    setRelated(relationship, to: current)
  }

  /// The getter of the `@NSManaged` property `key` (see the file header): its value as `Value`; a non-optional
  /// property that has no value is a clear stop, as on Apple (where reading it crashes).
  public func _managedValue<Value>(_ key: String) -> Value {
    let type = Value.self
    let stored = value(forKey: key)
    if let value = stored as? Value { return value }
    if let converted = StoredValue.convert(stored, to: type) { return converted }
    if let none = (Optional<Any>.none as Any) as? Value { return none }
    if let relationship = entity.relationshipsByName[key], relationship.isToMany,
       let empty = StoredValue.convert(NSSet(), to: type) {
      return empty
    }
    CoreDataLog.fail("CoreData: \(entity.name ?? "").\(key) has no value and is declared \(Value.self), "
                     + "which cannot be nil (declare it optional, or give the attribute a default value in the model)")
  }

  /// The setter of the `@NSManaged` property `key` (see the file header).
  public func _setManagedValue<Value>(_ key: String, _ value: Value) {
    objectWillChange.send()
    setValue(StoredValue.isNil(value) ? nil : value, forKey: key)
  }
}

extension NSFetchRequestResult where Self: NSManagedObject {
  /// A fetch request for this class's entity. Declared here rather than on the class so that the typed
  /// `fetchRequest()` Xcode generates in a subclass (`-> NSFetchRequest<CachedUser>`) is the one
  /// `CachedUser.fetchRequest()` calls, as it is on Apple's platforms.
  /// https://developer.apple.com/documentation/coredata/nsmanagedobject/fetchrequest()
  public static func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
    NSFetchRequest(entityName: entity().name ?? "")
  }
}

/// The classes of the models' entities.
enum ManagedClasses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var classes: [String: NSManagedObject.Type] = [:]
  nonisolated(unsafe) private static var models: [NSManagedObjectModel] = []
  nonisolated(unsafe) private static var serial = 0

  static func nextSerial() -> Int {
    lock.withLock {
      serial += 1
      return serial
    }
  }

  /// A class's name without its module (`Quake`), as a model's `representedClassName` gives it.
  static func className(of type: AnyClass) -> String {
    String(describing: type)
  }

  /// Remembers a loaded model, so that `entity()` finds its entities.
  static func loaded(_ model: NSManagedObjectModel) {
    lock.withLock { if !models.contains(where: { $0 === model }) { models.append(model) } }
  }

  static func entity(forClassName name: String, in model: NSManagedObjectModel?) -> NSEntityDescription? {
    let candidates = model.map { [$0] } ?? lock.withLock { models.reversed() }
    for model in candidates {
      if let entity = model.entities.first(where: { $0.managedObjectClassName == name }) { return entity }
    }
    // `Book.entity()` in a view's `@FetchRequest(entity:…)` may run before the app's container is made (an App's
    // body makes the view before it reads its `@StateObject` controller): the models of the app's bundle are read
    // then, as Apple finds the class's entity among the bundle's models.
    guard model == nil, loadBundleModels() else { return nil }
    return entity(forClassName: name, in: nil)
  }

  nonisolated(unsafe) private static var bundleModelsLoaded = false

  /// Reads every model of the app's bundle once; true when that found one not loaded before.
  private static func loadBundleModels() -> Bool {
    guard !lock.withLock({ bundleModelsLoaded }) else { return false }
    lock.withLock { bundleModelsLoaded = true }
    let paths = ["momd", "mom"].flatMap { Bundle.main.paths(forResourcesOfType: $0, inDirectory: nil) }
    let found = paths.sorted().compactMap { NSManagedObjectModel(contentsOf: URL(fileURLWithPath: $0)) }
    for model in found { loaded(model) }
    return !found.isEmpty
  }

  static func register(_ type: NSManagedObject.Type, for entity: NSEntityDescription) {
    guard let name = entity.name else { return }
    lock.withLock { if classes[name] == nil || type != NSManagedObject.self { classes[name] = type } }
  }

  /// The class of `entity`'s objects: one already seen, else the class its model names, looked up in the modules of
  /// the classes seen (the app's), else `NSManagedObject`.
  static func type(for entity: NSEntityDescription) -> NSManagedObject.Type? {
    guard let name = entity.name else { return nil }
    if let known = lock.withLock({ classes[name] }), known != NSManagedObject.self { return known }
    let modules = Set(lock.withLock { classes.values.map { String(reflecting: $0).split(separator: ".").first } })
    for module in modules.compactMap({ $0 }).sorted() {
      if let type = _typeByName("\(module).\(entity.managedObjectClassName ?? name)") as? NSManagedObject.Type {
        register(type, for: entity)
        return type
      }
    }
    return nil
  }
}
