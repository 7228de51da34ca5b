// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
#if canImport(Glibc)
import Glibc
#endif
import TextBase

/// Removes a folder and everything in it without following symbolic links: a link inside is removed, its target is
/// not touched (`lstat` tells a link from a folder). Errors are ignored: what cannot be removed stays.
enum TreeRemoval {
  static func remove(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      unlink(path)
      return
    }
    if let folder = opendir(path) {
      var names: [String] = []
      while let entry = readdir(folder) {
        let name = directoryEntryName(entry)
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(folder)
      for name in names { remove(path + "/" + name) }
    }
    rmdir(path)
  }
}

/// The system's reason for the last failed call (`errno`), as `strerror` words it.
enum SystemReason {
  static var current: String { String(cString: strerror(errno)) }
}
