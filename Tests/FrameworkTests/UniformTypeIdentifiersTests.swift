import Foundation
import Testing
import UniformTypeIdentifiers

/// UniformTypeIdentifiers (Sources/UniformTypeIdentifiers). Apple: https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct
/// (system-declared types and their conformance), /uttype-swift.struct/init(_:) ("returns nil if the system doesn't
/// know the type identifier"), /uttype-swift.struct/conforms(to:), /init(filenameextension:conformingto:).
@Suite struct UniformTypeIdentifiersTests {
  @Test func identifiersAndTags() {
    #expect(UTType.png.identifier == "public.png")
    #expect(UTType.png.preferredFilenameExtension == "png")
    #expect(UTType.png.preferredMIMEType == "image/png")
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.json.preferredMIMEType == "application/json")
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.image.preferredFilenameExtension == nil)
    #expect(UTType("public.png") == .png)
    #expect(UTType("com.example.unknown") == nil)
    #expect(UTType.png.isPublic && !UTType.pdf.isPublic && UTType.png.isDeclared && !UTType.png.isDynamic)
  }

  /// Conformance follows the declared hierarchy, is reflexive, and goes one way.
  @Test func conformance() {
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.png.conforms(to: .data))
    #expect(UTType.png.conforms(to: .item))
    #expect(UTType.png.conforms(to: .content))
    #expect(UTType.png.conforms(to: .png))
    #expect(!UTType.image.conforms(to: .png))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType.utf8PlainText.conforms(to: .text))
    #expect(UTType.json.conforms(to: .text))
    #expect(UTType.heic.conforms(to: .image))
    #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
    #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image))
    #expect(!UTType.jpeg.isSubtype(of: .jpeg))
    #expect(UTType.plainText.supertypes == [.text, .data, .content, .item])
  }

  /// A filename extension or MIME type finds its declared type; an unknown one gives a dynamic type that conforms
  /// to the supertype asked for.
  @Test func tagsFindTypes() {
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
    #expect(UTType(mimeType: "image/png") == .png)
    let unknown = UTType(filenameExtension: "bucket")
    #expect(unknown?.isDynamic == true && unknown?.isDeclared == false)
    #expect(unknown?.conforms(to: .data) == true)
    #expect(unknown?.preferredFilenameExtension == "bucket")
    #expect(UTType(filenameExtension: "") == nil)
  }

  /// An app's own type conforms to what it is declared to conform to; types are coded as their identifiers.
  @Test func exportedTypesAndCoding() throws {
    let layer = UTType(exportedAs: "com.example.layer", conformingTo: .json)
    #expect(layer.conforms(to: .text) && !layer.conforms(to: .image))
    #expect(layer.identifier == "com.example.layer")
    let data = try JSONEncoder().encode([UTType.png])
    #expect(String(decoding: data, as: UTF8.self) == "[\"public.png\"]")
    #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png])
  }
}
