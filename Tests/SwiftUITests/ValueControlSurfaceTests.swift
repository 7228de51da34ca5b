import Foundation
import SwiftUI
import Testing

/// The `set` action word and the shapes of the controls' initialisers.
@Suite struct ValueControlSurfaceTests {
  /// `set LABEL [#N] to VALUE`: the first ` to ` outside quotes ends the label; `"…\n…"` types a line break.
  @Test func setParses() throws {
    let script = try UserActionScript.parse(
      "set Volume to 0.8 @10ms; set 'Due date' #2 to '2026-05-01 14:30'; type \"a\\nb\" into Notes")
    #expect(script.steps.map(\.action) == [
      .set("Volume", occurrence: nil, to: "0.8"), .set("Due date", occurrence: 2, to: "2026-05-01 14:30"),
      .type("a\nb", into: "Notes"),
    ])
    #expect(script.steps.map(\.action).map(\.traceText) == [
      "set \"Volume\" to 0.8", "set \"Due date\" #2 to 2026-05-01 14:30", "type \"a\\nb\" into Notes",
    ])
    #expect(throws: UserActionScriptError.self) { try UserActionScript.parse("set Volume") }
    #expect(throws: UserActionScriptError.self) { try UserActionScript.parse("set Volume to ") }
  }

  /// Every initialiser and modifier moved out of Unavailable compiles as Apple's is called (Apple docs `Slider`,
  /// `DatePicker`, `ColorPicker`, `TextEditor`, `ShareLink`, `SharePreview`, `Stepper(value:step:format:label:
  /// onEditingChanged:)`, `sensoryFeedback`, `SensoryFeedback`, `redacted(reason:)`, `unredacted()`, `hidden()`,
  /// `allowsHitTesting(_:)`, `disableAutocorrection(_:)`, `textContentType(_:)`).
  @Test func applesCallsCompile() throws {
    let source = """
      import SwiftUI
      import Foundation
      struct Uses: View {
        @State private var value = 0.5
        @State private var float: Float = 2
        @State private var date = Date()
        @State private var color = Color.red
        @State private var text = ""
        @State private var flag = false
        @State private var count = 0
        @Environment(\\.redactionReasons) private var reasons
        let url = URL(string: "https://example.com")!
        var body: some View {
          VStack {
            Slider(value: $value)
            Slider(value: $float, in: 0...10, step: 0.5)
            Slider(value: $value, in: 0...1) { Text("Volume") }
            Slider(value: $value, in: 0...1, step: 0.1) { Text("Volume") } onEditingChanged: { _ in }
            Slider(value: $value, in: 0...100, step: 5) { Text("Speed") } minimumValueLabel: { Text("0") }
              maximumValueLabel: { Text("100") } onEditingChanged: { flag = $0 }
            Slider(value: $value, in: 0...100, step: 1, onEditingChanged: { _ in },
                   minimumValueLabel: Text("1"), maximumValueLabel: Text("100")) { Text("11") }
            DatePicker("Due", selection: $date)
            DatePicker("Due", selection: $date, displayedComponents: .date)
            DatePicker("Due", selection: $date, in: Date()..., displayedComponents: [.date, .hourAndMinute])
            DatePicker("Due", selection: $date, in: ...Date(), displayedComponents: .hourAndMinute)
            DatePicker("Due", selection: $date, in: Date()...Date().addingTimeInterval(60))
            DatePicker(selection: $date, displayedComponents: .date) { Label("Due", systemImage: "calendar") }
            DatePicker(String("Due"), selection: $date)
            ColorPicker("Tint", selection: $color)
            ColorPicker("Tint", selection: $color, supportsOpacity: false)
            ColorPicker(selection: $color) { Text("Tint") }
            TextEditor(text: $text).disableAutocorrection(true).autocorrectionDisabled()
            TextField("Email", text: $text).textContentType(.emailAddress).textInputAutocapitalization(.never)
              .keyboardType(.emailAddress)
            ShareLink(item: url)
            ShareLink(item: "text", subject: Text("s"), message: Text("m"))
            ShareLink("Send", item: url)
            ShareLink(items: [url, url])
            ShareLink(item: url) { Label("Share", systemImage: "square.and.arrow.up") }
            ShareLink(item: url, preview: SharePreview("Poster", image: Image(systemName: "photo")))
            ShareLink(items: ["a", "b"]) { Text("All") }
            Stepper(value: $value, step: 0.5, format: .number) { Text("Amount") }
            Stepper(value: $value, in: 0...10, format: .number) { Text("Amount") }
            Stepper("Amount", value: $value, step: 0.5, format: .number)
            Text("x").sensoryFeedback(.success, trigger: flag)
            Text("x").sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: value)
            Text("x").sensoryFeedback(.impact(flexibility: .soft), trigger: count)
            Text("x").sensoryFeedback(.selection, trigger: count) { old, new in new > old }
            Text("x").sensoryFeedback(trigger: flag) { old, new in new ? .success : nil }
            Text("x").sensoryFeedback(trigger: flag) { flag ? .warning : nil }
            Text("x").redacted(reason: .placeholder).unredacted()
            Text("x").redacted(reason: reasons.union(.privacy))
            Text("x").hidden()
            Button("Tap") { flag.toggle() }.allowsHitTesting(false)
          }
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(!output.contains("error"), "\(output)")
  }
}
