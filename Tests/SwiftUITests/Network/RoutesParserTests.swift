import Foundation
import SwiftUI
import Testing

/// The routes format reads into the same table as the Swift API, and every bad file gets one line:
/// `file:line: what is wrong (accepted: …)`.
@Suite("Routes files")
struct RoutesParserTests {
  /// A folder of its own with `files` in it, removed afterwards.
  static func withFolder<R>(_ files: [String: String], _ body: (String) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    return try body(folder)
  }

  @Test("the manual's example (docs/preview.md) reads into the table the Swift API builds")
  func readmeExample() throws {
    let readme = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/preview.md").path, encoding: .utf8)
    let start = try #require(readme.range(of: "<!-- routes example -->\n```\n"))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let example = String(readme[start.upperBound..<end.lowerBound])
    let feed = #"[{"id": 1, "title": "Hello"}]"#
    let table = try Self.withFolder(["feed.json": feed]) { folder in
      try RouteTable.parse(text: example, file: folder + "/lesson.routes")
    }
    let expected = RouteTable {
      Route.get("https://api.example.com/search?q=*", .json(#"{"results": ["swift", "swiftui"]}"#,
                                                             latency: .milliseconds(300)))
      Route.get("https://api.example.com/feed", .json(feed, status: 503, latency: .milliseconds(200)),
                .json(feed, latency: .milliseconds(200)))
      Route.get("https://api.example.com/profile", .failure(.notConnectedToInternet, after: .seconds(2)),
                .json("{\"name\": \"Ada\"}", latency: .milliseconds(150)))
      Route.get("https://api.example.com/live", RouteResponse.text("one\ntwo\nthree")
        .chunked(into: 3, every: .milliseconds(800)))
      Route.get("https://api.example.com/export", RouteResponse.text("a\nb\nc\nd")
        .chunked(into: 4, every: .milliseconds(200)).droppingConnection(after: 2))
      Route.post("https://api.example.com/orders", whenBodyContains: "coffee",
                 .json(#"{"id": 7}"#, status: 201, headers: ["Location": "https://api.example.com/orders/7"]))
      Route.get("https://api.example.com/*", .html("<h1>Not Found</h1>", status: 404))
    }
    #expect(table == expected)
  }

  @Test("attributes in any order, comments and blank lines anywhere, CR LF line ends, ANY, a route with no answer")
  func looseForms() throws {
    let text = "# header\r\nANY https://example.com/ping\r\n\r\nPUT https://example.com/items/*\r\n"
      + "  latency 1.5s\r\n  # a comment inside\r\n  header X-A: 1\r\n  header X-A: 2\r\n  status 204\r\n"
    let table = try RouteTable.parse(text: text, file: "loose.routes")
    #expect(table == RouteTable {
      Route.any("https://example.com/ping", .status(200))
      Route.put("https://example.com/items/*", .status(204, headers: ["X-A": "1", "X-A": "2"],
                                                       latency: .milliseconds(1500)))
    })
  }

  @Test("an empty file is an empty table: every request has no route")
  func emptyFile() throws {
    #expect(try RouteTable.parse(text: "", file: "empty.routes") == .empty)
    #expect(try RouteTable.parse(text: "# nothing yet\n\n", file: "empty.routes") == .empty)
  }

