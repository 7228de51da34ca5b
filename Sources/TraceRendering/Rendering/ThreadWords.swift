import AsyncSimulation
import TextBase

/// The words for a task that can go on but waits for a blocked thread (a `ready` event), in one language.
package struct ThreadWords: Sendable {
  /// The language of the words.
  package let language: Language

  /// `ready, waiting for the main actor` or `ready, waiting for a pool thread` (`waiting_for` `main` / `default`).
  package func readyWaiting(for executor: String?) -> String {
    executor == "main"
      ? language.pick("已就绪，等待主 actor（它的线程被阻塞）", "ready, waiting for the main actor (its thread is blocked)")
      : language.pick("已就绪，等待线程池里空出一个线程", "ready, waiting for a pool thread (all are blocked)")
  }
}
