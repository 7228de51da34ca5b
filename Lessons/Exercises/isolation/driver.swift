// The situation of the isolation exercise, as in lesson 14: the photo page appears and decodes a photo (300 ms of
// CPU work); at 100 ms the user taps Like. Every event of the run names the executor it ran on. The decoder, the
// model and what the page shows are the lesson's; the page, PhotoPage, is the student's.
import Foundation
import Scenarios
import SwiftUI

/// A photo decoded into pixels.
struct DecodedPhoto: Equatable, Sendable {
  var name: String
  var width: Int
  var height: Int
}

/// Decodes photos: 300 ms of CPU work that holds the thread running it. `decodePhoto` is nonisolated(nonsending): it
/// runs on its caller's actor. The type says `nonisolated`: under Default Actor Isolation = MainActor (the xcode26-app
/// profile) it would be `@MainActor` otherwise (SE-0466), and `pixels(of:)` would always run on the main actor.
nonisolated struct PhotoDecoder: Sendable {
  var cost: Duration = .milliseconds(300)

  nonisolated(nonsending) func decodePhoto(_ name: String) async -> DecodedPhoto {
    print("decoding \(name)")
    let photo = pixels(of: name)
    print("\(name) decoded")
    return photo
  }

  private func pixels(of name: String) -> DecodedPhoto {
    Thread.sleep(forTimeInterval: cost / .seconds(1))
    return DecodedPhoto(name: name, width: 4032, height: 3024)
  }
}

/// The photo page's state, on the main actor.
@Observable
@MainActor
final class PhotoModel {
  private(set) var photo: DecodedPhoto?
  private(set) var likes = 0

  func show(_ photo: DecodedPhoto) {
    print("showing \(photo.name)")
    self.photo = photo
  }

  func like() {
    likes += 1
  }
}

/// What the page shows: the photo once decoded, the Like button and the count of likes.
struct PhotoView: View {
  let model: PhotoModel

  var body: some View {
    VStack {
      if let photo = model.photo {
        Image(photo.name)
      } else {
        ProgressView("Decoding the photo…")
      }
      HStack {
        Button("Like") {
          model.like()
        }
        Label("\(model.likes)", systemImage: "heart.fill")
      }
    }
  }
}

@MainActor
func runExercise(_ language: Language) async {
  let stage = AppStage(language: language, strings: "Isolation", routes: RouteTable([]))
  stage.recordExecutors()
  // The system delivers the tap at 100 ms; the button's action needs the main actor.
  let script = UserActionScript(steps: [
    .init(action: .tap(String(localized: "Like"), occurrence: nil), atNanos: 100_000_000),
  ])
  await stage.show(PhotoPage(), playing: script)
}
