import Foundation
import Testing
@testable import Runs

/// A Core Data app as Xcode's template and "Create NSManagedObject Subclass" make it runs unchanged in `preview`: the
/// model is read from the app's `.xcdatamodeld` (here in a `Resources` group below the Swift files), `@NSManaged`
/// properties keep their values, and a `@FetchRequest` list shows an object after the context inserts it and saves
/// (Apple: "Changes to the context … update the fetched results",
/// https://developer.apple.com/documentation/swiftui/fetchrequest); the store is `<name>.sqlite` in Application
/// Support, so a relaunch in the same container finds the saved item.
@Suite("Core Data apps in preview")
struct CoreDataPreviewTests {
  static let model = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Item" representedClassName="Item" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="count" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
        </entity>
    </model>
    """

  static let app = """
    import CoreData
    import SwiftUI

    @objc(Item)
    public class Item: NSManagedObject {}

    extension Item {
        @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
            return NSFetchRequest<Item>(entityName: "Item")
        }
        @NSManaged public var title: String?
        @NSManaged public var count: Int16
    }

    struct PersistenceController {
        static let shared = PersistenceController()
        let container: NSPersistentContainer
        init() {
            container = NSPersistentContainer(name: "Shop")
            container.loadPersistentStores { _, error in
                if let error { fatalError("\\(error)") }
            }
        }
    }

    @main
    struct ShopApp: App {
        let persistence = PersistenceController.shared
        var body: some Scene {
            WindowGroup {
                ContentView().environment(\\.managedObjectContext, persistence.container.viewContext)
            }
        }
    }

    struct ContentView: View {
        @Environment(\\.managedObjectContext) private var context
        @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Item.title, ascending: true)])
        private var items: FetchedResults<Item>

        var body: some View {
            List {
                ForEach(items, id: \\.self) { item in
                    Text("\\(item.title ?? "?") ×\\(item.count)")
                }
                Button("Add") {
                    let item = Item(context: context)
                    item.title = "Milk"
                    item.count = 2
                    try? context.save()
                }
            }
        }
    }
    """

  @Test("the model, @NSManaged, @FetchRequest and the store file work together")
  func appRunsUnchanged() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.app, "ShopApp.swift", in: folder)
    let modelFolder = folder + "/Resources/Shop.xcdatamodeld/Shop.xcdatamodel"
    #expect(FileSystem.makeDirectories(modelFolder) == nil)
    _ = try StudentFixtures.write(Self.model, "Resources/Shop.xcdatamodeld/Shop.xcdatamodel/contents", in: folder)
    let first = try StudentFixtures.asyncplay(["preview", "ShopApp.swift", "--container", "box", "--do", "tap Add @10ms",
                                               "--lang", "en"], in: folder)
    #expect(first.termination == .exited(0), "\(first.outputText)")
    #expect(first.outputText.contains("CoreData save: 1 inserted, 0 changed, 0 deleted -> Shop.sqlite"))
    #expect(first.outputText.contains("Milk ×2"))
    #expect(FileManager.default.fileExists(atPath: folder + "/box/Library/Application Support/Shop.sqlite"))
    let second = try StudentFixtures.asyncplay(["preview", "ShopApp.swift", "--container", "box", "--lang", "en"],
                                               in: folder)
    #expect(second.outputText.contains("CoreData fetch Item: 1"), "\(second.outputText)")
    #expect(second.outputText.contains("Milk ×2"))
  }

  /// Xcode's "Class Definition" codegen: the app's files have no `Item` class; Xcode writes it from the model
  /// (https://developer.apple.com/documentation/coredata/generating-code), and so does the preview.
  @Test("an entity whose Codegen is Class Definition gets its class")
  func generatedClass() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let app = Self.app.replacingOccurrences(of: """
      @objc(Item)
      public class Item: NSManagedObject {}

      extension Item {
          @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
              return NSFetchRequest<Item>(entityName: "Item")
          }
          @NSManaged public var title: String?
          @NSManaged public var count: Int16
      }
      """, with: "")
    #expect(!app.contains("class Item"))
    _ = try StudentFixtures.write(app, "ShopApp.swift", in: folder)
    #expect(FileSystem.makeDirectories(folder + "/Shop.xcdatamodeld/Shop.xcdatamodel") == nil)
    _ = try StudentFixtures.write(Self.model.replacingOccurrences(of: "syncable=\"YES\">",
                                                                  with: "syncable=\"YES\" codeGenerationType=\"class\">"),
                                  "Shop.xcdatamodeld/Shop.xcdatamodel/contents", in: folder)
    let run = try StudentFixtures.asyncplay(["preview", "ShopApp.swift", "--do", "tap Add @10ms", "--lang", "en"],
                                            in: folder)
    #expect(run.termination == .exited(0), "\(run.outputText)")
    #expect(run.outputText.contains("Milk ×2"))
  }

  /// A course app's order (Hacking with Swift's Bookworm): the App's body makes `ContentView()`, whose
  /// `@FetchRequest(entity: Book.entity(), …)` asks for the entity, before it reads the `@StateObject` controller that
  /// loads the container; the entity is found among the bundle's models, as on Apple's platforms. Deleting a row
  /// deletes the object (https://developer.apple.com/documentation/coredata/nsmanagedobjectcontext/delete(_:)).
  @Test("entity() before the container is loaded, SortDescriptor and NSPredicate fetch requests, onDelete")
  func courseAppOrder() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.bookworm, "BookwormApp.swift", in: folder)
    #expect(FileSystem.makeDirectories(folder + "/Bookworm.xcdatamodeld/Bookworm.xcdatamodel") == nil)
    _ = try StudentFixtures.write(Self.bookwormModel, "Bookworm.xcdatamodeld/Bookworm.xcdatamodel/contents",
                                  in: folder)
    let run = try StudentFixtures.asyncplay(["preview", "BookwormApp.swift", "--do", "tap Add @10ms; delete \"Dune\" @20ms",
                                             "--lang", "en"], in: folder)
    #expect(run.termination == .exited(0), "\(run.outputText)")
    #expect(run.outputText.contains("│ • Dune\n") && run.outputText.contains("│ • 1 good"), "\(run.outputText)")
    #expect(run.outputText.contains("CoreData save: 0 inserted, 0 changed, 1 deleted -> Bookworm.sqlite"))
    let afterDelete = run.outputText.components(separatedBy: "1 deleted -> Bookworm.sqlite").last ?? ""
    #expect(afterDelete.contains("│ • 0 good") && !afterDelete.contains("Dune"))
  }

  static let bookwormModel = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
            <attribute name="author" optional="YES" attributeType="String"/>
            <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="title" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """

  static let bookworm = """
    import CoreData
    import SwiftUI

    class DataController: ObservableObject {
        let container = NSPersistentContainer(name: "Bookworm")
        init() {
            container.loadPersistentStores { description, error in
                if let error = error { print("Core Data failed to load: \\(error.localizedDescription)") }
            }
        }
    }

    @main
    struct BookwormApp: App {
        @StateObject private var dataController = DataController()
        var body: some Scene {
            WindowGroup {
                ContentView().environment(\\.managedObjectContext, dataController.container.viewContext)
            }
        }
    }

    struct ContentView: View {
        @Environment(\\.managedObjectContext) var moc
        @FetchRequest(sortDescriptors: [
            SortDescriptor(\\.title),
            SortDescriptor(\\.author)
        ]) var books: FetchedResults<Book>
        @FetchRequest(entity: Book.entity(), sortDescriptors: [NSSortDescriptor(keyPath: \\Book.rating, ascending: false)],
                      predicate: NSPredicate(format: "rating > 2")) var good: FetchedResults<Book>

        var body: some View {
            NavigationView {
                List {
                    ForEach(books) { book in
                        Text(book.title ?? "Unknown Title")
                    }
                    .onDelete(perform: deleteBooks)
                    Text("\\(good.count) good")
                }
                .navigationTitle("Bookworm")
                .toolbar {
                    Button("Add") {
                        let book = Book(context: moc)
                        book.id = UUID()
                        book.title = "Dune"
                        book.author = "Herbert"
                        book.rating = 5
                        try? moc.save()
                    }
                }
            }
        }
        func deleteBooks(at offsets: IndexSet) {
            for offset in offsets { moc.delete(books[offset]) }
            try? moc.save()
        }
    }
    """
}
