/// The programs of the Swift toolchain that turn a student's files into a shared library, called one by one rather
/// through the `swiftc` driver: the frontend (`-frontend -c`, one job for all files), the toolchain's `ld.lld` — and
/// `llvm-objcopy` for a script. The libraries the object asks for are read from it in this process
/// (``AutolinkEntries``); `swift-autolink-extract` runs only for an object that cannot be read so.
///
/// Why not the driver: `swiftc -emit-library -g` plans a second frontend job that emits the module (and wraps it for
/// the debugger), although nobody imports a student's module, and links through `clang` and `ld.gold`. On the 45-line
/// view of `Benchmarks/loop.sh` that was 0.46 s of CPU where the frontend and `ld.lld` alone take 0.32 s (see
/// Benchmarks/README.md, "The student's loop"). The frontend gets the arguments the driver would give it.
///
/// The tools are found beside the compiler, resolved through its symbolic links (`/usr/bin/swiftc` →
/// `<toolchain>/usr/bin/swift-driver`). A compiler that is not a toolchain's (`ASYNCPLAY_SWIFTC` naming a wrapper
/// script) is run as `COMPILER -frontend …`, which the driver hands to the frontend, and the other tools come from the
/// toolchain of the `swiftc` on `PATH`.
package struct CompilerTools: Equatable, Sendable {
  /// How the frontend is started: the program and the arguments before the job's.
  package var frontend: [String]
  /// The toolchain's `bin` folder (`swift-autolink-extract`, `ld.lld`, `llvm-objcopy`).
  package var bin: String

  /// The tools for `compiler`; `path` is the `PATH` to search when the compiler is not in a toolchain.
  package static func beside(_ compiler: String, path: String?) -> CompilerTools {
    let bin = FileSystem.directory(of: FileSystem.resolved(compiler))
    if FileSystem.isFile(bin + "/swift-frontend") {
      return CompilerTools(frontend: [bin + "/swift-frontend", "-frontend"], bin: bin)
    }
    for directory in (path ?? "").split(separator: ":") {
      let candidate = String(directory) + "/swiftc"
      guard FileSystem.isFile(candidate) else { continue }
      return CompilerTools(frontend: [compiler, "-frontend"],
                           bin: FileSystem.directory(of: FileSystem.resolved(candidate)))
    }
    return CompilerTools(frontend: [compiler, "-frontend"], bin: bin)
  }

  /// `swift-autolink-extract`: the libraries an object asks to be linked with.
  package var autolinkExtract: String { bin + "/swift-autolink-extract" }
  /// The toolchain's LLVM linker.
  package var linker: String { bin + "/ld.lld" }
  /// `llvm-objcopy` (a script's object passes through it, see ``ScriptMainFile``).
  package var objcopy: String { bin + "/llvm-objcopy" }
  /// The Swift runtime's libraries for this platform (`lib/swift/linux`).
  package var runtimeLibraries: String { FileSystem.directory(of: bin) + "/lib/swift/linux" }
  /// The object every Swift image links first: it registers the image's metadata sections with the runtime.
  package var imageRegistration: String { runtimeLibraries + "/" + Self.architecture + "/swiftrt.o" }
  /// The compiler plugins' folder (`#Predicate`, `@Observable` and the other toolchain macros).
  package var hostPlugins: String { FileSystem.directory(of: bin) + "/lib/swift/host/plugins" }
  /// The library through which the frontend loads toolchain plugins in its own process.
  package var inProcessPluginServer: String {
    FileSystem.directory(of: bin) + "/lib/swift/host/libSwiftInProcPluginServer.so"
  }

  /// The tools a compile cannot do without, missing from this toolchain, in one line; nil when all are there.
  package var problem: String? {
    for tool in [autolinkExtract, linker, imageRegistration] where !FileSystem.isFile(tool) {
      return "compiling needs \(tool) of the Swift toolchain, and it is missing; set ASYNCPLAY_SWIFTC to the swiftc "
        + "of a complete toolchain"
    }
    return nil
  }

  /// The frontend's arguments that the driver would add for this platform: the target, no Objective-C, the
  /// toolchain's plugins.
  package var platformArguments: [String] {
    ["-target", Self.target, "-disable-objc-interop",
     "-in-process-plugin-server-path", inProcessPluginServer, "-plugin-path", hostPlugins]
  }

  /// The linker's arguments for `objects` into the shared library `library`, with the libraries `autolink` names
  /// (what `swift-autolink-extract` wrote, one `-l…` a line). Only the Swift runtime's libraries are linked by name;
  /// the C library's parts (`-lm`, `-lpthread`, `-ldl`, `-lutil`) are in the process that loads the program already.
  package func linkArguments(objects: [String], library: String, autolink: String, extra: [String]) -> [String] {
    var arguments = ["-shared", "--eh-frame-hdr", "-o", library, imageRegistration] + objects
    for entry in autolink.split(whereSeparator: \.isNewline) where entry.hasPrefix("-l") {
      let name = entry.dropFirst(2)
      if FileSystem.isFile(runtimeLibraries + "/lib" + name + ".so") { arguments.append(String(entry)) }
    }
    // The run path, as the driver gives it: a library asyncplay's own executable did not load already (a release
    // build has no libswiftSwiftOnoneSupport, which every -Onone program needs) is found in the toolchain.
    return arguments + ["-L", runtimeLibraries, "-rpath", runtimeLibraries] + extra
  }

  /// The platform's target triple and the runtime's folder for its architecture.
  #if arch(x86_64)
  package static let architecture = "x86_64"
  #elseif arch(arm64)
  package static let architecture = "aarch64"
  #else
  package static let architecture = "unknown"
  #endif
  package static let target = architecture + "-unknown-linux-gnu"
}
