import Foundation
@testable import Playground
import Testing
@testable import Runs

/// How a student's files are compiled without the driver: the frontend's arguments, the tools beside the compiler,
/// and the link a release build of asyncplay needs too.
@Suite("Compiler tools")
struct CompilerToolsTests {
  private let tools = CompilerTools(frontend: ["/tc/usr/bin/swift-frontend", "-frontend"], bin: "/tc/usr/bin")

  @Test("the link names the toolchain's runtime as the run path: a release asyncplay has no SwiftOnoneSupport loaded")
  func link() {
    let arguments = tools.linkArguments(objects: ["a.o"], library: "p.so",
                                        autolink: "-lswiftCore\n-lm\n-lswiftSwiftOnoneSupport\n", extra: ["--wrap=exit"])
    #expect(Array(arguments.prefix(6)) == ["-shared", "--eh-frame-hdr", "-o", "p.so",
                                           "/tc/usr/lib/swift/linux/\(CompilerTools.architecture)/swiftrt.o", "a.o"])
    #expect(arguments.suffix(5) == ["-L", "/tc/usr/lib/swift/linux", "-rpath", "/tc/usr/lib/swift/linux", "--wrap=exit"])
    // The C library's parts are in the process already; libraries the toolchain lacks are not asked for.
    #expect(!arguments.contains("-lm"))
  }

  @Test("the frontend is beside a toolchain's swiftc; a wrapper is run as COMPILER -frontend")
  func beside() throws {
    let folder = NSTemporaryDirectory() + "asyncplay-tools-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/tc/usr/bin", withIntermediateDirectories: true)
    for tool in ["swift-driver", "swift-frontend"] {
      _ = FileManager.default.createFile(atPath: folder + "/tc/usr/bin/" + tool, contents: Data())
    }
    try FileManager.default.createSymbolicLink(atPath: folder + "/tc/usr/bin/swiftc", withDestinationPath: "swift-driver")
    let real = CompilerTools.beside(folder + "/tc/usr/bin/swiftc", path: nil)
    #expect(real.frontend == [folder + "/tc/usr/bin/swift-frontend", "-frontend"])
    #expect(real.bin == folder + "/tc/usr/bin")
    _ = FileManager.default.createFile(atPath: folder + "/slow", contents: Data("#!/bin/sh\n".utf8))
    let wrapper = CompilerTools.beside(folder + "/slow", path: folder + "/nothing:" + folder + "/tc/usr/bin")
    #expect(wrapper.frontend == [folder + "/slow", "-frontend"])
    #expect(wrapper.bin == folder + "/tc/usr/bin")
  }

  @Test("one frontend job compiles every file with full debug information and no driver-only flags")
  func frontendArguments() {
    let toolchain = StudentToolchain(swiftc: "/tc/usr/bin/swiftc", modules: "/pkg/.build/debug/Modules", moduleMaps: [],
                                     buildKey: "k", tools: tools)
    let compiler = StudentCompiler(toolchain: toolchain, cache: CompileCache(root: "/cache", toolchain: toolchain))
    let arguments = compiler.compilerArguments(files: ["a.swift"], added: ["glue.swift"], module: .exercise, color: false)
    #expect(Array(arguments.prefix(3)) == ["-c", "a.swift", "glue.swift"])
    #expect(arguments.contains("-g") && arguments.contains("-parse-as-library"))
    #expect(!arguments.contains("-emit-library") && !arguments.contains("-wmo") && !arguments.contains("-Xfrontend"))
    #expect(toolchain.packageSources == "/pkg/Sources/")
  }
}
