// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's storage for one run: a folder laid out like an iOS app's data container, into which the child process's
/// `UserDefaults.standard` (so `@AppStorage`), `FileManager`'s Documents, Application Support and Caches folders
/// and its temporary folder resolve. The parent makes it, starts the child with ``environment``, and calls
/// ``finish()`` after the run: a fresh container is removed; a kept one (`--container DIR`) stays, and the next run
/// with it is a relaunch that finds the defaults and files the last one left.
///
/// ```swift
/// let container = try AppContainer.makeFresh()          // or try AppContainer.kept(at: dir)
/// child.environmentOverrides += container.environment
/// … run the child …
/// container.finish()
/// ```
///
/// The mechanism is the child's environment, because that is where Foundation on Linux looks, and reads it once
/// (swift-corelibs-foundation `CFRuntime.c` keeps `HOME` and the `XDG_*` variables from process start, swift-foundation
/// `FileManager+XDGSearchPaths.swift` reads them per call): `UserDefaults.standard` writes
/// `$XDG_CONFIG_HOME/<process name>.plist`, Application Support is `$XDG_DATA_HOME`, Caches `$XDG_CACHE_HOME`, and
/// Documents is the home directory's `Documents` — a home taken from `CFFIXED_USER_HOME` (else the password file, not
/// `HOME`), unless `user-dirs.dirs` under `$XDG_CONFIG_HOME` or `user-dirs.defaults` under `$XDG_CONFIG_DIRS` say
/// otherwise, which the container has not. `Lessons/Evidence/storage` measures it on this toolchain.
public struct AppContainer: Sendable, Equatable {
  /// The container's folder, absolute.
  public let path: String
  /// Whether it stays after the run (`--container DIR`).
  public let isKept: Bool

  /// The folders an iOS app finds in its container at first launch. Application Support is not among them: an app
  /// creates it (`url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)`).
  static let folders = ["Documents", "Library", "Library/Caches", "Library/Preferences", "tmp"]
  /// The file that marks a folder as a container this type made, so that `--container` never takes over a folder
  /// that holds something else.
  static let marker = ".asyncplay-container"
  /// How the container's path reads in anything a run prints (``redactingPath(in:)``).
  public static let displayPath = "<container>"

  private init(path: String, isKept: Bool) {
    self.path = path
    self.isKept = isKept
  }

