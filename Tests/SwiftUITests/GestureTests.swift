import Foundation
import SwiftUI
import Testing

/// Gestures attached with `.gesture` are performed with action words: `drag LABEL by DX,DY`, `tap LABEL`.
@Suite struct GestureTests {
  /// A drag reports its changes, then its end, with `translation` = `location - startLocation`
  /// (https://developer.apple.com/documentation/swiftui/draggesture/value/translation); `updating` writes the
  /// `@GestureState` while it goes on, and the state "resets to its initial state when the gesture ends"
  /// (https://developer.apple.com/documentation/swiftui/gesturestate). The simulated drag moves halfway, then the
  /// whole way (a screen each), then lifts. A drag shorter than the minimum distance (10 points by default,
  /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)) is not
  /// recognised: nothing changes. Flashzilla's card: a far drag removes it, a short one puts it back.
  @Test func dragReportsChangesThenItsEnd() throws {
    let trace = try SwiftUIRuns.trace("drag-card")
    #expect(trace.screens == [
      "0 Question | offset 0 dragging 0",
      "10 Question | offset 30 dragging 30",
      "10 Question | offset 60 dragging 60",
      "10 Question | offset 0 dragging 0",
      "30 Answer | offset 0 dragging 0",
      "40 Answer | offset -75 dragging -75",
      "40 Answer | offset -150 dragging -150",
      "40 Removed | offset -150 dragging 0",
    ])
    #expect(trace.actions == ["drag \"Question\" by 60,8", "drag \"Question\" by 5,0", "tap \"Question\"",
                              "drag \"Answer\" by -150,0"])
    #expect(trace.printed == ["ended at 60.0, 8.0", "ended at -150.0, 0.0"])
    // The gesture state returns to zero after the end's own actions ran.
    #expect(trace.lines(.state).suffix(2).map { $0.split(separator: " ").dropFirst(3).first.map(String.init) }
              == ["DraggableCard.removed", "DraggableCard.dragging"])
  }

  /// `.gesture(TapGesture(count:).onEnded)` is tapped by its view's text; `map` changes the value `onEnded`
  /// gets (https://developer.apple.com/documentation/swiftui/gesture/map(_:)); `simultaneousGesture` attaches a
  /// gesture as `.gesture` does; a view without a drag gesture refuses `drag`, naming what the screen offers.
  @Test func tapAndMappedGestures() throws {
    let trace = try SwiftUIRuns.trace("gesture-kinds")
    #expect(trace.screens == ["0 Count 0 | Moved no", "10 Count 1 | Moved no", "30 Count 1 | Moved 80.0"])
    #expect(trace.printed == [
      "action failed: cannot drag \"Count 1\" by 10,10: the screen offers tap \"Count 1\", drag \"Moved 80.0\" by DX,DY",
    ])
  }

  /// The `drag` word: `drag LABEL [#N] by DX,DY`, distances in points (negative and fractional too); a malformed
  /// step names what is accepted. What the trace prints reads back.
  @Test func dragScriptWord() throws {
    let script = try UserActionScript.parse("drag Card by 200,0 @10ms; drag 'Big card' #2 by -12.5, 40 @20ms")
    #expect(script.steps.map(\.action) == [.drag("Card", occurrence: nil, dx: 200, dy: 0),
                                           .drag("Big card", occurrence: 2, dx: -12.5, dy: 40)])
    let printed = UserAction.drag("Say \"hi\"", occurrence: nil, dx: 3, dy: -4).traceText
    #expect(printed == "drag \"Say \\\"hi\\\"\" by 3,-4")
    #expect(try UserActionScript.parse(printed).steps.map(\.action) == [.drag("Say \"hi\"", occurrence: nil, dx: 3, dy: -4)])
    for bad in ["drag Card", "drag Card by 10", "drag by 1,2", "drag Card by a,b"] {
      do {
        _ = try UserActionScript.parse(bad)
        Issue.record("\(bad) was accepted")
      } catch {
        #expect(error.english == "step 1: drag needs the view and how far to drag it, in points (drag Card by 200,0)")
      }
    }
  }
}

/// A `TimelineView` draws its content again at each date of its schedule, on virtual time.
@Suite struct TimelineTests {
  /// "A view that updates according to a schedule that you provide"; the context's `date` is "the date from the
  /// schedule that triggered the current view update" (https://developer.apple.com/documentation/swiftui/timelineview,
  /// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext/date). `.explicit` dates run out;
  /// `.periodic(from:by:)` ticks every interval from its start while shown, and stops when the view goes away
  /// (the run then ends: nothing else is scheduled).
  @Test func timelinesRedrawAtTheirDates() throws {
    let trace = try SwiftUIRuns.trace("timeline-clock")
    #expect(trace.screens == [
      "0 explicit 0.000000 | periodic 0 | [Hide]",
      "500 explicit 0.500000 | periodic 0 | [Hide]",
      "1000 explicit 0.500000 | periodic 1 | [Hide]",
      "1500 explicit 1.500000 | periodic 1 | [Hide]",
      "2000 explicit 1.500000 | periodic 2 | [Hide]",
      "2500 explicit 1.500000 | [Hide]",
    ])
  }
}
