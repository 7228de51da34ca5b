// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's bundle for one run: the data files Xcode would copy into the app (its "Copy Bundle Resources"), so that
/// `Bundle.main.url(forResource:withExtension:)`, `path(forResource:ofType:)` and the `Bundle.main.decode(_:)`
/// extensions apps write find them.
///
/// The rule (docs/platform.md): the resources are the files beside the Swift files given to `preview` — every
/// regular file directly in a folder that holds one of them, or in a subfolder of such a folder that holds no Swift
/// file (a `Resources/` group) — except Swift files, hidden files and the files Xcode processes instead of copying
/// (`Info.plist`, `.entitlements`, `.xcconfig`). As Xcode copies a group's files, they
/// land flat in the bundle's top folder; of two files with the same name the first in path order wins. A file over
/// 16 MB, and any beyond 256 files or 64 MB in all, is left out (a preview of one file in a crowded folder copies
/// no more than that).
///
/// The bundle's `Info.plist` is the one Xcode's template makes for an app called App (``infoDictionary``); the
/// app's own `Info.plist`, whose values Xcode fills in from build settings, is not read.
///
/// The parent copies them into `App.app` in the run's container before the run, read-only (files 0444, the folder
/// 0555: an app's bundle cannot be written to); the child makes that folder Foundation's main bundle before the
/// app's code runs (``adoptAsMainBundle()``). Inside the container, its paths print as `<container>/App.app/…`.
public enum AppBundle {
  /// The bundle's folder in the container.
  public static let folderName = "App.app"
  /// The name of the bundle's executable, as `Bundle.main.executableURL` shows it (no file: the app's code is
  /// loaded from elsewhere).
  static let executableName = "App"
  /// The bundle's `Info.plist`: what Xcode's app template fills in, for an app called App (an app always has a
  /// bundle identifier, so `Bundle.main.bundleIdentifier` is never nil; the product name is not known here).
  static let infoDictionary: [String: String] = [
    "CFBundleIdentifier": "com.example.App",
    "CFBundleName": "App",
    "CFBundleDisplayName": "App",
    "CFBundleExecutable": executableName,
    "CFBundlePackageType": "APPL",
    "CFBundleShortVersionString": "1.0",
    "CFBundleVersion": "1",
    "CFBundleDevelopmentRegion": "en",
  ]
  /// The files Xcode processes into the app rather than copying as they are.
  static let processedNames: Set<String> = ["Info.plist"]
  static let processedExtensions: Set<String> = ["swift", "entitlements", "xcconfig"]
  static let largestFile = 16 << 20
  static let mostFiles = 256
  static let mostBytes = 64 << 20

  /// The resources of a program made of `swiftFiles` (paths as given), in the order they are copied.
  public static func resources(besideSwiftFiles swiftFiles: [String]) -> [String] {
    var swiftFolders: [String] = []
    for file in swiftFiles {
      let folder = (file as NSString).deletingLastPathComponent
      let absolute = folder.isEmpty ? FileManager.default.currentDirectoryPath : folder
      if !swiftFolders.contains(absolute) { swiftFolders.append(absolute) }
    }
    var folders: [String] = []
    for folder in swiftFolders {
      folders.append(folder)
      for group in resourceGroups(in: folder) where !swiftFolders.contains(group) && !folders.contains(group) {
        folders.append(group)
      }
    }
    var found: [String] = []
    var names: Set<String> = []
    var bytes = 0
    for folder in folders {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
      for name in entries where isResource(name) && !names.contains(name) {
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= largestFile,
              found.count < mostFiles, bytes + Int(info.st_size) <= mostBytes else { continue }
        bytes += Int(info.st_size)
        names.insert(name)
        found.append(path)
      }
    }
    return found + dataModels(below: folders)
  }

