import AsyncSimulation
import Foundation
import Testing

/// The iOS 13 API deprecated since and still in sample code: `ActionSheet`, `NavigationLink(destination:isActive:)`
/// and `NavigationLink(destination:tag:selection:)`.
@Suite struct DeprecatedAPITests {
  /// `.actionSheet(isPresented:content:)` presents its sheet while the binding is true
  /// (https://developer.apple.com/documentation/swiftui/view/actionsheet(ispresented:content:)), drawn as a
  /// `confirmationDialog` is, which replaces it: title, message, one button a line. `dismiss` taps `.cancel()`; a
  /// button closes the sheet and runs its action (https://developer.apple.com/documentation/swiftui/actionsheet).
  /// `.actionSheet(item:content:)` presents while the item is not nil
  /// (https://developer.apple.com/documentation/swiftui/view/actionsheet(item:content:)); a sheet without a cancel
  /// button gets Cancel, as a dialog does. The alert's buttons are the system's: the app's `ButtonStyle` does not
  /// draw them (it draws the app's own buttons, `[▷ Delete]`).
  @Test func actionSheets() throws {
    let trace = try SwiftUIRuns.trace("action-sheets")
    let screen = "[▷ Delete] | [▷ Share beach] | Log: "
    let deleteSheet = " | ┌─────────────────────┐ | │ Delete?             │ | │ It cannot be undone │ | "
      + "│ [Delete photo]      │ | │ [Cancel]            │ | └─────────────────────┘"
    let shareSheet = " | ┌─────────────┐ | │ Share beach │ | │ [Mail]      │ | │ [Cancel]    │ | └─────────────┘"
    #expect(trace.screens == [
      "0 \(screen)", "10 \(screen)\(deleteSheet)", "20 \(screen)", "30 \(screen)\(deleteSheet)",
      "40 \(screen)deleted", "50 \(screen)deleted\(shareSheet)", "60 \(screen)deleted",
      "70 \(screen)deleted\(shareSheet)", "80 \(screen)deleted,mail beach",
    ])
    #expect(trace.printed.isEmpty)
  }

  /// `NavigationLink(destination:isActive:label:)`: "isActive: A binding to a Boolean value that indicates whether
  /// destination is currently presented"
  /// (https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:isactive:label:)); a tap
  /// pushes, `back` pops and the binding is false again. `NavigationLink(destination:tag:selection:label:)`
  /// "presents a destination view when a bound selection variable matches a value you provide"
  /// (https://developer.apple.com/documentation/swiftui/navigationlink-deprecated): a tap selects and pushes, `back`
  /// clears the selection, selecting from code pushes and clearing it from code pops.
  @Test func bindingDrivenLinks() throws {
    let trace = try SwiftUIRuns.trace("active-links")
    let home = "Home | [Settings ›] | [Apples ›] | [Pears ›] | [Open pears] | settings off, fruit none"
    #expect(trace.screens == [
      "0 \(home)", "10 ‹ Home | Settings screen", "20 \(home)", "30 ‹ Home | About apples | [Close from code]",
      "40 \(home)", "50 ‹ Home | About pears | [Close from code]", "60 \(home)",
      "70 ‹ Home | About pears | [Close from code]", "80 \(home)",
    ])
    #expect(trace.printed.isEmpty)
  }
}

