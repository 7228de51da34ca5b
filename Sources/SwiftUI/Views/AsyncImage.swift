// Mirrors: SwiftUI `AsyncImage`, `AsyncImagePhase`, `Transaction`
// SDK: iOS 26 SDK
// Status: complete
internal import AsyncSimulation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A view that asynchronously loads and displays an image (Apple: `AsyncImage`), through the module's
/// `URLSession.shared`: the run's routes answer it, so a route's latency, status and failures decide its phase.
///
/// What the image *is* in text: its URL's last path component, `🖼 cat.png` (the host for a URL without a path). A
/// 2xx answer with a body is an image — nothing decodes it; any other status, or an empty body, is a failure, as
/// bytes that are no image are in SwiftUI. Until then the phase is `.empty`; `init(url:scale:)` draws its
/// placeholder `▢`.
///
/// The loading follows SwiftUI's, as OpenSwiftUI reads it (`AsyncImage.swift`, audited for iOS 18): the load starts
/// when the view appears with a URL it has not loaded; a URL change cancels the running load and starts another
/// (the phase stays as it was until an answer comes); a nil URL is `.empty`; disappearing cancels the load, which
/// ends as `.failure(URLError(.cancelled))` and is not retried when the view appears again with the same URL. There
/// is no cache: a new view loads again. The load is a task named `AsyncImage in View`, its request on the trace.
public struct AsyncImage<Content: View> {
  let url: URL?
  let scale: CGFloat
  let content: (AsyncImagePhase) -> Content

  /// Loads and displays a modifiable image from the specified URL in phases.
  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.url = url
    self.scale = scale
    self.content = content
  }
}

extension AsyncImage where Content == Image {
  /// Loads and displays an image from the specified URL (its placeholder `▢` until it has loaded).
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in phase.image ?? Image.placeholder }
  }
}

extension AsyncImage {
  /// Loads and displays a modifiable image from the specified URL using a custom placeholder until the image
  /// loads (also after a failure).
  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P)
    where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image {
        content(image)
      } else {
        placeholder()
      }
    }
  }
}

extension AsyncImage: View {}

extension AsyncImage: PrimitiveView {
  /// The node's loading state: the URL loaded (or loading), the task, the phase.
  final class Loading: NodeStorage {
    var url: URL?
    var task: Task<Void, Never>?
    var phase: AsyncImagePhase = .empty
    init() {}
  }

  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: content(node.storage(Loading.self).phase))]
  }

  func appear(_ node: ViewNode) { urlDidChange(node) }

  func update(_ node: ViewNode, from old: AsyncImage<Content>) {
    if node.isVisible, old.url != url { urlDidChange(node) }
  }

  func disappear(_ node: ViewNode) {
    let loading = node.storage(Loading.self)
    let owner = node.ownerName
    node.graph.enqueueTaskAction {
      if let task = loading.task { ModifierTasks.cancel(task, because: "\(owner) disappeared") }
      loading.task = nil
    }
  }

  /// Starts loading the view's URL unless it is the one loaded or loading; a nil URL resets the phase.
  @MainActor private func urlDidChange(_ node: ViewNode) {
    let loading = node.storage(Loading.self)
    let url = self.url
    guard url != loading.url else { return }
    let sink = node.graph.sink
    node.graph.enqueueTaskAction {
      loading.task.map { ModifierTasks.cancel($0, because: "the URL changed") }
      loading.task = nil
      loading.url = url
      guard let url else {
        loading.phase = .empty
        sink.invalidate(node)
        return
      }
      let name = node.graph.uniqueTaskLabel("AsyncImage in \(node.ownerName)")
      loading.task = ModifierTasks.start(name: name, priority: .userInitiated) { @MainActor in
        let phase = await AsyncImageLoader.load(url)
        // As in SwiftUI, the answer of a cancelled load is written too: a load cancelled by disappearing ends as
        // a failure.
        loading.phase = phase
        if node.isAlive { sink.invalidate(node) }
      }
    }
  }
}

/// Loads an image's bytes through the simulated network.
enum AsyncImageLoader {
  /// The phase the answer for `url` leads to.
  static func load(_ url: URL) async -> AsyncImagePhase {
    do {
      let (data, response) = try await URLSession.shared.data(from: url)
      let status = (response as? HTTPURLResponse)?.statusCode ?? 200
      guard (200..<300).contains(status), !data.isEmpty else {
        return .failure(AsyncImageLoadingError(url: url, statusCode: status))
      }
      return .success(Image(name(of: url)))
    } catch {
      return .failure(error)
    }
  }

  /// What an image from `url` is called in text: the last path component, else the host, else the URL.
  static func name(of url: URL) -> String {
    let last = url.lastPathComponent
    if !last.isEmpty, last != "/" { return last }
    return url.host ?? url.absoluteString
  }
}

/// The answer was no image: a status other than 2xx, or no bytes.
struct AsyncImageLoadingError: Error, CustomStringConvertible {
  let url: URL
  let statusCode: Int
  var description: String { "no image at \(url.absoluteString) (status \(statusCode))" }
}

/// The current phase of the asynchronous image loading operation (Apple: `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
  /// No image is loaded.
  case empty
  /// An image successfully loaded.
  case success(Image)
  /// An image failed to load with an error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error that occurred when attempting to load an image, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The context of the current state-processing update (Apple: `Transaction`). Animations are not drawn in text, so
/// a transaction changes nothing.
public struct Transaction: Sendable {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// A Boolean value that indicates whether views should disable animations.
  public var disablesAnimations: Bool = false

  /// Creates a transaction.
  public init() {}

  /// Creates a transaction and assigns its animation property.
  public init(animation: Animation?) { self.animation = animation }
}

extension Image {
  /// The placeholder `AsyncImage(url:)` shows until its image has loaded.
  static let placeholder = Image("")
}
