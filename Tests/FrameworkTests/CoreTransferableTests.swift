import Foundation
@testable import SwiftUI
import Testing

/// A note an app transfers as its own JSON type, as plain text through its title, and as a file.
private struct Note: Codable, Transferable, Equatable {
  var title: String
  var isPrivate = false

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .note)
    ProxyRepresentation(exporting: \.title)
      .exportingCondition { !$0.isPrivate }
    DataRepresentation(exportedContentType: .html) { note in Data("<p>\(note.title)</p>".utf8) }
      .visibility(.ownProcess)
  }
}

extension UTType {
  fileprivate static let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
}

/// A type that transfers only by a file it writes.
private struct Report: Transferable {
  let url: URL
  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(exportedContentType: .plainText) { report in SentTransferredFile(report.url) }
  }
}

/// CoreTransferable (Sources/CoreTransferable), re-exported by SwiftUI. Apple:
/// https://developer.apple.com/documentation/coretransferable/transferable ("@preconcurrency protocol Transferable :
/// Sendable"; the first representation is preferred), /transferable/exportedcontenttypes(visibility:),
/// /transferable/exported(as:) ("uses the first representation that conforms to the given content type"),
/// /transferrepresentation/exportingcondition(_:), /proxyrepresentation.
@Suite struct CoreTransferableTests {
  @Test func exportedTypesInOrder() {
    #expect(Note.exportedContentTypes() == [.note, .utf8PlainText])
    #expect(Note.exportedContentTypes(visibility: .ownProcess) == [.note, .utf8PlainText, .html])
    #expect(Note.importedContentTypes() == [.note])
    #expect(String.exportedContentTypes() == [.utf8PlainText])
    #expect(Data.exportedContentTypes() == [.data])
  }

  /// Exporting runs the first representation whose type conforms: the codable one for JSON, the proxy (the
  /// title's own plain text) for text — unless the exporting condition refuses the item.
  @Test func exportingRunsTheRepresentation() async throws {
    let note = Note(title: "Groceries")
    let json = try await note.exported(as: .json)
    #expect(try JSONDecoder().decode(Note.self, from: json) == note)
    #expect(try await note.exported(as: .plainText) == Data("Groceries".utf8))
    // The first representation is the codable one (compared decoded: a JSONEncoder's key order is a Dictionary's,
    // which differs between two encodings in a process without deterministic hashing).
    #expect(try JSONDecoder().decode(Note.self, from: try await note.exported(as: nil)) == note)
    #expect(try await Note(title: "Secret", isPrivate: true).exported(as: .html) == Data("<p>Secret</p>".utf8))
    await #expect(throws: (any Error).self) { _ = try await Note(title: "Secret", isPrivate: true).exported(as: .plainText) }
    await #expect(throws: (any Error).self) { _ = try await note.exported(as: .image) }
  }

  /// A file representation exports the file's contents.
  @Test func fileRepresentationReadsTheFile() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("asyncplay-transfer-\(UUID()).txt")
    try Data("report".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try await Report(url: url).exported(as: .text) == Data("report".utf8))
  }

  /// An Image has no pixels in a text run: it offers PNG, and exporting it throws instead of making data up.
  @Test func imagesCannotBeExported() async {
    #expect(Image.exportedContentTypes() == [.png])
    await #expect(throws: ImageExportError.self) { _ = try await Image(systemName: "star").exported(as: .png) }
  }

  /// An item provider offers the types of the object or transferable registered with it, in order (Apple:
  /// https://developer.apple.com/documentation/foundation/nsitemprovider/registeredtypeidentifiers,
  /// /nsitemprovider/register(_:)-…: a Transferable's exported types).
  @Test func itemProviders() {
    let text = NSItemProvider(object: "hello" as NSString)
    #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(text.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!text.hasItemConformingToTypeIdentifier("public.image"))
    let provider = NSItemProvider()
    #expect(provider.registeredTypeIdentifiers.isEmpty)
    provider.register(Note(title: "A"))
    #expect(provider.registeredTypeIdentifiers == ["com.example.note", "public.utf8-plain-text"])
  }

  /// A tap that reports its location lands at the view's origin: (0, 0) in its own space, the top of the safe area
  /// in the global one, where GeometryProxy.frame(in: .global) places a view (Apple:
  /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:coordinatespace:perform:)).
  @Test func tapLocation() {
    #expect(TapLocation.point(in: .local) == .zero)
    #expect(TapLocation.point(in: .global) == CGPoint(x: 0, y: 59))
    #expect(TapLocation.point(in: .global) == GeometryProxy().frame(in: .global).origin)
  }
}
