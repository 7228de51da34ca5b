// Mirrors: SwiftUI `DragGesture` (`init(minimumDistance:coordinateSpace:)`, `minimumDistance`, `coordinateSpace`),
//   `DragGesture.Value` (`time`, `location`, `startLocation`, `translation`, `velocity`, `predictedEndLocation`,
//   `predictedEndTranslation`)
// SDK: iOS 26 SDK
// Status: partial
/// A dragging motion that invokes an action as the drag-event sequence changes (Apple: `DragGesture`).
///
/// `drag LABEL by DX,DY` performs it on the view named LABEL: the finger goes down at the view's local origin
/// (0, 0) — no layout is computed, so there is no other point to start from — moves there by DX, DY points in
/// two equal moves (two changes: halfway, then the whole way), and lifts (the end, at the whole way). All of it
/// happens at the action's virtual instant, each change drawn as a screen of its own; the finger is placed, not
/// flung: `velocity` is zero and the predicted end is where the drag ends. A move shorter than
/// `minimumDistance` is not recognised (no change, and no end when the whole drag is that short), as Apple
/// documents.
public struct DragGesture: Gesture {
  public typealias Body = Never
  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values (every space is the view's own here).
  public var coordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the
  /// coordinate space of the gesture's location.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// The attributes of a drag gesture (Apple: `DragGesture.Value`).
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The current drag velocity (zero: the simulated finger is placed, not flung).
    public var velocity: CGSize { .zero }

    /// The total translation from the start of the drag gesture to the current event of the drag gesture:
    /// `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// A prediction, based on the current drag velocity, of where the final location will be if dragging stopped
    /// now (the location itself: the velocity is zero).
    public var predictedEndLocation: CGPoint { location }
    /// A prediction, based on the current drag velocity, of what the final translation will be if dragging
    /// stopped now (the translation itself).
    public var predictedEndTranslation: CGSize { translation }
  }
}

extension DragGesture: SimulatedGesture {
  var inputKinds: Set<GestureInputKind> { [.drag] }

  func step(_ input: GestureInput) -> GestureEvent<Value>? {
    guard case .drag(let value, let ended) = input else { return nil }
    let distance = (value.translation.width * value.translation.width
      + value.translation.height * value.translation.height).squareRoot()
    guard distance >= minimumDistance else { return nil }
    return ended ? .ended(value) : .changed(value)
  }
}

/// The moments of a simulated drag: two moves, then the lift (see ``DragGesture``).
enum DragMotion {
  /// The inputs of a drag by `translation` at `time`.
  static func inputs(by translation: CGSize, at time: Date) -> [GestureInput] {
    func value(_ fraction: CGFloat) -> DragGesture.Value {
      DragGesture.Value(time: time, location: CGPoint(x: translation.width * fraction,
                                                      y: translation.height * fraction), startLocation: .zero)
    }
    return [.drag(value(0.5), ended: false), .drag(value(1), ended: false), .drag(value(1), ended: true)]
  }
}
