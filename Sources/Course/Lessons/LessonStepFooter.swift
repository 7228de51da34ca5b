import TextBase

/// The last line of every lesson step: where the student is and what to type next, e.g.
/// `step 2/5 · next to continue · try runs this step's commands` (`步骤 2/5 · next 继续 · try 运行本步命令`).
package enum LessonStepFooter {
  /// The footer of step `index` (0-based) of `lesson`; `following` is the next lesson of the course, if any;
  /// `exercise` the lesson's exercise, which `next` shows after the last step.
  package static func text(_ lesson: Lesson, step index: Int, following: Lesson?, exercise: String? = nil,
                   language: Language) -> String {
    let step = lesson.steps[index]
    var parts = [language.pick("步骤 \(index + 1)/\(lesson.steps.count)", "step \(index + 1)/\(lesson.steps.count)")]
    if step.quiz != nil { parts.append(language.pick("quiz <字母> 作答", "quiz <letter> answers")) }
    if index + 1 < lesson.steps.count {
      parts.append(language.pick("next 继续", "next to continue"))
    } else if let exercise {
      parts.append(language.pick("next：自己动手改代码（练习 \(exercise)）", "next: fix it yourself (exercise \(exercise))"))
    } else if let following {
      parts.append(language.pick("lesson \(following.number) 进入下一课", "lesson \(following.number) for the next lesson"))
    } else {
      parts.append(language.pick("这是课程的最后一步；lessons 查看进度", "the last step of the course; lessons shows your progress"))
    }
    if !step.commands.isEmpty { parts.append(language.pick("try 运行本步命令", "try runs this step's commands")) }
    return parts.joined(separator: " · ")
  }

  /// The footer in lines of at most `width` columns: its parts joined by ` · ` while they fit, a line that goes on
  /// ending in ` ·`, so that each move stays whole.
  package static func lines(_ footer: String, width: Int) -> [String] {
    REPLWrap.packed(footer.components(separatedBy: " · "), separator: " · ", lineEnd: " ·", width: width)
  }
}
