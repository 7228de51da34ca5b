// Mirrors: SwiftUI `Canvas`, `GraphicsContext`, `TimelineView`, `TimelineSchedules`, `TimelineViewContext`,
//   `Namespace`, `matchedGeometryEffect(id:in:)`, `fileImporter(isPresented:allowedContentTypes:onCompletion:)`,
//   `onOpenURL(perform:)`, `onGeometryChange(for:of:)`
// SDK: iOS 26 SDK
// Status: unavailable
// What the module does not offer, as compile errors that say so — never a silent no-op (Skip's silent no-ops are
// its users' main complaint). Each names what to use instead where there is something.

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

/// Not simulated: matched geometry needs layout.
@available(*, unavailable, message: "@Namespace is not simulated by asyncplay: matched geometry needs layout")
@propertyWrapper
public struct Namespace {
  /// Not available.
  public init() { fatalError("unavailable") }
  /// Not available.
  public var wrappedValue: Int { fatalError("unavailable") }
}

extension View {
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

  /// Not simulated: geometry that changes needs layout (a `GeometryReader`'s fixed size never changes).
  @available(*, unavailable, message: "onGeometryChange is not simulated by asyncplay: layout is not computed in a text rendering; a GeometryReader reads a compact iPhone's fixed size")
  nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                              action: @escaping (T) -> Void) -> some View { self }
}
