// Mirrors: Foundation `URLSession.dataTaskPublisher(for:)`, `URLSession.DataTaskPublisher`
// SDK: iOS 26 SDK
// Status: complete
// developer.apple.com/documentation/foundation/urlsession/datataskpublisher: complete on the simulated network.
//
// The request starts when the subscriber first asks for a value (not at subscription), is answered by the run's
// routes exactly as `data(for:)` is, and its result arrives off the main actor — on a task named
// `URLSession.dataTaskPublisher`, as Apple delivers on the session's delegate queue — so apps hop back with
// `receive(on: DispatchQueue.main)`. A failure is the `URLError`; cancelling the subscription cancels the request
// (traced as cancelled) and sends nothing more.
internal import AsyncSimulation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
  /// Returns a publisher that wraps a URL session data task for a given URL.
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }

  /// Returns a publisher that wraps a URL session data task for a given URL request.
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  /// A publisher that delivers the results of performing URL session data tasks.
  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError

    /// The URL request performed by the data task associated with this publisher.
    public let request: URLRequest
    /// The URL session that performs the data task associated with this publisher.
    public let session: URLSession

    /// Creates a data task publisher from the provided URL request and URL session.
    public init(request: URLRequest, session: URLSession) {
      self.request = request
      self.session = session
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
      subscriber.receive(subscription: DataTaskSubscription(AnySubscriber(subscriber), request: request,
                                                            session: session))
    }
  }
}

/// One data task: started by the first demand, delivered from its own task.
final class DataTaskSubscription: Subscription, @unchecked Sendable {
  private var downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>?
  private let request: URLRequest
  private let session: URLSession
  private var task: Task<Void, Never>?

  init(_ downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>, request: URLRequest,
       session: URLSession) {
    self.downstream = downstream
    self.request = request
    self.session = session
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0, task == nil, downstream != nil else { return }
    task = Task.detached(name: "URLSession.dataTaskPublisher") { [self, request, session] in
      do {
        let (data, response) = try await session.data(for: request)
        deliver(.success((data, response)))
      } catch let error as URLError {
        deliver(.failure(error))
      } catch {
        deliver(.failure(URLError(.unknown)))
      }
    }
  }

  private func deliver(_ result: Result<URLSession.DataTaskPublisher.Output, URLError>) {
    guard let downstream else { return }
    self.downstream = nil
    switch result {
    case .success(let output):
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    case .failure(let error):
      downstream.receive(completion: .failure(error))
    }
  }

  func cancel() {
    guard downstream != nil else { return }
    downstream = nil
    if let task { TraceLog.cancel(task, because: "dataTaskPublisher: its subscription was cancelled") }
  }
}
