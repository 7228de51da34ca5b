import AsyncSimulation
import TextBase

/// One pitfall the trace of a run shows, found without knowing the program (see ``TraceReview``): what happened, in
/// a sentence of the run's language, with the property, task and request it concerns, when, and the lesson that
/// teaches the fix.
public struct TraceFinding: Equatable, Sendable {
  /// The pitfalls ``TraceReview`` looks for, in the order it reports them.
  public enum Kind: String, CaseIterable, Sendable {
    /// A property overwritten by an older request's (or task's) result after a newer one's.
    case staleResult
    /// A cancellation (`URLError(.cancelled)`, `CancellationError`) reaching state or the screen as an error.
    case cancellationShownAsError
    /// A task that sent requests or wrote state after the view that started it disappeared.
    case outlivedView
    /// The same request sent again while it was still in flight.
    case duplicateRequest
    /// The main actor's thread held by a blocking call for longer than a frame.
    case blockedMainActor
    /// A task still running (or parked) when the run ended.
    case leftRunning

    /// The lesson that teaches the fix.
    public var lesson: LessonPointer {
      switch self {
      case .staleResult: LessonPointer(number: 10, id: "cancel-previous")
      case .cancellationShownAsError: LessonPointer(number: 8, id: "cancel-vs-fail")
      case .outlivedView: LessonPointer(number: 3, id: "task-lifecycle")
      case .duplicateRequest: LessonPointer(number: 11, id: "pagination")
      case .blockedMainActor: LessonPointer(number: 12, id: "main-actor")
      case .leftRunning: LessonPointer(number: 3, id: "task-lifecycle")
      }
    }

    /// What the review looked for, as a short phrase (for "nothing found").
    public func lookedFor(_ language: Language) -> String {
      switch self {
      case .staleResult: language.pick("旧结果覆盖新结果", "an older result overwriting a newer one")
      case .cancellationShownAsError: language.pick("取消被当成错误显示", "a cancellation shown as an error")
      case .outlivedView: language.pick("视图消失后还在请求或写入的任务",
                                        "work going on after its view disappeared")
      case .duplicateRequest: language.pick("同一个请求同时发了两次", "the same request twice in flight")
      case .blockedMainActor: language.pick("主 actor 被阻塞到掉帧", "the main actor blocked long enough to drop frames")
      case .leftRunning: language.pick("运行结束时还没结束的任务", "a task still running at the end")
      }
    }
  }

  /// A lesson of the course, by its number and id (as `Lessons/NN-id.lesson` declares them).
  public struct LessonPointer: Equatable, Sendable {
    /// Its number (`lesson 10`).
    public var number: Int
    /// Its id (`cancel-previous`).
    public var id: String
  }

  /// Which pitfall.
  public var kind: Kind
  /// When it shows (ns): the stale write, the error's arrival, the late work, the second request, the block, the end.
  public var nanos: Int64
  /// The property it concerns (`RepoSearch.repos`), if any.
  public var property: String?
  /// The task it concerns.
  public var task: String?
  /// The request it concerns (`GET https://…?q=s`), if any.
  public var request: String?
  /// What happened, in the run's language.
  public var sentence: String
}
