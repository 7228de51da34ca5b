// The situation of the async-image exercise: the user opens Mia's profile three times (at 0, 600 and 1200 ms), and
// each time looks for 400 ms; every visit is a new page with a new AvatarLoader, as a NavigationStack push builds it.
import Scenarios

/// The image server, reached as through URLSession.shared: it answers with Cache-Control: no-store, so nothing is
/// kept between requests; an image takes 300 ms.
actor AvatarServer {
  let language: Language
  private var requests = 0

  init(language: Language) { self.language = language }

  func image(at url: String) async throws -> String {
    requests += 1
    print(language.pick("服务器：第 \(requests) 次请求 \(url)", "server: request #\(requests) for \(url)"))
    try await Task.sleep(for: .milliseconds(300))
    return url
  }
}

struct AvatarView: SimulatedView {
  let loader: AvatarLoader

  var body: Screen { Screen(lines: ["Mia", loader.phase == "empty" ? "⟳" : "🖼 " + loader.phase]) }
}

@MainActor
func runExercise(_ language: Language) async {
  let server = AvatarServer(language: language)
  for visit in 1...3 {
    if visit > 1 { try? await Task.sleep(for: .milliseconds(200)) }
    print(language.pick("用户第 \(visit) 次打开主页", "the user opens the profile (visit \(visit))"))
    let loader = AvatarLoader(url: "avatar.png")
    let page = ViewHost(AvatarView(loader: loader))
    page.task { await loader.load(from: server) }
    page.appear()
    try? await Task.sleep(for: .milliseconds(400))
    print(language.pick("第 \(visit) 次：\(loader.phase)", "visit \(visit): \(loader.phase)"))
    page.disappear()
  }
}
