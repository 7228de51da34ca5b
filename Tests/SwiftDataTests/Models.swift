import Foundation
import SwiftData

/// The models the tests use.
@Model
final class Note {
  var title: String
  var done: Bool
  var createdAt: Date
  @Transient var scratch = 0

  init(title: String, done: Bool = false, createdAt: Date = Date(timeIntervalSince1970: 0)) {
    self.title = title
    self.done = done
    self.createdAt = createdAt
  }
}

@Model
final class Account {
  @Attribute(.unique) var email: String
  var name: String

  init(email: String, name: String) {
    self.email = email
    self.name = name
  }
}

@Model
final class Folder {
  var name: String
  @Relationship(deleteRule: .cascade, inverse: \Item.folder) var items: [Item] = []

  init(name: String) { self.name = name }
}

@Model
final class Item {
  var label: String
  var folder: Folder?

  init(label: String, folder: Folder? = nil) {
    self.label = label
    self.folder = folder
  }
}

/// Properties whose types `@Model` reads from their initial values, as Apple's sample code writes them
/// (`var animals = [Animal]()`), and an optional to-many relationship (`[Job]?`, Hacking with Swift's).
@Model
final class Rack {
  var name = "Rack"
  var capacity = 3
  var weight = 1.5
  var isFull = false
  var added = Date(timeIntervalSince1970: 0)
  var labels = [String]()
  @Relationship(deleteRule: .cascade, inverse: \Volume.rack) var books = [Volume]()
  @Relationship(inverse: \Lending.rack) var loans: [Lending]? = [Lending]()

  init(name: String) { self.name = name }
}

@Model
final class Volume {
  var title: String
  var rack: Rack?

  init(title: String) { self.title = title }
}

@Model
final class Lending {
  var reader: String
  var rack: Rack?

  init(reader: String) { self.reader = reader }
}
