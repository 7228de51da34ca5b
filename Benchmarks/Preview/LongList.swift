// The List benchmark (Benchmarks/preview.sh): 1,000 rows under a counter, through 100 taps of Next; each tap changes
// the counter and marks the row it has reached, so every update rebuilds the list and changes one row.
import SwiftUI

struct LongList: View {
  @State private var round = 0

  var body: some View {
    VStack {
      Text("Round \(round)")
      Button("Next") { round += 1 }
      List(0..<1000, id: \.self) { row in
        Text(row == round ? "Row \(row) ◀" : "Row \(row)")
      }
    }
  }
}
