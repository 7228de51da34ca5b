// Mirrors: UniformTypeIdentifiers' system-declared types (`UTType.item`, `.content`, `.data`, `.text`, `.plainText`,
//   `.utf8PlainText`, `.json`, `.xml`, `.html`, `.commaSeparatedText`, `.url`, `.fileURL`, `.image`, `.png`, `.jpeg`,
//   `.gif`, `.heic`, `.pdf`, `.movie`, `.video`, `.audio`, `.mp3`, `.archive`, `.zip`, `.folder`, and the others below)
// SDK: iOS 26 SDK
// Status: partial
// The common public types with Apple's identifiers, filename extensions, MIME types and direct conformances (the
// public.* declarations Apple documents under "System-declared uniform type identifiers"). A type missing here is
// unknown to `UTType(_:)`; a filename extension or MIME type none of these has gives a dynamic type.
import Foundation

/// The system's type declarations: the table every lookup reads.
enum UTTypeDeclarations {
  static let all: [UTType] = [
    UTType(identifier: "public.item", parents: []),
    UTType(identifier: "public.content", parents: []),
    UTType(identifier: "public.composite-content", parents: ["public.content"]),
    UTType(identifier: "public.data", parents: ["public.item"]),
    UTType(identifier: "public.directory", parents: ["public.item"]),
    UTType(identifier: "public.folder", parents: ["public.directory"]),
    UTType(identifier: "public.url", parents: ["public.data"]),
    UTType(identifier: "public.file-url", parents: ["public.url"]),
    UTType(identifier: "public.text", parents: ["public.data", "public.content"]),
    UTType(identifier: "public.plain-text", parents: ["public.text"], filenameExtensions: ["txt", "text"],
           mimeTypes: ["text/plain"]),
    UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"]),
    UTType(identifier: "public.utf16-plain-text", parents: ["public.plain-text"]),
    UTType(identifier: "public.delimited-values-text", parents: ["public.text"]),
    UTType(identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"],
           filenameExtensions: ["csv"], mimeTypes: ["text/csv"]),
    UTType(identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"],
           filenameExtensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
    UTType(identifier: "public.rtf", parents: ["public.text"], filenameExtensions: ["rtf"], mimeTypes: ["text/rtf"]),
    UTType(identifier: "public.html", parents: ["public.text"], filenameExtensions: ["html", "htm"],
           mimeTypes: ["text/html"]),
    UTType(identifier: "public.xml", parents: ["public.text"], filenameExtensions: ["xml"],
           mimeTypes: ["application/xml", "text/xml"]),
    UTType(identifier: "public.json", parents: ["public.text"], filenameExtensions: ["json"],
           mimeTypes: ["application/json"]),
    UTType(identifier: "public.yaml", parents: ["public.text"], filenameExtensions: ["yaml", "yml"],
           mimeTypes: ["application/x-yaml"]),
    UTType(identifier: "public.source-code", parents: ["public.plain-text"]),
    UTType(identifier: "public.swift-source", parents: ["public.source-code"], filenameExtensions: ["swift"]),
    UTType(identifier: "public.log", parents: ["public.text"], filenameExtensions: ["log"]),
    UTType(identifier: "public.vcard", parents: ["public.text"], filenameExtensions: ["vcf"],
           mimeTypes: ["text/vcard"]),
    UTType(identifier: "com.apple.property-list", parents: ["public.data"], filenameExtensions: ["plist"]),
    UTType(identifier: "public.image", parents: ["public.data", "public.content"]),
    UTType(identifier: "public.png", parents: ["public.image"], filenameExtensions: ["png"], mimeTypes: ["image/png"]),
    UTType(identifier: "public.jpeg", parents: ["public.image"], filenameExtensions: ["jpeg", "jpg"],
           mimeTypes: ["image/jpeg"]),
    UTType(identifier: "com.compuserve.gif", parents: ["public.image"], filenameExtensions: ["gif"],
           mimeTypes: ["image/gif"]),
    UTType(identifier: "public.tiff", parents: ["public.image"], filenameExtensions: ["tiff", "tif"],
           mimeTypes: ["image/tiff"]),
    UTType(identifier: "com.microsoft.bmp", parents: ["public.image"], filenameExtensions: ["bmp"],
           mimeTypes: ["image/bmp"]),
    UTType(identifier: "public.heif-standard", parents: ["public.image"], filenameExtensions: ["heif"],
           mimeTypes: ["image/heif"]),
    UTType(identifier: "public.heic", parents: ["public.heif-standard"], filenameExtensions: ["heic"],
           mimeTypes: ["image/heic"]),
    UTType(identifier: "org.webmproject.webp", parents: ["public.image"], filenameExtensions: ["webp"],
           mimeTypes: ["image/webp"]),
    UTType(identifier: "public.svg-image", parents: ["public.image"], filenameExtensions: ["svg"],
           mimeTypes: ["image/svg+xml"]),
    UTType(identifier: "public.camera-raw-image", parents: ["public.image"]),
    UTType(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"],
           filenameExtensions: ["pdf"], mimeTypes: ["application/pdf"]),
    UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"]),
    UTType(identifier: "public.movie", parents: ["public.audiovisual-content"]),
    UTType(identifier: "public.video", parents: ["public.movie"]),
    UTType(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], filenameExtensions: ["mov"],
           mimeTypes: ["video/quicktime"]),
    UTType(identifier: "public.mpeg-4", parents: ["public.movie"], filenameExtensions: ["mp4"],
           mimeTypes: ["video/mp4"]),
    UTType(identifier: "public.audio", parents: ["public.audiovisual-content"]),
    UTType(identifier: "public.mp3", parents: ["public.audio"], filenameExtensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
    UTType(identifier: "public.mpeg-4-audio", parents: ["public.audio"], filenameExtensions: ["m4a"],
           mimeTypes: ["audio/mp4"]),
    UTType(identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], filenameExtensions: ["wav"],
           mimeTypes: ["audio/wav"]),
    UTType(identifier: "public.archive", parents: ["public.data"]),
    UTType(identifier: "public.zip-archive", parents: ["public.archive"], filenameExtensions: ["zip"],
           mimeTypes: ["application/zip"]),
    UTType(identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"], filenameExtensions: ["gz"],
           mimeTypes: ["application/gzip"]),
    UTType(identifier: "public.executable", parents: ["public.item"]),
    UTType(identifier: "public.database", parents: ["public.item"]),
    UTType(identifier: "public.contact", parents: ["public.item"]),
    UTType(identifier: "public.spreadsheet", parents: ["public.content"]),
    UTType(identifier: "public.presentation", parents: ["public.composite-content"]),
  ]

