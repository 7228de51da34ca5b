// Combine's `print(_:to:)` (developer.apple.com/documentation/combine/publishers/print), checked against the
// iOS 18 SDK. Status: complete. Without a stream, the lines go where the app's `print` goes: in a run, the trace.
internal import AsyncSimulation

extension Publishers {
  /// A publisher that prints log messages for all publishing events, optionally prefixed with a given string.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// A string with which to prefix all log messages.
    public let prefix: String
    public let upstream: Upstream
    public let stream: (any TextOutputStream)?

    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var stream = self.stream
      let lead = prefix.isEmpty ? "" : prefix + ": "
      let log: (String) -> Void = { line in
        if stream != nil {
          stream!.write(lead + line + "\n")
        } else if Simulation.isRecording {
          TraceLog.print(lead + line)
        } else {
          Swift.print(lead + line)
        }
      }
      let source = publisherName(Upstream.self)
      upstream.subscribe(EventsInner(downstream: subscriber, events: EventHooks(
        subscription: { _ in log("receive subscription: (\(source))") },
        output: { log("receive value: (\($0))") },
        completion: { completion in
          switch completion {
          case .finished: log("receive finished")
          case .failure(let error): log("receive error: (\(error))")
          }
        },
        cancel: { log("receive cancel") },
        request: { log("request " + demandText($0)) },
        synchronousRequest: { log("request " + demandText($0) + " (synchronous)") })))
    }
  }
}

extension Publisher {
  /// Prints log messages for all publishing events.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

/// A demand as `print` shows it: `unlimited`, `max: (1)`.
func demandText(_ demand: Subscribers.Demand) -> String {
  demand.max.map { "max: (\($0))" } ?? "unlimited"
}

/// A publisher type's name without its module or generic arguments (`Just`, `PassthroughSubject`).
func publisherName(_ type: Any.Type) -> String {
  let name = _typeName(type, qualified: false)
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