/// API the corpus's programs stopped at: optional `RawRepresentable` app storage, inert modifiers and styles, image
/// literals.
@Suite struct CorpusLeftoverAPITests {
  /// `AppStorage.init(_:store:)` where `Value == R?` and `R.RawValue` is `String` (and its `Int` twin): "Creates a
  /// property that can save and restore an Optional string, transforming it to an Optional RawRepresentable data
  /// type", "Defaults to nil if there is no restored value"
  /// (https://developer.apple.com/documentation/swiftui/appstorage/init(_:store:)-6aj8x). The value written is its
  /// raw value, nil removes it, and a stored string no case has reads as nil (`init(rawValue:)` returns nil:
  /// https://developer.apple.com/documentation/swift/rawrepresentable/init(rawvalue:)).
  @Test func optionalRawRepresentableAppStorage() throws {
    let trace = try SwiftUIRuns.trace("optional-raw-storage")
    let buttons = "[Expert] | [Reset]"
    #expect(trace.screens == [
      "0 experience none, level none | theme none | stored nothing | \(buttons)",
      "10 experience expert, level 2 | theme none | stored expert | \(buttons)",
      "20 experience none, level none | theme none | stored nothing | \(buttons)",
    ])
    #expect(trace.printed.isEmpty)
  }

  /// Apple's call shapes the corpus uses compile: `lineLimit(_:reservesSpace:)`
  /// (https://developer.apple.com/documentation/swiftui/view/linelimit(_:reservesspace:)) and the range forms,
  /// `scaleEffect(_:anchor:)` with a `CGSize`, `edgesIgnoringSafeArea(_:)`, `ShapeStyle.selection`
  /// (https://developer.apple.com/documentation/swiftui/shapestyle/selection), `ContentTransition.symbolEffect`,
  /// `ContainerRelativeShape().inset(by:)` (an `InsettableShape`), and `#imageLiteral(resourceName:)`, a `UIImage`
  /// where UIKit is imported (`_ImageLiteralType`); without its type the compiler failed to produce a diagnostic.
  @Test func inertShapesAndImageLiteralsCompile() throws {
    let source = """
      import SwiftUI
      import UIKit
      struct Tile: View {
        var isSelected: Bool
        let icon: UIImage? = #imageLiteral(resourceName: "Payload")
        var body: some View {
          VStack {
            Text("Title").lineLimit(2, reservesSpace: true).lineLimit(1...3).lineLimit(2...).lineLimit(...4)
            Image(uiImage: icon ?? UIImage()).scaleEffect(CGSize(width: 2, height: 2))
              .contentTransition(.symbolEffect)
              .overlay {
                ContainerRelativeShape().inset(by: -2)
                  .strokeBorder(isSelected ? AnyShapeStyle(.selection) : AnyShapeStyle(.clear), lineWidth: 4)
              }
          }
          .edgesIgnoringSafeArea(.bottom)
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output == "", "\(output)")
  }

  /// SwiftUI's attribute scope (https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes):
  /// `string[range].foregroundColor = .red` and `string.font = .body` keep their values in the string's runs, read
  /// back through `AttributeDynamicLookup`; a `Text` of it draws its characters.
  @Test func swiftUIAttributesAreKeptInTheString() throws {
    let trace = try SwiftUIRuns.trace("attribute-scopes")
    #expect(trace.screens == ["0 red and plain | red:red,body| and plain:none,body"])
  }

  /// An app's own attribute scope decoded from Markdown compiles in an app's file as Apple's sample writes it
  /// (behaviour: ExtendedAttributeTests).
  @Test func customScopesFromMarkdownCompile() throws {
    let source = """
      import SwiftUI
      enum Mood: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        typealias Value = String
        static let name = "mood"
      }
      extension AttributeScopes {
        struct AppAttributes: AttributeScope { let mood: Mood }
        var app: AppAttributes.Type { AppAttributes.self }
      }
      let text = try? AttributedString(markdown: "^[Hi](mood: 'happy')", including: \\.app)
      let localized = AttributedString(localized: "^[Hi](mood: 'happy')", including: \\.app)
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output == "", "\(output)")
  }

  /// iOS 15's `searchable(text:placement:prompt:suggestions:)`, deprecated for `searchable(text:placement:prompt:)`
  /// with `searchSuggestions(_:)` (https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:suggestions:)-7g7oo),
  /// compiles with Xcode's deprecation warning and is that pair (whose behaviour SearchSuggestionTests checks).
  @Test func searchableWithSuggestionsIsDeprecated() throws {
    let source = """
      import SwiftUI
      struct Books: View {
        @State private var query = ""
        var body: some View {
          List(["Swift in Depth"], id: \\.self) { Text($0) }
            .searchable(text: $query) {
              ForEach(["swift"], id: \\.self) { Text($0).searchCompletion($0) }
            }
            .searchable(text: $query, prompt: "Title") { Text("swift").searchCompletion("swift") }
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("Use the searchable modifier with the searchSuggestions modifier"), "\(output)")
  }
}