  /// Bad files and the one line each gets. The location is `file:line`; "accepted" says what would do.
  static let catalogue: [(text: String, message: String)] = [
    ("status 200\n",
     "bad.routes:1: \"status\" comes before any route (accepted: a route line first, e.g. GET https://api.example.com/items)"),
    ("GET https://a.example/x\n  stauts 200\n",
     "bad.routes:2: unknown word \"stauts\" (accepted: a method starting a route, GET, POST, PUT, PATCH, DELETE, "
       + "HEAD, OPTIONS, ANY; or below it status, header, body, json, html, text, latency, chunks, drops, fails, when, "
       + "then)"),
    ("get https://a.example/x\n",
     "bad.routes:1: methods are written in capitals: GET (accepted: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, ANY)"),
    ("https://a.example/x\n",
     "bad.routes:1: a route line starts with a method, e.g. GET https://a.example/x (accepted: GET, POST, PUT, PATCH, "
       + "DELETE, HEAD, OPTIONS, ANY)"),
    ("GET\n",
     "bad.routes:1: a URL must follow GET (accepted: GET https://api.example.com/items?page=*; * matches any "
       + "characters, ?name=value a query item)"),
    ("GET https://a.example/x 200\n",
     "bad.routes:1: unexpected \"200\" after the URL (accepted: METHOD URL alone, the answer on the lines below it)"),
    ("GET api.example.com/x\n",
     "bad.routes:1: URL pattern \"api.example.com/x\" does not start with http:// or https:// (accepted: GET "
       + "https://api.example.com/items?page=*)"),
    ("GET https:///x\n",
     "bad.routes:1: URL pattern \"https:///x\" has no host (accepted: GET https://api.example.com/items?page=*)"),
    ("GET https://a.example/x\n  status 20x\n",
     "bad.routes:2: status \"20x\" is not a code from 100 to 599 (accepted: status 200, or answers in turn: status "
       + "503 then 200)"),
    ("GET https://a.example/x\n  status 700\n",
     "bad.routes:2: status \"700\" is not a code from 100 to 599 (accepted: status 200, or answers in turn: status "
       + "503 then 200)"),
    ("GET https://a.example/x\n  status 503 then\n",
     "bad.routes:2: status \"503 then\" is not a code from 100 to 599 (accepted: status 200, or answers in turn: "
       + "status 503 then 200)"),
    ("GET https://a.example/x\n  status 200\n  status 404\n",
     "bad.routes:3: a second status for this answer (the first is on line 2; then starts the next answer)"),
    ("GET https://a.example/x\n  json {}\n  text hi\n",
     "bad.routes:3: a second body for this answer (the first is on line 2; then starts the next answer)"),
    ("GET https://a.example/x\n  latency 300\n",
     "bad.routes:2: latency \"300\" is not a duration (accepted: a duration with a unit such as 300ms, 0.3s, 2s, "
       + "1500us, 1m or 1h, at most 24h, e.g. latency 300ms)"),
    ("GET https://a.example/x\n  latency 25h\n",
     "bad.routes:2: latency \"25h\" is not a duration (accepted: a duration with a unit such as 300ms, 0.3s, 2s, "
       + "1500us, 1m or 1h, at most 24h, e.g. latency 300ms)"),
    ("GET https://a.example/x\n  latency -1s\n",
     "bad.routes:2: latency \"-1s\" is not a duration (accepted: a duration with a unit such as 300ms, 0.3s, 2s, "
       + "1500us, 1m or 1h, at most 24h, e.g. latency 300ms)"),
    ("GET https://a.example/x\n  latency 99999999999999999999s\n",
     "bad.routes:2: latency \"99999999999999999999s\" is not a duration (accepted: a duration with a unit such as "
       + "300ms, 0.3s, 2s, 1500us, 1m or 1h, at most 24h, e.g. latency 300ms)"),
    ("GET https://a.example/x\n  header Content-Type application/json\n",
     "bad.routes:2: header \"Content-Type application/json\" has no colon (accepted: header Name: value)"),
    ("GET https://a.example/x\n  header Content Type: json\n",
     "bad.routes:2: header name \"Content Type\" must be one word without spaces (accepted: header Name: value)"),
    ("GET https://a.example/x\n  text abc\n  chunks 5 every\n",
     "bad.routes:3: chunks \"5 every\" (accepted: chunks N every DURATION, e.g. chunks 5 every 800ms, N from 1 to "
       + "10000)"),
    ("GET https://a.example/x\n  text abc\n  chunks 0 every 1s\n",
     "bad.routes:3: chunks \"0 every 1s\" (accepted: chunks N every DURATION, e.g. chunks 5 every 800ms, N from 1 to "
       + "10000)"),
    ("GET https://a.example/x\n  text abc\n  chunks 5 every 800ms\n",
     "bad.routes:3: chunks 5 but the body has 3 bytes (accepted: at most one piece per byte)"),
    ("GET https://a.example/x\n  chunks 2 every 1s\n",
     "bad.routes:2: chunks 2 but the body has 0 bytes (accepted: at most one piece per byte)"),
    ("GET https://a.example/x\n  text abc\n  drops networkConnectionLost after 1\n",
     "bad.routes:3: drops … after 1 needs chunks of more than 1 pieces (the connection breaks between two), e.g. "
       + "chunks 5 every 200ms with drops networkConnectionLost after 3"),
    ("GET https://a.example/x\n  text abc\n  chunks 3 every 1s\n  drops networkConnectionLost after 3\n",
     "bad.routes:4: drops … after 3 needs chunks of more than 3 pieces (the connection breaks between two), e.g. "
       + "chunks 5 every 200ms with drops networkConnectionLost after 3"),
    ("GET https://a.example/x\n  text abc\n  chunks 3 every 1s\n  drops networkConnectionLost at 1\n",
     "bad.routes:4: drops \"networkConnectionLost at 1\" (accepted: drops CODE after N, N pieces of the body before "
       + "the break, e.g. drops networkConnectionLost after 3)"),
    ("GET https://a.example/x\n  text abc\n  chunks 3 every 1s\n  drops lost after 1\n",
     "bad.routes:4: unknown URLError code \"lost\" (accepted: notConnectedToInternet, timedOut, cannotFindHost, "
       + "cannotConnectToHost, networkConnectionLost, dnsLookupFailed, dataNotAllowed, internationalRoamingOff, "
       + "secureConnectionFailed, serverCertificateUntrusted, badServerResponse, cannotParseResponse, "
       + "zeroByteResource, resourceUnavailable, httpTooManyRedirects, badURL, unknown; e.g. drops "
       + "networkConnectionLost after 3)"),
    ("GET https://a.example/x\n  fails offline\n",
     "bad.routes:2: unknown URLError code \"offline\" (accepted: notConnectedToInternet, timedOut, cannotFindHost, "
       + "cannotConnectToHost, networkConnectionLost, dnsLookupFailed, dataNotAllowed, internationalRoamingOff, "
       + "secureConnectionFailed, serverCertificateUntrusted, badServerResponse, cannotParseResponse, "
       + "zeroByteResource, resourceUnavailable, httpTooManyRedirects, badURL, unknown; e.g. fails "
       + "notConnectedToInternet after 2s)"),
    ("GET https://a.example/x\n  fails timedOut in 2s\n",
     "bad.routes:2: fails \"timedOut in 2s\" (accepted: fails CODE, or fails CODE after DURATION)"),
    ("GET https://a.example/x\n  fails timedOut after soon\n",
     "bad.routes:2: fails … after \"soon\" is not a duration (accepted: a duration with a unit such as 300ms, 0.3s, "
       + "2s, 1500us, 1m or 1h, at most 24h, e.g. fails timedOut after 2s)"),
    ("GET https://a.example/x\n  status 200\n  fails timedOut\n",
     "bad.routes:3: an answer that fails has no status, header, body, latency or chunks (see line 2) (accepted: fails "
       + "CODE [after DURATION] alone; then starts the next answer)"),
    ("GET https://a.example/x\n  fails timedOut\n  latency 1s\n",
     "bad.routes:3: an answer that fails has no status, header, body, latency or chunks (see line 2) (accepted: fails "
       + "CODE [after DURATION] alone; then starts the next answer)"),
    ("GET https://a.example/x\nthen\n",
     "bad.routes:2: then follows no answer (accepted: an answer such as status 503 first, then then)"),
    ("GET https://a.example/x\n  status 503\nthen\n",
     "bad.routes:3: nothing follows then (accepted: the next answer on the lines below it)"),
    ("GET https://a.example/x\n  status 503\nthen 200\n",
     "bad.routes:3: then stands alone on its line (accepted: then, with the next answer on the lines below it)"),
    ("POST https://a.example/x\n  when body has coffee\n",
     "bad.routes:2: when \"body has coffee\" (accepted: when body contains TEXT, e.g. when body contains coffee)"),
    ("POST https://a.example/x\n  when body contains a\n  when body contains b\n",
     "bad.routes:3: a second when for this route (the first is on line 2)"),
    ("GET https://a.example/x\n  body\n",
     "bad.routes:2: body needs its content (accepted: text on the same line, a \"\"\" text block, or file PATH)"),
    ("GET https://a.example/x\n  json \"\"\"\n  {}\n",
     "bad.routes:2: the text block opened here is never closed (accepted: a line holding only \"\"\" ends it)"),
    ("GET https://a.example/x\n    json \"\"\"\n  {}\n    \"\"\"\n",
     "bad.routes:3: this line is indented less than the closing \"\"\" on line 4 (accepted: every line of a text "
       + "block indented at least as far as its closing \"\"\")"),
    ("GET https://a.example/x\n  json file\n",
     "bad.routes:2: a path must follow file (accepted: a path relative to the routes file's folder)"),
    ("GET https://a.example/x\n  json file missing.json\n",
     "bad.routes:2: body file \"missing.json\" cannot open: No such file or directory (accepted: a path relative to "
       + "the routes file's folder)"),
    ("GET https://a.example/x\n  text a\u{7}b\n",
     "bad.routes:2: control character U+0007 (accepted: text and tabs)"),
    ("GET https://a.example/x\n  text a\u{85}b\n",
     "bad.routes:2: control character U+0085 (accepted: text and tabs)"),
    ("GET https://a.\u{2028}example/x 1\n",
     "bad.routes:1: unexpected \"1\" after the URL (accepted: METHOD URL alone, the answer on the lines below it)"),
    ("GET https://a.example/x \u{2028}\u{2029}x\n",
     "bad.routes:1: unexpected \"??x\" after the URL (accepted: METHOD URL alone, the answer on the lines below it)"),
    ("GET https://a.example/x\n  text " + String(repeating: "long ", count: 20) + "\n  text again\n",
     "bad.routes:3: a second body for this answer (the first is on line 2; then starts the next answer)"),
    ("GET https://a.example/" + String(repeating: "x", count: 60) + " extra\n",
     "bad.routes:1: unexpected \"extra\" after the URL (accepted: METHOD URL alone, the answer on the lines below it)"),
    ("GET https://a.example/x \(String(repeating: "y", count: 60))\n",
     "bad.routes:1: unexpected \"" + String(repeating: "y", count: 40) + "…\" after the URL (accepted: METHOD URL "
       + "alone, the answer on the lines below it)"),
  ]

