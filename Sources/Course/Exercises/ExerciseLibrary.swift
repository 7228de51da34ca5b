import TextBase
import Runs

/// The exercises: those compiled into the binary (`Lessons/Exercises/<id>/`), plus those of an instructor's folder
/// (`--lessons DIR` reads `DIR/Exercises/<id>/`), which add exercises or replace bundled ones with the same id. A
/// malformed folder is reported as `file:line: what is wrong` and the others still load.
public struct ExerciseLibrary: Sendable {
  /// The exercises, in course order (by their lesson's number, then id).
  public private(set) var exercises: [Exercise]
  /// Folders that could not be loaded.
  public private(set) var problems: [LessonFileError]

  /// The bundled exercises plus `directory/Exercises/*/` when given, ordered by `lessons`' numbers. An exercise whose
  /// lesson is not among `lessons` is reported.
  public init(directory: String? = nil, lessons: LessonLibrary, parser: ExerciseParser = ExerciseParser()) {
    var byID: [String: Exercise] = [:]
    var order: [String] = []
    var problems: [LessonFileError] = []
    func add(_ folder: String, file: String, sibling: (String) -> String?) {
      guard let text = sibling(ExerciseParser.descriptionFile) else {
        problems.append(LessonFileError(file: file, line: 0, zh: "无法读取", en: "cannot be read"))
        return
      }
      do {
        let exercise = try parser.parse(text, file: file, sibling: sibling)
        if byID[exercise.id] == nil { order.append(exercise.id) }
        byID[exercise.id] = exercise
      } catch {
        problems.append(error)
      }
    }
    var folders: [String: [String: String]] = [:]
    for (name, text) in EmbeddedExercises.files {
      let parts = name.split(separator: "/")
      guard parts.count == 2 else { continue }
      folders[String(parts[0]), default: [:]][String(parts[1])] = text
    }
    for folder in folders.keys.sorted() {
      let files = folders[folder]!
      add(folder, file: "Lessons/Exercises/\(folder)/\(ExerciseParser.descriptionFile)") { files[$0] }
    }
    if let directory {
      let root = directory + "/Exercises"
      for folder in FileSystem.entries(root) ?? [] where FileSystem.isDirectory(root + "/" + folder) {
        let path = root + "/" + folder
        // Each file read once, so that a file that cannot be read is reported with the reason (a missing Swift
        // file is the parser's to report, naming the files a folder needs).
        var texts: [String: String] = [:]
        var unreadable: LessonFileError?
        for name in [ExerciseParser.descriptionFile] + ExerciseParser.swiftFiles where unreadable == nil {
          do {
            texts[name] = try UserFile.text(at: path + "/" + name, limit: UserFile.scriptLimit).text
          } catch where !error.isMissing || name == ExerciseParser.descriptionFile {
            unreadable = LessonFileError(file: path + "/" + name, line: 0, zh: "无法读取：\(error.chinese)",
                                         en: "cannot be read: \(error.problem)")
          } catch {}
        }
        if let unreadable {
          problems.append(unreadable)
          continue
        }
        add(folder, file: path + "/" + ExerciseParser.descriptionFile) { texts[$0] }
      }
    }
    var kept: [Exercise] = []
    for id in order {
      let exercise = byID[id]!
      if !lessons.lessons.contains(where: { $0.id == exercise.lesson }) {
        let ids = lessons.lessons.map(\.id).joined(separator: ", ")
        problems.append(LessonFileError(file: exercise.source, line: 0, zh: "课程 \"\(exercise.lesson)\" 不存在（课程：\(ids.replacingOccurrences(of: ", ", with: "、"))）",
                                        en: "lesson \"\(exercise.lesson)\" does not exist (lessons: \(ids))"))
        continue
      }
      kept.append(exercise)
    }
    let number = { (exercise: Exercise) in lessons.lessons.first { $0.id == exercise.lesson }?.number ?? Int.max }
    exercises = kept.sorted { (number($0), $0.id) < (number($1), $1.id) }
    self.problems = problems
  }

  /// The exercise with this id.
  public func exercise(_ id: String) -> Exercise? { exercises.first { $0.id == id } }

  /// The exercises of a lesson, in order.
  public func exercises(forLesson lessonID: String) -> [Exercise] { exercises.filter { $0.lesson == lessonID } }

  /// The ids, for suggestions and completion.
  public var ids: [String] { exercises.map(\.id) }
}
