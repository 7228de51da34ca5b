import AsyncSimulation
import Scenarios
#if canImport(Glibc)
import Glibc
#endif

/// The course: the lessons compiled into the binary, plus those of an instructor's folder (`--lessons DIR`), which
/// add lessons or replace bundled ones with the same id. A malformed file is reported and the rest still load.
public struct LessonLibrary: Sendable {
  /// The lessons, in course order (by number, then id).
  public private(set) var lessons: [Lesson]
  /// Files that could not be loaded, as `file:line: what is wrong`.
  public private(set) var problems: [LessonFileError]

  /// The bundled lessons, plus `directory`'s `.lesson` files when given.
  public init(directory: String? = nil, parser: LessonParser = LessonParser()) {
    var byID: [String: Lesson] = [:]
    var order: [String] = []
    var problems: [LessonFileError] = []
    func add(_ text: String, file: String) {
      do {
        let lesson = try parser.parse(text, file: file)
        if byID[lesson.id] == nil { order.append(lesson.id) }
        byID[lesson.id] = lesson
      } catch {
        problems.append(error)
      }
    }
    for (name, text) in EmbeddedLessons.files { add(text, file: "Lessons/" + name) }
    if let directory {
      switch Self.lessonFiles(in: directory) {
      case .success(let files):
        for path in files {
          if let text = TextFile.read(path) {
            add(text, file: path)
          } else {
            problems.append(LessonFileError(file: path, line: 0, message: "cannot be read as UTF-8 text"))
          }
        }
      case .failure(let problem):
        problems.append(problem)
      }
    }
    lessons = order.compactMap { byID[$0] }.sorted { ($0.number, $0.id) < ($1.number, $1.id) }
    self.problems = problems
  }

  /// The lesson with this id, or the one with this number.
  public func lesson(_ idOrNumber: String) -> Lesson? {
    if let n = Int(idOrNumber) { return lessons.first { $0.number == n } }
    return lessons.first { $0.id == idOrNumber }
  }

  /// `.lesson` files directly in `directory`, sorted by name.
  static func lessonFiles(in directory: String) -> Result<[String], LessonFileError> {
    guard let dir = opendir(directory) else {
      return .failure(LessonFileError(file: directory, line: 0,
                                      message: "cannot open the lessons folder (\(String(cString: strerror(errno))))"))
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".lesson") { names.append(name) }
    }
    return .success(names.sorted().map { directory + "/" + $0 })
  }
}
