import AsyncSimulation
import Testing

/// `AsyncImage` on the simulated network.
@Suite struct AsyncImageTests {
  /// The three forms load on appear through `URLSession.shared` (one request each, named `AsyncImage in View`); a
  /// 2xx answer is `.success` drawn by its last path component, a 404 a failure (the placeholder stays); a URL
  /// change starts a new load and keeps the old phase until it answers; a removed view's load is cancelled (Apple
  /// docs `AsyncImage`, `AsyncImagePhase`; OpenSwiftUI `AsyncImage.swift`: `didChangeURL`, `onDisappear`).
  @Test func phasesFollowTheRoutes() throws {
    let trace = try SwiftUIRuns.trace("async-image")
    #expect(trace.screens == [
      "0 ▢ | ⟳ | no image | ▢ | [Next] | [Hide]",
      "100 🖼 cat.png | ⟳ | no image | ▢ | [Next] | [Hide]",
      "200 🖼 cat.png | 🖼 1.jpg | no image | ▢ | [Next] | [Hide]",
      "400 🖼 cat.png | 🖼 1.jpg | no image | [Next] | [Hide]",
      "500 🖼 cat.png | 🖼 2.jpg | no image | [Next] | [Hide]",
    ])
    let requests = trace.events.filter { $0.kind == .request }.map {
      Milliseconds.format($0.nanos) + " " + ($0.task ?? "") + " " + ($0.label ?? "") + " " + ($0.outcome ?? "")
    }
    #expect(requests.contains("300 AsyncImage in ImageGallery #5 GET https://img.example.com/photos/2.jpg "))
    #expect(requests.contains { $0.hasPrefix("400 AsyncImage in ImageGallery #4") && $0.hasSuffix("cancelled") })
    #expect(requests.contains { $0.hasPrefix("50 AsyncImage in ImageGallery #3") && $0.hasSuffix("404") })
  }

  /// Disappearing cancels the load, which ends as `.failure(URLError(.cancelled))` (-999) and is not loaded again
  /// when the view returns (OpenSwiftUI `AsyncImage.swift`: the URL loaded stays, so `didChangeURL` starts nothing).
  @Test func aCancelledLoadIsAFailureAndIsNotRetried() throws {
    let trace = try SwiftUIRuns.trace("async-image-leave")
    #expect(trace.screens == ["0 loading", "1000 ", "2000 URLError -999"])
    #expect(trace.events.filter { $0.kind == .request }.count == 2)
  }
}
