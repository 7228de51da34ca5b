#if canImport(Glibc)
import Glibc
#endif

/// A store file that an app's framework cannot read (SwiftData's, Core Data's) is set aside, never silently emptied:
/// the data stays on disk under another name, and one line says so.
/// ```swift
/// let aside = UnreadableStore.setAside(path)        // "default.store.corrupt", or nil
/// log(UnreadableStore.report(framework: "SwiftData", store: path, setAsideAs: aside))
/// ```
package enum UnreadableStore {
  /// Renames the file at `path` to `<path>.corrupt` (`.corrupt-2`, `.corrupt-3`, … when taken; never over a file);
  /// the new name's last component, or nil when it could not be renamed.
  package static func setAside(_ path: String) -> String? {
    var attempt = 1
    while attempt < 10_000 {
      let aside = path + (attempt == 1 ? ".corrupt" : ".corrupt-\(attempt)")
      // link then unlink: the link fails when the name is taken, where a rename would replace that file.
      if link(path, aside) == 0 {
        guard unlink(path) == 0 else {
          unlink(aside)
          return nil
        }
        return lastComponent(aside)
      }
      guard errno == EEXIST else { return nil }
      attempt += 1
    }
    return nil
  }

  /// The line that says what became of the store at `path` (`framework` first, as the app's log names it).
  package static func report(framework: String, store path: String, setAsideAs aside: String?) -> String {
    let name = lastComponent(path)
    guard let aside else {
      return "\(framework): the store \(name) is not a store asyncplay wrote and could not be set aside; nothing will "
        + "be saved over it"
    }
    return "\(framework): the store \(name) is not a store asyncplay wrote; it was set aside as \(aside) and a new, "
      + "empty store started"
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
