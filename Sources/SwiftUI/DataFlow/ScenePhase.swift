// Mirrors: SwiftUI `ScenePhase`, `EnvironmentValues.scenePhase`
// SDK: iOS 26 SDK
// Status: complete
/// An indication of a scene's operational state (Apple: `ScenePhase`).
///
/// A run is one app in the foreground from its first screen to its end: its scene is `.active` throughout (Apple
/// docs `ScenePhase.active`: "The scene is in the foreground and interactive"), so `@Environment(\.scenePhase)` reads
/// `.active` and an `.onChange(of: scenePhase)` never fires. `--do 'leave'` and `'return'` make the screen disappear
/// and appear (a tab switch, a covering screen), not the app go to the background.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't currently visible in the UI.
  case background
  /// The scene is in the foreground but should pause its work.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

extension EnvironmentValues {
  /// The current phase of the scene: `.active` for the whole run.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}
