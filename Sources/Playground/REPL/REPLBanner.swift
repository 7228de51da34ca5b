import TextBase
import TerminalIO
import Course

/// The first lines of an interactive session, in the user's language: what asyncplay is, and how to start the course
/// (or go on with the lesson the student had started). Shown once per start on a terminal, never in piped mode, so
/// transcripts do not change.
enum REPLBanner {
  /// The banner, two sentences wrapped to `width` columns, every line ending in a newline (dim when coloured).
  static func text(language: Language, lessons: LessonLibrary, progress: ProgressStore?, palette: Palette,
                   width: Int = REPLTerminal.defaultColumns) -> String {
    let count = lessons.lessons.count
    let what = language.pick(
      "asyncplay：真实的 Swift 并发代码，在虚拟时间上确定性地模拟运行——看 SwiftUI 应用如何异步加载数据。",
      "asyncplay: real Swift concurrency code, simulated deterministically on virtual time — see how SwiftUI apps "
        + "load data asynchronously.")
    let how: String
    let done = lessons.lessons.filter { progress?.entry($0.id).isComplete($0) ?? false }
    if let progress, let started = lessons.lessons.first(where: { lesson in
      let entry = progress.entry(lesson.id)
      return !entry.seen.isEmpty && !entry.isComplete(lesson)
    }) {
      how = language.pick("输入 lesson \(started.number) 从上次停下的地方继续（lessons 列出全部 \(count) 课），help 查看所有命令。",
                          "Type lesson \(started.number) to go on where you left off (lessons lists all \(count)), help "
                            + "for the commands.")
    } else if done.isEmpty {
      let start = lessons.lessons.first.map(\.number) ?? 1
      how = language.pick("输入 lesson \(start) 开始课程（lessons 列出全部 \(count) 课），help 查看所有命令。",
                          "Type lesson \(start) to start the course (lessons lists all \(count)), help for the commands.")
    } else if let next = lessons.lessons.first(where: { lesson in !done.contains { $0.id == lesson.id } }) {
      // Lessons done out of order (1 and 4): the first one not finished is next, not lesson 1 again.
      how = language.pick("输入 lesson \(next.number) 学下一课（已完成 \(done.count)/\(count) 课；lessons 列出全部），"
                            + "help 查看所有命令。",
                          "Type lesson \(next.number) for the next lesson you have not finished (\(done.count) of "
                            + "\(count) done; lessons lists them), help for the commands.")
    } else {
      how = language.pick("全部 \(count) 课都已完成：lessons 列出它们，help 查看所有命令。",
                          "You have finished all \(count) lessons: lessons lists them, help for the commands.")
    }
    return (REPLWrap.lines(what, width: width) + REPLWrap.lines(how, width: width))
      .map { palette.paint($0, .dim) + "\n" }.joined()
  }
}
