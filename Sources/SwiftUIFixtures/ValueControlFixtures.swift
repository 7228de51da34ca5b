import AsyncSimulation
import SwiftUI

/// Fixtures of the value controls (`set LABEL to VALUE`), the text editor, the share link, haptics, redaction,
/// hidden views and hit testing.
enum ValueControlFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("sliders", script: "set Volume to 0.8 @10ms; set Volume to 7 @20ms; set Slider to -3.5 @30ms; "
                     + "set Volume to loud @40ms") { Mixer() },
    SwiftUIFixture("slider-unmatched", script: "set Treble to 1 @10ms") { Mixer() },
    SwiftUIFixture("date-pickers", script: "set Due to 2026-05-01 @10ms; set Due to 2025-03-01 @20ms; "
                     + "set Alarm to 14:30 @30ms; set When to '2026-12-24 18:05' @40ms; "
                     + "set Alarm to 2026-05-01 @50ms") { DueDateForm() },
    SwiftUIFixture("color-share", script: "set Tint to red @10ms; set Tint to '#FF8800' @20ms; tap Share @30ms; "
                     + "dismiss @40ms; tap Send @50ms; dismiss @60ms; set Tint to chartreuse @70ms") { ShareCard() },
    SwiftUIFixture("text-editor", script: "type \"Great\\nbook\" into Review @10ms; type Dune into Title @20ms; "
                     + "type again into TextEditor @30ms; set Review to 1 @40ms") { ReviewForm() },
    SwiftUIFixture("haptics-redaction", script: "tap Roll @10ms; tap Roll @20ms; tap Roll @30ms; tap Done @40ms") {
      DiceRoll()
    },
    SwiftUIFixture("hidden-hit-testing", script: "tap Tap @10ms; tap Frozen @20ms") { HiddenControls() },
    SwiftUIFixture("hidden-not-found", script: "tap Secret @10ms") { HiddenControls() },
  ]
}