  /// The Core Data models (`X.xcdatamodeld` folders, or a lone `X.xcdatamodel`) in the Swift files' folders and
  /// the folders below them (an app keeps its model in a Resources or Model group): Xcode compiles each into the
  /// bundle as `X.momd` (see ``install(_:in:)``). Four levels down and 4096 entries at most, so that a preview of a
  /// file in a crowded folder does not walk it all.
  package static func dataModels(below folders: [String]) -> [String] {
    var found: [String] = []
    var visited = 0
    var queue = folders.map { ($0, 0) }
    while !queue.isEmpty, visited < 4096 {
      let (folder, depth) = queue.removeFirst()
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
        visited += 1
        guard !name.hasPrefix(".") else { continue }
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
        if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
          if !found.contains(where: { ($0 as NSString).lastPathComponent == name }) { found.append(path) }
        } else if depth < 4 && !name.hasSuffix(".xcassets") && !name.hasSuffix(".xcodeproj") {
          queue.append((path, depth + 1))
        }
      }
    }
    return found
  }

  /// The subfolders of `folder` that hold data and no Swift file (an app's `Resources/` group): their files are
  /// copied too. A folder whose name has an extension is one Xcode compiles or copies whole (`.xcassets`,
  /// `.lproj`, `.xcodeproj`), not a group of files.
  static func resourceGroups(in folder: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
    return entries.compactMap { name -> String? in
      guard !name.hasPrefix("."), (name as NSString).pathExtension.isEmpty else { return nil }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
            let inside = try? FileManager.default.contentsOfDirectory(atPath: path),
            !inside.contains(where: { $0.hasSuffix(".swift") }) else { return nil }
      return path
    }
  }

  /// The model file of a data model folder: the current version's `contents` (`.xccurrentversion` names it, else
  /// the only or first version), and the name Xcode gives the compiled version.
  package static func currentModel(in path: String) -> (contents: String, version: String)? {
    let name = (path as NSString).lastPathComponent
    if name.hasSuffix(".xcdatamodel") {
      return (path + "/contents", (name as NSString).deletingPathExtension)
    }
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
      $0.hasSuffix(".xcdatamodel")
    }.sorted()
    var chosen = versions.first
    if let data = FileManager.default.contents(atPath: path + "/.xccurrentversion"),
       let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
       let current = plist["_XCCurrentVersionName"] as? String, versions.contains(current) {
      chosen = current
    }
    guard let chosen else { return nil }
    return (path + "/" + chosen + "/contents", (chosen as NSString).deletingPathExtension)
  }

  /// Whether a file called `name` beside the Swift files is copied into the bundle.
  static func isResource(_ name: String) -> Bool {
    guard !name.hasPrefix("."), !processedNames.contains(name) else { return false }
    let suffix = (name as NSString).pathExtension.lowercased()
    return !processedExtensions.contains(suffix)
  }

  /// Makes the bundle of `container` afresh with copies of `resources`: the one an earlier run of a kept container
  /// left is removed first.
  public static func install(_ resources: [String], in container: AppContainer) throws(AppContainerError) {
    let folder = container.path + "/" + folderName
    remove(in: container.path)
    guard mkdir(folder, 0o755) == 0 else {
      throw AppContainerError(path: folder, .cannotCreate(reason: SystemReason.current))
    }
    let info = try? PropertyListSerialization.data(fromPropertyList: infoDictionary, format: .xml, options: 0)
    guard FileManager.default.createFile(atPath: folder + "/Info.plist", contents: info,
                                         attributes: [.posixPermissions: 0o444]) else {
      throw AppContainerError(path: folder + "/Info.plist", .cannotCreate(reason: SystemReason.current))
    }
    for source in resources {
      let sourceName = (source as NSString).lastPathComponent
      if sourceName.hasSuffix(".xcdatamodeld") || sourceName.hasSuffix(".xcdatamodel") {
        try installModel(source, in: folder)
        continue
      }
      let target = folder + "/" + sourceName
      guard let data = FileManager.default.contents(atPath: source),
            FileManager.default.createFile(atPath: target, contents: data,
                                           attributes: [.posixPermissions: 0o444]) else {
        throw AppContainerError(path: target, .cannotCreate(reason: SystemReason.current))
      }
    }
    chmod(folder, 0o555)
  }

  /// Puts a data model into the bundle as Xcode's build does: `X.xcdatamodeld` becomes the folder `X.momd` holding
  /// the current version as `<version>.mom`, a lone `X.xcdatamodel` the file `X.mom`. Xcode's `.mom` is compiled
  /// (binary); here it is the model editor's XML, which the CoreData module reads.
  static func installModel(_ source: String, in folder: String) throws(AppContainerError) {
    let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
    guard let model = currentModel(in: source), let data = FileManager.default.contents(atPath: model.contents)
    else { return }
    var target = folder + "/" + name + ".mom"
    if source.hasSuffix(".xcdatamodeld") {
      let momd = folder + "/" + name + ".momd"
      guard mkdir(momd, 0o755) == 0 || errno == EEXIST else {
        throw AppContainerError(path: momd, .cannotCreate(reason: SystemReason.current))
      }
      target = momd + "/" + model.version + ".mom"
    }
    guard FileManager.default.createFile(atPath: target, contents: data, attributes: [.posixPermissions: 0o444]) else {
      throw AppContainerError(path: target, .cannotCreate(reason: SystemReason.current))
    }
  }

  /// Removes the bundle of the container at `path`, if there is one (its folder made writable again first).
  static func remove(in path: String) {
    let folder = path + "/" + folderName
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
    chmod(folder, 0o755)
    TreeRemoval.remove(folder)
  }

  /// In the run's child, before the app's code: makes the container's bundle (the container is the home folder the
  /// child was given) Foundation's `Bundle.main`. Foundation on Linux takes the main bundle from the process's
  /// executable path, which swift-corelibs-foundation's CoreFoundation computes once and keeps
  /// (`_CFProcessPath`, `_CFGetProcessPath` in CFPlatform.c): it is computed first (so that the process name stays
  /// the executable's), then replaced by `<container>/App.app/App`. Nothing happens when the bundle is missing.
  public static func adoptAsMainBundle() {
    guard let home = ProcessInfo.processInfo.environment["CFFIXED_USER_HOME"] else { return }
    let folder = home + "/" + folderName
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
    _ = coreFoundationProcessPath()
    coreFoundationProcessPathSlot().pointee = UnsafePointer(strdup(folder + "/" + executableName))
  }
}

/// swift-corelibs-foundation's `const char *_CFProcessPath(void)`: the executable's path, computed on first call.
@_silgen_name("_CFProcessPath")
private func coreFoundationProcessPath() -> UnsafePointer<CChar>?

/// swift-corelibs-foundation's `const char **_CFGetProcessPath(void)`: where that path is kept.
@_silgen_name("_CFGetProcessPath")
private func coreFoundationProcessPathSlot() -> UnsafeMutablePointer<UnsafePointer<CChar>?>
