import AsyncSimulation
import Scenarios
@testable import Playground
import Testing
#if canImport(Glibc)
import Glibc
#endif
import SwiftUI
@testable import TextBase

/// One case of the harm catalogue: the files a careless or hostile student writes, the command (a shell line around
/// `"$A"`), the exit status it must end with and a line its output (stdout and stderr together) must hold exactly.
struct HarmCase: Sendable, CustomStringConvertible {
  /// What the case is, for failure messages.
  var name: String
  /// Files written into the case's folder first: name and text (`MARK` replaced by the run's marker).
  var files: [(String, String)]
  /// The shell line; `MARK` is replaced by the run's marker, `"$A"` is asyncplay.
  var command: String
  /// The exit status of the command.
  var status: Int32
  /// A line the output must hold, exactly (`MARK` replaced; the case folder's path shown as `.`); one ending in `…`
  /// only has to start the same.
  var line: String

  var description: String { name }

  /// Runs `cases` in one shell, each in a folder of its own under a workspace whose files must stay as they were,
  /// with the tests' compile cache; after every case, asyncplay must still work, the user's files must be unchanged
  /// and no process whose command line holds the marker may be left. `environment` is exported for every case.
  /// With `plainText`, no case's output may hold a raw control character but the newline and the tab (a file name
  /// holding ESC must be shown as `^[`, never reach the terminal).
  static func check(_ cases: [HarmCase], environment: String = "", plainText: Bool = false) throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let mark = "harm\(getpid())x\(UInt32.random(in: 100_000...999_999))"
    var script = "export ASYNCPLAY_CACHE_DIR='\(StudentFixtures.cacheRoot)' MARK='\(mark)' \(environment); "
      + "mkdir -p mine && echo 'my notes' > mine/notes.txt && cp mine/notes.txt mine/.expected; "
    for (index, harm) in cases.enumerated() {
      script += "mkdir c\(index) && cd c\(index) && "
      for (name, text) in harm.files {
        let body = text.replacingOccurrences(of: "MARK", with: mark)
        script += "cat > '\(name.replacingOccurrences(of: "MARK", with: mark))' <<'@@END'\n"
          + body + (body.hasSuffix("\n") || body.isEmpty ? "" : "\n") + "@@END\n"
      }
      let command = harm.command.replacingOccurrences(of: "MARK", with: mark)
      script += "( \(command) ) > ../out 2>&1; s=$?; cd ..; \"$A\" list > /dev/null 2>&1; i=$?; "
        + "cmp -s mine/notes.txt mine/.expected; f=$?; "
        + "echo \"@@case \(index) $s $i $f\"; sed \"s|$PWD/c\(index)|.|g\" out; echo; echo '@@end'; "
    }
    let outcome = try ShellCase.run(script, wallLimit: .seconds(600))
    var reports: [Int: (status: String, intact: String, files: String, output: String)] = [:]
    for chunk in outcome.standardOutput.components(separatedBy: "@@case ").dropFirst() {
      let head = chunk.prefix { $0 != "\n" }.split(separator: " ").map(String.init)
      guard head.count == 4, let index = Int(head[0]) else { continue }
      let body = chunk.dropFirst(chunk.prefix { $0 != "\n" }.count + 1)
      let output = body.hasSuffix("\n@@end\n") ? String(body.dropLast("\n@@end\n".count)) : String(body)
      reports[index] = (head[1], head[2], head[3], output)
    }
    #expect(reports.count == cases.count, "\(outcome.standardOutput)\n\(outcome.standardError)")
    for (index, harm) in cases.enumerated() {
      guard let report = reports[index] else { continue }
      let lines = report.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let line = harm.line.replacingOccurrences(of: "MARK", with: mark)
      #expect(report.status == "\(harm.status)", "\(harm.name): status \(report.status)\n\(report.output)")
      // A line ending in `…` is matched by its start (what follows holds counts that vary from run to run).
      let found = line.hasSuffix("…") ? lines.contains { $0.hasPrefix(line.dropLast()) } : lines.contains(line)
      #expect(found, "\(harm.name): no line \"\(line)\" in\n\(report.output)")
      #expect(report.intact == "0", "\(harm.name): asyncplay list failed afterwards")
      #expect(report.files == "0", "\(harm.name): the user's file changed")
      if plainText {
        let raw = report.output.unicodeScalars.first { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }
        #expect(raw == nil, "\(harm.name): a raw control character in\n\(ControlCharacters.escaped(report.output))")
      }
    }
    #expect(Self.processes(holding: mark).isEmpty, "left running: \(Self.processes(holding: mark))")
  }

  /// The command lines of the processes that hold `text` in theirs (waiting up to a second for dying ones).
  static func processes(holding text: String) -> [String] {
    var found: [String] = []
    for _ in 0..<20 {
      found = []
      for name in (try? FileManagerLite.entries("/proc")) ?? [] where name.allSatisfy(\.isNumber) {
        guard let bytes = FileManagerLite.bytes("/proc/\(name)/cmdline"), !bytes.isEmpty else { continue }
        let line = String(decoding: bytes.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
        if line.contains(text) { found.append("\(name): \(line)") }
      }
      if found.isEmpty { return [] }
      usleep(50_000)
    }
    return found
  }
}

