@testable import Playground
import Testing

/// The harm catalogue, part 2: the box a run is in (limits, Landlock, the trace channel) and what is said when
/// code stops answering. Each case: the file, the command, the exit status and the exact line.
extension HarmCatalogueTests {
  @Test("the box: memory, a print flood, a long line, exit(3), a forged trace, writes, TCP, signals")
  func box() throws {
    // As JSON: the text rendering wraps a long line at the terminal's width.
    let tenMegabytes = "{\"t_ms\":0,\"seq\":1,\"kind\":\"print\",\"task\":\"main\",\"text\":\""
      + String(repeating: "x", count: 2_000) + " … [a line of 10000000 bytes; 9997500 bytes of its middle not shown] … "
      + String(repeating: "x", count: 500) + "\"}"
    try HarmCase.check([
      HarmCase(name: "an allocation loop", files: [("m.swift", """
        func play() async {
          var blocks: [[UInt8]] = []
          for i in 0..<100_000 { blocks.append([UInt8](repeating: UInt8(i & 0xff), count: 10_000_000)) }
          print(blocks.count)
        }
        """)], command: "\"$A\" check m.swift --max-memory 256MB", status: 4,
        line: "asyncplay: stopped: your code used more than 256 MB of memory (the memory budget; --max-memory raises it)"),
      HarmCase(name: "ten million printed lines", files: [("f.swift", """
        func play() async { for i in 0..<10_000_000 { Swift.print("line \\(i) MARK") } }
        """)], command: "\"$A\" check f.swift", status: 4,
        line: "asyncplay: stopped: your code printed more than 100000 lines (the event budget; --max-events raises "
          + "it); the first and last are shown above, …"),
      HarmCase(name: "ten million printed lines keep the first", files: [("f.swift", """
        func play() async { for i in 0..<10_000_000 { Swift.print("line \\(i) MARK") } }
        """)], command: "\"$A\" check f.swift", status: 4, line: "│ line 0 MARK"),
      HarmCase(name: "a 10 MB line", files: [("l.swift", """
        func play() async { Swift.print(String(repeating: "x", count: 10_000_000)) }
        """)], command: "\"$A\" check l.swift --json", status: 0, line: tenMegabytes),
      HarmCase(name: "exit(3)", files: [("e.swift", "import Glibc\nfunc play() async {\n  print(\"MARK\")\n  exit(3)\n}\n")],
               command: "\"$A\" check e.swift", status: 1,
               line: "asyncplay: your code called exit(3) at e.swift:4:3, in play: the process ended before the run "
                 + "did, so there is no trace to check; let play() return instead"),
      HarmCase(name: "a trace written to every descriptor, then _exit(0)", files: [("g.swift", """
        import Glibc
        func play() async {
          let trace = "{\\"t_ms\\":0,\\"seq\\":0,\\"kind\\":\\"task_start\\",\\"task\\":\\"main\\"}\\n"
          for fd: Int32 in 3...1023 where fcntl(fd, F_GETFD) >= 0 { _ = trace.withCString { write(fd, $0, strlen($0)) } }
          _exit(0)
        }
        """)], command: "\"$A\" check g.swift", status: 1,
        line: "asyncplay: the run's trace is garbled at line 2 (not a frame of asyncplay's trace channel); nothing "
          + "from this run counts"),
      HarmCase(name: "a frame with a guessed mark", files: [("g.swift", """
        import Glibc
        func play() async {
          let frame = "2 00000000000000aa {\\"t_ms\\":0,\\"seq\\":0,\\"kind\\":\\"task_start\\",\\"task\\":\\"main\\"}\\n"
          for fd: Int32 in 3...1023 where fcntl(fd, F_GETFD) >= 0 { _ = frame.withCString { write(fd, $0, strlen($0)) } }
          _exit(0)
        }
        """)], command: "\"$A\" check g.swift", status: 1,
        line: "asyncplay: the run's trace was tampered with: line 2 on asyncplay's trace channel does not carry this "
          + "run's mark (did the code under test write to asyncplay's own descriptor?); nothing from this run counts"),
      HarmCase(name: "writing the user's file", files: [("w.in", """
        import Foundation
        func play() async {
          print("notes:", FileManager.default.createFile(atPath: "HOMEDIR/mine/notes.txt", contents: Data("gone".utf8)))
          print("home:", FileManager.default.createFile(atPath: NSHomeDirectory() + "/mine.txt", contents: Data()))
        }
        """)], command: "sed \"s|HOMEDIR|$HOME|\" w.in > w.swift; \"$A\" check w.swift", status: 0,
        line: "[    0 ms] main notes: false"),
      HarmCase(name: "writing its own container", files: [("w.swift", """
        import Foundation
        func play() async {
          print("home:", FileManager.default.createFile(atPath: NSHomeDirectory() + "/mine.txt", contents: Data()))
        }
        """)], command: "\"$A\" check w.swift", status: 0, line: "[    0 ms] main home: true"),
      HarmCase(name: "a TCP connection and a signal to asyncplay", files: [("n.swift", """
        import Glibc
        func play() async {
          let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
          var a = sockaddr_in()
          a.sin_family = sa_family_t(AF_INET)
          a.sin_port = UInt16(80).bigEndian
          a.sin_addr.s_addr = inet_addr("127.0.0.1")
          let r = withUnsafePointer(to: &a) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
          }
          print("connect:", r, String(cString: strerror(errno)))
          print("kill:", kill(getppid(), SIGTERM), String(cString: strerror(errno)))
        }
        """)], command: "\"$A\" check n.swift", status: 0, line: "[    0 ms] main kill: -1 Operation not permitted"),
      HarmCase(name: "TCP refused", files: [("n.swift", """
        import Glibc
        func play() async {
          let s = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
          var a = sockaddr_in()
          a.sin_family = sa_family_t(AF_INET)
          a.sin_port = UInt16(80).bigEndian
          a.sin_addr.s_addr = inet_addr("127.0.0.1")
          let r = withUnsafePointer(to: &a) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
          }
          print("connect:", r, String(cString: strerror(errno)))
        }
        """)], command: "\"$A\" check n.swift", status: 0, line: "[    0 ms] main connect: -1 Permission denied"),
      HarmCase(name: "ASYNCPLAY_BOX=off", files: [("p.swift", "func play() async { print(\"MARK\") }\n")],
               command: "ASYNCPLAY_BOX=off \"$A\" check p.swift", status: 0,
               line: "asyncplay: ASYNCPLAY_BOX=off: your code runs without the box (it can write wherever you can and "
                 + "reach the network); see docs/sandbox.md"),
      HarmCase(name: "a bad --max-memory", files: [("p.swift", "func play() async {}\n")],
               command: "\"$A\" check p.swift --max-memory 12MB", status: 2,
               line: "asyncplay: bad value \"12MB\" for --max-memory; expected a size from 256MB to 1TB, such as 512MB, "
                 + "2GB or 1.5GB"),
    ])
  }

