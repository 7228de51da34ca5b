// Mirrors: SwiftUI `withAnimation(_:completionCriteria:_:completion:)`, `AnimationCompletionCriteria`
// SDK: iOS 26 SDK
// Status: complete
/// The criteria that determines when an animation is considered finished (Apple: `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String
  private init(name: String) { self.name = name }
  /// The animation has logically completed, but may still be in its long tail.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The animation has completed and no longer affects any properties.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the completion when
/// the animation has completed.
///
/// Nothing animates in a text screen: the change is drawn at once, so the animation is complete as soon as it is
/// drawn. The completion runs then — as the next job of the main actor, at the same virtual instant, on a task
/// named `withAnimation completion` — so the changed screen is drawn before whatever the completion changes (Apple
/// runs it in a later update too, once the animation's time has passed).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
  let result = try body()
  let job = AnimationCompletion(run: completion)
  Task(name: "withAnimation completion") { @MainActor in job.run() }
  return result
}

/// A completion carried into the main actor's next job (the caller is on the main actor too).
private struct AnimationCompletion: @unchecked Sendable {
  let run: () -> Void
}
