// Mirrors: SwiftUI `Namespace` (`init()`, `wrappedValue`, `ID`), `matchedGeometryEffect(id:in:properties:anchor:isSource:)`,
//   `MatchedGeometryProperties`
// SDK: iOS 26 SDK
// Status: inert
// Matched geometry animates a view from where its match was: a text screen computes no geometry and draws no
// animation, so the effect changes nothing; `@Namespace` gives each view identity one namespace, kept in its node
// as `@State` is.

/// A dynamic property type that allows access to a namespace defined by the persistent identity of the object
/// containing the property (Apple: `Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let number: Int
  }

  let slot: StateSlot<ID>

  /// Creates a namespace.
  public init() { slot = StateSlot(box: StateBox(ID(number: 0))) }

  /// The namespace of this view identity.
  public var wrappedValue: ID { slot.box.untrackedValue }
}

extension Namespace: @unchecked Sendable {}

extension Namespace: GraphProperty {
  func bind(existing: AnyObject?, node: ViewNode, name: String) -> AnyObject {
    if existing as? StateBox<ID> == nil {
      NamespaceNumbers.last += 1
      slot.box = StateBox(ID(number: NamespaceNumbers.last))
    }
    return slot.bind(existing: existing, name: name)
  }
}

extension Namespace: ComparableInput {
  func isSameInput(as other: Any) -> Bool { true }
}

/// The numbers given to namespaces, in the order their views were first made.
@MainActor
enum NamespaceNumbers {
  static var last = 0
}

/// A set of view properties that may be synchronized between views using `matchedGeometryEffect()` (Apple:
/// `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The view's position, in window coordinates.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The view's size, in local coordinates.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both the position and size properties.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Defines a group of views with synchronized geometry using an identifier and namespace that you provide (no
  /// change in text).
  nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                              properties: MatchedGeometryProperties = .frame,
                                                              anchor: UnitPoint = .center, isSource: Bool = true)
    -> some View { modifier(_StylingModifier()) }
}
