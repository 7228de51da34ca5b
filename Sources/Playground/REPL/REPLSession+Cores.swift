import AsyncSimulation
import TextBase

// `cores [N|default]`: the simulated cooperative pool's width for the session's runs.
extension REPLSession {
  /// Sets the pool width (`N` from 1 to ``SimulationOptions/maxCores``, or `default`), or says what it is. A new
  /// width makes the next command simulate the run again (the run key holds it).
  mutating func setCores(_ word: String?) -> REPLReply {
    if let word {
      if word == "default" {
        cores = nil
      } else if let n = Int(word), (1...SimulationOptions.maxCores).contains(n) {
        cores = n == SimulationOptions.defaultCores ? nil : n
      } else {
        let shown = REPLQuote.shorten(word)
        return .failed(language.pick(
          "cores 的值 \"\(shown)\" 不对；应是 1 到 \(SimulationOptions.maxCores) 的整数，或 default（\(SimulationOptions.defaultCores)）",
          "bad value \"\(shown)\" for cores; expected a whole number from 1 to \(SimulationOptions.maxCores), or "
            + "default (\(SimulationOptions.defaultCores))"))
      }
    }
    let width = cores ?? SimulationOptions.defaultCores
    let note = cores == nil
      ? language.pick("默认", "the default")
      : language.pick("cores default 回到 \(SimulationOptions.defaultCores)", "cores default goes back to \(SimulationOptions.defaultCores)")
    return REPLReply(text: language.pick(
      "线程池：\(Self.coresWord(width, language))（\(note)）；主 actor 另有自己的线程\n",
      "pool: \(Self.coresWord(width, language)) (\(note)); the main actor has a thread of its own\n"))
  }

  /// `2 threads`, `1 thread`, `2 个线程`.
  static func coresWord(_ n: Int, _ language: Language) -> String {
    language.pick("\(n) 个线程", n == 1 ? "1 thread" : "\(n) threads")
  }
}
