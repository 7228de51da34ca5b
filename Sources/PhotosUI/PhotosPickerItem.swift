// Mirrors: PhotosUI `PhotosPickerItem` (`init(itemIdentifier:)`, `itemIdentifier`,
//   `loadTransferable(type:completionHandler:)`, `loadTransferable(type:)`, `EncodingDisambiguationPolicy`);
//   Photos `PHPhotosError` (`Code.identifierNotFound`, `errorDomain`), `PHPhotoLibrary.shared()`
// SDK: iOS 26 SDK
// Status: partial
// asyncplay has no photo library: no item names a photo, so loading one always fails, with Photos' error for an
// identifier that does not exist (`PHPhotosError.Code.identifierNotFound`), reported as Apple reports a load's end:
// the completion handler is called later, not during the call (on a task of the run), and the async form throws.
import Foundation
import SwiftUI

/// An item from the photo library that a picker selected (Apple: `PhotosPickerItem`).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  /// How the picker chooses the encoding of an item that has several (Apple:
  /// `PhotosPickerItem.EncodingDisambiguationPolicy`).
  public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
    let name: String
    /// The best encoding for the app.
    public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
    /// The item's current encoding.
    public static let current = EncodingDisambiguationPolicy(name: "current")
    /// The most compatible encoding.
    public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
  }

  /// The local identifier of the item in the photo library.
  public let itemIdentifier: String?

  /// An item for the photo library's item `itemIdentifier`.
  public init(itemIdentifier: String) {
    self.itemIdentifier = itemIdentifier
  }

  /// Loads the item as `type`, then calls `completionHandler` with the result. Always a failure here
  /// (`PHPhotosError.Code.identifierNotFound`): the photo library is empty.
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    // The task captures the handler as an existential: a closure that names T would capture T's metatype, which
    // need not be Sendable.
    let report: any LaterReport = FailedLoad(handler: completionHandler)
    Task { report.call() }
    return progress
  }

  /// Loads the item as `type`. Always throws `PHPhotosError.Code.identifierNotFound`: the photo library is empty.
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
    throw PHPhotosError(.identifierNotFound)
  }
}

/// A load's end, reported on a task after the call returned.
protocol LaterReport: Sendable {
  func call()
}

/// A failed load's completion handler and its error.
struct FailedLoad<T: Transferable>: LaterReport {
  let handler: @Sendable (Result<T?, any Error>) -> Void
  func call() { handler(.failure(PHPhotosError(.identifierNotFound))) }
}

/// An error of the Photos framework (Apple: `PHPhotosError`).
public struct PHPhotosError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Error codes for framework operations (Apple: `PHPhotosError.Code`); the one asyncplay reports.
  public enum Code: Int, Sendable {
    /// An identifier doesn't exist.
    case identifierNotFound = 3201
  }

  /// The domain of the error.
  public static var errorDomain: String { "PHPhotosErrorDomain" }

  /// The error's code.
  public let code: Code

  /// An error of the given code.
  public init(_ code: Code) { self.code = code }

  public var description: String {
    "PHPhotosError(identifierNotFound): the item is not in the photo library (asyncplay's photo library is empty)"
  }
}

/// The user's photo library (Apple: `PHPhotoLibrary`, of the Photos framework); empty in asyncplay.
public final class PHPhotoLibrary: Sendable {
  private init() {}

  private static let library = PHPhotoLibrary()

  /// The shared photo library object.
  public static func shared() -> PHPhotoLibrary { library }
}
