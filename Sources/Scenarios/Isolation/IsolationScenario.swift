import AsyncSimulation

// Where code runs. SwiftUI views are main-actor types, so the closures written in a view — `.task { }`,
// `onAppear { }`, a button's action — are main-actor code, and a `Task { }` started there inherits the main actor.
// `Task.detached { }` inherits no actor: it runs on the global concurrent ("default") executor, and must hop back,
// e.g. with `await MainActor.run { }`, to touch main-actor state. A `@concurrent` function always runs on the
// default executor. This run records the executor of every event, so the trace says where each piece ran.
// The photo page opens and decodes a large photo (300 ms of CPU work); at 100 ms the user taps Like, a main-actor
// action that can only run when the main actor is free.

/// Decodes a photo: `duration` of CPU work on whichever executor calls it. Like a synchronous function, it runs
/// where it is called: its `isolation` parameter is the caller's actor (`#isolation`). On the main actor the work
/// holds the main thread, and nothing else on the main actor runs meanwhile; called from no actor, it keeps one
/// thread of the pool busy and the main actor stays free.
func decodePhoto(_ name: String, for duration: Duration, _ language: Language,
                 isolation: isolated (any Actor)? = #isolation) async -> String {
  print(language.pick("开始解码 \(name)", "decoding \(name)"))
  if isolation == nil {
    await SimulatedWork.perform(for: duration)
  } else {
    SimulatedWork.block(for: duration)
  }
  print(language.pick("\(name) 解码完成", "\(name) decoded"))
  return language.pick("\(name)（已解码）", "\(name) (decoded)")
}

// MARK: lesson
/// `@concurrent`: always leaves the caller's actor and runs on the default executor.
@concurrent
nonisolated func decodePhotoConcurrently(_ name: String, for duration: Duration, _ language: Language) async -> String {
  await decodePhoto(name, for: duration, language)
}

/// The photo page's state; main-actor isolated, like a SwiftUI view's.
@MainActor
final class PhotoModel {
  @Tracked("photo") var photo: LoadState<String> = .loading
  @Tracked("likes") var likes = 0
  let language: Language

  init(language: Language) { self.language = language }

  func show(_ image: String) {
    print(language.pick("显示照片", "showing the photo"))
    photo = .loaded(image)
  }

  /// The Like button's action.
  func like() {
    print(language.pick("「赞」按钮的动作运行了", "the Like button's action runs"))
    likes += 1
  }
}

/// The photo page: how it starts decoding is what the lesson is about.
@MainActor
func photoPage(start: String, model: PhotoModel, decoding: Duration) -> ViewHost {
  let language = model.language
  let page = ViewHost(PhotoView(model: model))
  let photo = "beach.heic"
  switch start {
  case "task":
    page.onAppear {
      Task {                                                  // inherits the main actor from onAppear
        model.show(await decodePhoto(photo, for: decoding, language))
      }
    }
  case "detached":
    page.onAppear {
      Task.detached {                                         // no actor: the default executor
        let image = await decodePhoto(photo, for: decoding, language)
        await MainActor.run { model.show(image) }             // hop to the main actor to touch its state
      }
    }
  case "concurrent":
    page.task {                                               // main-actor code, as below…
      model.show(await decodePhotoConcurrently(photo, for: decoding, language))  // …but this runs on default
    }
  default:
    page.task {                                               // .task { }: main-actor code, like the view
      model.show(await decodePhoto(photo, for: decoding, language))
    }
  }
  return page
}
// MARK: end

struct PhotoView: SimulatedView {
  let model: PhotoModel

  var body: Screen {
    let language = model.language
    let likes = Screen(lines: ["[❤️ \(model.likes)]"])
    switch model.photo {
    case .idle, .loading: return Screen.progress(language.pick("正在解码照片…", "Decoding the photo…")).above(likes)
    case .loaded(let image): return Screen(lines: ["🖼 " + image]).above(likes)
    case .failed(let message): return Screen(lines: ["⚠ " + message]).above(likes)
    }
  }
}

enum IsolationScenario {
  static let scenario = Scenario(
    name: "isolation",
    zh: "代码在哪里运行：.task 和 Task {} 继承主 actor，Task.detached 不继承，MainActor.run 回到主 actor，@concurrent 离开它；"
      + "trace 标出每一步在哪个执行器上",
    en: "Where code runs: .task and Task {} inherit the main actor, Task.detached does not, MainActor.run hops back, "
      + "@concurrent leaves it; the trace names each piece's executor",
    parameters: [
      ScenarioParameter("start", .choice(["task-modifier", "task", "detached", "concurrent"]), default: "task-modifier",
                        zh: "task-modifier：在 .task 里解码；task：onAppear 里的 Task {}；detached：Task.detached，"
                          + "再 MainActor.run；concurrent：在 .task 里 await 一个 @concurrent 函数",
                        en: "task-modifier: decode in .task; task: a Task {} from onAppear; detached: Task.detached, "
                          + "then MainActor.run; concurrent: .task awaits a @concurrent function"),
      ScenarioParameter("decode", .duration, default: "300ms", zh: "解码照片的计算耗时",
                        en: "how long decoding the photo computes"),
      ScenarioParameter("like", .duration, default: "100ms", zh: "页面打开后多久用户点「赞」",
                        en: "how long after the page opens the user taps Like"),
    ],
    pinned: [
      PinnedRun(),
      PinnedRun("task", "start=task"),
      PinnedRun("detached", "start=detached", determinism: true),
      PinnedRun("concurrent", "start=concurrent"),
      PinnedRun("detached", "start=detached", language: .en),
    ],
    explanation: IsolationExplanation.self,
    body: { arguments in { await run(arguments) } })

  @MainActor
  static func run(_ arguments: ScenarioArguments) async {
    TraceLog.recordExecutors()                                // every event from here on names its executor
    let language = arguments.language
    let model = PhotoModel(language: language)
    // The system delivers the tap at `like`; the button's action is main-actor code, so it runs only when the main
    // actor is free.
    let tap = Task.detached(name: "tap") { [like = arguments.duration("like")] in
      try? await Task.sleep(for: like)
      await model.like()
    }
    print(language.pick("用户打开照片页", "the user opens the photo page"))
    photoPage(start: arguments.choice("start"), model: model, decoding: arguments.duration("decode")).appear()
    await tap.value
  }
}
