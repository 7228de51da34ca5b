// Status codes: URLSession does not throw for a 404 or a 500, so the view checks the status itself. Three articles
// are loaded one after another by one task: 200 (shown), 404 ("not found") and 500 ("server error"), at 100, 200
// and 300 ms; the list of outcomes grows on screen after each answer.
import SwiftUI

struct ArticleView: View {
  @State private var lines: [String] = []

  var body: some View {
    List(lines, id: \.self) { Text($0) }
      .task {
        for id in [1, 2, 3] {
          lines.append(await describe(id))
        }
      }
  }

  func describe(_ id: Int) async -> String {
    do {
      let (data, response) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/articles/\(id)")!)
      switch (response as? HTTPURLResponse)?.statusCode ?? 0 {
      case 200: return "\(id): " + String(decoding: data, as: UTF8.self)
      case 404: return "\(id): not found"
      case 500...: return "\(id): server error"
      case let code: return "\(id): status \(code)"
      }
    } catch {
      return "\(id): \(error.localizedDescription)"
    }
  }
}
