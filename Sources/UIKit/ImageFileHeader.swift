// Mirrors: nothing of Apple's: the size of an encoded image, read from its file header
// SDK: iOS 26 SDK
// Status: internal
import Foundation

/// The image file formats whose size ``ImageFileHeader`` reads.
package enum ImageFileFormat: String, Equatable, Sendable {
  case png, jpeg, gif
}

/// The format and pixel size of PNG, JPEG or GIF bytes, read from their header (PNG's IHDR chunk, GIF's logical
/// screen descriptor, JPEG's first start-of-frame segment), or nil for bytes in none of them.
struct ImageFileHeader: Equatable {
  let format: ImageFileFormat
  let size: CGSize

  init?(_ data: Data) {
    let bytes = [UInt8](data.prefix(64 * 1024))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24,
       bytes[12...15].elementsEqual(Array("IHDR".utf8)) {
      format = .png
      size = CGSize(width: Self.bigEndian(bytes, 16, 4), height: Self.bigEndian(bytes, 20, 4))
    } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)), bytes.count >= 10 {
      format = .gif
      size = CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
    } else if bytes.starts(with: [0xFF, 0xD8]), let frame = Self.jpegFrameSize(bytes) {
      format = .jpeg
      size = frame
    } else {
      return nil
    }
  }

  private static func bigEndian(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
    bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The height and width of the first SOFn segment (n not 4, 8 or 12, which are other markers).
  private static func jpegFrameSize(_ bytes: [UInt8]) -> CGSize? {
    var index = 2
    while index + 9 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF { index += 1; continue }
      let length = bigEndian(bytes, index + 2, 2)
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        return CGSize(width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2))
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }
}
