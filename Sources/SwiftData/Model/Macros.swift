// Mirrors SwiftData's `Model()`, `Attribute(_:originalName:hashModifier:)`,
// `Relationship(_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)` and
// `Transient()` macros (iOS 17 SDK). Status: partial — `.unique` and the delete rules act; the other options are
// accepted and change nothing a text simulation can show.
@_exported import Foundation
@_exported import Observation

/// Converts a Swift class into a stored model that's managed by SwiftData (Apple: `Model()`).
/// https://developer.apple.com/documentation/swiftdata/model()
@attached(member, names: named(_$modelState), named(_$observationRegistrar), named(access), named(withMutation),
          named(_$properties), named(_$encode), named(init), named(_$restoreRelationships), named(_$apply),
          named(_$nullify), named(_$link), named(_$linkInverses))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftUIMacros", type: "ModelMacro")

/// Added by `@Model` to each persisted stored property (not for your code).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_), prefixed(_$set_))
public macro _PersistedProperty() = #externalMacro(module: "SwiftUIMacros", type: "PersistedPropertyMacro")

/// Specifies the custom behavior that SwiftData applies to the annotated property (Apple: `Attribute`).
/// https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:)
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil,
                       hashModifier: String? = nil) = #externalMacro(module: "SwiftUIMacros", type: "ModelMarkerMacro")

/// Specifies the options that SwiftData needs to manage the annotated property as a relationship (Apple:
/// `Relationship`). With `inverse:` (on one side: the other is found from it), setting either side updates the other:
/// adding a model to a to-many side sets its to-one side, and setting a to-one side moves the model between the
/// to-many sides; a model inserted with a relationship set in its `init` joins the inverse side then. https://developer.apple.com/documentation/swiftdata/relationship(_:deleterule:minimummodelcount:maximummodelcount:originalname:inverse:hashmodifier:)
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
  #externalMacro(module: "SwiftUIMacros", type: "ModelMarkerMacro")

/// Tells SwiftData not to persist the annotated property (Apple: `Transient()`); it needs a default value, which a
/// model read from the store gets. https://developer.apple.com/documentation/swiftdata/transient()
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftUIMacros", type: "ModelMarkerMacro")
