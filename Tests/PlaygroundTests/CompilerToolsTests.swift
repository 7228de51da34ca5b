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

  @Test("an object's autolink entries are read from its ELF section, each once, in order; other files give nil")
  func autolinkEntries() {
    let object = Self.elfObject(sections: [(".text", [0x90]),
                                           (".swift1_autolink_entries",
                                            Array("-lswiftCore\0-lswiftObservation\0-lswiftCore\0-lm\0".utf8)),
                                           (".swift1_autolink_entriesX", Array("-lnot\0".utf8))])
    #expect(AutolinkEntries.entries(inObject: object) == "-lswiftCore\n-lswiftObservation\n-lm\n")
    #expect(AutolinkEntries.entries(inObject: Self.elfObject(sections: [(".text", [0x90])])) == "")
    #expect(AutolinkEntries.entries(inObject: Array("#!/bin/sh\n".utf8)) == nil)
    // A section table that points past the end of the file is not read.
    #expect(AutolinkEntries.entries(inObject: Array(object.prefix(object.count - 40))) == nil)
  }

  /// A 64-bit little-endian ELF relocatable object holding `sections` (name, bytes), their names in a last section.
  static func elfObject(sections: [(String, [UInt8])]) -> [UInt8] {
    func little(_ value: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    let all = [("", [UInt8]())] + sections + [(".shstrtab", [])]
    var names: [UInt8] = [], nameOffsets: [Int] = []
    for (name, _) in all {
      nameOffsets.append(names.count)
      names += Array(name.utf8) + [0]
    }
    var body: [UInt8] = [], offsets: [Int] = []
    for (index, section) in all.enumerated() {
      offsets.append(64 + body.count)
      body += index == all.count - 1 ? names : section.1
    }
    let tableOffset = 64 + body.count
    var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + Array(repeating: 0, count: 9)
    header += little(1, 2) + little(62, 2) + little(1, 4) + little(0, 8) + little(0, 8) + little(tableOffset, 8)
    header += little(0, 4) + little(64, 2) + little(0, 2) + little(0, 2) + little(64, 2) + little(all.count, 2)
      + little(all.count - 1, 2)
    var table: [UInt8] = []
    for (index, section) in all.enumerated() {
      let size = index == all.count - 1 ? names.count : section.1.count
      table += little(nameOffsets[index], 4) + little(index == 0 ? 0 : 1, 4) + little(0, 8) + little(0, 8)
        + little(offsets[index], 8) + little(size, 8) + Array(repeating: 0, count: 24)
    }
    return header + body + table
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