/// The few file reads the catalogue needs, without Foundation.
enum FileManagerLite {
  /// The names in a folder.
  static func entries(_ path: String) throws -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = directoryEntryName(entry)
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// A file's bytes (at most 1 MB), or nil.
  static func bytes(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count < 1 << 20 {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      bytes += buffer[..<n]
    }
    return bytes
  }
}

/// The harm catalogue, part 1: what a check runs is the file as read, and no process outlives a check or a
/// signalled asyncplay (see docs/sandbox.md).
@Suite("Harm catalogue")
struct HarmCatalogueTests {
  /// A compiler that starts `$SLOW` seconds late (default 3); its name (and so its command line) holds the marker.
  /// A compile of Swift files (asyncplay has read the user's file by then) first leaves `compiling-MARK` beside it,
  /// so that a case can save the file during the compile however busy the machine is (a fixed sleep lost that race
  /// under load: the save came before the read).
  static let slowCompiler = ("slow-MARK", "#!/bin/sh\n"
    + "case \"$*\" in *.swift*) touch \"$(dirname \"$0\")/compiling-MARK\" ;; esac\n"
    + "sleep ${SLOW:-3}\nexec swiftc \"$@\"\n")
  /// Waits for the slow compiler's compile to start.
  static let awaitCompile = "n=0; while [ ! -e compiling-MARK ] && [ $n -lt 1200 ]; do sleep 0.05; n=$((n + 1)); done; "

  /// Starts a command with SIGINT and SIGQUIT at their defaults (a shell's background job ignores them).
  static let unignored = "env --default-signal=INT,QUIT"

  @Test("no process outlives a check: a background process, a compile or a run of a signalled asyncplay")
  func nothingOutlives() throws {
    let spin = ("spin-MARK.swift", "func play() async {\n  while true {}\n}\n")
    let program = ("t.swift", "func play() async { print(\"MARK\") }\n")
    try HarmCase.check([
      HarmCase(name: "system(\"sleep 61 &\")", files: [("bg.swift", """
        import Glibc
        func play() async {
          _ = system("sh -c 'sleep 61; :' MARK &")
          print("started")
        }

        """)], command: "\"$A\" check bg.swift", status: 5,
        line: "work escaped the simulator at 0 ms: the scenario tried to start a process (system sh -c 'sleep 61; :' "
          + "MARK &), which was refused; a process runs outside virtual time, so the trace stops at that point"),
    ] + [("TERM", 143), ("HUP", 129), ("INT", 130), ("QUIT", 131)].map { signal, status in
      HarmCase(name: "SIG\(signal) during a compile", files: [Self.slowCompiler, program],
               command: "chmod +x slow-MARK; ASYNCPLAY_SWIFTC=./slow-MARK SLOW=30 \(Self.unignored) \"$A\" check t.swift & "
                 + "p=$!; sleep 1; "
                 + "kill -\(signal) $p; wait $p", status: Int32(status), line: "")
    } + [("TERM", 143), ("INT", 130)].map { signal, status in
      HarmCase(name: "SIG\(signal) during a run", files: [spin],
               command: "\(Self.unignored) \"$A\" check spin-MARK.swift & p=$!; sleep 3; kill -\(signal) $p; wait $p",
               status: Int32(status), line: "")
    })
  }

