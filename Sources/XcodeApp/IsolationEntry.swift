import SwiftUI

// The isolation scenario's door into the XcodeApp module: the photo page compiled here, with a new Xcode 26 app
// target's settings. The files in Isolation/ are copies of Sources/Scenarios/Isolation's app code, byte for byte
// (XcodeAppCopyTests), so that profile=xcode26-app and profile=swift-package differ only in the project.
public enum IsolationApp {
  /// The photo page `start` names (task-modifier, task, detached, concurrent), decoding for `decode`.
  @ViewBuilder
  public static func page(start: String, decode: Duration) -> some View {
    let decoder = PhotoDecoder(cost: decode)
    switch start {
    case "task": TaskPhotoPage(decoder: decoder)
    case "detached": DetachedPhotoPage(decoder: decoder)
    case "concurrent": ConcurrentPhotoPage(decoder: decoder)
    default: PhotoPage(decoder: decoder)
    }
  }
}
