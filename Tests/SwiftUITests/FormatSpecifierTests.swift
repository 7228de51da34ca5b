import Foundation
@testable import SwiftUI
import Testing

/// How a localized key's specifiers are filled: as `String(format:)` fills them (Apple docs `String(format:_:)`,
/// "String Format Specifiers"), whether by the byte-by-byte path for the keys an interpolation makes or by the
/// specifier-by-specifier one for a translation's own.
@Suite("Format specifiers")
struct FormatSpecifierTests {
  @Test("the keys an interpolation makes: %@, %lld, %llu in order, %% a percent sign")
  func interpolationKeys() {
    #expect(FormatSpecifiers.fill("Row %lld", with: [.signed(12)]) == "Row 12")
    #expect(FormatSpecifiers.fill("Row %lld ◀", with: [.signed(-3)]) == "Row -3 ◀")
    #expect(FormatSpecifiers.fill("%@ 有 %lld 条", with: [.object("Mia"), .signed(3)]) == "Mia 有 3 条")
    #expect(FormatSpecifiers.fill("%llu of %@ at 100%%", with: [.unsigned(UInt64.max), .object("x")])
            == "18446744073709551615 of x at 100%")
    #expect(FormatSpecifiers.fill("%lld", with: [.signed(Int64.min)]) == String(format: "%lld", Int64.min))
    // A value the key shows by its description (an integer too big for Int64 is interpolated as `%lld` of text).
    #expect(FormatSpecifiers.fill("%lld items", with: [.object("170141183460469231731687303715884105727")])
            == "170141183460469231731687303715884105727 items")
    #expect(FormatSpecifiers.fill("%@", with: [.signed(7)]) == "7")
  }

  @Test("what the byte-by-byte path leaves to the general one comes out as String(format:) writes it")
  func translationsOwnSpecifiers() {
    #expect(FormatSpecifiers.fill("%2$@ %1$lld", with: [.signed(3), .object("Paris")]) == "Paris 3")
    #expect(FormatSpecifiers.fill("%03lld", with: [.signed(7)]) == "007")
    #expect(FormatSpecifiers.fill("%.1lf s", with: [.double(1.26)]) == "1.3 s")
    #expect(FormatSpecifiers.fill("%lf", with: [.double(1.26)]) == "1.260000")
    #expect(FormatSpecifiers.fill("%llu", with: [.signed(-1)]) == String(format: "%llu", Int64(-1)))
    #expect(FormatSpecifiers.fill("%lld", with: [.unsigned(UInt64.max)]) == String(format: "%lld", UInt64.max))
    // No argument left, or a specifier it cannot read: kept as written.
    #expect(FormatSpecifiers.fill("%@ and %@", with: [.object("one")]) == "one and %@")
    #expect(FormatSpecifiers.fill("%5lld|%-3lld|", with: [.signed(42), .signed(7)]) == "   42|7  |")
    #expect(FormatSpecifiers.fill("ends in %", with: [.signed(2)]) == "ends in %")
    #expect(FormatSpecifiers.fill("no specifier", with: [.signed(2)]) == "no specifier")
  }
}