  @Test("a check runs the bytes it read: a save during a slow compile changes nothing it or a later check runs")
  func saveDuringCompile() throws {
    let version = { (name: String) in "func play() async { print(\"version \(name) MARK\") }\n" }
    try HarmCase.check([
      HarmCase(name: "B saved while A compiles", files: [Self.slowCompiler, ("v.swift", version("A"))],
               command: "chmod +x slow-MARK; ASYNCPLAY_SWIFTC=./slow-MARK SLOW=1.5 \"$A\" check v.swift & p=$!; "
                 + Self.awaitCompile
                 + "printf 'func play() async { print(\"version B %s\") }\\n' MARK > v.swift; wait $p",
               status: 0, line: "[    0 ms] main version A MARK"),
      HarmCase(name: "A again after B was saved during its compile", files: [Self.slowCompiler, ("v.swift", version("A"))],
               command: "chmod +x slow-MARK; ASYNCPLAY_SWIFTC=./slow-MARK SLOW=1.5 \"$A\" check v.swift > /dev/null & "
                 + "p=$!; " + Self.awaitCompile + "printf 'func play() async { print(\"version B %s\") }\\n' MARK > v.swift; "
                 + "wait $p; printf 'func play() async { print(\"version A %s\") }\\n' MARK > v.swift; "
                 + "\"$A\" check v.swift", status: 0, line: "[    0 ms] main version A MARK"),
      HarmCase(name: "the note that the file changed", files: [Self.slowCompiler, ("v.swift", version("A2"))],
               command: "chmod +x slow-MARK; ASYNCPLAY_SWIFTC=./slow-MARK SLOW=1.5 \"$A\" check v.swift & p=$!; "
                 + Self.awaitCompile
                 + "echo '// later' >> v.swift; wait $p", status: 0,
               line: "(v.swift was saved again while it compiled: what follows is about the version read at the "
                 + "start; check again for the new one)"),
    ])
  }

  @Test("compiling has a limit of its own and says it is still going on a pipe; errors are counted in English")
  func compileLimit() throws {
    let program = ("t.swift", "func play() async { print(\"MARK\") }\n")
    try HarmCase.check([
      HarmCase(name: "a compile past ASYNCPLAY_COMPILE_LIMIT", files: [Self.slowCompiler, program],
               command: "chmod +x slow-MARK; ASYNCPLAY_SWIFTC=./slow-MARK SLOW=20 ASYNCPLAY_COMPILE_LIMIT=1s \"$A\" check t.swift",
               status: 1, line: "asyncplay: the Swift compiler did not finish t.swift within 1 s (the compile limit; "
                 + "ASYNCPLAY_COMPILE_LIMIT=2m allows more) and was stopped"),
      HarmCase(name: "a slow compile on a pipe", files: [Self.slowCompiler, program],
               command: "chmod +x slow-MARK; ASYNCPLAY_SWIFTC=./slow-MARK SLOW=5.5 \"$A\" check t.swift 2>&1 | cat",
               status: 0, line: "asyncplay: still compiling… 5 s"),
      HarmCase(name: "a bad ASYNCPLAY_COMPILE_LIMIT", files: [program],
               command: "ASYNCPLAY_COMPILE_LIMIT=soon \"$A\" check t.swift", status: 1,
               line: "asyncplay: bad value \"soon\" for ASYNCPLAY_COMPILE_LIMIT; expected a duration above 0, e.g. 90s "
                 + "or 2m"),
      HarmCase(name: "one error is 1 error", files: [("one.swift", "func play() async { let x: Int = \"s\" }\n")],
               command: "COLUMNS=100 \"$A\" check one.swift", status: 1,  // piped output is fitted to COLUMNS
               line: "✗ one.swift does not compile (1 error; the first at one.swift:1). Fix it and check again."),
    ])
  }

