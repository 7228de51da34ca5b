import AsyncSimulation

// SwiftUI's `AsyncImage` loads its URL through the shared URLSession and shows a phase: `.empty` (a placeholder,
// here a spinner) until the load ends, then `.success(image)` or `.failure(error)`. It keeps no images of its own:
// every new `AsyncImage` — a page opened again, a row scrolled back — loads again, and only URLSession's URLCache,
// following the server's caching headers, could answer without the network. This server answers
// `Cache-Control: no-store`, so every load is a request. The user opens a profile page three times; a small cache of
// one's own, kept outside the pages, downloads the avatar once.

/// What an image view shows, like SwiftUI's `AsyncImagePhase`.
enum ImagePhase: Equatable, Sendable, CustomStringConvertible {
  case empty
  case success(String)
  case failure(String)

  var description: String {
    switch self {
    case .empty: "empty"
    case .success(let image): "success(\(image))"
    case .failure(let message): "failure(\(message))"
    }
  }
}

/// Why an image did not load, in words for the user.
struct ImageLoadError: Error, CustomStringConvertible {
  let description: String
}

/// The image server, reached as through `URLSession.shared`: every answer carries `Cache-Control: no-store`, so
/// nothing is kept between requests, and a request takes `latency`. With `fails`, it answers 404.
actor AvatarServer {
  let latency: Duration
  let fails: Bool
  let language: Language
  private var requests = 0

  init(latency: Duration, fails: Bool, language: Language) {
    self.latency = latency
    self.fails = fails
    self.language = language
  }

  func image(at url: String) async throws -> String {
    requests += 1
    print(language.pick("服务器：第 \(requests) 次请求 \(url)", "server: request #\(requests) for \(url)"))
    try await Task.sleep(for: latency)
    if fails { throw ImageLoadError(description: "404") }
    return url
  }
}

// MARK: lesson
/// Like `AsyncImage(url:)`: a new one starts in `.empty` and loads its URL when it appears.
@MainActor
final class AsyncImageLoader {
  @Tracked("phase") var phase: ImagePhase = .empty
  let url: String

  init(url: String) { self.url = url }

  func load(from server: AvatarServer) async {
    do {
      phase = .success(try await server.image(at: url))
    } catch is CancellationError {
      // The view went away before the image came: nothing to show.
    } catch {
      phase = .failure("\(error)")
    }
  }
}

/// Images already downloaded, by URL: kept by the app, outside any page, so a new page finds them.
@MainActor
final class ImageMemoryCache {
  private var images: [String: String] = [:]

  func image(for url: String) -> String? { images[url] }
  func store(_ image: String, for url: String) { images[url] = image }
}

/// Like an `AsyncImage` that asks the cache first: a cached image is shown at once, without a request.
@MainActor
final class CachedImageLoader {
  @Tracked("phase") var phase: ImagePhase = .empty
  let url: String
  let cache: ImageMemoryCache

  init(url: String, cache: ImageMemoryCache) {
    self.url = url
    self.cache = cache
    if let image = cache.image(for: url) { phase = .success(image) }
  }

  func load(from server: AvatarServer) async {
    guard case .empty = phase else { return }        // already there: no request
    do {
      let image = try await server.image(at: url)
      cache.store(image, for: url)
      phase = .success(image)
    } catch is CancellationError {
    } catch {
      phase = .failure("\(error)")
    }
  }
}
// MARK: end

/// The profile page: a name and the avatar, drawn from its loader's phase.
struct ProfileView: SimulatedView {
  let phase: @MainActor () -> ImagePhase
  let language: Language

  var body: Screen {
    let avatar: String
    switch phase() {
    case .empty: avatar = "⟳"                                              // ProgressView()
    case .success(let image): avatar = "🖼 " + image                       // image.resizable()
    case .failure: avatar = "⚠ person.crop.circle.badge.exclamationmark"    // Image(systemName: …)
    }
    return Screen(lines: [language.pick("Mia 的主页", "Mia's profile"), language.pick("头像：", "avatar: ") + avatar])
  }
}

enum AsyncImageScenario {
  static let scenario = Scenario(
    name: "async-image",
    zh: "AsyncImage 的阶段：empty（转圈）→ success / failure；它自己不缓存图片，页面每出现一次就下载一次；自己的缓存只下载一次",
    en: "AsyncImage's phases: empty (a spinner) → success / failure; it keeps no images, so every appearance downloads "
      + "again; a cache of one's own downloads once",
    parameters: [
      ScenarioParameter("cache", .choice(["none", "memory"]), default: "none",
                        zh: "none：AsyncImage 那样不缓存；memory：先查 App 自己的内存缓存",
                        en: "none: no cache, like AsyncImage; memory: look in the app's own memory cache first"),
      ScenarioParameter("outcome", .choice(["success", "failure"]), default: "success",
                        zh: "success：服务器返回头像；failure：服务器返回 404", en: "success: the server sends the avatar; "
                          + "failure: it answers 404"),
      ScenarioParameter("visits", .count(1...5), default: "3", zh: "用户打开主页几次",
                        en: "how many times the user opens the profile"),
      ScenarioParameter("latency", .duration, default: "300ms", zh: "下载头像的耗时", en: "how long the avatar takes"),
    ],
    pinned: [
      PinnedRun(determinism: true),
      PinnedRun("memory", "cache=memory"),
      PinnedRun("failure", "outcome=failure"),
      PinnedRun("memory", "cache=memory", language: .en),
    ],
    explanation: AsyncImageExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// Each visit: the page stays this long, and the next visit comes after this gap.
  static let stay = Duration.milliseconds(400)
  static let gap = Duration.milliseconds(200)

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let language = arguments.language
    let server = AvatarServer(latency: arguments.duration("latency"), fails: arguments.choice("outcome") == "failure",
                              language: language)
    let cache = ImageMemoryCache()
    let url = "avatar.png"
    let visits = arguments.count("visits")
    for visit in 1...visits {
      print(language.pick("用户第 \(visit) 次打开 Mia 的主页", "the user opens Mia's profile (visit \(visit))"))
      // A new page each time, as a NavigationStack push builds it: new views, new AsyncImage state.
      let page: ViewHost
      if arguments.choice("cache") == "memory" {
        let avatar = CachedImageLoader(url: url, cache: cache)
        page = ViewHost(ProfileView(phase: { avatar.phase }, language: language))
        page.task { await avatar.load(from: server) }
      } else {
        let avatar = AsyncImageLoader(url: url)
        page = ViewHost(ProfileView(phase: { avatar.phase }, language: language))
        page.task { await avatar.load(from: server) }
      }
      page.appear()
      try? await Task.sleep(for: stay)
      print(language.pick("用户返回", "the user goes back"))
      page.disappear()
      if visit < visits { try? await Task.sleep(for: gap) }
    }
  }
}
