import AsyncSimulation
import Foundation
import Testing

/// The app's own control styles: `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`, `LabelStyle`.
@Suite struct ControlStyleTests {
  /// "The system calls this method for each Button instance in a view hierarchy where this style is the current
  /// button style" (https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)): the
  /// style's body is drawn. A `ButtonStyle` keeps "the standard button interaction behavior"
  /// (https://developer.apple.com/documentation/swiftui/buttonstyle): `[▷ Add]` is tapped by its label. A
  /// `PrimitiveButtonStyle` has "custom interaction behavior"
  /// (https://developer.apple.com/documentation/swiftui/primitivebuttonstyle): its label is text, its `role` is the
  /// button's, and `trigger()` "performs the button's action"
  /// (https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()), so `tap
  /// Delete` is refused and `tap Confirm` deletes. `Button(configuration)` in a style's body keeps "the button's
  /// current style" (https://developer.apple.com/documentation/swiftui/button/init(_:)): Save is drawn with the
  /// arrow style set outside the bars. A `ToggleStyle`'s body is the toggle, writing `configuration.isOn` flips
  /// the binding (https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison), and
  /// `Toggle(configuration)` draws the current style (https://developer.apple.com/documentation/swiftui/toggle/init(_:)).
  /// A `LabelStyle`'s body draws `configuration.title` and `configuration.icon`
  /// (https://developer.apple.com/documentation/swiftui/labelstyle); a built-in style draws as before.
  @Test func stylesDrawTheirBodies() throws {
    let trace = try SwiftUIRuns.trace("control-styles")
    func screen(_ time: Int, milk: String, eggs: String, added: Int, deleted: Int, saved: Int) -> String {
      "\(time) [▷ Add] | Delete (destructive) [Confirm] | | [▷ Save] | | [🖼 \(milk) Milk] | » [\(eggs)] Eggs | "
        + "Share 🖼 square.and.arrow.up | 🖼 star Plain | added \(added) deleted \(deleted) saved \(saved)"
    }
    #expect(trace.screens == [
      screen(0, milk: "circle", eggs: "✓", added: 0, deleted: 0, saved: 0),
      screen(10, milk: "circle", eggs: "✓", added: 1, deleted: 0, saved: 0),
      screen(20, milk: "circle", eggs: "✓", added: 1, deleted: 1, saved: 0),
      screen(30, milk: "checkmark.circle.fill", eggs: "✓", added: 1, deleted: 1, saved: 0),
      screen(40, milk: "checkmark.circle.fill", eggs: " ", added: 1, deleted: 1, saved: 0),
      screen(50, milk: "checkmark.circle.fill", eggs: " ", added: 1, deleted: 1, saved: 1),
    ])
    #expect(trace.printed == [
      "action failed: cannot tap \"Delete\": the screen offers tap \"▷ Add\", tap \"Confirm\", tap \"▷ Save\", "
        + "tap \"🖼 checkmark.circle.fill Milk\", tap \"Eggs\"",
    ])
  }
}