  @Test("what a program writes to stderr is shown, marked, its control characters escaped")
  func standardError() throws {
    try HarmCase.check([
      HarmCase(name: "two lines on stderr", files: [("e.swift", """
        import Foundation
        func play() async {
          FileHandle.standardError.write("oops MARK\\n".data(using: .utf8)!)
          FileHandle.standardError.write("clear \\u{1B}[2J\\n".data(using: .utf8)!)
        }

        """)], command: "\"$A\" check e.swift", status: 0, line: "│ oops MARK"),
      HarmCase(name: "an escape on stderr", files: [("e.swift", """
        import Foundation
        func play() async { FileHandle.standardError.write("clear \\u{1B}[2J\\n".data(using: .utf8)!) }

        """)], command: "\"$A\" check e.swift", status: 0, line: "│ clear ^[[2J"),
    ])
  }
}

extension HarmCatalogueTests {
  @Test("watch under rapid saves: every check runs the version it reports, and each version checks as itself after")
  func watchRapidSaves() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let saves = 20
    let mark = "watch\(getpid())x\(UInt32.random(in: 100_000...999_999))"
    let version = "v() { printf '// %s\\nfunc play() async { print(\"version %s\") }\\n' \(mark) \"$1\" > w.swift; }; "
    let script = "export ASYNCPLAY_CACHE_DIR='\(StudentFixtures.cacheRoot)'; " + version
      + "printf '#!/bin/sh\\nsleep 0.3\\nexec swiftc \"$@\"\\n' > slow; chmod +x slow; v 0; "
      + "ASYNCPLAY_SWIFTC=./slow \"$A\" watch w.swift > watch.out 2>&1 & p=$!; "
      // The first save after the first check, however busy the machine (a fixed 2 s was not always enough).
      + "n=0; while ! grep -q 'version 0$' watch.out && [ $n -lt 900 ]; do sleep 0.2; n=$((n + 1)); done; "
      + "i=1; while [ $i -le \(saves) ]; do v $i; sleep 0.$((i % 3)); i=$((i + 1)); done; "
      // However busy the machine, the last version's check comes before Ctrl-C.
      + "n=0; while ! grep -q 'version \(saves)$' watch.out && [ $n -lt 900 ]; do sleep 0.2; n=$((n + 1)); done; "
      + "kill -INT $p; "
      + "wait $p; echo \"watch $?\"; grep -o 'version [0-9]*' watch.out | tr '\\n' ' '; echo; "
      + "i=0; while [ $i -le \(saves) ]; do v $i; \"$A\" check w.swift | grep -o 'version [0-9]*'; i=$((i + 1)); done"
    let outcome = try ShellCase.run(script, wallLimit: .seconds(300))
    let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
    try #require(lines.count == saves + 3, "\(outcome.standardOutput)\n\(outcome.standardError)")
    #expect(lines[0] == "watch 130")
    let watched = lines[1].split(separator: " ").enumerated().compactMap { $0.offset % 2 == 1 ? Int($0.element) : nil }
    #expect(watched.first == 0 && watched.last == saves, "\(lines[1])")
    #expect(watched == watched.sorted() && Set(watched).count == watched.count, "checks went back: \(lines[1])")
    for (index, line) in lines.dropFirst(2).enumerated() {
      #expect(line == "version \(index)", "the check of version \(index) ran \(line)")
    }
  }
}
