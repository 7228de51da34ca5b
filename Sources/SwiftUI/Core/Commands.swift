// Mirrors: SwiftUI `Commands`, `CommandsBuilder`, `CommandMenu`, `CommandGroup`, `CommandGroupPlacement`,
//   `SidebarCommands`, `EmptyCommands`, `commands(content:)`, `scenePadding(_:)`, `scenePadding(_:edges:)`,
//   `ScenePadding`
// SDK: iOS 26 SDK
// Status: inert
/// Menu-bar commands and scene padding: no effect on the module's compact iPhone.
///
/// Commands are the menu bar's items and keyboard shortcuts (Apple docs `Commands`: "Conforming types represent a
/// group of related commands that can be exposed to the user via the main menu on macOS and key commands on iOS");
/// an iPhone has no menu bar, and the simulation has no hardware keyboard to press their shortcuts with, so
/// `.commands { … }` keeps the scene as it is and a command's content is never made. `scenePadding` is the
/// padding a scene's platform asks for around its content: padding changes nothing in a text rendering.

/// Conforming types represent a group of related commands (Apple: `Commands`).
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands that represents the body of this command hierarchy.
  associatedtype Body: Commands
  /// The contents of the command hierarchy.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
  /// Primitive commands have no body to evaluate.
  public var body: Never { fatalError("\(Self.self) is a primitive command group: its body is never evaluated") }
}

/// Empty commands (Apple: `EmptyCommands`).
public struct EmptyCommands: Commands {
  public typealias Body = Never
  /// Creates an empty command hierarchy.
  nonisolated public init() {}
}

/// Several command groups of a `@CommandsBuilder` block.
public struct _TupleCommands<each Content: Commands>: Commands {
  public typealias Body = Never
  nonisolated init(_ content: repeat each Content) {}
}

/// Constructs command sets from multi-expression closures (Apple: `CommandsBuilder`).
@resultBuilder
public enum CommandsBuilder {
  /// Passes a command group through.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
  /// Builds an empty command set from a block containing no statements.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }
  /// Passes a single command group written as a child group through unmodified.
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }
  /// Combines several command groups.
  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands<repeat each C> {
    _TupleCommands(repeat each content)
  }
}

/// Command menus are stand-alone, top-level containers for controls that perform related, app-specific commands
/// (Apple: `CommandMenu`).
public struct CommandMenu<Content: View>: Commands {
  public typealias Body = Never
  /// Creates a new menu with a localized name for a collection of app-specific commands.
  nonisolated public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// Creates a new menu for a collection of app-specific commands.
  nonisolated public init(_ name: Text, @ViewBuilder content: () -> Content) {}
  /// Creates a new menu for a collection of app-specific commands.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Groups of controls that you can add to existing command menus (Apple: `CommandGroup`).
public struct CommandGroup<Content: View>: Commands {
  public typealias Body = Never
  /// A value describing the addition of the given views to the beginning of the indicated group.
  nonisolated public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// A value describing the addition of the given views to the end of the indicated group.
  nonisolated public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// A value describing the complete replacement of the contents of the indicated group with the given views.
  nonisolated public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// The standard locations for command groups in the menu bar (Apple: `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable {
  private let name: String
  private init(_ name: String) { self.name = name }
  public static let appInfo = CommandGroupPlacement("appInfo")
  public static let appSettings = CommandGroupPlacement("appSettings")
  public static let systemServices = CommandGroupPlacement("systemServices")
  public static let appVisibility = CommandGroupPlacement("appVisibility")
  public static let appTermination = CommandGroupPlacement("appTermination")
  public static let newItem = CommandGroupPlacement("newItem")
  public static let saveItem = CommandGroupPlacement("saveItem")
  public static let importExport = CommandGroupPlacement("importExport")
  public static let printItem = CommandGroupPlacement("printItem")
  public static let undoRedo = CommandGroupPlacement("undoRedo")
  public static let pasteboard = CommandGroupPlacement("pasteboard")
  public static let textEditing = CommandGroupPlacement("textEditing")
  public static let textFormatting = CommandGroupPlacement("textFormatting")
  public static let toolbar = CommandGroupPlacement("toolbar")
  public static let sidebar = CommandGroupPlacement("sidebar")
  public static let windowSize = CommandGroupPlacement("windowSize")
  public static let windowArrangement = CommandGroupPlacement("windowArrangement")
  public static let help = CommandGroupPlacement("help")
}

/// A built-in set of commands for manipulating window sidebars (Apple: `SidebarCommands`).
public struct SidebarCommands: Commands {
  public typealias Body = Never
  /// A new value describing the built-in sidebar-related commands.
  nonisolated public init() {}
}

extension Scene {
  /// Adds commands to the scene (no menu bar on an iPhone, no keyboard in the simulation: the scene is unchanged).
  nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    self
  }
}

/// The padding used to space a view from its containing scene (Apple: `ScenePadding`).
public struct ScenePadding: Equatable, Sendable {
  private init() {}
  /// The minimum scene padding value.
  public static let minimum = ScenePadding()
  /// The scene padding metric to apply to navigation bars.
  public static let navigationBar = ScenePadding()
}

extension View {
  /// Adds the padding the scene's platform asks for around this view (no change in a text rendering).
  nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View { modifier(_StylingModifier()) }

  /// Adds a specified kind of padding to the specified edges of this view (no change in a text rendering).
  nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    modifier(_StylingModifier())
  }
}
