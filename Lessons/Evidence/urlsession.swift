// What URLSession really does, checked against a local server (Lessons/Evidence/run starts it): the lessons cite
// this program's output for cancellation, time limits and status codes.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let base = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "http://127.0.0.1:18765"

func seconds(_ duration: Duration) -> String {
  String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}

// 1. Cancelling the task that awaits data(from:) cancels the request: it throws URLError(.cancelled), code -999.
let load = Task {
  do {
    _ = try await URLSession.shared.data(from: URL(string: base + "/slow")!)
    return "loaded"
  } catch is CancellationError {
    return "CancellationError"
  } catch let error as URLError {
    return "URLError code \(error.code.rawValue)" + (error.code == .cancelled ? " (.cancelled)" : "")
  } catch {
    return "\(error)"
  }
}
try await Task.sleep(for: .milliseconds(200))
load.cancel()
print("cancelled after 0.2 s:", await load.value)

// 2. timeoutInterval is an idle timeout: a byte every 0.8 s never trips a 1 s limit, however long the whole takes.
var trickle = URLRequest(url: URL(string: base + "/trickle")!)
trickle.timeoutInterval = 1
var start = ContinuousClock.now
do {
  let (data, _) = try await URLSession.shared.data(for: trickle)
  print("timeoutInterval 1 s, a byte every 0.8 s: loaded \(data.count) bytes after \(seconds(start.duration(to: .now)))")
} catch {
  print("timeoutInterval 1 s, a byte every 0.8 s: \(error)")
}

// 3. A server that sends nothing trips it: URLError(.timedOut), code -1001.
var silent = URLRequest(url: URL(string: base + "/slow")!)
silent.timeoutInterval = 1
start = ContinuousClock.now
do {
  _ = try await URLSession.shared.data(for: silent)
  print("timeoutInterval 1 s, silent server: loaded")
} catch let error as URLError {
  print("timeoutInterval 1 s, silent server: URLError code \(error.code.rawValue)"
    + (error.code == .timedOut ? " (.timedOut)" : "") + " after \(seconds(start.duration(to: .now)))")
}

// 4. A 404 is not an error for URLSession: data(for:) returns the page and the status.
let (page, response) = try await URLSession.shared.data(from: URL(string: base + "/missing")!)
print("404: no error thrown; status \((response as? HTTPURLResponse)?.statusCode ?? 0), \(page.count) bytes of HTML")

// 5. A task cancelled before it sends: URLError(.cancelled) at once, the request never goes out.
let early = Task {
  withUnsafeCurrentTask { $0?.cancel() }
  do {
    _ = try await URLSession.shared.data(from: URL(string: base + "/missing")!)
    return "loaded"
  } catch let error as URLError {
    return "URLError code \(error.code.rawValue)" + (error.code == .cancelled ? " (.cancelled)" : "")
  } catch {
    return "\(error)"
  }
}
print("cancelled before sending:", await early.value)

// 6. The session's timeoutIntervalForRequest applies to a request that did not set its own timeoutInterval.
let configuration = URLSessionConfiguration.default
configuration.timeoutIntervalForRequest = 1
start = ContinuousClock.now
do {
  _ = try await URLSession(configuration: configuration).data(from: URL(string: base + "/slow")!)
  print("session timeoutIntervalForRequest 1 s, silent server: loaded")
} catch let error as URLError {
  print("session timeoutIntervalForRequest 1 s, silent server: URLError code \(error.code.rawValue) after "
    + seconds(start.duration(to: .now)))
}

// 7. upload(for:from:) sends the data with the request's method; a GET with a body is refused before it is sent.
var post = URLRequest(url: URL(string: base + "/echo")!)
post.httpMethod = "POST"
let (echo, echoed) = try await URLSession.shared.upload(for: post, from: Data("hello".utf8))
print("upload: status \((echoed as? HTTPURLResponse)?.statusCode ?? 0), the server read \"\(String(decoding: echo, as: UTF8.self))\"")
do {
  _ = try await URLSession.shared.upload(for: URLRequest(url: URL(string: base + "/echo")!), from: Data("hello".utf8))
  print("GET with a body: sent")
} catch let error as URLError {
  print("GET with a body: URLError code \(error.code.rawValue)")
}
