import AsyncSimulation
import Foundation
import Testing

/// The iOS 13 API tutorials still use: `NavigationView`, `navigationBarTitle`, `navigationBarItems`,
/// `Section(header:footer:)`, `presentationMode`, the legacy `Alert`.
@Suite struct LegacyAPITests {
  /// `NavigationView` on an iPhone is a stack
  /// (https://developer.apple.com/documentation/swiftui/navigationview, `StackNavigationViewStyle`): its link pushes,
  /// the pushed screen's back button names the root's title. `navigationBarItems(trailing:)` is a trailing toolbar
  /// item (https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)).
  /// `Section(header:footer:)` draws as the builder form. `presentationMode.wrappedValue.dismiss()` pops the pushed
  /// screen, whose `isPresented` is true
  /// (https://developer.apple.com/documentation/swiftui/presentationmode). `.alert(isPresented:content:)` with two
  /// buttons: `dismiss` taps the cancel button; a destructive button sets the binding to false and runs
  /// (https://developer.apple.com/documentation/swiftui/alert). `.alert(item:content:)` with no button shows OK
  /// ("If nil, a default dismiss button is used": https://developer.apple.com/documentation/swiftui/alert/init(title:message:dismissbutton:)),
  /// and tapping it sets the item to nil.
  @Test func legacyNavigationAndAlerts() throws {
    let trace = try SwiftUIRuns.trace("legacy-team")
    let list = "People [Reset] | ── Team ── | • [Ada ›] | • [Grace ›] |   2 people | • [Who is first?]"
    let resetBox = " | ┌──────────────────┐ | │ Reset the team?  │ | │ Everyone goes.   │ | │ [Reset] [Cancel] │ | "
      + "└──────────────────┘"
    #expect(trace.screens == [
      "0 \(list) | • Log: ",
      "10 \(list) | • Log: \(resetBox)",
      "20 \(list) | • Log: kept",
      "30 \(list) | • Log: kept | ┌──────┐ | │ Ada  │ | │ [OK] │ | └──────┘",
      "40 \(list) | • Log: kept",
      "50 ‹ People | Ada | Presented: yes | [Close]",
      "60 \(list) | • Log: kept",
      "70 \(list) | • Log: kept\(resetBox)",
      "80 People [Reset] | ── Team ── |   0 people | • [Who is first?] | • Log: kept",
    ])
    #expect(trace.actions == [
      "tap \"Reset\"", "dismiss", "tap \"Who is first?\"", "tap \"OK\"", "tap \"Ada\"", "tap \"Close\"",
      "tap \"Reset\"", "tap \"Reset\"",
    ])
    #expect(trace.printed.isEmpty)
  }
}

/// `PreviewProvider`: its `previews` is a view like any other (the preview path is tested in PlaygroundTests).
@Suite struct PreviewProviderTests {
  /// https://developer.apple.com/documentation/swiftui/previewprovider — `previews` is a `View`; the preview
  /// modifiers (`previewDevice`, `previewDisplayName`, `previewLayout`) change nothing on screen
  /// (https://developer.apple.com/documentation/swiftui/view/previewlayout(_:)).
  @Test func previewsDrawsItsView() throws {
    let provider = try SwiftUIRuns.trace("preview-provider")
    let view = try SwiftUIRuns.trace("styled-profile")
    #expect(provider.screens.count == 1)
    #expect(provider.screens.first == view.screens.first)
  }
}
