@testable import Playground
import Foundation
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

  /// Metadata is held as writes are (issue 32): the child sees every mount read-only but its own folder. That box is
  /// a user namespace: on a kernel that refuses unprivileged ones the run has Landlock only, which does not cover
  /// metadata (docs/sandbox.md says so), and there is nothing here to check.
  @Test("the box holds metadata: chmod, chown, utimensat and setxattr outside fail; a failed save of defaults is said",
        .enabled(if: HarmCase.userNamespacesAllowed, "this kernel refuses unprivileged user namespaces"))
  func metadata() throws {
    try HarmCase.check([
      HarmCase(name: "chmod 000, chmod 0777, chown, utimensat, setxattr outside", files: [("m.in", """
        import Glibc
        @_silgen_name("setxattr")
        func setxattr(_ path: UnsafePointer<CChar>, _ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer,
                      _ size: Int, _ flags: Int32) -> Int32
        func play() async {
          print("chmod 000:", chmod("OUT/d", 0), String(cString: strerror(errno)))
          print("chmod 0777:", chmod("OUT/f", 0o777), String(cString: strerror(errno)))
          print("chown:", chown("OUT/f", getuid(), getgid()), String(cString: strerror(errno)))
          print("utimensat:", utimensat(AT_FDCWD, "OUT/f", nil, 0), String(cString: strerror(errno)))
          print("setxattr:", setxattr("OUT/f", "user.mark", "x", 1, 0), String(cString: strerror(errno)))
        }
        """)],
        // The file's mode and time stamp and the folder's mode must be as they were.
        command: "mkdir -p out/d; chmod 755 out/d; echo x > out/f; chmod 644 out/f; touch -d @978307200 out/f; "
          + "sed \"s|OUT|$PWD/out|\" m.in > m.swift; \"$A\" check m.swift; s=$?; "
          + "[ \"$(stat -c '%a %Y' out/f)\" = '644 978307200' ] && [ \"$(stat -c %a out/d)\" = 755 ] || s=97; exit $s",
        status: 0, line: "[    0 ms] main chmod 0777: -1 Read-only file system"),
      HarmCase(name: "a write of its own folder still works", files: [("m.swift", """
        import Glibc
        func play() async {
          let home = String(cString: getenv("HOME"))
          print("own:", close(creat(home + "/own", 0o644)), chmod(home + "/own", 0o600))
        }
        """)], command: "\"$A\" check m.swift", status: 0, line: "[    0 ms] main own: 0 0"),
      HarmCase(name: "a save of the app's defaults through a link out of the container", files: [("S.in", """
        import SwiftUI
        import Foundation

        struct Counter: View {
          @AppStorage("count") var count = 0
          var body: some View {
            Button("Tap \\(count)") { count += 1 }
              .task {
                // The app's own code leaves a link where Foundation saves its defaults.
                let prefs = NSHomeDirectory() + "/Library/Preferences"
                _ = try? FileManager.default.createSymbolicLink(atPath: prefs + "/com.example.App.plist",
                                                                withDestinationPath: "OUT")
              }
          }
        }
        #Preview { Counter() }
        """)],
        command: "echo x > target; chmod 644 target; sed \"s|OUT|$PWD/target|\" S.in > S.swift; "
          + "COLUMNS=1000 \"$A\" preview S.swift --do \"tap 'Tap 0' @10ms\"; s=$?; "
          + "[ \"$(stat -c %a target)\" = 644 ] && [ \"$(cat target)\" = x ] || s=97; exit $s",
        status: 0,
        line: "asyncplay: the app's defaults (UserDefaults, @AppStorage) were not saved: Foundation could not write "
          + "Library/Preferences in its container (is its .plist a symbolic link out of it?); a next run with the "
          + "same container will not see them"),
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

  @Test("a hang names what the code was doing: a loop that only yields, stopped between jobs with its trace so far")
  func hangYielding() throws {
    try HarmCase.check([
      HarmCase(name: "await Task.yield() forever", files: [("y.swift", "func play() async {\n  print(\"MARK\")\n  while true { await Task.yield() }\n}\n")],
               command: "ASYNCPLAY_RUN_LIMIT=2s \"$A\" check y.swift > o; s=$?; cat o; "
                 + "grep -qx '\\[    0 ms\\] main MARK' o || s=98; exit $s", status: 4,
               line: "your code was yielding in a loop for 2 s of real time and was stopped (…"),
    ])
  }

  @Test("a hang names what the code was doing: computing without awaiting, with the trace so far, task and line")
  func hangComputing() throws {
    try HarmCase.check([
      HarmCase(name: "a loop without await", files: [("c.swift", "func play() async {\n  print(\"MARK\")\n  var n = 0\n  while true { n &+= 1 }\n}\n")],
               command: "ASYNCPLAY_RUN_LIMIT=2s \"$A\" check c.swift > o; s=$?; cat o; "
                 + "grep -qx '\\[    0 ms\\] main MARK' o || s=98; exit $s", status: 4,
               line: "your code computed for 2 s without awaiting and was stopped; code that never suspends "
                 + "(a loop without await) keeps the simulation from moving on; it was in main, at c.swift:4, in play"),
      HarmCase(name: "a spin in Task.detached", files: [("D.swift", """
        import SwiftUI

        struct Detacher: View {
          var body: some View {
            Text("detaching")
              .task {
                print("detaching MARK")
                Task.detached {
                  var n = 0
                  while true { n &+= 1 }
                }
                try? await Task.sleep(for: .seconds(5))
              }
          }
        }
        #Preview { Detacher() }
        """)], command: "ASYNCPLAY_RUN_LIMIT=1s \"$A\" preview D.swift --lang en", status: 4,
        line: "your code computed for 1 s without awaiting and was stopped; code that never suspends (a loop without "
          + "await) keeps the simulation from moving on; it was in task#1, at D.swift:10"),
      HarmCase(name: "a bad ASYNCPLAY_RUN_LIMIT", files: [("p.swift", "func play() async {}\n")],
               command: "COLUMNS=1000 ASYNCPLAY_RUN_LIMIT=soon \"$A\" check p.swift", status: 0,
               line: "asyncplay: ignoring ASYNCPLAY_RUN_LIMIT=soon: expected a duration above 0, e.g. 2s or 1m"),
    ])
  }
}

extension HarmCase {
  /// Whether this machine's kernel gives an unprivileged process a user namespace (`unshare -U`), which the box's
  /// read-only view of everything outside the run's folder is made of.
  static let userNamespacesAllowed: Bool = {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["-U", "true"]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()
}
