#if canImport(Glibc)
import Glibc
#endif
import TextBase

/// Where compiled student programs, generated sources and the compiler's module cache are kept:
/// `$ASYNCPLAY_CACHE_DIR`, else `$XDG_CACHE_HOME/asyncplay`, else `~/.cache/asyncplay`.
///
/// ```
/// <cache>/module-cache/            the compiler's module cache (shared by every build; built on the first compile)
/// <cache>/build-<key>/origin       which build folder this is for
/// <cache>/build-<key>/sources/     generated glue, exercise drivers and rendered solutions
/// <cache>/build-<key>/programs/    compiled programs, named by the hash of everything that went into them
/// <cache>/tmp-<pid>-XXXXXX/        the compiler's temporary files during one compile (its TMPDIR), removed after it
/// ```
///
/// A program is compiled again only when its inputs (file contents, the student's path, the build) change; the
/// newest ``keptPrograms`` are kept. Folders of older builds of the same binary are removed when a new build is
/// first used, once they have been idle for ``idleBeforeRemoval`` seconds (a process still running an older build
/// keeps compiling into its folder meanwhile).
package struct CompileCache: Sendable {
  /// The cache's root folder.
  package let root: String
  /// The folder of the current build.
  package let build: String

  /// How many compiled programs are kept per build.
  package static let keptPrograms = 64
  /// How long, in seconds, another build's folder has had nothing written to it before a new build removes it.
  package static let idleBeforeRemoval: Int64 = 600

  /// The default root from the environment.
  package static func defaultRoot(environment: (String) -> String? = ResourceUsage.environment) -> String {
    if let chosen = environment("ASYNCPLAY_CACHE_DIR"), !chosen.isEmpty { return FileSystem.absolute(chosen) }
    if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache + "/asyncplay" }
    return (environment("HOME") ?? "/tmp") + "/.cache/asyncplay"
  }

  /// The cache at `root` for `toolchain`'s build (nothing is created yet).
  package init(root: String = CompileCache.defaultRoot(), toolchain: StudentToolchain) {
    self.root = root
    self.build = root + "/build-" + toolchain.buildKey
  }

  /// The compiler's module cache.
  package var moduleCache: String { root + "/module-cache" }
  /// Generated sources.
  package var sources: String { build + "/sources" }
  /// Compiled programs.
  package var programs: String { build + "/programs" }

  /// Whether the module cache has been built before (the first compile takes longer).
  package var isWarm: Bool { !(FileSystem.entries(moduleCache) ?? []).isEmpty }

  /// Creates the folders; on first use of a build, removes the folders of earlier builds of the same modules
  /// folder. Returns nil on success, else what went wrong.
  package func prepare(origin: String) -> String? {
    let fresh = !FileSystem.isDirectory(build)
    if let problem = makeFolders() { return problem }
    guard fresh else { return nil }
    for name in FileSystem.entries(root) ?? [] where name.hasPrefix("build-") && root + "/" + name != build {
      let folder = root + "/" + name
      if FileSystem.read(folder + "/origin") == origin + "\n", Self.isIdle(folder) { FileSystem.removeTree(folder) }
    }
    // A process that took this build for an older one may have removed this folder meanwhile: make it again
    // rather than fail the compile.
    var problem = FileSystem.writeAtomically(origin + "\n", to: build + "/origin")
    for _ in 0..<3 where problem != nil {
      problem = makeFolders() ?? FileSystem.writeAtomically(origin + "\n", to: build + "/origin")
    }
    return problem
  }

  /// Whether nothing has been written to `folder`'s programs, sources or origin for ``idleBeforeRemoval`` seconds.
  package static func isIdle(_ folder: String) -> Bool {
    let now = Int64(time(nil))
    for path in [folder + "/programs", folder + "/sources", folder + "/origin"] {
      var info = stat()
      if stat(path, &info) == 0, now - Int64(info.st_mtim.tv_sec) < idleBeforeRemoval { return false }
    }
    return true
  }

  private func makeFolders() -> String? {
    for folder in [moduleCache, sources, programs] {
      if let problem = FileSystem.makeDirectories(folder) { return problem }
    }
    return nil
  }

  /// Writes a generated source file if its text differs from what is there, so its stamp stays put otherwise.
  package func writeSource(_ text: String, named name: String) -> Result<String, CompileFailure> {
    let path = sources + "/" + name
    if FileSystem.read(path) == text { return .success(path) }
    if let problem = FileSystem.writeAtomically(text, to: path) { return .failure(.setup(problem)) }
    return .success(path)
  }

  /// A new folder for the temporary files of one compile (the compiler's `TMPDIR`, so that nothing it leaves
  /// behind lands in /tmp), owned by this process (``TemporaryFolderOwner``: removed if a signal ends it). What
  /// killed processes left — their folders, half-written programs (`<hash>.so.tmp.<pid>`) — is removed first: only
  /// folders named as this makes them that name their owner inside, never a user's `tmp-1-backup` in the cache folder.
  package func makeCompilerScratch() -> Result<String, CompileFailure> {
    TemporaryFolderOwner.sweep(root, where: Self.isScratchName)
    for name in FileSystem.entries(programs) ?? [] {
      guard let mark = name.range(of: ".tmp.") else { continue }
      if Self.isGone(owner: name[mark.upperBound...]) { FileSystem.remove(programs + "/" + name) }
    }
    let made = FileSystem.makeUniqueDirectory(prefix: root + "/tmp-\(ProcessIdentity.current)-")
    if case .success(let scratch) = made { TemporaryFolderOwner.claim(scratch) }
    return made
  }

  /// Whether `name` is the name of a compile's scratch folder: `tmp-<pid>-XXXXXX`.
  package static func isScratchName(_ name: String) -> Bool {
    let parts = name.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
    return parts.count == 3 && parts[0] == "tmp" && !parts[1].isEmpty && parts[1].allSatisfy(\.isASCII)
      && Int32(parts[1]) != nil && parts[2].utf8.count == 6
  }

  /// Whether `owner` is the process id of a process that no longer runs.
  private static func isGone(owner: Substring) -> Bool {
    guard let id = Int32(owner), id > 0, id != ProcessIdentity.current else { return false }
    return kill(id, 0) != 0 && errno == ESRCH
  }

  /// Removes all but the newest ``keptPrograms`` compiled programs.
  package func prune() {
    let names = (FileSystem.entries(programs) ?? []).filter { $0.hasSuffix(".so") }
    guard names.count > Self.keptPrograms else { return }
    let dated = names.map { ($0, FileSystem.stamp(programs + "/" + $0)?.modified ?? 0) }
    for (name, _) in dated.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }).dropLast(Self.keptPrograms) {
      FileSystem.remove(programs + "/" + name)
    }
  }
}
