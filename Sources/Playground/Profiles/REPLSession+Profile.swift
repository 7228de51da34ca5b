import TextBase
import ProjectProfiles

// `set profile=NAME` (or `set profile NAME`), `set swift-version=5|6`, `set default-isolation=MainActor|nonisolated`,
// `set approachable-concurrency=on|off`: the project settings of every file the session compiles from now on
// (`check`, `preview`, a sandbox file); `preview … profile=NAME` chooses for one preview.
extension REPLSession {
  /// Sets the session's project settings from `name=value` words, all checked first; says what they are now.
  mutating func setProject(_ words: [String]) -> REPLReply {
    var choice = project
    for word in words {
      guard let equals = word.firstIndex(of: "="), ProjectChoice.settingNames.contains(String(word[..<equals])) else {
        let shown = REPLQuote.shorten(word)
        return .failed(language.pick(
          "\(shown) 不是配置的设置；set 在一行里要么只改配置（profile=、swift-version=、default-isolation=、approachable-concurrency=），要么只改参数",
          "\(shown) is not a project setting; one set changes either the project settings (profile=, swift-version=, "
            + "default-isolation=, approachable-concurrency=) or parameters, not both"))
      }
      let name = String(word[..<equals]), value = String(word[word.index(after: equals)...])
      // A profile names every setting: the ones set before it on the session are dropped.
      if name == "profile" { choice = ProjectChoice() }
      do {
        try choice.set(name, to: value)
      } catch {
        return .failed(error.message(language))
      }
    }
    project = choice
    let settings = choice.settings
    let note = choice.isEmpty || settings == .default
      ? language.pick("默认：Xcode 26 新建的 App", "the default: a new Xcode 26 app target")
      : language.pick("set profile=xcode26-app 回到默认", "set profile=xcode26-app goes back to the default")
    return REPLReply(text: settings.header(language) + "\n" + palette.paint(note, .dim) + "\n")
  }
}
