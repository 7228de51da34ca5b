import AsyncSimulation
@testable import Playground
import Testing
@testable import Runs
@testable import Course

/// The compiler kept loaded in `watch` and the REPL (``ResidentCompiler``): what it compiles runs as what
/// `swift-frontend` compiles (a trap names the student's line, also after an edit moved it), and a file with a
/// diagnostic reads exactly as without it (the frontend process compiles it again).
@Suite("Resident compiler")
struct ResidentCompilerTests {
  /// The tests' compiler with the resident compiler of its toolchain; nil when the toolchain has no
  /// `libsourcekitdInProc.so` (every Linux toolchain of Swift 6 ships it: a test then fails rather than pass unseen).
  static func residentCompiler() throws -> StudentCompiler? {
    var compiler = try StudentFixtures.runner().compiler.get()
    guard let resident = ResidentCompiler.loaded(for: compiler.toolchain.tools) else { return nil }
    compiler.resident = resident
    return compiler
  }

  /// Compiles the sandbox file `file` with `compiler` and runs it; the compiled program and what the run said.
  static func compileAndRun(_ file: String, with compiler: StudentCompiler)
    throws -> (program: StudentCompiler.Program, outcome: String) {
    let student = StudentProgram(file: file, kind: .sandbox)
    let program = try compiler.compile(student.compileRequest(language: .en)).get()
    let runner = StudentRunner(compiler: .success(compiler), executable: Binary.path)
    return (program, "\(runner.run(program, of: student, language: .en))")
  }

  @Test("a trap in a program compiled in the process names the student's line, and the line a later edit moved it to")
  func trapLines() throws {
    let compiler = try #require(try Self.residentCompiler(), "the toolchain has no libsourcekitdInProc.so")
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let body = "func play() async {\n  let rows = [\"a\"]\n  print(rows[rows.count])\n}\n"
    let file = try StudentFixtures.write(body, "trap.swift", in: folder)
    let first = try Self.compileAndRun(file, with: compiler)
    #expect(first.program.compiledInProcess)
    #expect(first.outcome.contains("in your code at \(file):3:13, in play()"), "\(first.outcome)")
    // A line above the function: a compiler that kept the last compile's AST would still say line 3.
    _ = try StudentFixtures.write("// moved down a line\n" + body, "trap.swift", in: folder)
    let moved = try Self.compileAndRun(file, with: compiler)
    #expect(moved.program.compiledInProcess)
    #expect(moved.outcome.contains("in your code at \(file):4:13, in play()"), "\(moved.outcome)")
  }

  @Test("an edit inside a computed property's body is in the next program")
  func computedPropertyEdit() throws {
    let compiler = try #require(try Self.residentCompiler(), "the toolchain has no libsourcekitdInProc.so")
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    func source(_ word: String) -> String {
      "struct Greeting {\n  var text: String { \"\(word)\" }\n}\n\nfunc play() async {\n  print(Greeting().text)\n}\n"
    }
    let file = try StudentFixtures.write(source("first"), "greeting.swift", in: folder)
    let first = try Self.compileAndRun(file, with: compiler)
    #expect(first.program.compiledInProcess)
    #expect(first.outcome.contains("first"), "\(first.outcome)")
    _ = try StudentFixtures.write(source("second"), "greeting.swift", in: folder)
    let second = try Self.compileAndRun(file, with: compiler)
    #expect(second.program.compiledInProcess)
    #expect(second.outcome.contains("second") && !second.outcome.contains("first"), "\(second.outcome)")
  }

  @Test("a file with an error or a warning reads exactly as the frontend process says it")
  func diagnosticsUnchanged() throws {
    var compiler = try #require(try Self.residentCompiler(), "the toolchain has no libsourcekitdInProc.so")
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let broken = try StudentFixtures.write("func play() async {\n  let n: Int = \"one\"\n  print(n)\n}\n",
                                           "broken.swift", in: folder)
    let request = StudentProgram(file: broken, kind: .sandbox).compileRequest(language: .en)
    guard case .failure(.diagnostics(let resident)) = compiler.compile(request) else {
      Issue.record("expected diagnostics")
      return
    }
    compiler.resident = nil
    guard case .failure(.diagnostics(let frontend)) = compiler.compile(request) else {
      Issue.record("expected diagnostics")
      return
    }
    #expect(resident.text == frontend.text)
    #expect(resident.text.contains("broken.swift:2:"), "\(resident.text)")
    // A warning: the program is the frontend's, and so are its words.
    compiler.resident = ResidentCompiler.loaded(for: compiler.toolchain.tools)
    let warned = try StudentFixtures.write("func play() async {\n  var n = 1\n  print(n)\n}\n", "warned.swift",
                                           in: folder)
    let program = try compiler.compile(StudentProgram(file: warned, kind: .sandbox).compileRequest(language: .en)).get()
    #expect(!program.compiledInProcess)
    #expect(program.warnings.contains("warned.swift:2:"), "\(program.warnings)")
  }

  @Test("the frontend's arguments become the driver's: -wmo, frontend-only ones through -Xfrontend, the driver's own left out")
  func driverArguments() {
    let frontend = ["-c", "a.swift", "-target", "x86_64-unknown-linux-gnu", "-disable-objc-interop",
                    "-in-process-plugin-server-path", "/t/lib.so", "-plugin-path", "/t/plugins", "-module-name",
                    "Student", "-import-module", "SwiftUI", "-entry-point-function-name", "main_"]
    #expect(ResidentCompiler.driverArguments(frontend, object: "/o/x.o") == [
      "-wmo", "-c", "a.swift", "-target", "x86_64-unknown-linux-gnu", "-plugin-path", "/t/plugins", "-module-name",
      "Student", "-Xfrontend", "-import-module", "-Xfrontend", "SwiftUI", "-Xfrontend", "-entry-point-function-name",
      "-Xfrontend", "main_", "-o", "/o/x.o"])
    // An output already named is not a compile this translation understands.
    #expect(ResidentCompiler.driverArguments(frontend + ["-o", "y.o"], object: "/o/x.o") == nil)
  }
}
