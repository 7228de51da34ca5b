import AsyncSimulation
import SwiftUI

/// One SwiftUI program: a root view shown in a window and a script of user actions played on it.
struct SwiftUIFixture: Sendable {
  /// The name given on the command line.
  let name: String
  /// The root task's body.
  let body: @MainActor @Sendable () async -> Void

  /// Shows `makeView()` and plays `script` (a `--do` script).
  init<V: View>(_ name: String, script: String = "", _ makeView: @escaping @MainActor @Sendable () -> V) {
    self.name = name
    body = {
      let window = HostingWindow(rootView: makeView())
      window.show()
      do {
        try await window.play(UserActionScript.parse(script))
      } catch let error as UserActionError {
        TraceLog.print("action failed: \(error.english)")
      } catch {
        TraceLog.print("script failed: \(error)")
      }
    }
  }

  /// Runs `body` as the root task.
  init(_ name: String, body: @escaping @MainActor @Sendable () async -> Void) {
    self.name = name
    self.body = body
  }

  /// Every fixture.
  static let all: [SwiftUIFixture] = LifecycleFixtures.all + GraphCoreFixtures.all
    + StateFixtures.all + IdentityFixtures.all
    + NetworkFixtures.all + DownloadFixtures.all + StorageFixtures.all
    + DataFlowFixtures.all + InteractionFixtures.all
    + NavigationFixtures.all + PresentationFixtures.all + LocalizationFixtures.all
    + ContentFixtures.all + ScrollFixtures.all + ImageFixtures.all
    + ControlFixtures.all + ContinuationFixtures.all + RowFixtures.all + PlatformFixtures.all
    + CombineFixtures.all + SurfaceFixtures.all + ValueControlFixtures.all
    + NavLayoutFixtures.all + StyledTextFixtures.all + DrawingFixtures.all + ControlStyleFixtures.all
    + DeprecatedAPIFixtures.all + AttributeScopeFixtures.all
}
