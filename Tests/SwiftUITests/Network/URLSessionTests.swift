import AsyncSimulation
import Testing

/// The simulated `URLSession` behaves as real URLSession does: the fixtures mirror `Lessons/Evidence/urlsession.swift`,
/// whose output on Swift 6.3.1 (swift-corelibs-foundation, Linux) against a local server is quoted in each test.
@Suite("Simulated URLSession")
struct URLSessionTests {
  // Evidence: "cancelled after 0.2 s: URLError code -999 (.cancelled)" — cancelling the task that awaits
  // data(from:) cancels the request, which throws URLError(.cancelled), not CancellationError.
  @Test("cancelling the awaiting task throws URLError(.cancelled) at the instant of cancel, not when the answer was due")
  func cancellation() throws {
    #expect(try NetworkRun.lines("network-cancel") == [
      "0 main sleep",
      "0 load request GET https://api.example.com/slow",
      "200 main wake",
      "200 load cancel",
      "200 load request GET https://api.example.com/slow → cancelled",
      "200 load print cancelled: URLError code -999",
      "200 done finished",
    ])
  }

  // Evidence: "cancelled before sending: URLError code -999 (.cancelled)" — swift-corelibs-foundation's data(for:)
  // installs its handler with withTaskCancellationHandler, which runs it at once for a cancelled task.
  @Test("a task cancelled before it sends gets URLError(.cancelled) at once")
  func alreadyCancelled() throws {
    #expect(try NetworkRun.lines("network-precancelled") == [
      "0 load cancel",
      "0 load request GET https://api.example.com/items",
      "0 load request GET https://api.example.com/items → cancelled",
      "0 load print already cancelled: URLError code -999",
      "0 done finished",
    ])
  }

  // Evidence: "timeoutInterval 1 s, a byte every 0.8 s: loaded 5 bytes after 4.0 s". Apple: the timer of
  // timeoutIntervalForRequest "is reset whenever new data arrives" (URLSessionConfiguration.timeoutIntervalForRequest).
  @Test("a trickle with gaps under the idle timeout never times out, however long it takes; no sleep is recorded")
  func trickle() throws {
    #expect(try NetworkRun.lines("network-trickle") == [
      "0 main request GET https://api.example.com/trickle",
      "4000 main request GET https://api.example.com/trickle → 200",
      "4000 main print loaded 5 bytes",
      "4000 done finished",
    ])
  }

  // Evidence: "timeoutInterval 1 s, silent server: URLError code -1001 (.timedOut) after 1.0 s".
  @Test("a server silent for longer than the idle timeout: URLError(.timedOut) when the timeout strikes")
  func silentServer() throws {
    #expect(try NetworkRun.lines("network-silent") == [
      "0 main request GET https://api.example.com/slow",
      "1000 main request GET https://api.example.com/slow → URLError(.timedOut)",
      "1000 main print silent: URLError code -1001",
      "1000 done finished",
    ])
  }

  // Evidence: "404: no error thrown; status 404, 48 bytes of HTML" — for URLSession a status is not an error.
  @Test("a 404 with an HTML page does not throw: the page and its status come back, Content-Length added")
  func notFound() throws {
    #expect(try NetworkRun.lines("network-not-found") == [
      "0 main request GET https://api.example.com/missing",
      "50 main request GET https://api.example.com/missing → 404",
      "50 main print no error thrown; status 404, 48 bytes, text/html; charset=utf-8, length 48",
      "50 done finished",
    ])
  }

  @Test("a route's answers come one per request in order, the last repeating: 503, 503, 200, 200")
  func retries() throws {
    let lines = try NetworkRun.lines("network-retries").filter { $0.contains("print") }
    #expect(lines == [
      "100 main print attempt 1: 503, ",
      "600 main print attempt 2: 503, ",
      "1100 main print attempt 3: 200, [\"a\",\"b\"]",
      "1200 main print attempt 4: 200, [\"a\",\"b\"]",
    ])
  }

  @Test("a request no route matches fails at once with URLError(.cannotFindHost) and the trace says no route")
  func noRoute() throws {
    #expect(try NetworkRun.lines("network-no-route") == [
      "0 main request GET https://elsewhere.example.com/items?page=2",
      "0 main request GET https://elsewhere.example.com/items?page=2 → no route",
      "0 main print no route: URLError code -1003, no route for GET https://elsewhere.example.com/items?page=2",
      "0 done finished",
    ])
  }

  // Apple (developer.apple.com/documentation/foundation/urlerror/notconnectedtointernet, -1009): "A network resource was requested, but an internet
  // connection hasn't been established and can't be established automatically."
  @Test("a route that fails: the URLError it names, after its latency")
  func offline() throws {
    #expect(try NetworkRun.lines("network-offline") == [
      "0 main request GET https://api.example.com/items",
      "2000 main request GET https://api.example.com/items → URLError(.notConnectedToInternet)",
      "2000 main print offline: URLError code -1009",
      "2000 done finished",
    ])
  }

  // Apple (URLSession.bytes(from:)): returns "a tuple containing … the response bytes" once the response has
  // begun; AsyncLineSequence drops empty lines and treats CR LF as one break (swift-corelibs-foundation PR #3036).
  @Test("bytes(from:) returns at the headers; bytes.lines gives each line as its bytes arrive, no empty line")
  func lines() throws {
    #expect(try NetworkRun.lines("network-lines") == [
      "0 main request GET https://api.example.com/events",
      "100 main print headers: 200",
      "600 main print line: first",
      // "second\r" arrives at 1100 ms; the line ends at 1600 ms, when the next byte, in the last piece, shows that
      // the CR is a CR LF — and with the last piece read, the request is over.
      "1600 main request GET https://api.example.com/events → 200",
      "1600 main print line: second",
      "1600 main print line: third",
      "1600 main print end of lines",
      "1600 done finished",
    ])
  }

  @Test("a stream waiting longer than the idle timeout for its next piece throws URLError(.timedOut) mid-read")
  func linesTimeout() throws {
    #expect(try NetworkRun.lines("network-lines-timeout") == [
      "0 main request GET https://api.example.com/events",
      "0 main print headers arrived",
      "1000 main request GET https://api.example.com/events → URLError(.timedOut)",
      "1000 main print stream: URLError code -1001",
      "1000 done finished",
    ])
  }

  @Test("cancelling a task reading bytes.lines ends the read with URLError(.cancelled) at that instant")
  func linesCancel() throws {
    #expect(try NetworkRun.lines("network-lines-cancel") == [
      "0 main sleep",
      "0 reader request GET https://api.example.com/events",
      "500 reader print line: one",
      "700 main wake",
      "700 reader cancel",
      "700 reader request GET https://api.example.com/events → cancelled",
      "700 reader print reader: URLError code -999",
      "700 done finished",
    ])
  }

  // Evidence: "upload: status 201, the server read "POST hello"" and "GET with a body: URLError code -1103" (with
  // "resource exceeds maximum size" as its description and "GET method must not have a body" logged).
  @Test("upload sends its body, which routes can match; a GET with a body is refused with -1103")
  func upload() throws {
    #expect(try NetworkRun.lines("network-upload") == [
      "0 main request POST https://api.example.com/orders",
      "80 main request POST https://api.example.com/orders → 201",
      "80 main print coffee: 201 {\"id\":7}",
      "80 main request POST https://api.example.com/orders",
      "160 main request POST https://api.example.com/orders → 422",
      "160 main print tea: 422 {\"error\":\"unknown item\"}",
      "160 main request GET https://api.example.com/orders",
      "160 main request GET https://api.example.com/orders → URLError(.dataLengthExceedsMaximum)",
      "160 main print GET with a body: URLError code -1103",
      "160 done finished",
    ])
  }

  // Evidence: "session timeoutIntervalForRequest 1 s, silent server: URLError code -1001 after 1.0 s";
  // swift-corelibs-foundation (HTTPURLProtocol.swift): the configuration's value unless the request set its own;
  // Apple (URLSessionConfiguration.timeoutIntervalForResource): "how long … to wait for an entire resource".
  @Test("a session's idle timeout, a request's own overriding it, and the resource timeout cutting a trickle")
  func sessionTimeouts() throws {
    let lines = try NetworkRun.lines("network-session-timeouts").filter { $0.contains("print") }
    #expect(lines == [
      "1000 main print session 1 s, request default: URLError code -1001",
      "3000 main print session 1 s, request 3 s: 200, 0 bytes",
      "5000 main print resource 2 s, trickle of 4 s: URLError code -1001",
    ])
  }

  @Test("routes read from text answer by their query patterns, first match first")
  func routesFile() throws {
    let lines = try NetworkRun.lines("network-routes-file").filter { $0.contains("print") }
    #expect(lines == [
      "300 main print swift: {\"results\": [\"swift\", \"swiftui\"]}",
      "600 main print kotlin: {\"results\": []}",
    ])
  }

  // Apple: the idle timer "is reset whenever new data arrives" — arrival on the network, which the reader's pace
  // does not change: bytes that came while the reader slept are read at once.
  @Test("a reader slower than the trickle never times out: pieces that arrived while it slept are read at once")
  func slowReader() throws {
    let lines = try NetworkRun.lines("network-slow-reader").filter { $0.contains("print") || $0.contains("→") }
    #expect(lines == [
      "500 main print line: one",
      "2500 main print line: two",
      "4500 main request GET https://api.example.com/events → 200",
      "4500 main print line: three",
      "6500 main print end of lines",
    ])
  }

  // Apple (URLError.Code.networkConnectionLost): "A client or server connection was severed in the middle of an
  // in-progress load": the lines read so far stay read, and the read that waits for the next piece throws.
  @Test("a connection dropped after two pieces: two lines, then URLError(.networkConnectionLost) when the third was due")
  func droppedConnection() throws {
    #expect(try NetworkRun.lines("network-dropped") == [
      "0 main request GET https://api.example.com/events",
      "200 main print line: a",
      "400 main print line: b",
      "600 main request GET https://api.example.com/events → URLError(.networkConnectionLost)",
      "600 main print lines: URLError code -1005",
      "600 main request GET https://api.example.com/file",
      "800 main request GET https://api.example.com/file → URLError(.timedOut)",
      "800 main print file: URLError code -1001",
      "800 done finished",
    ])
  }

  @Test("a body asked for in more pieces than it has bytes comes one byte a piece")
  func clampedChunks() throws {
    let lines = try NetworkRun.lines("network-clamped-chunks").filter { $0.contains("print") }
    #expect(lines == ["2000 main print loaded 2 bytes"])
  }

  // Apple (View.task(id:priority:_:)): "If the id changes, SwiftUI cancels and restarts the task"; the request in
  // flight is then cancelled as any awaiting task's is (evidence: URLError -999 at the instant of cancel).
  @Test("in a view, a .task(id:) restart cancels the request in flight at the keystroke; the last query's answer shows")
  func searchView() throws {
    let task = { (query: String) in ".task(id: \"\(query)\") in SearchClient" }
    let lines = try NetworkRun.lines("network-search").filter { !$0.contains(" sleep") && !$0.contains(" wake") }
    #expect(lines == [
      "0 \(task("")) cancel",
      "100 \(task("s")) request GET https://api.example.com/search?q=s",
      "150 \(task("s")) cancel",
      "150 \(task("s")) request GET https://api.example.com/search?q=s → cancelled",
      "150 \(task("s")) print request for s cancelled",
      "250 \(task("sw")) request GET https://api.example.com/search?q=sw",
      "500 \(task("sw")) cancel",
      "500 \(task("sw")) request GET https://api.example.com/search?q=sw → cancelled",
      "500 \(task("sw")) print request for sw cancelled",
      "600 \(task("swift")) request GET https://api.example.com/search?q=swift",
      "900 \(task("swift")) request GET https://api.example.com/search?q=swift → 200",
      "900 done finished",
    ])
    let trace = try SimulationSnapshot(program: "SwiftUIFixtures").trace("network-search")
    #expect(trace.events.last { $0.kind == .screen }?.text == "🔍 swift\n• swift\n• swiftui")
  }
}
