import Foundation
@testable import Playground
import Scenarios
import Testing
@testable import TextBase
@testable import TraceRendering
@testable import Runs
@testable import CommandLineGrammar
@testable import Course

/// The ways in a new user tries (issue 35): `check` on a view file, `new --view`, the banner after some lessons,
/// `present`, and what a slide of a preview says.
@Suite("Entry points")
struct EntryPointTests {
  @Test("new --view writes a view and routes preview runs as written; check on it is one line; its slide names its root")
  func viewFile() throws {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    let made = try StudentFixtures.asyncplay(["new", "Feed.swift", "--view", "--lang", "en"], in: folder)
    #expect(made.termination == .exited(0), "\(made.outputText)\(made.errorText)")
    #expect(made.outputText.hasPrefix("Wrote a view file and its routes file. Run it with: asyncplay preview Feed.swift "
      + "--routes Feed.routes\n"), "\(made.outputText)")
    #expect(FileSystem.isFile(folder + "/Feed.swift") && FileSystem.isFile(folder + "/Feed.routes"))
    // Neither file is written over.
    let again = try StudentFixtures.asyncplay(["new", "Feed.swift", "--view", "--lang", "en"], in: folder)
    #expect(again.termination == .exited(1) && again.errorText.contains("Feed.swift already exists"))

    let checked = try StudentFixtures.asyncplay(["check", "Feed.swift", "--lang", "en"], in: folder)
    #expect(checked.termination == .exited(2))
    #expect(checked.errorText == "asyncplay: Feed.swift is a view file (a View or #Preview, no play()): run it with "
      + "asyncplay preview Feed.swift\n", "\(checked.errorText)")
    #expect(checked.outputText.isEmpty && !checked.errorText.contains("macro"))

    let shown = try StudentFixtures.asyncplay(["preview", "Feed.swift", "--routes", "Feed.routes", "--lang", "en",
                                               "--do", "pull @1s", "--export", "svg=feed.svg"], in: folder)
    #expect(shown.termination == .exited(0), "\(shown.outputText)\(shown.errorText)")
    #expect(shown.outputText.contains("GET https://api.example.com/articles answered 200"),
            "\(shown.outputText)")
    #expect(shown.outputText.contains("• Task cancellation"), "\(shown.outputText)")
    let svg = try #require(FileSystem.read(folder + "/feed.svg"))
    #expect(svg.contains("<title>Feed: preview of ArticleList</title>"), "\(svg.prefix(600))")
    #expect(!svg.contains("default parameters"))
  }

  @Test("the banner points at the first lesson not finished, not lesson 1, once lessons 1 and 4 are done",
        arguments: [Language.en, .zh])
  func bannerAfterSomeLessons(language: Language) throws {
    let library = LessonLibrary()
    func complete(_ lesson: Lesson) -> ProgressStore.Entry {
      var entry = ProgressStore.Entry()
      entry.seen = Set(lesson.steps.indices)
      for index in lesson.steps.indices where lesson.steps[index].kind == .quiz {
        entry.answer(index, choice: "a", held: true)
      }
      return entry
    }
    let done = library.lessons.filter { [1, 4].contains($0.number) }
    let store = ProgressStore(entries: Dictionary(uniqueKeysWithValues: done.map { ($0.id, complete($0)) }))
    let count = library.lessons.count
    let text = REPLBanner.text(language: language, lessons: library, progress: store, palette: Palette(enabled: false),
                               width: 200)
    #expect(text.hasSuffix(language.pick("输入 lesson 2 学下一课（已完成 2/\(count) 课；lessons 列出全部），help 查看所有命令。\n",
                                         "Type lesson 2 for the next lesson you have not finished (2 of \(count) done; "
                                           + "lessons lists them), help for the commands.\n")), "\(text)")
    let all = ProgressStore(entries: Dictionary(uniqueKeysWithValues: library.lessons.map { ($0.id, complete($0)) }))
    let finished = REPLBanner.text(language: .en, lessons: library, progress: all, palette: Palette(enabled: false),
                                   width: 200)
    #expect(finished.hasSuffix("You have finished all \(count) lessons: lessons lists them, help for the commands.\n"))
  }

  @Test("asyncplay present points at play --present")
  func present() {
    let parser = CommandLineParser(scenarios: ScenarioCatalog.all)
    for (arguments, file) in [(["present", "demo.play"], "demo.play"), (["present"], "demo.play"),
                              (["present", "my talk.play"], "'my talk.play'")] {
      do {
        _ = try parser.parse(arguments)
        Issue.record("\(arguments) parsed")
      } catch {
        #expect(error.message(.en) == "unknown command \"present\"; to present a .play file, run asyncplay play "
          + "\(file) --present", "\(error.message(.en))")
      }
    }
  }

  @Test("a request lane is told apart by its URL's query, else its last path component")
  func requestLaneWords() {
    #expect(RequestLaneWords.words(for: ["GET https://api.example.com/repos?q=swift"]) == "q=swift")
    #expect(RequestLaneWords.words(for: ["GET https://api.example.com/feed/page/2", "GET https://api.example.com/feed/page/2"])
      == "/2")
    #expect(RequestLaneWords.words(for: ["POST https://api.example.com/orders", "GET https://a.example/x?id=1"])
      == "/orders, id=1")
    #expect(RequestLaneWords.words(for: []) == nil)
  }

  @Test("a lane label too long is shortened at its end, at a space when one is near, never in its middle")
  func labelsShortenedAtTheirEnd() {
    let renderer = SVGTimelineRenderer(title: "", language: .en)
    let label = ".task(id: \"s\") in DebouncedSearchIgnoringCancellation"
    let fitted = renderer.fitLabel(label, pixels: 200, size: 15)
    #expect(fitted == ".task(id: \"s\") in…", "\(fitted)")
    #expect(renderer.textWidth(fitted, size: 15) <= 200)
    #expect(renderer.fitLabel("main", pixels: 200, size: 15) == "main")
    let name = renderer.fitLabel("DebouncedSearchIgnoringCancellationModel.results", pixels: 120, size: 16)
    #expect(name.hasPrefix("DebouncedSe") && name.hasSuffix("…") && renderer.textWidth(name, size: 16) <= 120,
            "\(name)")
  }
}
