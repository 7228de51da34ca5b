/// What a screen that loads data can be doing: exactly four states, and `switch` must handle each.
public enum LoadState<Value: Sendable>: Sendable {
  /// Nothing requested yet.
  case idle
  /// A request is in flight.
  case loading
  /// The data arrived (possibly empty).
  case loaded(Value)
  /// The request failed; the message is for the user.
  case failed(String)
}