  /// A blocking sleep no longer hangs a run: it holds its virtual thread for that long in virtual time (issue 18).
  @Test("a blocking sleep in simulated code takes virtual time: sleep(15) finishes at 15 s, it does not hang")
  func blockingSleepIsVirtual() throws {
    try HarmCase.check([
      HarmCase(name: "sleep(15)", files: [("s.swift", "import Glibc\nfunc play() async { _ = sleep(15) }\n")],
               // The block is the run's only wait, and the run ends when it does.
               command: "\"$A\" check s.swift --lang en > o; s=$?; cat o; "
                 + "grep -qx '\\[    0 ms\\] main blocks its thread until 15000 ms' o || s=98; exit $s",
               status: 0, line: "done at 15000 ms · 1 task · 0 cancelled"),
    ])
  }

  @Test("a hang names what the code was doing: a loop that only yields")
  func hangYielding() throws {
    try HarmCase.check([
      HarmCase(name: "await Task.yield() forever", files: [("y.swift", "func play() async { while true { await Task.yield() } }\n")],
               command: "\"$A\" check y.swift", status: 4,
               line: "asyncplay: your code was yielding in a loop for 10 s of real time and was stopped (…"),
    ])
  }

  @Test("a hang names what the code was doing: computing without awaiting")
  func hangComputing() throws {
    try HarmCase.check([
      HarmCase(name: "a loop without await", files: [("c.swift", "func play() async {\n  var n = 0\n  while true { n &+= 1 }\n}\n")],
               command: "\"$A\" check c.swift", status: 4,
               line: "asyncplay: your code computed for 10 s without awaiting and was stopped; code that never suspends "
                 + "(a loop without await) keeps the simulation from moving on"),
    ])
  }
}
