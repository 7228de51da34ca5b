import AsyncSimulation
import SwiftUI

// The driver of async-image: not app code. The user opens Mia's profile from the list `visits` times: a tap at
// 0 ms, back 400 ms later, the next tap 200 ms after that. Every push builds a new ProfilePage, whose AsyncImage
// starts at .empty and downloads the avatar through the shared URLSession; the server answers after `latency`
// with Cache-Control: no-store (or 404 with outcome=failure), so nothing could answer from a cache on the way. The
// `cache` parameter picks the app: PeopleList (AsyncImage alone) or CachedPeopleList (an ImageCache of the app's
// own, kept by the list, which outlives the pages).

enum AsyncImageScenario {
  static let scenario = Scenario(
    name: "async-image",
    zh: "AsyncImage 的阶段：empty（转圈）→ success / failure；它自己不缓存图片，页面每出现一次就下载一次；App 自己的缓存只下载一次",
    en: "AsyncImage's phases: empty (a spinner) → success / failure; it keeps no images, so every appearance downloads "
      + "again; a cache of the app's own downloads once",
    parameters: [
      ScenarioParameter("cache", .choice(["none", "memory"]), default: "none",
                        zh: "none：PeopleList，只用 AsyncImage；memory：CachedPeopleList，先查 App 自己的 ImageCache",
                        en: "none: PeopleList, AsyncImage alone; memory: CachedPeopleList, the app's own ImageCache "
                          + "first"),
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
    appCode: [
      AppFile("PeopleList.swift", when: "cache=none"),
      AppFile("ProfilePage.swift", when: "cache=none"),
      AppFile("CachedPeopleList.swift", when: "cache=memory"),
      AppFile("CachedProfilePage.swift", when: "cache=memory"),
      AppFile("ImageCache.swift", when: "cache=memory"),
      AppFile("Person.swift"),
    ],
    explanation: AsyncImageExplanation.self,
    body: { arguments in { await run(arguments) } })

  /// The avatar's URL, as `Person.mia` has it.
  static let avatarURL = "https://cdn.example.com/avatars/mia.png"

  /// Each visit: the page stays this long, and the next visit comes after this gap.
  static let stay: Int64 = 400_000_000
  static let gap: Int64 = 200_000_000

  /// The avatar's answer: some bytes of PNG with `Cache-Control: no-store`, or a 404 page.
  static func routes(failing: Bool, latency: Duration) -> RouteTable {
    let answer: RouteResponse = failing
      ? .html("<h1>Not Found</h1>", status: 404, headers: ["Cache-Control": "no-store"], latency: latency)
      : .data(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              headers: ["Content-Type": "image/png", "Cache-Control": "no-store"], latency: latency)
    return RouteTable { Route.get(avatarURL, answer) }
  }

  /// Tap Mia, look for `stay`, go back; `visits` times, `gap` apart.
  static func script(visits: Int) -> UserActionScript {
    UserActionScript(steps: (0..<Int64(visits)).flatMap { visit -> [UserActionScript.Step] in
      let opened = visit * (stay + gap)
      return [.init(action: .tap("Mia", occurrence: nil), atNanos: opened), .init(action: .back, atNanos: opened + stay)]
    })
  }

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    let stage = AppStage(language: arguments.language, strings: "AsyncImage",
                         routes: routes(failing: arguments.choice("outcome") == "failure",
                                        latency: arguments.duration("latency")))
    let script = script(visits: arguments.count("visits"))
    switch arguments.choice("cache") {
    case "memory": await stage.show(CachedPeopleList(), playing: script)
    default: await stage.show(PeopleList(), playing: script)
    }
  }
}
