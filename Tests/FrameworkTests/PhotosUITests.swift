import PhotosUI
import SwiftUI
import Testing

/// A picture the app imports from image data, as Apple's sample code declares one.
private struct Picture: Transferable {
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(importedContentType: .image) { _ in Picture() }
  }
}

/// PhotosUI (Sources/PhotosUI): asyncplay has no photo library, so loading an item fails with Photos' error for an
/// identifier that does not exist (https://developer.apple.com/documentation/photos/phphotoserror-swift.struct/code/identifiernotfound).
@Suite struct PhotosUITests {
  @Test func loadingFailsWithIdentifierNotFound() async {
    let item = PhotosPickerItem(itemIdentifier: "IMG_0001")
    #expect(item.itemIdentifier == "IMG_0001")
    await #expect(throws: PHPhotosError(.identifierNotFound)) {
      _ = try await item.loadTransferable(type: Picture.self)
    }
  }

  /// The completion handler is called after the call returns, with the failure (Apple calls it when the load ends).
  @Test func completionHandlerReportsTheFailure() async {
    let item = PhotosPickerItem(itemIdentifier: "IMG_0002")
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<(any Error)?, Never>) in
      _ = item.loadTransferable(type: Picture.self) { result in
        if case .failure(let error) = result { continuation.resume(returning: error) } else {
          continuation.resume(returning: nil)
        }
      }
    }
    #expect(result as? PHPhotosError == PHPhotosError(.identifierNotFound))
    #expect(PHPhotosError.errorDomain == "PHPhotosErrorDomain")
  }

  @Test func filters() {
    #expect(PHPickerFilter.any(of: [.images, .videos]) != PHPickerFilter.images)
    #expect(PHPickerFilter.not(.screenshots) == PHPickerFilter.not(.screenshots))
  }
}