  @Test("a catalogue of bad files: each gets one line naming its file, its line, what is wrong and what is accepted",
        arguments: catalogue.indices)
  func badFile(_ index: Int) throws {
    let (text, message) = Self.catalogue[index]
    try Self.withFolder([:]) { folder in
      let file = folder + "/bad.routes"
      #expect(throws: RoutesFileError.self) { try RouteTable.parse(text: text, file: file) }
      do {
        _ = try RouteTable.parse(text: text, file: file)
      } catch let error as RoutesFileError {
        let line = error.english.replacingOccurrences(of: folder + "/", with: "")
        #expect(line == message)
        #expect(!line.contains("\n"))
        #expect(error.chinese.hasPrefix(file + ":"))
        #expect(!error.chinese.contains("\n"))
      }
    }
  }

  @Test("a routes file that cannot be read, is a folder, or is not UTF-8: one line naming the file, no line number")
  func unreadableFiles() throws {
    try Self.withFolder(["latin1.routes": ""]) { folder in
      try Data([0x47, 0x45, 0x54, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: folder + "/latin1.routes"))
      let cases: [(String, String)] = [
        (folder + "/none.routes", "none.routes: cannot open: No such file or directory (accepted: a routes file, UTF-8 text)"),
        (folder, "\(URL(fileURLWithPath: folder).lastPathComponent): is a folder, not a file (accepted: a routes file, UTF-8 text)"),
        (folder + "/latin1.routes", "latin1.routes: not UTF-8 text (accepted: a routes file, UTF-8 text)"),
        ("/dev/null/x", "/dev/null/x: cannot open: Not a directory (accepted: a routes file, UTF-8 text)"),
        (folder + "/two\nlines\u{1B}[2J.routes",
         "two?lines?[2J.routes: cannot open: No such file or directory (accepted: a routes file, UTF-8 text)"),
      ]
      for (path, message) in cases {
        do {
          _ = try RouteTable.load(contentsOf: path)
          Issue.record("\(path) was read")
        } catch let error as RoutesFileError {
          #expect(error.line == nil)
          #expect(error.english.replacingOccurrences(of: folder + "/", with: "")
            .replacingOccurrences(of: URL(fileURLWithPath: folder).deletingLastPathComponent().path + "/", with: "")
            == message)
        }
      }
    }
  }

  @Test("a body file is read relative to the routes file's folder, bytes as they are")
  func bodyFiles() throws {
    try Self.withFolder(["feed.json": "[1, 2]\n"]) { folder in
      try FileManager.default.createDirectory(atPath: folder + "/lessons", withIntermediateDirectories: true)
      try Data("GET https://a.example/feed\n  json file ../feed.json\n".utf8)
        .write(to: URL(fileURLWithPath: folder + "/lessons/search.routes"))
      let table = try RouteTable.load(contentsOf: folder + "/lessons/search.routes")
      #expect(table.routes.first?.responses.first?.body == Data("[1, 2]\n".utf8))
    }
  }

  /// Issue 32: a routes file saved with a UTF-8 byte order mark was refused as `unknown word "GET"`. The mark is
  /// not text (Unicode 15, section 23.8: U+FEFF at the start of a stream is a signature); the lines count as before.
  @Test("a routes file starting with a UTF-8 byte order mark reads as without it, its line numbers unchanged")
  func byteOrderMark() throws {
    try Self.withFolder(["bom.routes": "", "bad.routes": ""]) { folder in
      let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
      try Data(mark + Array("GET https://a.example/feed\n  json []\n".utf8))
        .write(to: URL(fileURLWithPath: folder + "/bom.routes"))
      let table = try RouteTable.load(contentsOf: folder + "/bom.routes")
      let plain = try RouteTable.parse(text: "GET https://a.example/feed\n  json []\n", file: folder + "/bom.routes")
      #expect(table == plain)
      #expect(table.routes.count == 1)
      try Data(mark + Array("GET https://a.example/feed\n  stauts 200\n".utf8))
        .write(to: URL(fileURLWithPath: folder + "/bad.routes"))
      do {
        _ = try RouteTable.load(contentsOf: folder + "/bad.routes")
        Issue.record("a bad routes file was read")
      } catch let error as RoutesFileError {
        #expect(error.line == 2)
      }
    }
  }
}
