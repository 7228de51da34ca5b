import SwiftUI

/// `AsyncImage` in its three forms; "Next" changes the URL of the phase form, "Hide" removes the slow one.
struct ImageGallery: View {
  @State private var photo = 1
  @State private var showSlow = true

  var body: some View {
    VStack {
      AsyncImage(url: URL(string: "https://img.example.com/cat.png"))
      AsyncImage(url: URL(string: "https://img.example.com/photos/\(photo).jpg")) { phase in
        switch phase {
        case .empty: ProgressView()
        case .success(let image): image
        case .failure(let error): Text("failed: \(String(describing: type(of: error)))")
        // AsyncImagePhase is not frozen on Apple platforms: Swift 6 mode requires this case there (SE-0192).
        @unknown default: EmptyView()
        }
      }
      AsyncImage(url: URL(string: "https://img.example.com/missing.png")) { image in
        image
      } placeholder: {
        Text("no image")
      }
      if showSlow {
        AsyncImage(url: URL(string: "https://img.example.com/slow.png"))
      }
      Button("Next") { photo += 1 }
      Button("Hide") { showSlow = false }
    }
  }
}

/// An image that disappears while loading (leave) and comes back (return): the cancelled load is not retried.
struct LeavingImage: View {
  var body: some View {
    AsyncImage(url: URL(string: "https://img.example.com/slow.png")) { phase in
      if let image = phase.image {
        image
      } else if let error = phase.error as? URLError {
        Text("URLError \(error.code.rawValue)")
      } else {
        Text("loading")
      }
    }
  }
}

/// The README catalogue's image example (docs/swiftui-module.md, "The view catalogue").
struct Avatars: View {
  var body: some View {
    VStack {
      AsyncImage(url: URL(string: "https://img.example.com/cat.png"))
      AsyncImage(url: URL(string: "https://img.example.com/missing.png")) { phase in
        if let image = phase.image {
          image
        } else if phase.error != nil {
          Text("no picture")
        } else {
          ProgressView()
        }
      }
    }
  }
}
