import SwiftUI

/// Fixtures of list rows the user deletes and swipes (`onDelete`, `swipeActions`).
enum RowFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("delete-rows", script: "delete Eggs @10ms; delete Milk #2 @20ms; delete 'Milk ×1' @30ms") {
      ShoppingList()
    },
    SwiftUIFixture("delete-ambiguous", script: "delete Milk @10ms") { ShoppingList() },
    SwiftUIFixture("delete-scrolled",
                   script: "scroll bottom @10ms; delete 'Row 20' @20ms; swipe 'Row 15' @30ms; tap Delete @40ms; "
                     + "swipe 'Row 16' full @50ms") {
      LongShoppingList()
    },
    SwiftUIFixture("swipe-rows",
                   script: "swipe Lunch? @10ms; tap Flag @20ms; swipe Invoice @30ms; swipe Photos leading @40ms; "
                     + "tap Unread @50ms; swipe Invoice full @60ms; swipe Photos leading full @70ms; delete Photos @80ms") {
      Inbox()
    },
    SwiftUIFixture("swipe-accumulate", script: "swipe Intro @10ms; swipe Intro leading @20ms; swipe Outro full @30ms") {
      Playlist()
    },
    SwiftUIFixture("swipe-tap-first", script: "tap Flag @10ms") { Inbox() },
    SwiftUIFixture("swipe-hidden-by-scroll", script: "swipe 'Row 3' @10ms; scroll bottom @20ms; tap Delete @30ms") {
      LongShoppingList()
    },
    SwiftUIFixture("delete-disabled", script: "delete Inbox @10ms") { Mailboxes() },
    SwiftUIFixture("rows-outside-a-list", script: "delete Ann @10ms") { NotAList() },
    SwiftUIFixture("delete-zh", script: "swipe 牛奶 @10ms; tap 删除 @20ms") {
      HostingWindow.language = .zh
      return ChineseShoppingList()
    },
  ]
}
