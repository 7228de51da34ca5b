import AsyncSimulation
import Foundation
import SwiftUI

/// Fixtures of SwiftUI's attributes of an `AttributedString`.
enum AttributeScopeFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("attribute-scopes") { ColouredRuns() },
  ]
}

/// A colour set on a range and read back from the run; the text drawn is the characters.
struct ColouredRuns: View {
  var body: some View {
    VStack {
      Text(Self.coloured())
      Text(Self.describe())
    }
  }

  static func coloured() -> AttributedString {
    var string = AttributedString("red and plain")
    if let red = string.range(of: "red") { string[red].foregroundColor = .red }
    string.font = .body
    return string
  }

  static func describe() -> String {
    let string = coloured()
    return string.runs.map { run in
      let colour = run.foregroundColor == .red ? "red" : "none"
      return "\(String(string[run.range].characters)):\(colour),\(run.font == .body ? "body" : "none")"
    }.joined(separator: "|")
  }
}
