import Foundation
import SwiftData
import Testing

/// `@Relationship(inverse:)`: setting one side updates the other.
@MainActor
@Suite("SwiftData: inverse relationships")
struct InverseRelationshipTests {
  private func memory() throws -> ModelContext {
    ModelContext(try ModelContainer(for: Folder.self, Item.self,
                                    configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
  }

  // https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
  // https://developer.apple.com/documentation/swiftdata/defining-data-relationships-with-enumerations-and-model-classes
  // Apple DTS on the forums (thread 778348): "SwiftData takes care [of] the integrity" of a relationship with an
  // inverse. WWDC23 "Model your schema with SwiftData" (10195): the inverse is declared on one side.
  @Test("to-many side: appending sets the item's folder; removing clears it; moving leaves the old folder")
  func toManySide() throws {
    let context = try memory()
    let inbox = Folder(name: "Inbox")
    let archive = Folder(name: "Archive")
    context.insert(inbox)
    context.insert(archive)
    let item = Item(label: "a")
    inbox.items.append(item)
    #expect(item.folder === inbox)
    archive.items.append(item)
    #expect(item.folder === archive)
    #expect(inbox.items.isEmpty)
    archive.items.removeAll()
    #expect(item.folder == nil)
  }

  // The to-one side names no inverse: it is found from Folder.items' `inverse: \Item.folder`.
  @Test("to-one side: setting the folder appends to its items and removes from the old one's; nil removes")
  func toOneSide() throws {
    let context = try memory()
    let inbox = Folder(name: "Inbox")
    let archive = Folder(name: "Archive")
    context.insert(inbox)
    context.insert(archive)
    let item = Item(label: "a")
    context.insert(item)
    item.folder = inbox
    #expect(inbox.items.map(\.label) == ["a"])
    item.folder = archive
    #expect(inbox.items.isEmpty)
    #expect(archive.items.map(\.label) == ["a"])
    item.folder = nil
    #expect(archive.items.isEmpty)
  }

  // An optional relationship is initialized (nil) before init sets it, so init's assignment goes through the setter
  // and the inverse is updated at once; the insert adds nothing twice.
  @Test("a model made with its folder joins the folder's items; the insert keeps one; a relaunch reads both sides")
  func inInitAndInsert() throws {
    let context = try memory()
    let inbox = Folder(name: "Inbox")
    context.insert(inbox)
    let item = Item(label: "a", folder: inbox)
    #expect(inbox.items.map(\.label) == ["a"])
    context.insert(item)
    #expect(inbox.items.map(\.label) == ["a"])
    // Saved and read back by a new context: both sides as they were.
    try context.save()
    let again = ModelContext(context.container)
    let folders = try again.fetch(FetchDescriptor<Folder>())
    #expect(folders.first?.items.map(\.label) == ["a"])
    #expect(folders.first?.items.first?.folder === folders.first)
  }

  // https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum/cascade
  // https://developer.apple.com/documentation/swiftdata/schema/relationship/deleterule-swift.enum/nullify
  @Test("delete rules with the inverse kept: cascade deletes the items; nullify empties the item's folder")
  func deleteRulesKeepTheInverse() throws {
    let context = try memory()
    let inbox = Folder(name: "Inbox")
    context.insert(inbox)
    let a = Item(label: "a")
    let b = Item(label: "b")
    inbox.items = [a, b]
    #expect(a.folder === inbox && b.folder === inbox)
    // The items join the context at its next operation (docs/swiftdata.md, "Related models").
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 2)
    context.delete(a)
    #expect(inbox.items.map(\.label) == ["b"])
    context.delete(inbox)
    #expect(b.isDeleted)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Item>()) == 0)
  }
}
