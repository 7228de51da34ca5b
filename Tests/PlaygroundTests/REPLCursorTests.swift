import AsyncSimulation
@testable import Playground
import Testing

/// The cursor over a trace: stepping by events, moving by time, going back.
@Suite("REPL cursor")
struct REPLCursorTests {
  let events = Array(Fixtures.trace.body)

  @Test("step passes events one at a time and takes the time of the last one passed")
  func step() {
    var cursor = REPLCursor.start
    #expect(cursor.step(5, in: events) == 0..<5)
    #expect(cursor.time == 0)
    #expect(cursor.step(1, in: events) == 5..<6)
    #expect(cursor.time == 120_000_000)
    #expect(cursor.step(100, in: events) == 6..<12)
    #expect(cursor.time == 760_000_000)
    #expect(cursor.step(1, in: events).isEmpty)
  }

  @Test("back returns to the time of the last event still passed, and step goes the same way again")
  func back() {
    var cursor = REPLCursor.start
    _ = cursor.step(9, in: events)
    let there = cursor
    #expect(cursor.back(3, in: events) == 3)
    #expect(cursor.position == 6 && cursor.time == 120_000_000)
    #expect(cursor.step(3, in: events) == 6..<9)
    #expect(cursor == there)
    #expect(cursor.back(100, in: events) == 9)
    #expect(cursor == .start)
  }

  @Test("moving to a time passes every event at or before it, and can go back")
  func move() {
    var cursor = REPLCursor.start
    #expect(cursor.move(to: 100_000_000, in: events) == 0..<5)
    #expect(cursor.time == 100_000_000)
    #expect(cursor.move(to: 120_000_000, in: events) == 5..<8)
    #expect(cursor.move(to: 50_000_000, in: events).isEmpty)
    #expect(cursor.position == 5 && cursor.time == 50_000_000)
    #expect(cursor.move(to: .max / 2, in: events) == 5..<12)
    #expect(cursor.time == 760_000_000)
    #expect(cursor.finish(in: events).isEmpty)
  }
}
