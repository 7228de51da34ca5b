// Mirrors: SwiftUI `TapGesture` (`init(count:)`, `count`)
// SDK: iOS 26 SDK
// Status: complete
/// A gesture that recognizes one or more taps (Apple: `TapGesture`). `tap LABEL` performs it whatever its
/// `count`, as it performs `onTapGesture(count:)`: a text screen has one kind of tap.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public typealias Body = Never
  /// The required number of tap events.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  public init(count: Int = 1) { self.count = count }
}

extension TapGesture: SimulatedGesture {
  var inputKinds: Set<GestureInputKind> { [.tap] }

  func step(_ input: GestureInput) -> GestureEvent<Void>? {
    guard case .tap = input else { return nil }
    return .ended(())
  }
}
