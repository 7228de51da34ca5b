import CoreData
import Foundation
import Testing

/// The model the tests use, as Xcode's model editor writes it (`X.xcdatamodeld/X.xcdatamodel/contents`).
private let modelXML = """
  <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
  <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
      <entity name="TestPerson" representedClassName=".TestPerson" syncable="YES">
          <attribute name="age" optional="YES" attributeType="Integer 16" defaultValueString="7" usesScalarValueType="YES"/>
          <attribute name="name" optional="YES" attributeType="String"/>
          <relationship name="pets" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="TestPet" inverseName="owner" inverseEntity="TestPet"/>
          <uniquenessConstraints>
              <uniquenessConstraint>
                  <constraint value="name"/>
              </uniquenessConstraint>
          </uniquenessConstraints>
      </entity>
      <entity name="TestPet" representedClassName="TestPet" syncable="YES">
          <attribute name="name" optional="YES" attributeType="String"/>
          <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="TestPerson" inverseName="pets" inverseEntity="TestPerson"/>
      </entity>
  </model>
  """

/// The classes as the compile makes them of Xcode's generated code (`@NSManaged` properties and accessors; see
/// ManagedAttributes in Sources/Runs).
final class TestPerson: NSManagedObject {
  override class func _makeObject(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
    -> NSManagedObject { TestPerson(entity: entity, insertInto: context) }
  var name: String? { get { _managedValue("name") } set { _setManagedValue("name", newValue) } }
  var age: Int16 { get { _managedValue("age") } set { _setManagedValue("age", newValue) } }
  var pets: NSSet? { get { _managedValue("pets") } set { _setManagedValue("pets", newValue) } }
  func addToPets(_ value: TestPet) { _managedAccessor(#function, [value]) }
}

final class TestPet: NSManagedObject {
  override class func _makeObject(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?)
    -> NSManagedObject { TestPet(entity: entity, insertInto: context) }
  var name: String? { get { _managedValue("name") } set { _setManagedValue("name", newValue) } }
  var owner: TestPerson? { get { _managedValue("owner") } set { _setManagedValue("owner", newValue) } }
}

/// A folder of its own for one test.
private func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// A container of the test model, in memory (`/dev/null`, as Xcode's template's preview controller) or at `url`.
private func container(at url: URL? = nil) throws -> NSPersistentContainer {
  let folder = try temporaryFolder()
  let modelURL = folder.appendingPathComponent("contents")
  try modelXML.write(to: modelURL, atomically: true, encoding: .utf8)
  let model = try #require(NSManagedObjectModel(contentsOf: modelURL))
  let container = NSPersistentContainer(name: "Test", managedObjectModel: model)
  container.persistentStoreDescriptions.first!.url = url ?? URL(fileURLWithPath: "/dev/null")
  container.loadPersistentStores { _, error in #expect(error == nil) }
  return container
}

private func person(_ name: String, _ age: Int16, in context: NSManagedObjectContext) -> TestPerson {
  let person = TestPerson(context: context)
  person.name = name
  person.age = age
  return person
}

/// Core Data (Sources/CoreData), checked against Apple's documentation of each API.
@Suite struct CoreDataTests {
  /// The model file's entities, attributes (types, defaults), relationships (inverse, to-many) and constraints
  /// (https://developer.apple.com/documentation/coredata/nsentitydescription).
  @Test func modelIsReadFromTheEditorsXML() throws {
    let model = try container().managedObjectModel
    #expect(model.entities.compactMap(\.name) == ["TestPerson", "TestPet"])
    let person = try #require(model.entitiesByName["TestPerson"])
    #expect(person.managedObjectClassName == "TestPerson")
    #expect(person.attributesByName["age"]?.attributeType == .integer16AttributeType)
    #expect(person.attributesByName["age"]?.defaultValue as? Int16 == 7)
    #expect(person.relationshipsByName["pets"]?.isToMany == true)
    #expect(person.relationshipsByName["pets"]?.inverseRelationship?.name == "owner")
    #expect(person.uniquenessConstraints.map { $0.compactMap { $0 as? String } } == [["name"]])
  }

  /// `save()` commits unsaved changes and `hasChanges` says whether there are any
  /// (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/save()); a fetch applies its
  /// predicate and sort descriptors (https://developer.apple.com/documentation/coredata/nsfetchrequest).
  @Test func saveFetchSortAndCount() throws {
    let context = try container().viewContext
    #expect(!context.hasChanges)
    _ = person("Cleo", 30, in: context)
    _ = person("ada", 36, in: context)
    let bo = person("Bo", 12, in: context)
    #expect(TestPerson(context: context).age == 7)  // the model's default value
    #expect(context.hasChanges && bo.isInserted && bo.objectID.isTemporaryID)
    try context.save()
    #expect(!context.hasChanges && !bo.isInserted && !bo.objectID.isTemporaryID)
    let request = NSFetchRequest<TestPerson>(entityName: "TestPerson")
    request.predicate = NSPredicate(format: "age > %d", 20)
    request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
    #expect(try context.fetch(request).map(\.name) == ["Cleo", "ada"])
    request.sortDescriptors = [NSSortDescriptor(keyPath: \TestPerson.age, ascending: false)]
    #expect(try context.fetch(request).map(\.name) == ["ada", "Cleo"])
    #expect(try context.count(for: request) == 2)
    bo.age = 40
    #expect(context.hasChanges && bo.isUpdated)
    #expect(try context.count(for: request) == 3)  // includesPendingChanges
    context.delete(bo)
    #expect(try context.count(for: request) == 2)
  }

  /// The predicate format string syntax
  /// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html):
  /// string comparisons with [c] and [d], IN, %K, compound predicates; a format asyncplay does not understand makes
  /// the fetch throw an error naming it.
  @Test func predicateFormats() throws {
    let context = try container().viewContext
    for (name, age) in [("Zoë", 3), ("zoe", 4), ("Max", 5), ("Mia", 6)] { _ = person(name, Int16(age), in: context) }
    func names(_ predicate: NSPredicate) throws -> [String] {
      let request = NSFetchRequest<TestPerson>(entityName: "TestPerson")
      request.predicate = predicate
      request.sortDescriptors = [NSSortDescriptor(key: "age", ascending: true)]
      return try context.fetch(request).compactMap(\.name)
    }
    #expect(try names(NSPredicate(format: "name == %@", "zoe")) == ["zoe"])
    #expect(try names(NSPredicate(format: "name ==[cd] %@", "ZOE")) == ["Zoë", "zoe"])
    #expect(try names(NSPredicate(format: "name BEGINSWITH 'M' AND NOT (age < 6)")) == ["Mia"])
    #expect(try names(NSPredicate(format: "%K CONTAINS[c] %@ OR age == 5", "name", "I")) == ["Max", "Mia"])
    #expect(try names(NSPredicate(format: "name IN %@", argumentArray: [["Max", "zoe"]])) == ["zoe", "Max"])
    #expect(try names(NSPredicate(format: "TRUEPREDICATE")).count == 4)
    // Objects and arrays are arguments too, as on Apple's platforms (where every Objective-C object is a CVarArg).
    #expect(try names(NSPredicate(format: "name IN %@ AND age >= %@", ["Max", "Mia"], NSNumber(value: 6))) == ["Mia"])
    let unsupported = NSPredicate(format: "SUBQUERY(pets, $p, $p.name == 'x').@count > 0")
    #expect {
      try names(unsupported)
    } throws: { error in
      (error as NSError).localizedDescription.contains("NSPredicate format \"SUBQUERY(")
        && (error as NSError).localizedDescription.contains("understood:")
    }
  }

  /// Uniqueness constraints: with the default `NSErrorMergePolicy` a conflicting save fails
  /// (NSManagedObjectConstraintMergeError, 133021); `mergeByPropertyObjectTrump` keeps one object with the
  /// context's values (https://developer.apple.com/documentation/coredata/nsmergepolicy/mergebypropertyobjecttrump).
  @Test func uniquenessConstraints() throws {
    let context = try container().viewContext
    _ = person("Ada", 36, in: context)
    try context.save()
    _ = person("Ada", 37, in: context)
    #expect {
      try context.save()
    } throws: { ($0 as NSError).code == 133_021 }
    context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    try context.save()
    let all = try context.fetch(NSFetchRequest<TestPerson>(entityName: "TestPerson"))
    #expect(all.map(\.age) == [37])
  }

  /// Core Data keeps inverse relationships in step; the Nullify delete rule removes a deleted object from its
  /// inverse (https://developer.apple.com/documentation/coredata/nsdeleterule/nullifydeleterule).
  @Test func inverseRelationshipsAndNullify() throws {
    let context = try container().viewContext
    let ada = person("Ada", 36, in: context)
    let rex = TestPet(context: context)
    rex.name = "Rex"
    ada.addToPets(rex)
    #expect(rex.owner === ada)
    let owned = NSFetchRequest<TestPet>(entityName: "TestPet")
    owned.predicate = NSPredicate(format: "owner == %@", ada)
    #expect(try context.fetch(owned).map(\.name) == ["Rex"])
    let tom = TestPet(context: context)
    tom.owner = ada
    #expect((ada.pets as? Set<TestPet>)?.count == 2)
    try context.save()
    context.delete(ada)
    try context.save()
    #expect(rex.owner == nil && tom.owner == nil)
  }

  /// The store is a file in the container's folder: another container of the same file finds the saved objects
  /// (https://developer.apple.com/documentation/coredata/nspersistentcontainer/loadpersistentstores(completionhandler:)).
  @Test func storeOutlivesTheContainer() throws {
    let url = try temporaryFolder().appendingPathComponent("Test.sqlite")
    let first = try container(at: url).viewContext
    let ada = person("Ada", 36, in: first)
    let rex = TestPet(context: first)
    rex.owner = ada
    try first.save()
    let second = try container(at: url).viewContext
    let people = try second.fetch(NSFetchRequest<TestPerson>(entityName: "TestPerson"))
    #expect(people.map(\.name) == ["Ada"])
    #expect((people.first?.pets?.allObjects.first as? TestPet)?.owner === people.first)
  }

  /// A batch insert writes to the store, not to any context: the view context sees the rows only on a fetch or a
  /// merge; the persistent history lists it (https://developer.apple.com/documentation/coredata/nsbatchinsertrequest,
  /// https://developer.apple.com/documentation/coredata/consuming-relevant-store-changes).
  @Test func batchInsertAndHistory() throws {
    let container = try container()
    let background = container.newBackgroundContext()
    let entity = try #require(container.managedObjectModel.entitiesByName["TestPerson"])
    let request = NSBatchInsertRequest(entity: entity, objects: [["name": "Ada", "age": Int16(36)], ["name": "Bo"]])
    let result = try background.execute(request) as? NSBatchInsertResult
    #expect(result?.result as? Bool == true)
    let view = container.viewContext
    #expect(!view.hasChanges)
    let fetched = try view.fetch(NSFetchRequest<TestPerson>(entityName: "TestPerson"))
    #expect(fetched.map(\.name) == ["Ada", "Bo"])
    #expect(fetched.map(\.age) == [36, 7])
    let history = try view.execute(NSPersistentHistoryChangeRequest.fetchHistory(after: nil)) as? NSPersistentHistoryResult
    let transactions = try #require(history?.result as? [NSPersistentHistoryTransaction])
    #expect(transactions.count == 1)
    let deleted = try background.execute(NSBatchDeleteRequest(fetchRequest: NSFetchRequest(entityName: "TestPerson")))
    #expect((deleted as? NSBatchDeleteResult)?.result as? Bool == true)
    #expect(try view.count(for: NSFetchRequest<TestPerson>(entityName: "TestPerson")) == 0)
  }
}
