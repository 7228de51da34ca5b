import Scenarios
#if canImport(Glibc)
import Glibc
#endif
import SwiftUI
import TextBase

/// The course: the lessons compiled into the binary, plus those of an instructor's folder (`--lessons DIR`), which
/// add lessons or replace bundled ones with the same id. A malformed file is reported and the rest still load.
public struct LessonLibrary: Sendable {
  /// The lessons, in course order (by number, then id).
  public private(set) var lessons: [Lesson]
  /// Files that could not be loaded, as `file:line: what is wrong`.
  public private(set) var problems: [LessonFileError]
  /// The ids of the lessons that came from the instructor's folder.
  public private(set) var fromDirectory: Set<String> = []
  /// Lessons withheld because a quiz does not hold (see ``QuizVerifier``), with what is wrong, in the order found.
  public private(set) var withheld: [(lesson: Lesson, problems: [LessonFileError])] = []

  /// The bundled lessons, plus `directory`'s `.lesson` files when given.
  ///
  /// A folder's lesson replaces the bundled lesson with its id. Within the folder, a second file with an id
  /// already used there is reported and not loaded; so is a lesson whose number another lesson already has (the
  /// bundled lesson, or the folder's file that comes first by name, keeps it).
  public init(directory: String? = nil, parser: LessonParser = LessonParser()) {
    var byID: [String: Lesson] = [:]
    var order: [String] = []
    var problems: [LessonFileError] = []
    var folderFiles: [String: String] = [:]  // id → the folder file that defined it
    func add(_ text: String, file: String, fromFolder: Bool) {
      let lesson: Lesson
      do {
        lesson = try parser.parse(text, file: file)
      } catch {
        problems.append(error)
        return
      }
      if fromFolder {
        if let earlier = folderFiles[lesson.id] {
          problems.append(LessonFileError(file: file, line: 0,
                                          zh: "id \"\(lesson.id)\" 已经是 \(earlier) 的 id；每课需要自己的 id（这个文件没有载入）",
                                          en: "the id \"\(lesson.id)\" is already the id "
                                            + "of \(earlier); each lesson needs an id of its own (this file is not loaded)"))
          return
        }
        folderFiles[lesson.id] = file
      }
      if byID[lesson.id] == nil { order.append(lesson.id) }
      byID[lesson.id] = lesson
    }
    for (name, text) in EmbeddedLessons.files { add(text, file: "Lessons/" + name, fromFolder: false) }
    if let directory {
      switch Self.lessonFiles(in: directory) {
      case .success(let files):
        for path in files {
          do {
            add(try UserFile.text(at: path, limit: UserFile.lessonLimit).text, file: path, fromFolder: true)
          } catch {
            problems.append(LessonFileError(file: path, line: 0, zh: "无法读取：\(error.chinese)",
                                            en: "cannot be read: \(error.problem)"))
          }
        }
      case .failure(let problem):
        problems.append(problem)
      }
    }
    // Numbers: bundled lessons first, then the folder's files by name; a later lesson with a taken number is out.
    var loaded: [Lesson] = []
    var numberOwner: [Int: Lesson] = [:]
    let bySource = order.compactMap { byID[$0] }.sorted { a, b in
      let (aFolder, bFolder) = (folderFiles[a.id] != nil, folderFiles[b.id] != nil)
      if aFolder != bFolder { return !aFolder }
      return Array(a.source.utf8).lexicographicallyPrecedes(b.source.utf8)
    }
    for lesson in bySource {
      if let owner = numberOwner[lesson.number] {
        problems.append(LessonFileError(file: lesson.source, line: 0,
                                        zh: "编号 \(lesson.number) 已经属于课程 \(owner.id)（\(owner.source)）；给每课一个自己的"
                                          + "编号，或用相同的 id 替换那一课（这个文件没有载入）",
                                        en: "number \(lesson.number) is already "
                                          + "lesson \(owner.id)'s (\(owner.source)); give each lesson a number of its own, "
                                          + "or the same id to replace it (this file is not loaded)"))
        continue
      }
      numberOwner[lesson.number] = lesson
      loaded.append(lesson)
    }
    lessons = loaded.sorted { ($0.number, $0.id) < ($1.number, $1.id) }
    self.problems = problems
    self.fromDirectory = Set(lessons.map(\.id).filter { folderFiles[$0] != nil })
  }

  /// Withholds a lesson whose quizzes do not hold: it is no longer offered, and `problems` say why.
  public mutating func withhold(_ id: String, problems: [LessonFileError]) {
    guard let index = lessons.firstIndex(where: { $0.id == id }) else { return }
    withheld.append((lessons.remove(at: index), problems))
    self.problems += problems
  }

  /// The withheld lesson with this id or number, and why it is withheld.
  public func withheldLesson(_ idOrNumber: String) -> (lesson: Lesson, problems: [LessonFileError])? {
    if let n = Int(idOrNumber) { return withheld.first { $0.lesson.number == n } }
    return withheld.first { $0.lesson.id == idOrNumber }
  }

  /// The lesson with this id, or the one with this number.
  public func lesson(_ idOrNumber: String) -> Lesson? {
    if let n = Int(idOrNumber) { return lessons.first { $0.number == n } }
    return lessons.first { $0.id == idOrNumber }
  }

  /// `.lesson` files directly in `directory`, sorted by name (by bytes, the same on every machine).
  package static func lessonFiles(in directory: String) -> Result<[String], LessonFileError> {
    var info = stat()
    if stat(directory, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
      let kind = UserFile.nonRegularKinds(info.st_mode)
      return .failure(LessonFileError(file: directory, line: 0,
                                      zh: "--lessons 需要一个放 .lesson 文件的文件夹，而这是"
                                        + (kind?.zh ?? "一个普通文件"),
                                      en: "--lessons takes a folder of .lesson files, "
                                        + "and this is \(kind?.en ?? "a regular file")"))
    }
    guard let dir = opendir(directory) else {
      let code = errno
      let failure = UserFile.openFailure(code, path: directory)
      let why = code == ENOENT ? ("没有这个文件夹", "there is no such folder") : (failure.chinese, failure.problem)
      return .failure(LessonFileError(file: directory, line: 0,
                                      zh: "无法打开课程文件夹：\(why.0)；--lessons 需要一个放 .lesson 文件的文件夹",
                                      en: "cannot open the lessons folder: \(why.1); --lessons takes a folder of "
                                        + ".lesson files"))
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = directoryEntryName(entry)
      if name.hasSuffix(".lesson") && !name.hasPrefix(".") { names.append(name) }
    }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    return .success(names.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }.map { base + $0 })
  }
}

extension ScenarioCatalog {
  /// The scenarios in course order (as `list` shows them): by the first bundled lesson that opens each, then those
  /// no lesson opens, by name.
  public static var inCourseOrder: [Scenario] { inCourseOrder(all, lessons: LessonLibrary().lessons) }

  /// `scenarios` in the order of `lessons`: by the first lesson that opens each, the rest in their given order.
  public static func inCourseOrder(_ scenarios: [Scenario], lessons: [Lesson]) -> [Scenario] {
    func position(_ scenario: Scenario) -> Int {
      lessons.first { $0.scenario == scenario.name }?.number ?? Int.max
    }
    return scenarios.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }
      .map(\.element)
  }
}
