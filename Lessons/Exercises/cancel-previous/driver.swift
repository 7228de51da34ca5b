// The situation of the cancel-previous exercise: the team screen opens with "ios" picked at 0 ms; at 150 ms the
// user picks "android".
import Scenarios

/// The member directory, a callback API wrapped in a continuation: once sent, a request always returns, cancelled
/// or not. The server is cold at first: the first request takes 500 ms, later ones 200 ms.
actor DirectoryServer {
  let language: Language
  private var requests = 0

  init(language: Language) { self.language = language }

  func members(of team: String) async -> [String] {
    requests += 1
    let responseTime: Duration = requests == 1 ? .milliseconds(500) : .milliseconds(200)
    let rows = [language.pick("\(team) 组成员 1", "\(team) member 1"), language.pick("\(team) 组成员 2", "\(team) member 2")]
    return await withCheckedContinuation { continuation in
      Task.detached(name: "request(\(team))") {
        try? await Task.sleep(for: responseTime)
        continuation.resume(returning: rows)
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let screen = TeamScreen(server: DirectoryServer(language: language))
  print(language.pick("用户选了 ios", "the user picks ios"))
  screen.model.select("ios")
  screen.host.appear()
  try? await Task.sleep(for: .milliseconds(150))
  print(language.pick("用户改选 android", "the user picks android"))
  screen.model.select("android")
}
