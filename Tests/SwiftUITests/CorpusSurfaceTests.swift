import AsyncSimulation
import Foundation
import Testing

/// API the corpus of real programs uses (issue 29): fields of formatted values, buttons with a system image, the
/// scene phase, text case, and the inert layout, effect and accessibility modifiers.
@Suite struct CorpusSurfaceTests {
  /// A field of a formatted value shows it formatted; typing changes only the field's text, and the value is written
  /// on commit — `submit`, or typing into another field — ("For non-string types, it updates the value when the user
  /// commits their edits, such as by pressing the Return key": https://developer.apple.com/documentation/swiftui/textfield);
  /// text the format cannot parse leaves the value unchanged, and an optional value becomes nil
  /// (https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3fh51,
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-6ug7k).
  /// `Button(_:systemImage:action:)` is a button with a `Label`, tapped by its title or its symbol
  /// (https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)-4tt0g). The scene is
  /// `.active` for the whole run (https://developer.apple.com/documentation/swiftui/scenephase/active);
  /// `.textCase(.uppercase)` draws the text upper case (https://developer.apple.com/documentation/swiftui/view/textcase(_:));
  /// `Image(decorative:)` draws as an image.
  @Test func valueFieldsAndSmallAPI() throws {
    let trace = try SwiftUIRuns.trace("value-fields")
    let tail = "[🖼 divide Split] | SPLITS: 0, PHASE: ACTIVE | 🖼 receipt"
    #expect(trace.screens.prefix(9) == [
      "0 ✎ Amount: 0 | ✎ People: 2 | ✎ Guess (a number) | Each: 0.00, guess: none | \(tail)",
      "10 ✎ Amount: 12.5 | ✎ People: 2 | ✎ Guess (a number) | Each: 0.00, guess: none | \(tail)",
      "20 ✎ Amount: 12.5 | ✎ People: 4 | ✎ Guess (a number) | Each: 6.25, guess: none | \(tail)",
      "30 ✎ Amount: 12.5 | ✎ People: 4 | ✎ Guess (a number) | Each: 3.12, guess: none | \(tail)",
      "40 ✎ Amount: abc | ✎ People: 4 | ✎ Guess (a number) | Each: 3.12, guess: none | \(tail)",
      "50 ✎ Amount: 12.5 | ✎ People: 4 | ✎ Guess (a number) | Each: 3.12, guess: none | \(tail)",
      "60 ✎ Amount: 12.5 | ✎ People: 4 | ✎ Guess: 7 | Each: 3.12, guess: none | \(tail)",
      "70 ✎ Amount: 12.5 | ✎ People: 4 | ✎ Guess: 7 | Each: 3.12, guess: 7 | \(tail)",
      "80 ✎ Amount: 12.5 | ✎ People: 4 | ✎ Guess: x | Each: 3.12, guess: 7 | \(tail)",
    ])
    let values = trace.lines(.state).map { $0.components(separatedBy: " state ").last ?? "" }
    #expect(values == [
      "SplitBill.amount 0.0 -> 12.5", "SplitBill.people 2 -> 4", "SplitBill.guess nil -> 7", "SplitBill.guess 7 -> nil",
      "SplitBill.splits 0 -> 1", "SplitBill.splits 1 -> 2",
    ])
  }

  /// The inert API of the corpus compiles with Apple's call shapes and a `.task` below it still runs: layout
  /// (`clipped`, `contentShape`, `alignmentGuide(.listRowSeparatorLeading)`, `containerRelativeFrame`), effects,
  /// scrolling behaviours, accessibility modifiers and settings (VoiceOver off, `.large` type:
  /// https://developer.apple.com/documentation/swiftui/dynamictypesize/large), `Binding.animation`.
  @Test func inertCorpusAPICompiles() throws {
    let source = """
      import SwiftUI
      struct Corpus: View {
        @State private var amount = 1.0
        @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\\.accessibilityDifferentiateWithoutColor) private var noColor
        @Environment(\\.dynamicTypeSize) private var typeSize
        var body: some View {
          ScrollView {
            Text("x").frame(width: 100, height: 100).clipped().border(Color("borderColor"), width: 1.0)
              .contentShape(Rectangle())
              .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
              .containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
              .rotation3DEffect(.degrees(amount), axis: (x: 0, y: 1, z: 0)).blur(radius: 2)
              .accessibilityInputLabels(["Tap me"]).accessibilityAddTraits(.isButton)
              .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            Stepper("Scale", value: $amount.animation(.easeInOut(duration: 1)), in: 1...10)
            Toggle("On", isOn: .constant(voiceOver || noColor || typeSize > .large)).labelsHidden()
            Image(decorative: "logo").containerShape(.rect(cornerRadius: 20))
          }
          .scrollBounceBehavior(.basedOnSize)
          .scrollTargetBehavior(.viewAligned)
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output == "", "\(output)")
  }
}

/// Search suggestions and links.
@Suite struct SearchSuggestionTests {
  /// While the search field is active its suggestions are listed below it in place of the content, whose buttons
  /// cannot be tapped meanwhile (https://developer.apple.com/documentation/swiftui/view/searchsuggestions(_:));
  /// tapping a suggestion with `.searchCompletion` replaces the field's text
  /// (https://developer.apple.com/documentation/swiftui/view/searchcompletion(_:)-2uaf3); the placement
  /// `.navigationBarDrawer(displayMode: .always)` draws the field at the top like the others. A `Link` opens its
  /// destination with the environment's `openURL` (https://developer.apple.com/documentation/swiftui/link).
  @Test func suggestionsCompleteTheQuery() throws {
    let trace = try SwiftUIRuns.trace("search-suggestions")
    let suggestions = "• 🖼 magnifyingglass apple | • 🖼 magnifyingglass apricot"
    #expect(trace.screens == [
      "0 Fruit | 🔍 Find fruit | • [apple] | • [apricot] | • [banana] | [Docs ↗]",
      "10 Fruit | 🔍 ap | \(suggestions) | [Docs ↗]",
      "20 Fruit | 🔍 apple | • [apple] | [Docs ↗]",
      "40 Fruit | 🔍 a | \(suggestions) | [Docs ↗]",
      "50 Fruit | 🔍 apricot | • [apricot] | [Docs ↗]",
    ])
    #expect(trace.printed == ["⇗ https://example.com/fruit", "picked apricot"])
    #expect(trace.actions == [
      "type \"ap\" into Search", "tap \"apple\"", "tap \"Docs\"", "type \"a\" into Search", "tap \"apricot\"",
      "tap \"apricot\"",
    ])
  }
}

/// `@SceneStorage` and the remaining shapes the corpus calls.
@Suite struct SceneStorageTests {
  /// Views of one scene that use the same key share the value, and it outlives the view that wrote it: the editor
  /// destroyed and made again finds "hello" (https://developer.apple.com/documentation/swiftui/scenestorage: the
  /// key identifies the value within the scene).
  @Test func sceneStorageIsSharedByKeyAndOutlivesViews() throws {
    let trace = try SwiftUIRuns.trace("scene-storage")
    #expect(trace.screens == [
      "0 ✎ Draft | [Hide] | Preview: , opened: never",
      "10 ✎ Draft: hello | [Hide] | Preview: hello, opened: never",
      "20 [Show] | Preview: hello, opened: never",
      "30 ✎ Draft: hello | [Hide] | Preview: hello, opened: never",
    ])
    #expect(trace.lines(.state).filter { $0.contains(".draft ") }.count == 1)
  }

  /// `Stepper(onIncrement:onDecrement:label:)` with its label last (https://developer.apple.com/documentation/swiftui/stepper/init(onincrement:ondecrement:oneditingchanged:label:)),
  /// `RadialGradient(stops:center:startRadius:endRadius:)` and `AnyTransition.modifier(active:identity:)` compile.
  @Test func remainingCorpusShapesCompile() throws {
    let source = """
      import SwiftUI
      struct Shapes: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }, label: { Text("\\(count)") })
            RadialGradient(stops: [.init(color: .blue, location: 0.3)], center: .top, startRadius: 200, endRadius: 700)
            Text("x").transition(.modifier(active: Faded(amount: 0), identity: Faded(amount: 1)))
          }
        }
      }
      struct Faded: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output == "", "\(output)")
  }
}
