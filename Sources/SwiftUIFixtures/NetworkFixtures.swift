import AsyncSimulation
import SwiftUI

/// Programs that use the simulated network as an app would, each showing one behaviour of `URLSession`; the
/// SwiftUI tests read their traces (`request` events and `print`s, at their virtual times).
enum NetworkFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("network-cancel", body: cancel),
    SwiftUIFixture("network-precancelled", body: precancelled),
    SwiftUIFixture("network-trickle", body: trickle),
    SwiftUIFixture("network-silent", body: silent),
    SwiftUIFixture("network-not-found", body: notFound),
    SwiftUIFixture("network-retries", body: retries),
    SwiftUIFixture("network-no-route", body: noRoute),
    SwiftUIFixture("network-offline", body: offline),
    SwiftUIFixture("network-lines", body: lines),
    SwiftUIFixture("network-lines-timeout", body: linesTimeout),
    SwiftUIFixture("network-lines-cancel", body: linesCancel),
    SwiftUIFixture("network-upload", body: upload),
    SwiftUIFixture("network-session-timeouts", body: sessionTimeouts),
    SwiftUIFixture("network-routes-file", body: routesFile),
    SwiftUIFixture("network-slow-reader", body: slowReader),
    SwiftUIFixture("network-clamped-chunks", body: clampedChunks),
    SwiftUIFixture("network-dropped", body: dropped),
    SwiftUIFixture("network-search", body: {
      RouteTable.install(SearchRoutes.table)
      let window = HostingWindow(rootView: SearchClient())
      window.show()
      try? await window.play(UserActionScript.parse("type s @0ms; type sw @150ms; type swift @500ms"))
    }),
  ]

  static let api = "https://api.example.com"

  /// The code of a `URLError` as the evidence program prints it, or the error.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? URLError else { return "\(type(of: error)): \(error)" }
    return "URLError code \(error.code.rawValue)"
  }

  /// Cancelled 200 ms into a request the server answers after 5 s.
  @MainActor static func cancel() async {
    RouteTable.install(RouteTable { Route.get(api + "/slow", .status(200, latency: .seconds(5))) })
    let load = Task(name: "load") {
      do {
        _ = try await URLSession.shared.data(from: URL(string: api + "/slow")!)
        print("loaded")
      } catch is CancellationError {
        print("CancellationError")
      } catch {
        print("cancelled: " + describe(error))
      }
    }
    try? await Task.sleep(for: .milliseconds(200))
    load.cancel()
    await load.value
  }

  /// A task already cancelled when it sends its request.
  @MainActor static func precancelled() async {
    RouteTable.install(RouteTable { Route.get(api + "/items", .json("[]")) })
    let load = Task(name: "load") {
      withUnsafeCurrentTask { $0?.cancel() }
      do {
        _ = try await URLSession.shared.data(from: URL(string: api + "/items")!)
        print("loaded")
      } catch {
        print("already cancelled: " + describe(error))
      }
    }
    await load.value
  }

  /// Five bytes 800 ms apart under a 1 s idle timeout.
  @MainActor static func trickle() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/trickle", RouteResponse.text("xxxxx").chunked(into: 5, every: .milliseconds(800)))
    })
    var request = URLRequest(url: URL(string: api + "/trickle")!)
    request.timeoutInterval = 1
    do {
      let (data, _) = try await URLSession.shared.data(for: request)
      print("loaded \(data.count) bytes")
    } catch {
      print("trickle: " + describe(error))
    }
  }

  /// A server that sends nothing for 5 s under a 1 s idle timeout.
  @MainActor static func silent() async {
    RouteTable.install(RouteTable { Route.get(api + "/slow", .status(200, latency: .seconds(5))) })
    var request = URLRequest(url: URL(string: api + "/slow")!)
    request.timeoutInterval = 1
    do {
      _ = try await URLSession.shared.data(for: request)
      print("loaded")
    } catch {
      print("silent: " + describe(error))
    }
  }

  /// A 404 with the evidence server's 48-byte HTML page.
  @MainActor static func notFound() async {
    let page = "<html><body><h1>404 Not Found</h1></body></html>"
    RouteTable.install(RouteTable { Route.get(api + "/missing", .html(page, status: 404, latency: .milliseconds(50))) })
    do {
      let (data, response) = try await URLSession.shared.data(from: URL(string: api + "/missing")!)
      let http = response as? HTTPURLResponse
      print("no error thrown; status \(http?.statusCode ?? 0), \(data.count) bytes, "
        + "\(http?.value(forHTTPHeaderField: "Content-Type") ?? "no type"), length \(response.expectedContentLength)")
    } catch {
      print("404 threw " + describe(error))
    }
  }

  /// 503, 503, then 200 for ever: a retry loop with a pause.
  @MainActor static func retries() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/feed", .status(503, latency: .milliseconds(100)), .status(503, latency: .milliseconds(100)),
                .json(#"["a","b"]"#, latency: .milliseconds(100)))
    })
    for attempt in 1...4 {
      guard let (data, response) = try? await URLSession.shared.data(from: URL(string: api + "/feed")!),
            let status = (response as? HTTPURLResponse)?.statusCode else { return }
      print("attempt \(attempt): \(status), \(String(decoding: data, as: UTF8.self))")
      if status == 200 { continue }
      try? await Task.sleep(for: .milliseconds(400))
    }
  }

  /// A URL no route matches.
  @MainActor static func noRoute() async {
    RouteTable.install(RouteTable { Route.get(api + "/items", .json("[]")) })
    do {
      _ = try await URLSession.shared.data(from: URL(string: "https://elsewhere.example.com/items?page=2")!)
      print("loaded")
    } catch let error as URLError {
      print("no route: " + describe(error) + ", " + error.localizedDescription)
    } catch {
      print("no route: " + describe(error))
    }
  }

  /// A route that fails as an offline phone does, after 2 s.
  @MainActor static func offline() async {
    RouteTable.install(RouteTable { Route.get(api + "/items", .failure(.notConnectedToInternet, after: .seconds(2))) })
    do {
      _ = try await URLSession.shared.data(from: URL(string: api + "/items")!)
      print("loaded")
    } catch {
      print("offline: " + describe(error))
    }
  }

  /// Three lines (one empty, one ended by CR LF) arriving as a trickle, read with `bytes.lines`.
  @MainActor static func lines() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/events", RouteResponse.text("first\n\nsecond\r\nthird", latency: .milliseconds(100))
        .chunked(into: 3, every: .milliseconds(500)))
    })
    do {
      let (bytes, response) = try await URLSession.shared.bytes(from: URL(string: api + "/events")!)
      print("headers: \((response as? HTTPURLResponse)?.statusCode ?? 0)")
      for try await line in bytes.lines { print("line: \(line)") }
      print("end of lines")
    } catch {
      print("lines: " + describe(error))
    }
  }

  /// A stream whose third piece comes 2 s after the second, under a 1 s idle timeout.
  @MainActor static func linesTimeout() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/events", RouteResponse.text("one\ntwo\nthree\n").chunked(into: 3, every: .milliseconds(2000)))
    })
    var request = URLRequest(url: URL(string: api + "/events")!)
    request.timeoutInterval = 1
    do {
      let (bytes, _) = try await URLSession.shared.bytes(for: request)
      print("headers arrived")
      for try await line in bytes.lines { print("line: \(line)") }
      print("end of lines")
    } catch {
      print("stream: " + describe(error))
    }
  }

  /// The reading task is cancelled between two lines.
  @MainActor static func linesCancel() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/events", RouteResponse.text("one\ntwo\nthree\n").chunked(into: 3, every: .milliseconds(500)))
    })
    let reader = Task(name: "reader") {
      do {
        let (bytes, _) = try await URLSession.shared.bytes(from: URL(string: api + "/events")!)
        for try await line in bytes.lines { print("line: \(line)") }
        print("end of lines")
      } catch {
        print("reader: " + describe(error))
      }
    }
    try? await Task.sleep(for: .milliseconds(700))
    reader.cancel()
    await reader.value
  }

  /// A POST whose body the routes look at, and a GET with a body.
  @MainActor static func upload() async {
    RouteTable.install(RouteTable {
      Route.post(api + "/orders", whenBodyContains: "coffee", .json(#"{"id":7}"#, status: 201, latency: .milliseconds(80)))
      Route.post(api + "/orders", .json(#"{"error":"unknown item"}"#, status: 422, latency: .milliseconds(80)))
    })
    var request = URLRequest(url: URL(string: api + "/orders")!)
    request.httpMethod = "POST"
    for item in ["coffee", "tea"] {
      do {
        let (data, response) = try await URLSession.shared.upload(for: request, from: Data(#"{"item":"\#(item)"}"#.utf8))
        print("\(item): \((response as? HTTPURLResponse)?.statusCode ?? 0) \(String(decoding: data, as: UTF8.self))")
      } catch {
        print("\(item): " + describe(error))
      }
    }
    var get = URLRequest(url: URL(string: api + "/orders")!)
    get.httpBody = Data("x".utf8)
    do {
      _ = try await URLSession.shared.data(for: get)
      print("GET with a body: sent")
    } catch {
      print("GET with a body: " + describe(error))
    }
  }

  /// A session's own idle timeout, a request's own overriding it, and the resource timeout.
  @MainActor static func sessionTimeouts() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/slow", .status(200, latency: .seconds(2)))
      Route.get(api + "/trickle", RouteResponse.text("xxxxx").chunked(into: 5, every: .milliseconds(800)))
    })
    let configuration = URLSessionConfiguration.default
    configuration.timeoutIntervalForRequest = 1
    let session = URLSession(configuration: configuration)
    let slow = URL(string: api + "/slow")!
    await attempt("session 1 s, request default") { try await session.data(from: slow) }
    var patient = URLRequest(url: slow)
    patient.timeoutInterval = 3
    let request = patient
    await attempt("session 1 s, request 3 s") { try await session.data(for: request) }
    let bounded = URLSessionConfiguration.default
    bounded.timeoutIntervalForResource = 2
    let boundedSession = URLSession(configuration: bounded)
    await attempt("resource 2 s, trickle of 4 s") { try await boundedSession.data(from: URL(string: api + "/trickle")!) }
  }

  /// Prints how `load` ended.
  @MainActor static func attempt(_ name: String, _ load: @Sendable () async throws -> (Data, URLResponse)) async {
    do {
      let (data, response) = try await load()
      print("\(name): \((response as? HTTPURLResponse)?.statusCode ?? 0), \(data.count) bytes")
    } catch {
      print("\(name): " + describe(error))
    }
  }

  /// Routes read from text, as `--routes FILE` gives them.
  @MainActor static func routesFile() async {
    let text = """
      # The search lesson's server.
      GET https://api.example.com/search?q=sw*
        json {"results": ["swift", "swiftui"]}
        latency 300ms

      GET https://api.example.com/search?q=*
        json {"results": []}
        latency 300ms
      """
    do {
      RouteTable.install(try RouteTable.parse(text: text, file: "search.routes"))
    } catch {
      print(error.english)
      return
    }
    for query in ["swift", "kotlin"] {
      var components = URLComponents(string: "https://api.example.com/search")!
      components.queryItems = [URLQueryItem(name: "q", value: query)]
      do {
        let (data, _) = try await URLSession.shared.data(from: components.url!)
        print("\(query): \(String(decoding: data, as: UTF8.self))")
      } catch {
        print("\(query): " + describe(error))
      }
    }
  }

  /// A reader slower than the trickle: it sleeps 2 s after each line while pieces come every 500 ms under a 1 s
  /// idle timeout. The timeout counts silence on the network, not the reader's pace.
  @MainActor static func slowReader() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/events", RouteResponse.text("one\ntwo\nthree\n").chunked(into: 3, every: .milliseconds(500)))
    })
    var request = URLRequest(url: URL(string: api + "/events")!)
    request.timeoutInterval = 1
    do {
      let (bytes, _) = try await URLSession.shared.bytes(for: request)
      for try await line in bytes.lines {
        print("line: \(line)")
        try? await Task.sleep(for: .seconds(2))
      }
      print("end of lines")
    } catch {
      print("slow reader: " + describe(error))
    }
  }

  /// Two bytes asked for in five pieces: one piece per byte.
  @MainActor static func clampedChunks() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/tiny", RouteResponse.text("ab").chunked(into: 5, every: .seconds(1)))
    })
    do {
      let (data, _) = try await URLSession.shared.data(from: URL(string: api + "/tiny")!)
      print("loaded \(data.count) bytes")
    } catch {
      print("tiny: " + describe(error))
    }
  }

  /// A connection that breaks after two of four pieces, read line by line, then the same route from a routes file
  /// read whole with data(from:).
  @MainActor static func dropped() async {
    RouteTable.install(RouteTable {
      Route.get(api + "/events", RouteResponse.text("a\nb\nc\nd\n").chunked(into: 4, every: .milliseconds(200))
        .droppingConnection(after: 2))
    })
    do {
      let (bytes, _) = try await URLSession.shared.bytes(from: URL(string: api + "/events")!)
      for try await line in bytes.lines { print("line: \(line)") }
      print("end of lines")
    } catch {
      print("lines: " + describe(error))
    }
    let text = """
      GET https://api.example.com/file
        text abcdef
        chunks 3 every 100ms
        drops timedOut after 1
      """
    do {
      RouteTable.install(try RouteTable.parse(text: text, file: "drop.routes"))
      let (data, _) = try await URLSession.shared.data(from: URL(string: api + "/file")!)
      print("loaded \(data.count) bytes")
    } catch let error as RoutesFileError {
      print(error.english)
    } catch {
      print("file: " + describe(error))
    }
  }
}
