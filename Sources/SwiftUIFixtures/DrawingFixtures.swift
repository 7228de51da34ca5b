import AsyncSimulation
import SwiftUI

/// Fixtures of drawing, animation and gestures (issue 29).
enum DrawingFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("shape-gallery", script: "tap 'Taps 0' @10ms") { ShapeGallery() },
    SwiftUIFixture("drag-card", script: "drag Question by 60,8 @10ms; drag Question by 5,0 @20ms; tap Question @30ms; "
                     + "drag Answer by -150,0 @40ms") { DraggableCard() },
    SwiftUIFixture("gesture-kinds", script: "tap 'Count 0' @10ms; drag 'Moved no' by 0,40 @20ms; "
                     + "drag 'Moved no' by 0,80 @30ms; drag 'Count 1' by 10,10 @40ms") { GestureKinds() },
    SwiftUIFixture("bounce-back", script: "tap 'Offset 0' @10ms") { BounceBack() },
    SwiftUIFixture("timeline-clock", script: "tap Hide @2500ms") { TimelineClock() },
  ]
}
