// Mirrors SwiftData's `ModelActor` protocol, `ModelActor()` macro, `ModelExecutor` and `DefaultSerialModelExecutor`
// (iOS 17 SDK). Status: partial — the actor has its own context, `modelContainer`, `modelExecutor`, `modelContext`,
// `init(modelContainer:)` and the `[id, as:]` subscript as Apple's; the actor keeps Swift's default executor (Apple
// makes the model executor the actor's executor), and `SerialModelExecutor` is unavailable.

/// An interface for providing mutually exclusive access to the attributes of a conforming model (Apple:
/// `ModelActor`): an actor with a context of its own, for background work such as an import.
/// https://developer.apple.com/documentation/swiftdata/modelactor
///
/// Its context saves to the same store as the main context; the main context merges that save in a main-actor task
/// the save starts, and its `@Query`s show the models when that task runs (see docs/swiftdata.md).
public protocol ModelActor: Actor {
  /// The model container the actor's context belongs to. https://developer.apple.com/documentation/swiftdata/modelactor/modelcontainer
  nonisolated var modelContainer: ModelContainer { get }
  /// The executor that holds the actor's context. https://developer.apple.com/documentation/swiftdata/modelactor/modelexecutor
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's own context: made from `modelContainer` by `init(modelContainer:)`, used on the actor only.
  /// https://developer.apple.com/documentation/swiftdata/modelactor/modelcontext
  public var modelContext: ModelContext { modelExecutor.modelContext }

  /// The model of the actor's context with identifier `id` (what another actor passed, as models are not
  /// `Sendable`), nil when the context has none of that type.
  /// https://developer.apple.com/documentation/swiftdata/modelactor/subscript(_:as:)
  public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
    modelContext.registeredModel(for: id)
  }
}

/// An interface for performing model-related tasks using a dedicated model context (Apple: `ModelExecutor`).
/// https://developer.apple.com/documentation/swiftdata/modelexecutor
public protocol ModelExecutor: AnyObject, Sendable {
  /// The context the executor's work uses.
  var modelContext: ModelContext { get }
}

/// A model executor that holds a context for one actor (Apple: `DefaultSerialModelExecutor`). Apple's is also the
/// actor's serial executor; here the actor keeps Swift's default one, which in a simulation runs, like every actor's
/// work, on the simulated queue. https://developer.apple.com/documentation/swiftdata/defaultserialmodelexecutor
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  /// The actor's context: only the actor uses it (a context is not `Sendable`).
  public let modelContext: ModelContext

  /// Creates an executor for `modelContext`. https://developer.apple.com/documentation/swiftdata/defaultserialmodelexecutor/init(modelcontext:)
  public init(modelContext: ModelContext) {
    self.modelContext = modelContext
  }
}

/// A model executor that is also a serial executor (Apple: `SerialModelExecutor`).
@available(*, unavailable, message: "custom model executors are not simulated by asyncplay; use @ModelActor, whose actor runs on Swift's default executor")
public protocol SerialModelExecutor: ModelExecutor {}

/// Makes an actor a model actor: `modelContainer`, `modelExecutor` with a context of its own, `init(modelContainer:)`
/// and conformance to `ModelActor` (Apple: `ModelActor()`). https://developer.apple.com/documentation/swiftdata/modelactor()
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SwiftUIMacros", type: "ModelActorMacro")
