import AsyncSimulation
import SwiftUI

/// Programs that use the app's storage as an app would; the tests run them in a container (``AppContainer``).
enum StorageFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("storage-launch", body: launch),
    SwiftUIFixture("storage-app-storage", body: {
      let window = HostingWindow(rootView: TapCounter())
      window.show()
      try? await window.play(UserActionScript.parse("tap Tap @10ms"))
      AppContainer.saveDefaults()
    }),
  ]

  /// One launch of an app that counts its launches in UserDefaults and keeps a note per launch in Documents, then
  /// prints where each folder is.
  @MainActor static func launch() async {
    let defaults = UserDefaults.standard
    let launches = defaults.integer(forKey: "launches") + 1
    defaults.set(launches, forKey: "launches")
    let notes = URL.documentsDirectory.appendingPathComponent("notes.txt")
    let before = (try? String(contentsOf: notes, encoding: .utf8)) ?? ""
    print("launch \(launches); notes so far: \(before.split(separator: "\n").joined(separator: ", "))")
    do {
      try (before + "launch \(launches)\n").write(to: notes, atomically: true, encoding: .utf8)
    } catch {
      print("cannot write the notes: \(error)")
    }
    let support = try? FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                               appropriateFor: nil, create: true)
    print("documents: \(URL.documentsDirectory.path)")
    print("application support: \(support?.path ?? "none") (exists: \(support.map { FileManager.default.fileExists(atPath: $0.path) } ?? false))")
    print("caches: \(URL.cachesDirectory.path)")
    print("temporary: \(FileManager.default.temporaryDirectory.path)")
    print("home: \(NSHomeDirectory())")
    print("notes URL: \(notes)")
    print("defaults saved: \(AppContainer.saveDefaults())")
  }
}

/// Counts taps in `@AppStorage`: the count outlives the run in a kept container.
struct TapCounter: View {
  @AppStorage("taps") private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Button("Tap") { taps += 1 }
    }
  }
}
