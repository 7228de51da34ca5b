// A timeout: the quote server stays silent for 5 s; the request's timeoutInterval is 1 s of silence, so at 1000 ms
// URLSession throws URLError(.timedOut) (the request ends timed out) and the view says so; nothing else happens.
import SwiftUI

struct QuoteView: View {
  @State private var quote = "…"

  var body: some View {
    Text(quote)
      .task {
        var request = URLRequest(url: URL(string: "https://api.example.com/quote")!)
        request.timeoutInterval = 1
        do {
          let (data, _) = try await URLSession.shared.data(for: request)
          quote = String(decoding: data, as: UTF8.self)
        } catch let error as URLError where error.code == .timedOut {
          quote = "The server took too long"
        } catch {
          quote = "Failed"
        }
      }
  }
}
