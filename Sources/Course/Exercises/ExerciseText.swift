import TextBase

/// The texts the command line and the REPL both show about an exercise.
package enum ExerciseText {
  /// The title, the lesson, the goal, and the checks that must hold.
  package static func introduction(_ exercise: Exercise, lesson: Lesson?, language: Language, palette: Palette) -> String {
    var out = palette.paint(language.pick("练习 \(exercise.id)：", "Exercise \(exercise.id): ")
      + exercise.title.text(language), .bold) + "\n"
    if let lesson {
      out += palette.paint(language.pick("（第 \(lesson.number) 课之后：\(lesson.title.zh)）",
                                         "(after lesson \(lesson.number): \(lesson.title.en))"), .dim) + "\n"
    }
    out += exercise.goal.text(language) + "\n"
    out += palette.paint(language.pick("要成立的检查：", "The checks that must hold:"), .cyan) + "\n"
    for check in exercise.checks {
      out += "  • " + palette.paint(check.name, .bold) + ": " + check.text.text(language) + "\n"
    }
    return out
  }

  /// The hints, numbered.
  package static func hints(_ exercise: Exercise, language: Language, palette: Palette) -> String {
    guard !exercise.hints.isEmpty else { return language.pick("这个练习没有提示。\n", "This exercise has no hints.\n") }
    var out = ""
    for (index, hint) in exercise.hints.enumerated() {
      out += palette.paint(language.pick("提示 \(index + 1)：", "Hint \(index + 1): "), .cyan) + hint.text(language) + "\n"
    }
    return out
  }

  /// The reference solution as a listing: numbered as the student's copy is, comments re-flowed and long lines
  /// continued with `↪` so that every line fits `columns` (``CodeListingFit``), as `code` shows a scenario's source.
  package static func solutionListing(_ exercise: Exercise, language: Language, palette: Palette, columns: Int) -> String {
    var lines = ExerciseTemplate.render(exercise.solution, language: language)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let fit = CodeListingFit(columns: columns, gutter: String(max(lines.count, 1)).count)
    return fit.lines(lines, firstNumber: 1).map { gutter, code in
      let painted = palette.paint(gutter, .dim)
      return (code.isEmpty ? painted : painted + "  " + code) + "\n"
    }.joined()
  }

  /// What happened to the workspace file (the caller prints its path on the next line).
  package static func placement(_ placement: ExerciseWorkspace.Placement, language: Language,
                        palette: Palette) -> String {
    switch placement {
    case .created(let createdFolder):
      let folder = createdFolder ? language.pick("（新建了工作区文件夹）", " (the workspace folder was created)") : ""
      return palette.paint(language.pick("已写入起始文件\(folder)。", "Wrote the starting file\(folder)."), .green)
    case .kept(let changed):
      return changed
        ? palette.paint(language.pick("你的文件已经在那里，并且改过了：原样保留（--reset 会先备份再换回起始文件）。",
                                      "Your file is already there, with your changes: it is left as it is (--reset "
                                        + "backs it up, then puts the starting file back)."), .yellow)
        : language.pick("起始文件已经在那里（还没改过）。", "The starting file is already there (not changed yet).")
    case .reset(let backup):
      return palette.paint(language.pick("你的版本已备份到 \(backup)，起始文件已放回。",
                                         "Your version is kept as \(backup); the starting file is back."), .yellow)
    case .alreadyStart:
      return language.pick("文件本来就是起始文件，不需要重置。", "The file already is the starting file; nothing to reset.")
    }
  }
}

/// The file `asyncplay new` writes: a small sandbox whose `play()` shows `async let` and virtual time.
package enum SandboxTemplate {
  /// The template, its comments in `language`.
  package static func text(file: String, language: Language) -> String {
    let comments = language.pick("""
      // asyncplay 沙盒：play() 作为 main 在模拟器里运行，用的是虚拟时间（睡 2 秒只要几微秒）。
      // 运行：asyncplay check \(file)
      // AsyncSimulation 已经自动导入（SimulatedWork……），也可以 import Foundation；
      // 要写 SwiftUI 视图，用 asyncplay preview FILE。print 的每一行都带着它发生的虚拟时刻。
      """, """
      // An asyncplay sandbox: play() runs as main in the simulator, on virtual time (sleeping 2 s takes microseconds).
      // Run it with: asyncplay check \(file)
      // AsyncSimulation is imported for you (SimulatedWork, …); import Foundation works too; for SwiftUI views,
      // use asyncplay preview FILE. Every print is stamped with the virtual time it happened at.
      """)
    return comments + """


      func play() async {
        async let profile = load("profile", after: .milliseconds(100))
        async let orders = load("orders", after: .milliseconds(40))
        let both = await [profile, orders]
        print(both)
      }

      func load(_ name: String, after delay: Duration) async -> String {
        try? await Task.sleep(for: delay)
        print(name)
        return name
      }

      """
  }
}
