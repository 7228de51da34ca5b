// The situation of the main-actor exercise: the display draws a frame every 16 ms on the main actor for 600 ms;
// at 50 ms the user taps "Generate report", whose report needs 500 ms of computing.
import Scenarios

/// What the report screen says, in the run's language.
struct ReportText: Sendable {
  let button: String
  let computing: String

  init(_ language: Language) {
    button = language.pick("[生成报表]", "[Generate report]")
    computing = language.pick("计算中…", "Computing…")
  }
}

/// The display: every 16 ms it draws the view, on the main actor, as a vsync would. A frame whose time has passed
/// while the main actor was busy is dropped; at the end it prints how many were drawn and dropped.
@MainActor
func runDisplay(_ view: some SimulatedView, for length: Duration, language: Language) async {
  let clock = ContinuousClock()
  let start = clock.now
  let interval = Duration.milliseconds(16)
  var frame = 0, drawn = 0, dropped = 0
  var last: Screen?
  while interval * (frame + 1) <= length {
    frame += 1
    let due = start + interval * frame
    try? await Task.sleep(until: due, clock: clock)
    let late = Int(due.duration(to: clock.now) / .milliseconds(1))
    if late > 0 {
      let missed = late / 16
      print(language.pick("第 \(frame) 帧迟到 \(late) ms，其间丢了 \(missed) 帧",
                          "frame \(frame) is \(late) ms late; \(missed) frames dropped"))
      frame += missed
      dropped += missed
    }
    drawn += 1
    let screen = view.body
    if screen != last {
      last = screen
      TraceLog.screen(screen.description)
    }
  }
  print(language.pick("\(frame) 次刷新机会：画了 \(drawn) 帧，丢了 \(dropped) 帧",
                      "\(frame) vsyncs: \(drawn) frames drawn, \(dropped) dropped"))
}

/// Runs a button's action, whether it is synchronous or async.
@MainActor
func tap(_ action: @MainActor () async -> Void) async {
  await action()
}

@MainActor
func runExercise(_ language: Language) async {
  let model = ReportModel()
  let display = Task { await runDisplay(ReportView(model: model, text: ReportText(language)), for: .milliseconds(600),
                                        language: language) }
  try? await Task.sleep(for: .milliseconds(50))
  print(language.pick("用户点了「生成报表」", "the user taps Generate report"))
  Task { await tap(model.generate) }
  await display.value
}
