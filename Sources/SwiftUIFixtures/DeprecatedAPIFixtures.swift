import AsyncSimulation
import SwiftUI

/// Fixtures of the iOS 13 API deprecated since, still in tutorials and sample code (`ActionSheet`, the
/// `isActive:` and `tag:selection:` navigation links), and of optional `RawRepresentable` app storage.
enum DeprecatedAPIFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("action-sheets", script: "tap Delete @10ms; dismiss @20ms; tap Delete @30ms; "
                     + "tap 'Delete photo' @40ms; tap 'Share beach' @50ms; dismiss @60ms; tap 'Share beach' @70ms; "
                     + "tap Mail @80ms") { PhotoActions() },
    SwiftUIFixture("active-links", script: "tap Settings @10ms; back @20ms; tap Apples @30ms; back @40ms; "
                     + "tap 'Open pears' @50ms; back @60ms; tap Pears @70ms; tap 'Close from code' @80ms") {
      (LegacyLinksMaker() as any ViewMaking).make()
    },
    SwiftUIFixture("optional-raw-storage", body: {
      UserDefaults.standard.set("sepia", forKey: "theme")  // a value no case of the enum has
      let window = HostingWindow(rootView: OptionalRawStorage())
      window.show()
      do {
        try await window.play(UserActionScript.parse("tap Expert @10ms; tap Reset @20ms"))
      } catch {
        TraceLog.print("script failed: \(error)")
      }
    }),
  ]
}

/// Action sheets, one over a flag and one over an item; the app's arrow button style does not reach the sheet's
/// buttons.
struct PhotoActions: View {
  struct Photo: Identifiable {
    let id: String
  }

  @State private var confirming = false
  @State private var sharing: Photo?
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Button("Delete") { confirming = true }
      Button("Share beach") { sharing = Photo(id: "beach") }
      Text("Log: \(log.joined(separator: ","))")
    }
    .actionSheet(isPresented: $confirming) {
      ActionSheet(title: Text("Delete?"), message: Text("It cannot be undone"), buttons: [
        .destructive(Text("Delete photo")) { log.append("deleted") },
        .cancel(),
      ])
    }
    .actionSheet(item: $sharing) { photo in
      ActionSheet(title: Text("Share \(photo.id)"), buttons: [.default(Text("Mail")) { log.append("mail \(photo.id)") }])
    }
    .buttonStyle(ArrowButtonStyle())
  }
}

/// Makes ``LegacyLinks`` from a deprecated witness, so that the fixture uses the deprecated links without a warning.
struct LegacyLinksMaker: ViewMaking {
  @available(*, deprecated)
  func make() -> AnyView { AnyView(LegacyLinks()) }
}

/// `NavigationLink(destination:isActive:)` and `NavigationLink(destination:tag:selection:)`, driven by taps and by
/// code.
@available(*, deprecated)
struct LegacyLinks: View {
  @State private var showsSettings = false
  @State private var fruit: String?

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(destination: Text("Settings screen"), isActive: $showsSettings) { Text("Settings") }
        NavigationLink(destination: FruitDetail(name: "apples", selection: $fruit), tag: "apples",
                       selection: $fruit) { Text("Apples") }
        NavigationLink("Pears", destination: FruitDetail(name: "pears", selection: $fruit), tag: "pears",
                       selection: $fruit)
        Button("Open pears") { fruit = "pears" }
        Text("settings \(showsSettings ? "on" : "off"), fruit \(fruit ?? "none")")
      }
      .navigationTitle("Home")
    }
  }
}

struct FruitDetail: View {
  let name: String
  @Binding var selection: String?

  var body: some View {
    VStack {
      Text("About \(name)")
      Button("Close from code") { selection = nil }
    }
  }
}

/// `@AppStorage` of optional `RawRepresentable` values (String and Int raw values): nil removes the key, and a
/// stored value no case has reads as nil.
struct OptionalRawStorage: View {
  enum Experience: String {
    case beginner, expert
  }

  enum Level: Int {
    case one = 1, two = 2
  }

  enum Theme: String {
    case light, dark
  }

  @AppStorage("experience") private var experience: Experience?
  @AppStorage("level") private var level: Level?
  @AppStorage("theme") private var theme: Theme?

  var body: some View {
    VStack {
      Text("experience \(experience?.rawValue ?? "none"), level \(level.map { "\($0.rawValue)" } ?? "none")")
      Text("theme \(theme?.rawValue ?? "none")")
      Text("stored \(UserDefaults.standard.string(forKey: "experience") ?? "nothing")")
      Button("Expert") {
        experience = .expert
        level = .two
      }
      Button("Reset") {
        experience = nil
        level = nil
      }
    }
  }
}