  /// The declarations by identifier (read by key, never iterated).
  private static let byIdentifier: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) },
                                                                  uniquingKeysWith: { first, _ in first })

  /// The declared type of `identifier`, if any.
  static func type(_ identifier: String) -> UTType? { byIdentifier[identifier] }

  /// The declared type of `identifier`, which the table has.
  static func declared(_ identifier: String) -> UTType {
    guard let type = byIdentifier[identifier] else { preconditionFailure("no declaration of \(identifier)") }
    return type
  }
}

extension UTType {
  /// A generic base type for most things (files, directories).
  public static let item = UTTypeDeclarations.declared("public.item")
  /// A base type for anything containing user-viewable document content.
  public static let content = UTTypeDeclarations.declared("public.content")
  /// A base type for content formats supporting mixed embedded content.
  public static let compositeContent = UTTypeDeclarations.declared("public.composite-content")
  /// A base type for any sort of simple byte stream, including files and in-memory data.
  public static let data = UTTypeDeclarations.declared("public.data")
  /// A type that represents a file system directory.
  public static let directory = UTTypeDeclarations.declared("public.directory")
  /// A type that represents a user-browsable directory.
  public static let folder = UTTypeDeclarations.declared("public.folder")
  /// A type that represents a URL.
  public static let url = UTTypeDeclarations.declared("public.url")
  /// A type that represents a URL to a file in the file system.
  public static let fileURL = UTTypeDeclarations.declared("public.file-url")
  /// A base type for all text-encoded data.
  public static let text = UTTypeDeclarations.declared("public.text")
  /// A type that represents text with no markup and an unspecified encoding.
  public static let plainText = UTTypeDeclarations.declared("public.plain-text")
  /// A type that represents plain text encoded as UTF-8.
  public static let utf8PlainText = UTTypeDeclarations.declared("public.utf8-plain-text")
  /// A type that represents plain text encoded as UTF-16.
  public static let utf16PlainText = UTTypeDeclarations.declared("public.utf16-plain-text")
  /// A base type for text with delimited values.
  public static let delimitedText = UTTypeDeclarations.declared("public.delimited-values-text")
  /// A type that represents comma-separated values (CSV).
  public static let commaSeparatedText = UTTypeDeclarations.declared("public.comma-separated-values-text")
  /// A type that represents tab-separated values (TSV).
  public static let tabSeparatedText = UTTypeDeclarations.declared("public.tab-separated-values-text")
  /// A type that represents Rich Text Format (RTF).
  public static let rtf = UTTypeDeclarations.declared("public.rtf")
  /// A type that represents HTML.
  public static let html = UTTypeDeclarations.declared("public.html")
  /// A type that represents XML.
  public static let xml = UTTypeDeclarations.declared("public.xml")
  /// A type that represents JSON.
  public static let json = UTTypeDeclarations.declared("public.json")
  /// A type that represents YAML.
  public static let yaml = UTTypeDeclarations.declared("public.yaml")
  /// A base type for source code of any language.
  public static let sourceCode = UTTypeDeclarations.declared("public.source-code")
  /// A type that represents Swift source code.
  public static let swiftSource = UTTypeDeclarations.declared("public.swift-source")
  /// A type that represents a log file.
  public static let log = UTTypeDeclarations.declared("public.log")
  /// A type that represents a vCard.
  public static let vCard = UTTypeDeclarations.declared("public.vcard")
  /// A type that represents a property list.
  public static let propertyList = UTTypeDeclarations.declared("com.apple.property-list")
  /// A base type for images.
  public static let image = UTTypeDeclarations.declared("public.image")
  /// A type that represents a PNG image.
  public static let png = UTTypeDeclarations.declared("public.png")
  /// A type that represents a JPEG image.
  public static let jpeg = UTTypeDeclarations.declared("public.jpeg")
  /// A type that represents a GIF image.
  public static let gif = UTTypeDeclarations.declared("com.compuserve.gif")
  /// A type that represents a TIFF image.
  public static let tiff = UTTypeDeclarations.declared("public.tiff")
  /// A type that represents a Windows bitmap image.
  public static let bmp = UTTypeDeclarations.declared("com.microsoft.bmp")
  /// A type that represents a HEIF image.
  public static let heif = UTTypeDeclarations.declared("public.heif-standard")
  /// A type that represents a HEIC image.
  public static let heic = UTTypeDeclarations.declared("public.heic")
  /// A type that represents a WebP image.
  public static let webP = UTTypeDeclarations.declared("org.webmproject.webp")
  /// A type that represents a scalable vector graphics (SVG) image.
  public static let svg = UTTypeDeclarations.declared("public.svg-image")
  /// A base type for raw image data from a camera.
  public static let rawImage = UTTypeDeclarations.declared("public.camera-raw-image")
  /// A type that represents a PDF document.
  public static let pdf = UTTypeDeclarations.declared("com.adobe.pdf")
  /// A base type for anything containing audio or video.
  public static let audiovisualContent = UTTypeDeclarations.declared("public.audiovisual-content")
  /// A base type for media formats that may contain both video and audio.
  public static let movie = UTTypeDeclarations.declared("public.movie")
  /// A type that represents video without audio.
  public static let video = UTTypeDeclarations.declared("public.video")
  /// A type that represents a QuickTime movie.
  public static let quickTimeMovie = UTTypeDeclarations.declared("com.apple.quicktime-movie")
  /// A type that represents an MPEG-4 movie.
  public static let mpeg4Movie = UTTypeDeclarations.declared("public.mpeg-4")
  /// A type that represents audio without video.
  public static let audio = UTTypeDeclarations.declared("public.audio")
  /// A type that represents MP3 audio.
  public static let mp3 = UTTypeDeclarations.declared("public.mp3")
  /// A type that represents MPEG-4 audio.
  public static let mpeg4Audio = UTTypeDeclarations.declared("public.mpeg-4-audio")
  /// A type that represents Waveform Audio.
  public static let wav = UTTypeDeclarations.declared("com.microsoft.waveform-audio")
  /// A base type for archives.
  public static let archive = UTTypeDeclarations.declared("public.archive")
  /// A type that represents a zip archive.
  public static let zip = UTTypeDeclarations.declared("public.zip-archive")
  /// A type that represents a GZIP archive.
  public static let gzip = UTTypeDeclarations.declared("org.gnu.gnu-zip-archive")
  /// A type that represents a program the system can run.
  public static let executable = UTTypeDeclarations.declared("public.executable")
  /// A base type for databases.
  public static let database = UTTypeDeclarations.declared("public.database")
  /// A base type for contact information.
  public static let contact = UTTypeDeclarations.declared("public.contact")
  /// A base type for spreadsheet documents.
  public static let spreadsheet = UTTypeDeclarations.declared("public.spreadsheet")
  /// A base type for presentation documents.
  public static let presentation = UTTypeDeclarations.declared("public.presentation")
}
