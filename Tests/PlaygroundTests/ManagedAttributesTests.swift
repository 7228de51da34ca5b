import Testing
@testable import Runs

/// Core Data's `@NSManaged` needs the Objective-C runtime (Apple: "Core Data dynamically generates efficient public
/// and primitive get and set attribute accessor methods", https://developer.apple.com/documentation/coredata/nsmanagedobject);
/// on Linux the compile gives the declarations bodies instead, after the student's text on the same line, so that
/// every column before it stays where the student wrote it.
@Suite("@NSManaged in files that import CoreData")
struct ManagedAttributesTests {
  @Test("properties get accessors, generated relationship functions bodies, @objc is blanked, subclasses an init")
  func rewrite() {
    let text = """
      import CoreData
      @objc(CachedUser)
      public class CachedUser: NSManagedObject {
          @NSManaged public var name: String? // the name
          @NSManaged var age: Int16
          @objc(addFriendsObject:)
          @NSManaged public func addToFriends(_ value: CachedUser)
      }
      """
    let lines = ManagedAttributes.rewritten(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let original = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == original.count)
    #expect(lines[1] == "                 ")
    #expect(lines[2].hasPrefix("public class CachedUser: NSManagedObject { public nonisolated override init(entity: "))
    #expect(lines[2].hasSuffix("-> NSManagedObject { CachedUser(entity: entity, insertInto: context) };"))
    #expect(lines[3] == "               public var name: String? { get { _managedValue(\"name\") } set { "
      + "_setManagedValue(\"name\", newValue) } } // the name")
    #expect(lines[4] == "               var age: Int16 { get { _managedValue(\"age\") } set { _setManagedValue(\"age\", "
      + "newValue) } }")
    #expect(lines[5] == "                            ")
    #expect(lines[6] == "               public func addToFriends(_ value: CachedUser) { _managedAccessor(#function, "
      + "[value]) }")
    // Every character the student wrote before the added text keeps its column.
    for (line, before) in zip(lines, original) {
      let kept = before.replacingOccurrences(of: "@NSManaged", with: "          ")
      #expect(line.hasPrefix(kept.prefix { $0 != "@" && $0 != "/" }.description))
    }
  }

  @Test("a file that does not import CoreData is left as it is")
  func otherFiles() {
    let text = "import SwiftUI\n@objc class A {}\n@NSManaged var x: Int\n"
    #expect(ManagedAttributes.rewritten(text) == text)
    #expect(ManagedAttributes.importsCoreData("import Foundation\nimport CoreData\n"))
    #expect(!ManagedAttributes.importsCoreData("// import CoreData\nlet CoreData = 1\n"))
  }
}
