// Mirrors SwiftData's SwiftUI additions: `EnvironmentValues.modelContext`, and `View.modelContainer(_:)`,
// `View.modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`, `View.modelContext(_:)` and the
// same on `Scene` (iOS 17 SDK). Status: complete, but undo (`isUndoEnabled`) is accepted and does nothing.
import Foundation
import SwiftUI

extension EnvironmentValues {
  /// The SwiftData model context of the view: the main context of the container set with `.modelContainer`.
  /// Without one, a context of an empty in-memory container whose fetches find nothing and say why once.
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/modelcontext
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

/// The environment key of `modelContext`.
struct ModelContextKey: EnvironmentKey {
  /// Made once; only views (on the main actor) read it.
  nonisolated(unsafe) static let defaultValue: ModelContext = {
    let container = (try? ModelContainer(for: Schema([]),
                                         configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))!
    container.isPlaceholder = true
    return ModelContext(container)
  }()
}

/// The containers `.modelContainer(for:)` made, by their model types and whether in memory: a view or scene body
/// evaluated again gets the same container, as the modifier's storage keeps it in SwiftUI.
@MainActor
enum ModelContainerCache {
  static var containers: [String: ModelContainer] = [:]

  static func container(for types: [any PersistentModel.Type], inMemory: Bool, autosave: Bool,
                        onSetup: (Result<ModelContainer, any Error>) -> Void) -> ModelContext {
    let key = types.map { String(reflecting: $0) }.joined(separator: ",") + (inMemory ? " memory" : "")
    if let container = containers[key] { return container.mainContext }
    do {
      let container = try ModelContainer(for: Schema(types),
                                         configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
      container.mainContext.autosaveEnabled = autosave
      containers[key] = container
      onSetup(.success(container))
      return container.mainContext
    } catch {
      onSetup(.failure(error))
      return ModelContextKey.defaultValue
    }
  }
}

extension View {
  /// Sets the model container, and its main context, in this view's environment.
  /// https://developer.apple.com/documentation/swiftui/view/modelcontainer(_:)
  @MainActor public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Sets a container for the model types in this view's environment, made once (stored in `default.store` in
  /// Application Support, or in memory). https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)-18hhy
  @MainActor public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                                        isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in })
    -> some View {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                   isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Sets a container for the model types in this view's environment.
  /// https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)-7e9qx
  @MainActor public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                                        isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in })
    -> some View {
    environment(\.modelContext, ModelContainerCache.container(for: modelTypes, inMemory: inMemory,
                                                               autosave: isAutosaveEnabled, onSetup: onSetup))
  }

  /// Sets the model context in this view's environment.
  /// https://developer.apple.com/documentation/swiftui/view/modelcontext(_:)
  @MainActor public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}

extension Scene {
  /// Sets the model container, and its main context, in the scene's windows.
  /// https://developer.apple.com/documentation/swiftui/scene/modelcontainer(_:)
  @MainActor public func modelContainer(_ container: ModelContainer) -> some Scene {
    environment(\.modelContext, container.mainContext)
  }

  /// Sets a container for the model types in the scene's windows, made once.
  /// https://developer.apple.com/documentation/swiftui/scene/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)-8sjgx
  @MainActor public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                                        isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in })
    -> some Scene {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                   isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Sets a container for the model types in the scene's windows.
  /// https://developer.apple.com/documentation/swiftui/scene/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)-4x6sm
  @MainActor public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                                        isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in })
    -> some Scene {
    environment(\.modelContext, ModelContainerCache.container(for: modelTypes, inMemory: inMemory,
                                                               autosave: isAutosaveEnabled, onSetup: onSetup))
  }

  /// Sets the model context in the scene's windows.
  /// https://developer.apple.com/documentation/swiftui/scene/modelcontext(_:)
  @MainActor public func modelContext(_ modelContext: ModelContext) -> some Scene {
    environment(\.modelContext, modelContext)
  }
}
