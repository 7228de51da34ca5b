import AsyncSimulation
@testable import Playground
import Testing
@testable import CommandLineGrammar

/// `~` and `~user` in every path argument of the REPL: one expansion, before the command sees the words.
@Suite("Paths typed in the REPL")
struct REPLPathTests {
  @Test("~, ~/x and ~user/x expand; other words and unknown users stay as typed")
  func expansion() {
    let home: (String) -> String? = { $0 == "HOME" ? "/home/student/" : nil }
    #expect(REPLPath.expand("~", environment: home) == "/home/student")
    #expect(REPLPath.expand("~/x.svg", environment: home) == "/home/student/x.svg")
    #expect(REPLPath.expand("~root/x", environment: home) == "/root/x")
    #expect(REPLPath.expand("~no-such-user-here/x", environment: home) == "~no-such-user-here/x")
    #expect(REPLPath.expand("a~/b", environment: home) == "a~/b")
    #expect(REPLPath.expandArguments(of: "compare", ["latency=1s,2s", "~/c.svg"], environment: home)
      == ["latency=1s,2s", "/home/student/c.svg"])
    #expect(REPLPath.expandArguments(of: "export", ["svg", "~/a.svg"], environment: home) == ["svg", "/home/student/a.svg"])
    #expect(REPLPath.expandArguments(of: "set", ["typing=~/x"], environment: home) == ["typing=~/x"])
  }

  @Test("every command whose synopsis takes a file has its path positions listed")
  func everyPathCommand() {
    for spec in REPLCommandSpec.all where spec.synopsis.lowercased().contains("file") {
      #expect(REPLPath.pathArguments[spec.name] != nil, "\(spec.name): \(spec.synopsis)")
    }
    for name in REPLPath.pathArguments.keys { #expect(REPLCommandSpec.named(name) != nil, "\(name)") }
  }

  @Test("export, compare --svg and check read ~ as the home directory (one piped session)")
  func eachCommand() throws {
    try #require(Binary.exists, "asyncplay must be built next to the tests (swift build --build-tests)")
    let directory = try REPLTemporaryDirectory()
    defer { directory.remove() }
    directory.write("func play() async {\n  print(\"from the home directory\")\n}\n", to: "mine.swift")
    directory.write("open async-let\nexport svg ~/a.svg\ncompare mode=sequential,concurrent --svg ~/c.svg\n"
                      + "check ~/mine.swift\n", to: "session.txt")
    let script = "dir=\"$1\"; exec env HOME=\"$dir\" XDG_STATE_HOME=\"$dir/state\" XDG_DATA_HOME=\"$dir/data\" "
      + "ASYNCPLAY_CACHE_DIR=\"$2\" LANG=C.UTF-8 LC_ALL=C.UTF-8 \"$0\" --lang en < \"$dir/session.txt\""
    let result = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script, Binary.path, directory.path,
                                                                     StudentFixtures.cacheRoot],
                                  wallLimit: .seconds(300)).run()
    #expect(result.termination == .exited(0), "\(result.outputText.suffix(800))")
    let text = result.outputText
    #expect(text.contains("wrote \(directory.path)/a.svg (svg, "))
    #expect(directory.contents(of: "a.svg")?.hasPrefix("<?xml") == true)
    #expect(text.contains("wrote \(directory.path)/c.svg (svg, both runs on one time axis"))
    #expect(directory.contents(of: "c.svg")?.hasPrefix("<?xml") == true)
    #expect(text.contains("from the home directory"), "\(text.suffix(800))")
  }
}
