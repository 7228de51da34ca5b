// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import Foundation

// The folder URLs iOS 16 added to URL, which Foundation on Linux lacks: each is FileManager's folder for the user,
// which in a run is inside the app's container (see AppContainer).
extension URL {
  /// The app's Documents folder.
  public static var documentsDirectory: URL { folder(.documentDirectory) }
  /// The app's Application Support folder (which an app creates before writing into it).
  public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory) }
  /// The app's Caches folder.
  public static var cachesDirectory: URL { folder(.cachesDirectory) }

  /// FileManager's first URL for `directory` in the user's domain.
  private static func folder(_ directory: FileManager.SearchPathDirectory) -> URL {
    FileManager.default.urls(for: directory, in: .userDomainMask).first ?? URL(fileURLWithPath: NSHomeDirectory())
  }
}
