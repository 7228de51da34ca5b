import Foundation
import SwiftData
import Testing

/// `@Model` properties written without a type (Apple's SwiftData Animals sample: `var animals = [Animal]()`) and an
/// optional to-many relationship persist as annotated ones do.
@MainActor
@Suite("SwiftData: inferred property types")
struct ModelTypeInferenceTests {
  // https://developer.apple.com/documentation/swiftdata/model() — "Converts a Swift class into a stored model":
  // every stored property is persisted, whatever its declaration's form; the Animals sample
  // (developer.apple.com/documentation/swiftdata/adding-and-editing-persistent-data-in-your-app) declares
  // `@Relationship(deleteRule: .cascade, inverse: \Animal.category) var animals = [Animal]()`.
  @Test("literals, T(…) and [T]() initial values persist; the inverse of [Volume]() is kept; [Lending]? relates and relaunches")
  func inferredTypesPersist() throws {
    let container = try ModelContainer(for: Rack.self, Volume.self, Lending.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = ModelContext(container)
    let rack = Rack(name: "Fiction")
    context.insert(rack)
    rack.capacity = 5
    rack.weight = 2.25
    rack.isFull = true
    rack.labels.append("new")
    let book = Volume(title: "Dune")
    rack.books.append(book)
    #expect(book.rack === rack)
    let loan = Lending(reader: "Ann")
    rack.loans?.append(loan)
    #expect(loan.rack === rack)
    try context.save()

    let again = ModelContext(container)
    let racks = try again.fetch(FetchDescriptor<Rack>())
    let read = try #require(racks.first)
    #expect(read.name == "Fiction")
    #expect(read.capacity == 5)
    #expect(read.weight == 2.25)
    #expect(read.isFull)
    #expect(read.added == Date(timeIntervalSince1970: 0))
    #expect(read.labels == ["new"])
    #expect(read.books.map(\.title) == ["Dune"])
    #expect(read.loans?.map(\.reader) == ["Ann"])
    #expect(read.loans?.first?.rack === read)
  }
}
