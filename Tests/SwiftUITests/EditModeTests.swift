import AsyncSimulation
import Foundation
import Testing

/// Edit mode, moving rows, list selection and `ForEach` over bindings.
@Suite struct EditModeTests {
  /// `EditButton` toggles the edit mode (https://developer.apple.com/documentation/swiftui/editbutton); in it a list
  /// with a `Set` selection shows selection circles and `tap ROW` adds a row to the set or takes it out ("On iOS …
  /// you must explicitly put the list into edit mode for the selection to apply":
  /// https://developer.apple.com/documentation/swiftui/list); `onMove` rows show a handle and `move ROW to N` calls
  /// the action with the source offsets and the destination offset as a drag gives them, which
  /// `move(fromOffsets:toOffset:)` applies (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:));
  /// `delete ROW` still deletes. Out of edit mode the rows draw as always and cannot be moved.
  @Test func editModeMovesSelectsAndDeletes() throws {
    let trace = try SwiftUIRuns.trace("edit-mode")
    #expect(trace.screens == [
      "0 Groceries [Edit] | • Milk | • Eggs | • Bread | • Tea",
      "10 Groceries [Done] | • ○ Milk ≡ | • ○ Eggs ≡ | • ○ Bread ≡ | • ○ Tea ≡",
      "20 Groceries [Done] | • ○ Eggs ≡ | • ○ Bread ≡ | • ○ Milk ≡ | • ○ Tea ≡",
      "30 Groceries [Done] | • ◉ Eggs ≡ | • ○ Bread ≡ | • ○ Milk ≡ | • ○ Tea ≡",
      "40 Groceries [Done] | • ◉ Eggs ≡ | • ○ Bread ≡ | • ○ Milk ≡ | • ◉ Tea ≡",
      "50 Groceries [Done] | • ○ Eggs ≡ | • ○ Bread ≡ | • ○ Milk ≡ | • ◉ Tea ≡",
      "60 Groceries [Done] | • ○ Eggs ≡ | • ○ Bread ≡ | • ○ Milk ≡",
      "70 Groceries [Edit] | • Eggs | • Bread | • Milk",
    ])
    #expect(trace.lines(.state).first { $0.contains("GroceryEditor.items") }?
      .hasSuffix("[\"Milk\", \"Eggs\", \"Bread\", \"Tea\"] -> [\"Eggs\", \"Bread\", \"Milk\", \"Tea\"]") == true)
    #expect(trace.printed == [
      "action failed: cannot move \"Bread\" to 1: the screen offers delete \"Eggs\", swipe \"Eggs\", delete \"Bread\", "
        + "swipe \"Bread\", delete \"Milk\", swipe \"Milk\", tap \"Edit\"",
    ])
  }

  /// A list with a selection of one value: `tap ROW` selects it (its element's id is its tag), drawn `◉`
  /// (https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)-9a28m). `List($chores) {
  /// $chore in … }` hands each row a binding to its element, and a toggle bound to it writes the collection
  /// (https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6mavf).
  @Test func singleSelectionAndBindingRows() throws {
    let trace = try SwiftUIRuns.trace("chores")
    #expect(trace.screens == [
      "0 • [ ] Dishes | • [✓] Laundry | • Dishes | • Laundry | Done: 1, favourite: none",
      "10 • [✓] Dishes | • [✓] Laundry | • Dishes | • Laundry | Done: 2, favourite: none",
      "20 • [✓] Dishes | • [✓] Laundry | • Dishes | • ◉ Laundry | Done: 2, favourite: 2",
      "30 • [✓] Dishes | • [✓] Laundry | • ◉ Dishes | • Laundry | Done: 2, favourite: 1",
    ])
    #expect(trace.lines(.state).filter { $0.contains("ChoreBoard.chores") }.count == 1, "one write of the array")
  }
}

/// `List(_:selection:rowContent:)` over a `Range<Int>`
/// (https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)-1jx6o and the `Set` form,
/// https://developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:)-5ts5g): the row of `i` stands
/// for `i`; one value is selected by a tap, a set in edit mode.
@Suite struct RangeListSelectionTests {
  @Test func rangeRowsAreTheirIndices() throws {
    let trace = try SwiftUIRuns.trace("range-list-selection")
    let rows = "• Row 0 | • Row 1 | • ◉ Row 2"
    #expect(trace.screens == [
      "0 • Row 0 | • Row 1 | • Row 2 | [Edit] | • Item 0 | • Item 1 | one: none, many: []",
      "10 \(rows) | [Edit] | • Item 0 | • Item 1 | one: 2, many: []",
      "20 \(rows) | [Done] | • ○ Item 0 | • ○ Item 1 | one: 2, many: []",
      "30 \(rows) | [Done] | • ◉ Item 0 | • ○ Item 1 | one: 2, many: [0]",
      "40 \(rows) | [Done] | • ◉ Item 0 | • ◉ Item 1 | one: 2, many: [0, 1]",
      "50 \(rows) | [Done] | • ○ Item 0 | • ◉ Item 1 | one: 2, many: [1]",
    ])
  }
}
