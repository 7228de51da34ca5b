import SwiftUI
import Testing

/// The `--do` script format.
@Suite struct UserActionScriptTests {
  @Test func parsesEveryActionWord() throws {
    let script = try UserActionScript.parse(
      "type s @0ms; type 'a b' into Notes @120ms; tap Retry @1s; tap Delete #2 @1.5s; back; pull @2s; "
        + "scroll bottom @2s; dismiss @3000; leave @4s; return @5s; type '' @6s")
    #expect(script.steps.map(\.action) == [
      .type("s", into: nil), .type("a b", into: "Notes"), .tap("Retry", occurrence: nil),
      .tap("Delete", occurrence: 2), .back, .pull, .scrollToBottom, .dismiss, .leave, .return, .type("", into: nil),
    ])
    #expect(script.steps.map(\.atNanos) == [
      0, 120_000_000, 1_000_000_000, 1_500_000_000, 1_500_000_000, 2_000_000_000, 2_000_000_000, 3_000_000_000,
      4_000_000_000, 5_000_000_000, 6_000_000_000,
    ])
  }

  /// Issue 32: messages print a label that holds a quote as `tap "Say \"hi\""`, and that form could not be typed
  /// back. In double quotes `\"` is a quote and `\\` a backslash; another backslash is itself; single quotes take
  /// everything as it is.
  @Test func readsBackWhatActionsPrint() throws {
    let labels = ["Say \"hi\"", "back\\slash", "end\\", "a; b @1s #2", "it's"]
    for label in labels {
      let printed = UserAction.tap(label, occurrence: 2).traceText
      #expect(try UserActionScript.parse(printed + " @5ms").steps.map(\.action) == [.tap(label, occurrence: 2)],
              "\(printed)")
    }
    #expect(try UserActionScript.parse(#"tap "Say \"hi\"" @1s; type "a\b""#).steps.map(\.action)
              == [.tap("Say \"hi\"", occurrence: nil), .type("a\\b", into: nil)])
    #expect(try UserActionScript.parse(#"tap 'C:\'"#).steps.map(\.action) == [.tap("C:\\", occurrence: nil)])
  }

  /// Tabs and space separators (a no-break space pasted from a document) around words are what is trimmed, as
  /// Foundation's `.whitespaces` would; a newline is a separator (a trailing one ends the last step).
  @Test func trimsTabsAndSpaceSeparators() throws {
    let script = try UserActionScript.parse("\ttap\u{00A0}Retry\u{3000}@\t10ms\u{2009};  type 'a b'\t into Notes @20ms ")
    #expect(script.steps.map(\.action) == [.tap("Retry", occurrence: nil), .type("a b", into: "Notes")])
    #expect(script.steps.map(\.atNanos) == [10_000_000, 20_000_000])
    #expect(try UserActionScript.parse("tap Retry @10ms\n").steps.map(\.action) == [.tap("Retry", occurrence: nil)])
  }

  /// A script written over several lines, as in a README or a test (issue 29): each line break separates steps as
  /// `;` does, `\r\n` too; blank lines and a `;` at a line's end are skipped; a line break inside quotes is text.
  /// An empty step between two `;` on one line is still refused, and numbered among the steps written.
  @Test func acceptsLineBreaksBetweenSteps() throws {
    let script = try UserActionScript.parse("""

      type sw @100ms
      type swift into Search @300ms;

      tap 'Retry' @1s\r
      type 'two\nlines' into Notes @2s
      """)
    #expect(script.steps.map(\.action) == [
      .type("sw", into: nil), .type("swift", into: "Search"), .tap("Retry", occurrence: nil),
      .type("two\nlines", into: "Notes"),
    ])
    #expect(script.steps.map(\.atNanos) == [100_000_000, 300_000_000, 1_000_000_000, 2_000_000_000])
    #expect(throws: UserActionScriptError(english: "step 3 is empty", chinese: "第 3 步是空的")) {
      try UserActionScript.parse("tap A\ntap B;; tap C")
    }
  }

  /// A `;` after the last step ends it; an empty step between two is still refused.
  @Test func acceptsATrailingSemicolon() throws {
    let script = try UserActionScript.parse("type s @0ms; type sw @120ms; ")
    #expect(script.steps.map(\.action) == [.type("s", into: nil), .type("sw", into: nil)])
    #expect(throws: UserActionScriptError.self) { try UserActionScript.parse(";") }
  }

  @Test func refusesWhatItCannotRead() {
    let cases: [(String, String)] = [
      ("jump @1s", "step 1: unknown action 'jump'"),
      ("tap Retry @soon", "step 1: '@soon' is not a time"),
      ("tap Retry @2s; back @1s", "step 2 (back @1s) is earlier than the step before it"),
      ("tap 'Retry", "a quote is not closed"),
      ("type @1s", "step 1: type needs the text"),
      ("back now", "step 1: 'back' takes nothing after it"),
      ("tap X #0", "step 1: '#0' is not an occurrence (accepted: #1, #2 …)"),
      ("type 'x' into @1s", "step 1: 'into' needs the field's label"),
      ("type x into", "step 1: 'into' needs the field's label"),
      ("tap A; ; tap B", "step 2 is empty"),
    ]
    for (text, message) in cases {
      #expect(throws: UserActionScriptError.self) { try UserActionScript.parse(text) }
      do {
        _ = try UserActionScript.parse(text)
      } catch {
        #expect(error.english.hasPrefix(message), "\(text)")
        #expect(!error.chinese.isEmpty)
      }
    }
  }

  /// `submit` presses a text field's return key: alone, or naming the field.
  @Test func parsesSubmit() throws {
    let script = try UserActionScript.parse("submit @1s; submit Name @2s; submit 'Your name' @3s")
    #expect(script.steps.map(\.action) == [.submit(nil), .submit("Name"), .submit("Your name")])
    #expect(UserAction.submit("Name").traceText == "submit \"Name\"")
  }

  /// `delete ROW [#N]` and `swipe ROW [#N] [leading|trailing] [full]`: the words after the row are read from its
  /// end, so a quoted row keeps them (`swipe 'Buy full'` swipes the row "Buy full").
  @Test func parsesDeleteAndSwipe() throws {
    let script = try UserActionScript.parse(
      "delete Milk @1s; delete 'Milk ×2' #2; swipe Eggs; swipe Eggs #3 leading full @2s; swipe Eggs trailing; "
        + "swipe 'Buy full'; swipe Buy full")
    #expect(script.steps.map(\.action) == [
      .delete("Milk", occurrence: nil), .delete("Milk ×2", occurrence: 2),
      .swipe("Eggs", occurrence: nil, edge: .trailing, full: false),
      .swipe("Eggs", occurrence: 3, edge: .leading, full: true),
      .swipe("Eggs", occurrence: nil, edge: .trailing, full: false),
      .swipe("Buy full", occurrence: nil, edge: .trailing, full: false),
      .swipe("Buy", occurrence: nil, edge: .trailing, full: true),
    ])
    #expect(script.steps.map(\.action.traceText) == [
      "delete \"Milk\"", "delete \"Milk ×2\" #2", "swipe \"Eggs\"", "swipe \"Eggs\" #3 leading full", "swipe \"Eggs\"",
      "swipe \"Buy full\"", "swipe \"Buy\" full",
    ])
    for (text, message) in [("delete @1s", "step 1: delete needs the row's text"),
                            ("swipe @1s", "step 1: swipe needs the row's text"),
                            ("swipe Eggs #x", "step 1: '#x' is not an occurrence")] {
      #expect(throws: UserActionScriptError.self) { try UserActionScript.parse(text) }
      do {
        _ = try UserActionScript.parse(text)
      } catch {
        #expect(error.english.hasPrefix(message), "\(text): \(error.english)")
        #expect(!error.chinese.isEmpty)
      }
    }
    do {
      _ = try UserActionScript.parse("wipe Eggs")
    } catch {
      #expect(error.english.contains("delete ROW [#N], swipe ROW [#N] [leading] [full]"), "the words list them")
    }
  }

  @Test func anEmptyScriptHasNoSteps() throws {
    #expect(try UserActionScript.parse("").steps.isEmpty)
    #expect(try UserActionScript.parse("   ").steps.isEmpty)
  }
}

/// The `move` word (issue 29: edit mode).
@Suite struct MoveWordTests {
  @Test func parsesMove() throws {
    let script = try UserActionScript.parse("move Milk to 3 @10ms; move 'Go to bed' #2 to 1")
    #expect(script.steps.map(\.action) == [.move("Milk", occurrence: nil, to: 3), .move("Go to bed", occurrence: 2, to: 1)])
    #expect(script.steps.map(\.action.traceText) == ["move \"Milk\" to 3", "move \"Go to bed\" #2 to 1"])
    for bad in ["move Milk", "move Milk to 0", "move to 2", "move Milk to x"] {
      #expect(throws: UserActionScriptError.self, "\(bad)") { try UserActionScript.parse(bad) }
    }
  }
}
