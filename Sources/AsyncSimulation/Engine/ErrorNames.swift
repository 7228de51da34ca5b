import Synchronization

/// How the trace names an error a task threw (`task_end`'s `threw …`, a group's cancel cause): `String(describing:)`,
/// unless a module registered a name for it. A module whose errors describe themselves in a way no Swift code spells
/// them registers one: Foundation's `URLError` describes its `NSError` on Linux (`Error Domain=NSURLErrorDomain
/// Code=-999 "(null)"UserInfo={…}`), where the trace says `URLError(.cancelled)`, as a request's outcome does.
public enum ErrorNames {
  private static let namers = Mutex<[@Sendable (any Error) -> String?]>([])

  /// Adds `namer`, asked before `String(describing:)`: it returns a name for the errors it knows, nil for others.
  public static func register(_ namer: @escaping @Sendable (any Error) -> String?) {
    namers.withLock { $0.append(namer) }
  }

  /// The name the trace gives `error`.
  static func describe(_ error: any Error) -> String {
    for namer in namers.withLock({ $0 }) {
      if let name = namer(error) { return name }
    }
    return String(describing: error)
  }
}
