// The situation of the isolation exercise: the photo page appears and starts decoding a photo (300 ms of CPU work);
// at 100 ms the user taps Like. Every event of the run names the executor it ran on.
import Scenarios

/// Decodes a photo: 300 ms of CPU work wherever it is called, like a synchronous function. Its `isolation` parameter
/// is the caller's actor (`#isolation`): on the main actor the work holds the main thread, called from no actor it
/// keeps one thread of the pool busy.
func decodePhoto(_ name: String, isolation: isolated (any Actor)? = #isolation) async -> String {
  let language = ExerciseLanguage.current
  print(language.pick("开始解码 \(name)", "decoding \(name)"))
  if isolation == nil {
    await SimulatedWork.perform(for: .milliseconds(300))
  } else {
    SimulatedWork.block(for: .milliseconds(300))
  }
  return language.pick("\(name)（已解码）", "\(name) (decoded)")
}

/// The run's language, for the lines the driver prints.
enum ExerciseLanguage {
  nonisolated(unsafe) static var current = Language.en
}

/// The photo page's state, on the main actor like a SwiftUI view's.
@MainActor
final class PhotoModel {
  @Tracked("photo") var photo: String? = nil
  @Tracked("likes") var likes = 0

  func show(_ image: String) {
    print(ExerciseLanguage.current.pick("显示照片", "showing the photo"))
    photo = image
  }

  func like() {
    print(ExerciseLanguage.current.pick("「赞」按钮的动作运行了", "the Like button's action runs"))
    likes += 1
  }
}

@MainActor
func runExercise(_ language: Language) async {
  TraceLog.recordExecutors()
  ExerciseLanguage.current = language
  let model = PhotoModel()
  // The system delivers the tap at 100 ms; the button's action needs the main actor.
  let tap = Task.detached(name: "tap") {
    try? await Task.sleep(for: .milliseconds(100))
    await model.like()
  }
  print(language.pick("照片页出现了", "the photo page appears"))
  startDecoding("beach.heic", into: model)   // .onAppear { startDecoding("beach.heic", into: model) }
  await tap.value
}
