// What the module does not offer, as compile errors that say so — never a silent no-op (Skip's silent no-ops are
// its users' main complaint). Each names what to use instead where there is something.

/// Not simulated: layout is not computed in a text rendering.
@available(*, unavailable, message: "GeometryReader is not simulated by asyncplay: layout is not computed in a text rendering")
public struct GeometryReader<Content: View>: View {
  /// Not available.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: layout is not computed in a text rendering.
/// Its members are the ones a reader's closure reads, so that `GeometryReader { proxy in … proxy.size.width … }`
/// meets the message instead of "value of type 'GeometryProxy' has no member 'size'".
@available(*, unavailable, message: "GeometryProxy is not simulated by asyncplay: layout is not computed in a text rendering")
public struct GeometryProxy {
  /// Not available.
  public var size: CGSize { fatalError("unavailable") }
  /// Not available.
  public var safeAreaInsets: EdgeInsets { fatalError("unavailable") }
  /// Not available.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError("unavailable") }
}

/// Not simulated: coordinate spaces need layout.
@available(*, unavailable, message: "CoordinateSpace is not simulated by asyncplay: layout is not computed in a text rendering")
public enum CoordinateSpace {
  /// Not available.
  case global, local
  /// Not available.
  case named(AnyHashable)
}

/// Not simulated: drawing is not rendered as text.
@available(*, unavailable, message: "Path is not simulated by asyncplay: drawing is not rendered as text")
public struct Path: Shape {
  /// Not available.
  public init() { fatalError("unavailable") }
  /// Not available.
  public init(_ callback: (inout Path) -> Void) { fatalError("unavailable") }
  /// Not available.
  public init(_ rect: CGRect) { fatalError("unavailable") }
  /// Not available.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError("unavailable") }
  /// Not available.
  public init(ellipseIn rect: CGRect) { fatalError("unavailable") }
  /// Not available.
  public mutating func move(to end: CGPoint) { fatalError("unavailable") }
  /// Not available.
  public mutating func addLine(to end: CGPoint) { fatalError("unavailable") }
  /// Not available.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError("unavailable") }
  /// Not available.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError("unavailable") }
  /// Not available.
  public mutating func addRect(_ rect: CGRect) { fatalError("unavailable") }
  /// Not available.
  public mutating func addEllipse(in rect: CGRect) { fatalError("unavailable") }
  /// Not available.
  public mutating func closeSubpath() { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: drawing is not rendered as text. Its initializer has Apple's shape, so that `Canvas { context,
/// size in … }` meets this message (without a public one the compiler said only that the initializer is internal).
@available(*, unavailable, message: "Canvas is not simulated by asyncplay: drawing is not rendered as text")
public struct Canvas: View {
  /// Not available.
  public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void) { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: drawing is not rendered as text.
@available(*, unavailable, message: "GraphicsContext is not simulated by asyncplay: drawing is not rendered as text")
public struct GraphicsContext {}

/// Not simulated: time-driven redraws are not simulated; use .task with Task.sleep in a loop. Its initializer and
/// schedules have Apple's shape, so that `TimelineView(.periodic(from: .now, by: 1)) { context in … }` meets this
/// message.
@available(*, unavailable, message: "TimelineView is not simulated by asyncplay; use .task { while !Task.isCancelled { …; try? await Task.sleep(for: .seconds(1)) } }")
public struct TimelineView<Schedule, Content>: View {
  /// Not available.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewContext) -> Content)
    where Schedule == TimelineSchedules { fatalError("unavailable") }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: the schedules of a ``TimelineView``.
@available(*, unavailable, message: "TimelineView is not simulated by asyncplay; use .task { while !Task.isCancelled { …; try? await Task.sleep(for: .seconds(1)) } }")
public struct TimelineSchedules {
  /// Not available.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> TimelineSchedules {
    fatalError("unavailable")
  }
  /// Not available.
  public static var everyMinute: TimelineSchedules { fatalError("unavailable") }
  /// Not available.
  public static var animation: TimelineSchedules { fatalError("unavailable") }
  /// Not available.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineSchedules {
    fatalError("unavailable")
  }
  /// Not available.
  public static func explicit<S: Sequence>(_ dates: S) -> TimelineSchedules where S.Element == Date {
    fatalError("unavailable")
  }
}

/// Not simulated: what a ``TimelineView``'s content is given.
@available(*, unavailable, message: "TimelineView is not simulated by asyncplay; use .task { while !Task.isCancelled { …; try? await Task.sleep(for: .seconds(1)) } }")
public struct TimelineViewContext {
  /// Not available.
  public var date: Date { fatalError("unavailable") }
}

/// Not simulated: there is no UIKit on Linux.
@available(*, unavailable, message: "UIViewRepresentable is not simulated by asyncplay: there is no UIKit")
public protocol UIViewRepresentable {}

/// Not simulated: there is no UIKit on Linux.
@available(*, unavailable, message: "UIViewControllerRepresentable is not simulated by asyncplay: there is no UIKit")
public protocol UIViewControllerRepresentable {}

/// Not simulated: matched geometry needs layout.
@available(*, unavailable, message: "@Namespace is not simulated by asyncplay: matched geometry needs layout")
@propertyWrapper
public struct Namespace {
  /// Not available.
  public init() { fatalError("unavailable") }
  /// Not available.
  public var wrappedValue: Int { fatalError("unavailable") }
}

/// Not simulated: scene state restoration.
@available(*, unavailable, message: "@SceneStorage is not simulated by asyncplay; use @AppStorage (kept in the run's container)")
@propertyWrapper
public struct SceneStorage<Value> {
  /// Not available.
  public init(wrappedValue: Value, _ key: String) { fatalError("unavailable") }
  /// Not available.
  public var wrappedValue: Value { fatalError("unavailable") }
}

/// Not simulated: gestures other than taps.
@available(*, unavailable, message: "DragGesture is not simulated by asyncplay: only taps (onTapGesture, buttons) are")
public struct DragGesture {
  /// Not available.
  public init(minimumDistance: CGFloat = 10) { fatalError("unavailable") }
}

extension View {
  /// Not simulated: gestures other than taps.
  @available(*, unavailable, message: "gesture(_:) is not simulated by asyncplay: only taps (onTapGesture, buttons) are")
  nonisolated public func gesture<G>(_ gesture: G) -> some View { self }

  /// Not simulated: long presses.
  @available(*, unavailable, message: "onLongPressGesture is not simulated by asyncplay: only taps (onTapGesture, buttons) are")
  nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void)
    -> some View { self }

  /// Not simulated: matched geometry needs layout.
  @available(*, unavailable, message: "matchedGeometryEffect is not simulated by asyncplay: matched geometry needs layout")
  nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Int) -> some View { self }

  /// Not simulated: files cannot be picked.
  @available(*, unavailable, message: "fileImporter is not simulated by asyncplay: there is no file picker")
  nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [Any],
                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

  /// Not simulated: URLs cannot be opened.
  @available(*, unavailable, message: "onOpenURL is not simulated by asyncplay: nothing opens URLs in a simulated app")
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// Not simulated: scroll geometry needs layout.
  @available(*, unavailable, message: "onGeometryChange is not simulated by asyncplay: layout is not computed in a text rendering")
  nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                              action: @escaping (T) -> Void) -> some View { self }
}
