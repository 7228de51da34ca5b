// POST: tapping Order at 100 ms starts a Task that POSTs the order as JSON; the route matches the body (it contains
// "coffee") and answers 201 with a Location header 250 ms later, at 350 ms, when the confirmation shows; the button
// is disabled while the order is on its way.
import SwiftUI

struct OrderView: View {
  @State private var status = "Nothing ordered"
  @State private var sending = false

  var body: some View {
    VStack {
      Text(status)
      Button("Order") { Task { await order() } }
        .disabled(sending)
    }
  }

  func order() async {
    sending = true
    defer { sending = false }
    var request = URLRequest(url: URL(string: "https://api.example.com/orders")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    do {
      let (_, response) = try await URLSession.shared.upload(for: request, from: Data(#"{"item": "coffee"}"#.utf8))
      let http = response as? HTTPURLResponse
      status = "Order \(http?.statusCode ?? 0): \(http?.value(forHTTPHeaderField: "Location") ?? "?")"
    } catch {
      status = "Order failed"
    }
  }
}