  /// A new, empty container under the temporary folder (`TMPDIR`, else `/tmp`), removed by ``finish()``.
  public static func makeFresh() throws(AppContainerError) -> AppContainer {
    let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    var template = Array(((base.hasSuffix("/") ? base : base + "/") + "asyncplay-container-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else { throw AppContainerError(path: base, .cannotCreate(reason: SystemReason.current)) }
    let container = AppContainer(path: String(cString: made), isKept: false)
    do {
      try container.prepare()
    } catch {
      container.finish()
      throw error
    }
    return container
  }

  /// The container at `path` (`--container DIR`), kept after the run: made when the folder does not exist or is
  /// empty, used as it is when an earlier run made it. Refused: a path whose parent does not exist, a file, a
  /// symbolic link, or a folder that holds other things.
  public static func kept(at path: String) throws(AppContainerError) -> AppContainer {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let container = AppContainer(path: absolute.count > 1 && absolute.hasSuffix("/") ? String(absolute.dropLast())
                                   : absolute, isKept: true)
    var info = stat()
    if lstat(container.path, &info) != 0 {
      guard errno == ENOENT else { throw AppContainerError(path: path, .cannotCreate(reason: SystemReason.current)) }
      guard mkdir(container.path, 0o755) == 0 else {
        throw AppContainerError(path: path, .cannotCreate(reason: SystemReason.current))
      }
    } else {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: break
      case S_IFLNK: throw AppContainerError(path: path, .symbolicLink)
      default: throw AppContainerError(path: path, .notAFolder)
      }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: container.path)) ?? []
      guard entries.isEmpty || entries.contains(marker) else { throw AppContainerError(path: path, .notAContainer) }
      // A link left in a kept container (by the user, or by the code of an earlier run) would make a save of the
      // app's defaults follow it out of the container (Foundation writes `Library/Preferences/….plist` through it).
      if let link = firstLink(in: container.path, relative: "", depth: 0) {
        throw AppContainerError(path: path, .holdsLink(link))
      }
    }
    try container.prepare()
    return container
  }

  /// The container at `path` that this process made ready already (``makeFresh()`` or ``kept(at:)``), taken as it is:
  /// what the run's own code left in it (a link) is for the next ``kept(at:)`` to refuse, not for a child of the
  /// same run to lose its environment over.
  public static func ready(at path: String) -> AppContainer { AppContainer(path: path, isKept: true) }

  /// The environment the child runs with, in this order; names the child's parent set otherwise are replaced.
  public var environment: [(name: String, value: String)] {
    [
      ("HOME", path),
      // swift-foundation's home directory (hence Documents) comes from here, not from HOME.
      ("CFFIXED_USER_HOME", path),
      // UserDefaults.standard: <XDG_CONFIG_HOME>/<process name>.plist, where an iOS app keeps its preferences.
      ("XDG_CONFIG_HOME", path + "/Library/Preferences"),
      // No user-dirs.defaults is searched for outside the container (Documents would move).
      ("XDG_CONFIG_DIRS", path + "/Library/Preferences"),
      ("XDG_DATA_HOME", path + "/Library/Application Support"),
      ("XDG_CACHE_HOME", path + "/Library/Caches"),
      ("TMPDIR", path + "/tmp"),
    ]
  }

  /// After the run: removes a fresh container and everything in it, never following a symbolic link (one inside is
  /// removed, not its target); leaves a kept one as the run left it.
  public func finish() {
    guard !isKept else { return }
    AppBundle.remove(in: path)  // read-only: made writable before it can be removed
    TreeRemoval.remove(path)
  }

  /// `text` with the container's path, as a run could print it (plain or percent-encoded in a URL), replaced by
  /// ``displayPath``: nothing in a trace depends on where the container is.
  public func redactingPath(in text: String) -> String { Self.redactingPath(in: text, path: path) }

  /// `text` with the container folder `path` (plain and percent-encoded) replaced by ``displayPath``.
  public static func redactingPath(in text: String, path: String) -> String {
    var redacted = replacing(path, with: displayPath, in: text)
    if let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), encoded != path {
      redacted = replacing(encoded, with: displayPath, in: redacted)
    }
    return redacted
  }

  /// `text` with every occurrence of `target` replaced, compared byte for byte in UTF-8 (a path is matched as
  /// written); `text` itself when there is none. The text is often a whole run's trace: Foundation's
  /// `replacingOccurrences` would copy it into an NSString to find nothing, most of the time.
  private static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let needle = Array(target.utf8)
    guard let first = needle.first else { return text }
    var text = text
    let replaced: String? = text.withUTF8 { bytes in
      var out: [UInt8] = []
      var index = 0
      var copied = 0
      while index + needle.count <= bytes.count {
        if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
          if copied == 0 { out.reserveCapacity(bytes.count) }
          out += bytes[copied..<index]
          out += replacement.utf8
          index += needle.count
          copied = index
        } else {
          index += 1
        }
      }
      guard copied > 0 else { return nil }
      out += bytes[copied...]
      return String(decoding: out, as: UTF8.self)
    }
    return replaced ?? text
  }

  /// The first symbolic link under `folder` (its path relative to the container, `relative` leading), in name order,
  /// or nil; a tree deeper than 32 folders is not searched further.
  private static func firstLink(in folder: String, relative: String, depth: Int) -> String? {
    guard depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
    for name in names.sorted() {
      var info = stat()
      guard lstat(folder + "/" + name, &info) == 0 else { continue }
      let inside = relative.isEmpty ? name : relative + "/" + name
      switch info.st_mode & S_IFMT {
      case S_IFLNK: return inside
      case S_IFDIR:
        if let found = firstLink(in: folder + "/" + name, relative: inside, depth: depth + 1) { return found }
      default: continue
      }
    }
    return nil
  }

  /// Makes the folders an app finds at launch and the marker (those that exist stay as they are).
  private func prepare() throws(AppContainerError) {
    for folder in Self.folders {
      let full = path + "/" + folder
      if mkdir(full, 0o755) != 0 && errno != EEXIST {
        throw AppContainerError(path: full, .cannotCreate(reason: SystemReason.current))
      }
      var info = stat()
      guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        throw AppContainerError(path: full, .notAFolder)
      }
    }
    let fd = open(path + "/" + Self.marker, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { throw AppContainerError(path: path + "/" + Self.marker, .cannotCreate(reason: SystemReason.current)) }
    close(fd)
  }
}

extension AppContainer {
  /// In the child, after the run: writes `UserDefaults.standard` to the container, which Foundation on Linux does
  /// only when asked (measured: values set without `synchronize()` are gone at the next launch; on iOS the system
  /// saves them). Returns false when they could not be written.
  @discardableResult
  public static func saveDefaults() -> Bool { UserDefaults.standard.synchronize() }
}
