import AsyncSimulation
@testable import Playground
import Scenarios
import Testing

/// `import os` (docs/logging.md): `Logger`, `os_log`, `OSLog` write each message as a `log` event of the trace, at the
/// virtual time, on the task that logged it, at the level Apple's documentation gives the call:
/// https://developer.apple.com/documentation/os/logger, its methods' pages (notice(_:) "Writes a message to the log
/// using the default log type … functionally equivalent to the log(_:) method"; critical(_:) "functionally
/// equivalent to the fault(_:) method"; trace(_:) to debug(_:); warning(_:) to error(_:)), and
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:),
/// https://developer.apple.com/documentation/os/os_log(_:dso:log:_:_:),
/// https://developer.apple.com/documentation/os/os_log(_:) for the functions.
@Suite("import os: Logger and os_log in the trace")
struct LoggingTests {
  static let feed = """
    import SwiftUI
    import os

    let logger = Logger(subsystem: "com.example.feed", category: "network")

    struct FeedView: View {
      @State private var count = 0
      var body: some View {
        Text("Posts: \\(count)")
          .task {
            logger.info("loading \\(3, privacy: .public) posts")
            try? await Task.sleep(for: .milliseconds(200))
            count = 3
            logger.notice("loaded \\(count) posts for \\("ann", privacy: .private(mask: .hash))")
            logger.log("log")
            logger.log(level: .info, "level \\(count, align: .right(columns: 3))")
            logger.debug("debug")
            logger.trace("trace")
            logger.error("error")
            logger.warning("warning")
            logger.fault("fault")
            logger.critical("critical")
            Logger().notice("no subsystem")
            Logger(OSLog.disabled).fault("dropped")
            os_log("legacy %{public}@ %d", log: OSLog(subsystem: "com.example.feed", category: "legacy"), type: .error,
                   "x", 7)
            os_log(.fault, log: .default, "type first %@", "y")
            os_log("interpolated \\(count)")
          }
      }
    }
    """

  @Test("every call is a log event with Apple's level for it, its logger, its text, at its time on its task")
  func levels() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write(Self.feed, "FeedView.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["preview", "FeedView.swift", "--json"], in: folder)
    #expect(result.termination == .exited(0), "\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    let logs = trace.body.filter { $0.kind == .log }.map {
      "\($0.nanos / 1_000_000) \($0.task ?? "-") \($0.level ?? "?") \($0.label ?? "-") \($0.text ?? "")"
    }
    let net = "com.example.feed/network"
    #expect(logs == [
      "0 .task in FeedView info \(net) loading 3 posts",
      "200 .task in FeedView default \(net) loaded 3 posts for ann",
      "200 .task in FeedView default \(net) log",
      "200 .task in FeedView info \(net) level   3",
      "200 .task in FeedView debug \(net) debug",
      "200 .task in FeedView debug \(net) trace",
      "200 .task in FeedView error \(net) error",
      "200 .task in FeedView error \(net) warning",
      "200 .task in FeedView fault \(net) fault",
      "200 .task in FeedView fault \(net) critical",
      "200 .task in FeedView default - no subsystem",
      "200 .task in FeedView error com.example.feed/legacy legacy x 7",
      "200 .task in FeedView fault - type first y",
      "200 .task in FeedView default - interpolated 3",
    ])
    // The JSON names the level and the logger; the text renders both.
    #expect(result.outputText.contains("{\"t_ms\":0,\"seq\":5,\"kind\":\"log\",\"task\":\".task in FeedView\","
      + "\"level\":\"info\",\"label\":\"\(net)\",\"text\":\"loading 3 posts\"}"), "\(result.outputText)")
    let text = try StudentFixtures.asyncplay(["preview", "FeedView.swift", "--lang", "en"], in: folder)
    #expect(text.outputText.contains("[    0 ms] .task in FeedView log (info, \(net)): loading 3 posts\n"),
            "\(text.outputText)")
    #expect(text.outputText.contains(".task in FeedView log (default): no subsystem\n"))
    let zh = try StudentFixtures.asyncplay(["preview", "FeedView.swift", "--lang", "zh"], in: folder)
    #expect(zh.outputText.contains(".task in FeedView 日志（info，\(net)）：loading 3 posts\n"), "\(zh.outputText)")
  }

  @Test("import OSLog brings Logger, as Apple's OSLog framework re-exports os")
  func osLogFramework() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    _ = try StudentFixtures.write("import OSLog\n\nfunc play() async {\n  Logger(subsystem: \"s\", category: \"c\")"
      + ".error(\"failed \\(404)\")\n}\n", "s.swift", in: folder)
    let result = try StudentFixtures.asyncplay(["check", "s.swift", "--json"], in: folder)
    #expect(result.termination == .exited(0), "\(result.outputText)\(result.errorText)")
    let trace = try Trace(jsonLines: result.outputText)
    #expect(trace.body.filter { $0.kind == .log }.map { "\($0.level ?? "") \($0.label ?? "") \($0.text ?? "")" }
      == ["error s/c failed 404"])
  }

  @Test("a log event survives the JSON round trip with its level, and done its profile")
  func jsonRoundTrip() throws {
    var log = TraceEvent(nanos: 2_000_000, seq: 3, kind: .log, task: "main", label: "a/b", text: "hi")
    log.level = "fault"
    var done = TraceEvent(nanos: 2_000_000, seq: 4, kind: .done, outcome: "finished", tasks: 1, cancelled: 0)
    done.profile = "swift6-app"
    #expect(log.jsonLine == "{\"t_ms\":2,\"seq\":3,\"kind\":\"log\",\"task\":\"main\",\"level\":\"fault\","
      + "\"label\":\"a/b\",\"text\":\"hi\"}")
    #expect(done.jsonLine.hasSuffix(",\"profile\":\"swift6-app\"}"))
    let trace = try Trace(jsonLines: log.jsonLine + "\n" + done.jsonLine + "\n")
    #expect(trace.events == [log, done])
  }
}
