import AsyncSimulation
import Foundation
import Testing

/// Deleting and swiping list rows (``RowActions``): `ForEach.onDelete(perform:)` with `delete ROW`, and
/// `.swipeActions(edge:allowsFullSwipe:content:)` with `swipe ROW [leading] [full]`, run in the simulator.
@Suite struct RowActionTests {
  /// `delete ROW` calls the `onDelete` action with the row's offset in the data ("SwiftUI passes a set of indices
  /// to the closure that's relative to the dynamic view's underlying collection of data", Apple docs
  /// `DynamicViewContent.onDelete(perform:)`); the action removes it from the model (`remove(atOffsets:)`) and the
  /// row leaves the screen. A row is named as `tap` names a button: by its whole text, else by a part of it
  /// (`Eggs` is the row `Eggs ×12`), `#2` for the second of several.
  @Test func deletingARowRemovesItFromTheModelAndTheScreen() throws {
    let trace = try SwiftUIRuns.trace("delete-rows")
    #expect(trace.screens == [
      "0 Groceries | • Milk ×1 | • Eggs ×12 | • Milk ×2 | • Bread ×1",
      "10 Groceries | • Milk ×1 | • Milk ×2 | • Bread ×1",
      "20 Groceries | • Milk ×1 | • Bread ×1",
      "30 Groceries | • Bread ×1",
    ])
    #expect(trace.printed == [
      "onDelete [1]", "items Milk ×1, Milk ×2, Bread ×1",
      "onDelete [1]", "items Milk ×1, Bread ×1",
      "onDelete [0]", "items Bread ×1",
    ])
    #expect(trace.actions == ["delete \"Eggs\"", "delete \"Milk\" #2", "delete \"Milk ×1\""])
  }

  /// Two rows hold `Milk`: the action is refused with one line saying how to choose, as for `tap`.
  @Test func anAmbiguousRowSaysHowToChoose() throws {
    let trace = try SwiftUIRuns.trace("delete-ambiguous")
    #expect(trace.printed == ["action failed: 2 on screen match \"Milk\": say which, e.g. delete Milk #2"])
    #expect(trace.screens.count == 1)
  }

  /// In a lazy list scrolled to its bottom (rows 0–14 off screen, ``LazyRows``) the offsets are the rows' positions
  /// in the data, not on screen: `Row 20` is offset 20. A row of a `ForEach` with `onDelete` also offers iOS's
  /// swipe-to-delete: `swipe ROW` draws its Delete button after it, `tap Delete` deletes (offset 15), and a full
  /// swipe deletes at once (Apple docs `swipeActions(edge:allowsFullSwipe:content:)`: a full swipe "automatically
  /// performs the first action").
  @Test func offsetsCountTheRowsScrolledOff() throws {
    let trace = try SwiftUIRuns.trace("delete-scrolled")
    #expect(trace.printed == ["onDelete [20]", "onDelete [15]", "onDelete [15]"])
    let rows = { (names: [Int]) in names.map { "• Row \($0)" }.joined(separator: " | ") }
    #expect(trace.screens == [
      "0 ── Items ── | " + rows(Array(0...9)) + " | … 15 more below",
      "10 … 15 more above | ── Items ── | " + rows(Array(15...24)),
      "20 … 14 more above | ── Items ── | " + rows([14] + Array(15...19) + Array(21...24)),
      "30 … 14 more above | ── Items ── | • Row 14 | • Row 15 ← [Delete] | " + rows(Array(16...19) + Array(21...24)),
      "40 … 13 more above | ── Items ── | " + rows([13, 14] + Array(16...19) + Array(21...24)),
      "50 … 12 more above | ── Items ── | " + rows([12, 13, 14] + Array(17...19) + Array(21...24)),
    ])
  }

  /// `swipe ROW` reveals the row's trailing swipe actions, drawn after `←` with the first nearest the trailing edge
  /// ("Actions appear in the order you list them, starting from the swipe's originating edge", Apple docs
  /// `swipeActions(edge:allowsFullSwipe:content:)`); the row's own actions replace `onDelete`'s Delete ("When you
  /// add swipe actions, SwiftUI no longer synthesizes the Delete actions"). `tap Flag` runs it and hides them;
  /// swiping another row hides the first ("Only one row's swipe actions are revealed at a time", Apple docs
  /// `swipeActionsContainer()`). A leading
  /// swipe draws its buttons before `→`. A full swipe runs the first action — the destructive Delete — at once; a
  /// full swipe on an edge with `allowsFullSwipe: false` only reveals. `delete ROW` still calls `onDelete`.
  @Test func swipeRevealsTheRowsButtonsThenATapRunsOne() throws {
    let trace = try SwiftUIRuns.trace("swipe-rows")
    let trailing = " ← [Flag] [🖼 trash Delete]"
    #expect(trace.screens == [
      "0 • Lunch? | • Invoice | • Photos",
      "10 • Lunch?" + trailing + " | • Invoice | • Photos",
      "20 • ⚑ Lunch? | • Invoice | • Photos",
      "30 • ⚑ Lunch? | • Invoice" + trailing + " | • Photos",
      "40 • ⚑ Lunch? | • Invoice | • [Unread] → Photos",
      "50 • ⚑ Lunch? | • Invoice | • ● Photos",
      "60 • ⚑ Lunch? | • ● Photos",
      "70 • ⚑ Lunch? | • [Unread] → ● Photos",
      "80 • ⚑ Lunch?",
    ])
    #expect(trace.printed == ["Delete Invoice", "onDelete [1]"])
    #expect(trace.actions == [
      "swipe \"Lunch?\"", "tap \"Flag\"", "swipe \"Invoice\"", "swipe \"Photos\" leading", "tap \"Unread\"",
      "swipe \"Invoice\" full", "swipe \"Photos\" leading full", "delete \"Photos\"",
    ])
  }

  /// Two `.swipeActions` on the trailing edge add up, with a leading one between them ("Actions accumulate for a
  /// given edge if you call the modifier multiple times on the same list row view", Apple docs
  /// `swipeActions(edge:allowsFullSwipe:content:)`): the first-written modifier's action is nearest the edge, and it
  /// is what a full swipe runs (our choice of order: Apple gives none across modifiers).
  @Test func swipeActionsOfOneEdgeAccumulate() throws {
    let trace = try SwiftUIRuns.trace("swipe-accumulate")
    #expect(trace.screens == [
      "0 • Intro | • Outro", "10 • Intro ← [Share] [Remove] | • Outro", "20 • [Top] → Intro | • Outro",
      "30 • Intro | • Outro",
    ])
    #expect(trace.printed == ["remove Outro"])
  }

  /// A swipe button does not exist before the swipe: tapping it is refused with the module's one line naming
  /// what the screen offers.
  @Test func tappingASwipeButtonBeforeSwipingIsRefused() throws {
    let trace = try SwiftUIRuns.trace("swipe-tap-first")
    let offers = ["Lunch?", "Invoice", "Photos"].map { "swipe \"\($0)\", swipe \"\($0)\" leading" }
      + ["Lunch?", "Invoice", "Photos"].map { "delete \"\($0)\"" }
    #expect(trace.printed == ["action failed: cannot tap \"Flag\": the screen offers " + offers.joined(separator: ", ")])
  }

  /// Scrolling hides revealed swipe actions ("Scrolling the container dismisses any open actions", Apple docs
  /// `swipeActionsContainer()`): after `scroll bottom` there is no Delete to tap.
  @Test func scrollingHidesTheSwipeActions() throws {
    let trace = try SwiftUIRuns.trace("swipe-hidden-by-scroll")
    #expect(trace.screens.dropFirst().first?.contains("• Row 3 ← [Delete]") == true)
    #expect(trace.screens.last?.contains("[Delete]") == false)
    #expect(trace.printed.first?.hasPrefix("action failed: cannot tap \"Delete\": the screen offers delete \"Row 15\"")
      == true)
  }

  /// A row that is `.deleteDisabled(true)` offers neither `delete` nor a swipe to Delete (Apple docs
  /// `deleteDisabled(_:)`: "Adds a condition for whether the view's view hierarchy is deletable"); the others do.
  @Test func aDeleteDisabledRowCannotBeDeleted() throws {
    let trace = try SwiftUIRuns.trace("delete-disabled")
    #expect(trace.screens == ["0 • Inbox | • Trash"])
    #expect(trace.printed == ["action failed: cannot delete \"Inbox\": the screen offers delete \"Trash\", swipe \"Trash\""])
  }

  /// Outside a list rows offer neither action, as on iOS, where `onDelete` and `swipeActions` act on list rows.
  @Test func rowsOutsideAListOfferNothing() throws {
    let trace = try SwiftUIRuns.trace("rows-outside-a-list")
    #expect(trace.screens == ["0 Ann | Bob | Carol"])
    #expect(trace.printed == ["action failed: cannot delete \"Ann\": the screen offers nothing"])
  }

  /// In Chinese the Delete button a swipe reveals is 删除, as iOS names it.
  @Test func theDeleteButtonInChinese() throws {
    let trace = try SwiftUIRuns.trace("delete-zh")
    #expect(trace.screens == ["0 • 牛奶 | • 鸡蛋", "10 • 牛奶 ← [删除] | • 鸡蛋", "20 • 鸡蛋"])
    #expect(trace.printed == ["onDelete [0]"])
  }

  /// `EditButton` and `onMove` compile with Apple's spellings, `onMove` before or after `onDelete` and with nil
  /// (their behaviour: EditModeTests).
  @Test func editButtonAndOnMoveCompile() throws {
    let source = """
      import SwiftUI
      struct Reorder: View {
        @State var items = ["a", "b"]
        @Environment(\\.editMode) private var editMode
        var body: some View {
          List {
            ForEach(items, id: \\.self) { Text($0) }
              .onMove { items.move(fromOffsets: $0, toOffset: $1) }
              .onDelete { items.remove(atOffsets: $0) }
            ForEach(items, id: \\.self) { Text($0) }
              .onDelete(perform: nil)
              .onMove(perform: nil)
          }
          .toolbar { EditButton() }
          .environment(\\.editMode, .constant(editMode?.wrappedValue.isEditing == true ? .active : .inactive))
        }
      }
      """
    #expect(try StudentCompile.typecheck(source) == "")
  }

  /// Apple's spellings compile: `onDelete(perform:)` with a method or nil, chained on a `ForEach`, and
  /// `swipeActions` with its defaults and with `edge:` and `allowsFullSwipe:`.
  @Test func applesSpellingsCompile() throws {
    let source = """
      import SwiftUI
      struct Rows: View {
        @State var items = ["a", "b"]
        var body: some View {
          List {
            ForEach(items, id: \\.self) { item in
              Text(item)
                .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                .swipeActions { Button("Delete", role: .destructive) {} }
            }
            .onDelete(perform: delete)
            ForEach(items, id: \\.self) { Text($0) }.onDelete(perform: nil)
          }
        }
        func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(!output.contains("error"), "\(output)")
  }
}
