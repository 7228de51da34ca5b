// Mirrors: SwiftUI `App`, `Scene`, `WindowGroup`, `SceneBuilder`, `environment(_:)`, `environment(_:_:)`,
//   `environmentObject(_:)`, `Settings`, `Window`, `DocumentGroup`, `MenuBarExtra`, `UIApplicationDelegateAdaptor`
// SDK: iOS 26 SDK
// Status: partial
/// A type that represents the structure and behaviour of an app (Apple: `App`).
///
/// `preview FILE` shows an app's first `WindowGroup` when the files hold no `#Preview` (or with `--root MyApp`):
///
/// ```swift
/// @main
/// struct NewsApp: App {
///   @State private var store = NewsStore()
///   var body: some Scene {
///     WindowGroup {
///       NewsView()
///     }
///     .environment(store)
///   }
/// }
/// ```
///
/// The app is made once (`init()`), its `body` evaluated once when its window is made: the module's choice — a
/// text rendering has one window and no scene phases, so nothing else makes SwiftUI evaluate it again.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content and behaviour of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}

extension App {
  /// Initializes and runs the app: its first window is shown and stays on screen for the rest of the run (the tasks
  /// of its views go on). `preview` does the same without calling it.
  @MainActor @preconcurrency public static func main() {
    let window = HostingWindow(app: Self())
    window.show()
  }
}

/// A part of an app's user interface with a life cycle managed by the system (Apple: `Scene`).
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behaviour of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
  /// Primitive scenes are read by the module; their `body` is never evaluated.
  public var body: Never { fatalError("\(Self.self) is a primitive scene: its body is never evaluated") }
}

/// What the module reads of a scene: the root view of its first window, with what the scene's modifiers put around
/// it. Scenes with no window (none is offered today) answer nil.
@MainActor
protocol WindowProviding {
  /// The first window's root view, or nil.
  var windowRoot: AnyView? { get }
}

extension Scene {
  /// The root view of the first window of this scene, evaluating composed scenes' bodies.
  @MainActor var firstWindowRoot: AnyView? {
    if let primitive = self as? any WindowProviding { return primitive.windowRoot }
    if Body.self == Never.self { return nil }
    return body.firstWindowRoot
  }
}

/// A scene that presents a group of identically structured windows (Apple: `WindowGroup`). The simulator shows one
/// window of it; its title is not drawn (a text rendering has no title bar), as on iPhone.
public struct WindowGroup<Content: View> {
  private let content: Content

  /// Creates a window group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a window group with a text view title.
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a window group with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a window group with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a window group with a text view title and an identifier.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

  /// Creates a window group with a localized title and an identifier.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Creates a window group with a title string and an identifier.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

// Conformances in extensions: the type's members stay nonisolated (a conformance on the declaration would make them
// main-actor isolated, and the builder that makes scenes is not).
extension WindowGroup: Scene {
  /// The primitive scene's body.
  public typealias Body = Never
}

extension WindowGroup: WindowProviding {
  var windowRoot: AnyView? { AnyView(content) }
}

/// Several scenes, from a `@SceneBuilder` block: its first window is the first of theirs.
public struct _TupleScene<each Content: Scene> {
  let scenes: (repeat each Content)
}

extension _TupleScene: Scene {
  /// The primitive scene's body.
  public typealias Body = Never
}

extension _TupleScene: WindowProviding {
  var windowRoot: AnyView? {
    for scene in repeat each scenes {
      if let root = scene.firstWindowRoot { return root }
    }
    return nil
  }
}

/// A scene whose window's root view is wrapped by a view modifier: the scene modifiers that put values in the
/// environment (`.environment(_:)`, `.environmentObject(_:)`) apply to every view of the window.
public struct _ModifiedScene<Content: Scene, Modifier: ViewModifier> {
  let content: Content
  let modifier: Modifier
}

extension _ModifiedScene: Scene {
  /// The primitive scene's body.
  public typealias Body = Never
}

extension _ModifiedScene: WindowProviding {
  var windowRoot: AnyView? { content.firstWindowRoot.map { AnyView($0.modifier(modifier)) } }
}

/// A result builder that composes scenes (Apple: `SceneBuilder`).
@resultBuilder
public enum SceneBuilder {
  /// Passes a single scene through unmodified.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// Passes a single scene through unmodified.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Combines several scenes.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
    _TupleScene(scenes: (repeat each content))
  }
}

extension Scene {
  /// Places an observable object in the environment of the scene's windows.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    _ModifiedScene(content: self,
                   modifier: _EnvironmentObjectModifier(object: object as AnyObject, type: ObjectIdentifier(T.self)))
  }

  /// Sets an environment value of the scene's windows.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene {
    _ModifiedScene(content: self, modifier: _EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Supplies an observable object to the scene's windows.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    _ModifiedScene(content: self, modifier: _EnvironmentObjectModifier(object: object, type: ObjectIdentifier(T.self)))
  }
}

extension HostingWindow {
  /// A window showing `app`'s first window (the first `WindowGroup` of its `body`), not yet shown.
  public convenience init<A: App>(app: A) {
    guard let root = app.body.firstWindowRoot else {
      fatalError("\(A.self).body has no WindowGroup: the simulator shows an app's first WindowGroup")
    }
    self.init(rootView: root, appType: A.self)
  }
}

/// Not simulated: the simulator shows one window of the app's first `WindowGroup`.
@available(*, unavailable, message: "Settings is not simulated by asyncplay: it shows the app's first WindowGroup")
public struct Settings<Content: View>: Scene {
  /// Not available.
  public typealias Body = Never
  /// Not available.
  public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// Not simulated: the simulator shows one window of the app's first `WindowGroup`.
@available(*, unavailable, message: "Window is not simulated by asyncplay: it shows the app's first WindowGroup")
public struct Window<Content: View>: Scene {
  /// Not available.
  public typealias Body = Never
  /// Not available.
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { fatalError("unavailable") }
  /// Not available.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    fatalError("unavailable")
  }
}

/// Not simulated: there are no documents in a text rendering.
@available(*, unavailable, message: "DocumentGroup is not simulated by asyncplay: use a WindowGroup and files in the app's container")
public struct DocumentGroup: Scene {
  /// Not available.
  public typealias Body = Never
}

/// Not simulated: there is no menu bar.
@available(*, unavailable, message: "MenuBarExtra is not simulated by asyncplay: there is no menu bar; use a WindowGroup")
public struct MenuBarExtra: Scene {
  /// Not available.
  public typealias Body = Never
}

/// Not simulated: SwiftUI makes the delegate from its class, which needs a `required init()` that Foundation's
/// `NSObject` on Linux does not have.
@available(*, unavailable, message: "UIApplicationDelegateAdaptor is not simulated by asyncplay: SwiftUI would make the delegate from its class, which Linux's NSObject cannot (its init() is not required); do app set-up in the App's init() or a .task, or start the app from its delegate (@main class AppDelegate: UIResponder, UIApplicationDelegate)")
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType> {
  /// Not available.
  public init(_ delegateType: DelegateType.Type) { fatalError("unavailable") }
  /// Not available.
  public var wrappedValue: DelegateType { fatalError("unavailable") }
}
