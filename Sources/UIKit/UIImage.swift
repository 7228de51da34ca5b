// Mirrors: UIKit `UIImage`, `init()`, `init(named:)`, `init(systemName:)`, `init(data:)`, `init(contentsOfFile:)`,
//   `size`, `scale`, `pngData()`, `jpegData(compressionQuality:)`, `init(imageLiteralResourceName:)`,
//   `_ImageLiteralType`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// An object that manages image data in your app (Apple: `UIImage`). Pixels are not decoded: an image knows where
/// it came from (an asset's name, a symbol's name, or encoded bytes) and, for PNG, JPEG and GIF bytes, its size,
/// read from the file's header.
///
/// Choices where a device would decode: `init(named:)` finds a PNG or JPEG file of that name among the app's
/// resources (``Bundle/main``); other names stand for an image of the app's asset catalog, which asyncplay does not
/// read — the image exists, as `Image("name")` does in the SwiftUI module, with a zero size. `pngData()` and
/// `jpegData(compressionQuality:)` give back the bytes the image was made from when they already are in that
/// format, and nil otherwise (re-encoding is not simulated).
open class UIImage: NSObject, @unchecked Sendable {
  /// Where the image came from.
  package enum Source: Equatable, Sendable {
    /// Nothing: `UIImage()`.
    case empty
    /// An image of the asset catalog, by name.
    case asset(String)
    /// An SF Symbol, by name.
    case symbol(String)
    /// Encoded bytes in `format` (a file of the bundle, `Data`).
    case encoded(Data, format: ImageFileFormat)
  }

  package let source: Source
  /// The logical dimensions, in points, for the image.
  public let size: CGSize
  /// The scale factor of the image (1: a file's pixels are points).
  public var scale: CGFloat { 1 }

  private init(source: Source, size: CGSize) {
    self.source = source
    self.size = size
    super.init()
  }

  /// An empty image, of zero size.
  public override convenience init() { self.init(source: .empty, size: .zero) }

  /// Creates an image object from the specified named asset: a PNG or JPEG file of the app's bundle with that name
  /// (`name`, `name.png`, `name.jpg`, `name.jpeg`), else the asset catalog's image, which is not read (zero size).
  public convenience init?(named name: String) {
    for candidate in [name, name + ".png", name + ".jpg", name + ".jpeg"] {
      guard let path = Bundle.main.path(forResource: candidate, ofType: nil),
            let data = FileManager.default.contents(atPath: path) else { continue }
      self.init(data: data)
      return
    }
    self.init(source: .asset(name), size: .zero)
  }

  /// Creates the image an image literal names (`#imageLiteral(resourceName:)`): the image `init(named:)` finds.
  public required convenience init(imageLiteralResourceName path: String) {
    self.init(named: path)!
  }

  /// Creates an image object that contains a system symbol image (its size is not known: zero).
  public convenience init?(systemName name: String) {
    self.init(source: .symbol(name), size: .zero)
  }

  /// Creates and returns an image object that uses the specified image data: PNG, JPEG or GIF bytes (read as far as
  /// their header); nil for anything else, as a device gives nil for data it cannot decode.
  public convenience init?(data: Data) {
    guard let header = ImageFileHeader(data) else { return nil }
    self.init(source: .encoded(data, format: header.format), size: header.size)
  }

  /// Creates and returns an image object by loading the image data from the file at the specified path.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// The image's bytes when it was made from PNG data; nil otherwise (re-encoding is not simulated).
  public func pngData() -> Data? {
    if case .encoded(let data, .png) = source { return data }
    return nil
  }

  /// The image's bytes when it was made from JPEG data (`compressionQuality` unused); nil otherwise.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    if case .encoded(let data, .jpeg) = source { return data }
    return nil
  }
}

/// `#imageLiteral(resourceName: "Payload")` makes a `UIImage`, as it does where UIKit is imported: UIKit declares
/// the literal's default type and `UIImage`'s conformance (without them the compiler finds no type for the literal
/// and fails to produce a diagnostic at all).
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
