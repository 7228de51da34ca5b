import AsyncSimulation
import Foundation
import Testing

/// Purely visual API compiles and changes nothing in text; `Text` styling returns `Text`, so styled runs
/// concatenate; size classes are a compact iPhone's; badges; `openURL`; `@AppStorage` of `Data?`.
@Suite struct StylingSurfaceTests {
  /// `Text("Hello, ").bold() + Text("Ada").italic()…` is one text (https://developer.apple.com/documentation/swiftui/text/bold()
  /// returns `Text`; https://developer.apple.com/documentation/swiftui/text/+(_:_:)). `Font.custom`, materials,
  /// `strokeBorder`, gradients, `minimumScaleFactor`, `textSelection`, `Animation.easeOut(duration:)`,
  /// `symbolEffect`, `controlSize`, `statusBar(hidden:)`, `autocapitalization`, `listRowInsets`, `previewLayout`
  /// draw nothing and change nothing: the screen is the words. `\.horizontalSizeClass` is `.compact` and
  /// `\.verticalSizeClass` `.regular`, an iPhone in portrait (Apple HIG, Layout: "Device size classes"
  /// https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes). A root view is not
  /// presented (https://developer.apple.com/documentation/swiftui/presentationmode/ispresented). An image-only button
  /// is tapped by its symbol's name or its whole text.
  @Test func visualAPIChangesNothing() throws {
    let trace = try SwiftUIRuns.trace("styled-profile")
    let head = "Hello, Ada! | compact width | regular height | presented: no"
    #expect(trace.screens == [
      "0 \(head) | Likes: 0 | [🖼 heart]",
      "10 \(head) | Likes: 1 | [🖼 heart]",
      "20 \(head) | Likes: 2 | [🖼 heart]",
    ])
    #expect(trace.actions == ["tap \"heart\"", "tap \"🖼 heart\""])
  }

  /// A badge is drawn after a list row's text and a tab's title, not on other views, and not for 0
  /// (https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43: "Badges are only displayed in list rows
  /// and iOS tab bars"; "Specify 0 if you don't want to show a badge"). A tab is tapped by its title.
  @Test func badgesOnRowsAndTabs() throws {
    let trace = try SwiftUIRuns.trace("badges")
    #expect(trace.screens == [
      "0 • Inbox (3) | • Drafts | • Flagged (new) | [● Mail (5)] [Settings (2)]",
      "10 Settings | [Mail (5)] [● Settings (2)]",
    ])
  }

  /// `openURL(url)` with the system's action records `⇗ URL`; a handler in the environment runs instead:
  /// `.handled` and `.discarded` open nothing, and the completion gets true, false; `.systemAction` opens it
  /// (https://developer.apple.com/documentation/swiftui/openurlaction,
  /// https://developer.apple.com/documentation/swiftui/openurlaction/result). `@AppStorage` of `Data?` stores and
  /// removes the data (https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-6hm5x).
  @Test func openURLAndOptionalData() throws {
    let trace = try SwiftUIRuns.trace("open-url")
    #expect(trace.printed == ["⇗ https://developer.apple.com/documentation/swiftui", "⇗ https://swift.org"])
    let accepted = "Accepted: example true, mail false, swift true"
    #expect(trace.screens.suffix(2) == [
      "50 [Docs] | [Save avatar] | [Forget avatar] | Avatar: 3 bytes | [Example] | [Mail] | [Swift] | \(accepted)",
      "60 [Docs] | [Save avatar] | [Forget avatar] | Avatar: none | [Example] | [Mail] | [Swift] | \(accepted)",
    ])
    #expect(trace.lines(.state).contains { $0.hasSuffix("LinkOpener.avatar nil -> 3 bytes") })
  }
}

/// `tap` by the text the code wrote.
@Suite struct TapNameTests {
  /// A row whose label is a status dot and a name is tapped by the name; an image-only button by its symbol name or
  /// its accessibility label (https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv);
  /// an image-only menu by its symbol name; the whole drawn text still works.
  @Test func tapByWrittenText() throws {
    let trace = try SwiftUIRuns.trace("tap-names")
    let list = "• [🟢 Ada ›] | • [🟢 Grace ›] | • [🖼 plus] | • [🖼 plus.circle] | • [🖼 ellipsis.circle ▾]"
    #expect(trace.screens == [
      "0 \(list) | • Log: ",
      "10 \(list) | • Log: plus",
      "20 \(list) | • Log: plus,add",
      "30 \(list) |   ┌────────┐ |   │ [Sort] │ |   └────────┘ | • Log: plus,add",
      "40 \(list) | • Log: plus,add,sort",
      "50 ‹ Back | Hello, Grace",
      "60 \(list) | • Log: plus,add,sort",
      "70 ‹ Back | Hello, Ada",
    ])
    #expect(trace.printed.isEmpty)
  }
}
