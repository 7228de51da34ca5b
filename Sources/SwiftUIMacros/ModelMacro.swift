import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model class Name { … }` (SwiftData's `Model()` macro): the class becomes observable (an Observation registrar,
/// each stored property's reads and writes tracked) and persistent (conformance to `SwiftData.PersistentModel`, a
/// model state carrying its `persistentModelID` and context, and the code that writes its properties to a store
/// record and reads them back). Stored `var`s are persisted unless marked `@Transient`; computed properties,
/// `static` and `let` properties are left alone.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  /// One persisted property of the class.
  struct Persisted {
    let name: String
    let type: String
    let unique: Bool
    let deleteRule: String?
    let inverse: String?
  }

  public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                               conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext)
    throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      throw PreviewMacroError(message: "@Model applies to a class: @Model final class Item { … }")
    }
    let name = classDecl.name.text
    let hasInit = classDecl.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
    if !hasInit {
      throw PreviewMacroError(message: "@Model class '\(name)' needs an explicit init: a @Model class has no "
        + "synthesized initializer (write init(…) { self.property = … })")
    }
    let properties = try persisted(classDecl)
    let isFinal = classDecl.modifiers.contains { $0.name.text == "final" }
    let required = isFinal ? "" : "required "
    let encodes = properties.map { "record.encode(self._\($0.name), \"\($0.name)\")" }.joined(separator: "\n")
    let decodes = properties.map { "self._\($0.name) = try record.decode(\"\($0.name)\")" }.joined(separator: "\n")
    let applies = properties.map { "self._$set_\($0.name)(try record.decode(\"\($0.name)\"), relate: false)" }
      .joined(separator: "\n")
    let nullifies = properties.map {
      "if let value = SwiftData._nullified(self._\($0.name), target) { self._$set_\($0.name)(value, relate: false) }"
    }.joined(separator: "\n")
    let links = properties.map {
      "case \"\($0.name)\": if let value = SwiftData._relinked(self._\($0.name), other, linked) { "
        + "self._$set_\($0.name)(value, relate: true) }"
    }.joined(separator: "\n")
    let inverses = properties.map { "SwiftData._relateAll(self, \"\($0.name)\", self._\($0.name))" }
      .joined(separator: "\n")
    let restores = properties.map { "try record.restore(&self._\($0.name), \"\($0.name)\")" }.joined(separator: "\n")
    let metadata = properties.map { property in
      let rule = property.deleteRule.map { "SwiftData.Schema.Relationship.DeleteRule.\($0)" } ?? "nil"
      let inverse = property.inverse ?? "nil"
      return "SwiftData._PropertyMetadata(name: \"\(property.name)\", isUnique: \(property.unique), "
        + "deleteRule: \(rule), inverse: \(inverse))"
    }.joined(separator: ",\n")
    return [
      "nonisolated let _$modelState = SwiftData._ModelState(entity: \"\(raw: name)\")",
      "@SwiftData.Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
      """
      internal nonisolated func access<_Member>(keyPath: KeyPath<\(raw: name), _Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<_Member, _Result>(keyPath: KeyPath<\(raw: name), _Member>,
                                                                _ mutation: () throws -> _Result) rethrows -> _Result {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
      """
      nonisolated public static var _$properties: [SwiftData._PropertyMetadata] {
        [\(raw: metadata)]
      }
      """,
      """
      nonisolated public func _$encode(into record: inout SwiftData._ModelRecord) {
        \(raw: encodes)
      }
      """,
      """
      nonisolated public \(raw: required)init(_$record record: SwiftData._ModelRecord) throws {
        \(raw: decodes)
      }
      """,
      """
      nonisolated public func _$restoreRelationships(from record: SwiftData._ModelRecord) throws {
        \(raw: restores)
      }
      """,
      """
      nonisolated public func _$apply(_ record: SwiftData._ModelRecord) throws {
        \(raw: applies)
      }
      """,
      """
      nonisolated public func _$nullify(_ target: AnyObject) {
        \(raw: nullifies)
      }
      """,
      """
      nonisolated public func _$link(_ property: String, _ other: AnyObject, linked: Bool) {
        switch property {
        \(raw: links)
        default: break
        }
      }
      """,
      """
      nonisolated public func _$linkInverses() {
        \(raw: inverses)
      }
      """,
    ]
  }

  public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                               providingAttributesFor member: some DeclSyntaxProtocol,
                               in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), isPersisted(variable) else { return [] }
    return ["@SwiftData._PersistedProperty"]
  }

  public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                               providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                               in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    let decl: DeclSyntax = "nonisolated extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }

  /// Whether `variable` is a stored, instance `var` that is not `@Transient`.
  static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.text == "var", variable.bindings.count == 1,
          let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self) else { return false }
    if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return false }
    if let accessors = binding.accessorBlock {
      // A property with only observers (willSet/didSet) is stored; any getter makes it computed.
      guard case .accessors(let list) = accessors.accessors else { return false }
      if list.contains(where: { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { return false }
    }
    return !attributeNames(variable).contains(where: { ["Transient", "_PersistedProperty"].contains($0) })
  }

  static func attributeNames(_ variable: VariableDeclSyntax) -> [String] {
    variable.attributes.compactMap { element in
      element.as(AttributeSyntax.self).map {
        String($0.attributeName.trimmedDescription.split(separator: ".").last ?? "")
      }
    }
  }

  /// `inverse: \Item.folder` as the metadata the runtime keeps: the related entity (the key path's root, else the
  /// property's model type) and the inverse property's name. Read from the syntax, so that no key path to a property
  /// of another isolation is formed.
  static func inverseMetadata(_ expression: ExprSyntax, propertyType: String) throws -> String {
    guard let keyPath = expression.as(KeyPathExprSyntax.self),
          let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) else {
      throw PreviewMacroError(message: "@Relationship(inverse:) takes a key path to the related model's property "
        + "(inverse: \\Item.folder)")
    }
    let root = keyPath.root?.trimmedDescription
      ?? String(propertyType.filter { !"[]?! ".contains($0) })
    return "SwiftData._AnyInverse(entity: \"\(root)\", property: \"\(last.declName.baseName.text)\")"
  }

  /// The persisted properties, in declaration order, with their options.
  static func persisted(_ classDecl: ClassDeclSyntax) throws -> [Persisted] {
    var result: [Persisted] = []
    for member in classDecl.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), isPersisted(variable),
            let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      guard let type = InferredPropertyType.type(of: binding) else {
        let name = identifier.identifier.text
        let value = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
        throw PreviewMacroError(message: "@Model property '\(name)' needs a type annotation: its type cannot be "
          + "read from its initial value (var \(name): Type\(value)), or mark it @Transient")
      }
      var unique = false
      var deleteRule: String?
      var inverse: String?
      for element in variable.attributes {
        guard let attribute = element.as(AttributeSyntax.self) else { continue }
        let attributeName = attribute.attributeName.trimmedDescription
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) ?? []
        if attributeName.hasSuffix("Attribute") {
          unique = arguments.contains { $0.expression.trimmedDescription.hasSuffix("unique") }
        } else if attributeName.hasSuffix("Relationship") {
          for argument in arguments {
            if argument.label?.text == "deleteRule",
               let member = argument.expression.as(MemberAccessExprSyntax.self) {
              deleteRule = "." + member.declName.baseName.text
            } else if argument.label?.text == "inverse" {
              inverse = try inverseMetadata(argument.expression, propertyType: type)
            } else if argument.label == nil,
                      let member = argument.expression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "unique" {
              unique = true
            }
          }
        }
      }
      result.append(Persisted(name: identifier.identifier.text, type: type, unique: unique,
                              deleteRule: deleteRule.map { String($0.dropFirst()) }, inverse: inverse))
    }
    return result
  }
}

/// `@_PersistedProperty`, added by `@Model` to each persisted stored property: the property reads and writes a
/// private backing `_name`, each read and write tracked by the model's Observation registrar and each write noted by
/// the model's context (so `hasChanges` and autosave see it); a relationship's write updates the inverse side too.
/// The backing storage and its setter `_$set_name` are nonisolated, so that a model of a main-actor class (default
/// isolation `MainActor`) can still be read and written by the store and by its context's code.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
  public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                               in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return [] }
    let name = identifier.identifier.text
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        access(keyPath: \\._\(raw: name))
        return _\(raw: name)
      }
      """,
      """
      set {
        _$set_\(raw: name)(newValue, relate: true)
      }
      """,
    ]
  }

  public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                               in context: some MacroExpansionContext) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
          let type = InferredPropertyType.type(of: binding) else { return [] }
    let initial = binding.initializer.map { " = " + $0.value.trimmedDescription } ?? ""
    let name = identifier.identifier.text
    return [
      "@SwiftData.Transient nonisolated(unsafe) private var _\(raw: name): \(raw: type)\(raw: initial)",
      """
      nonisolated private func _$set_\(raw: name)(_ newValue: \(raw: type), relate: Bool) {
        let oldValue = _\(raw: name)
        withMutation(keyPath: \\._\(raw: name)) {
          _\(raw: name) = newValue
        }
        _$modelState.noteChange(self, property: "\(raw: name)")
        if relate { SwiftData._relate(self, "\(raw: name)", from: oldValue, to: newValue) }
      }
      """,
    ]
  }
}

/// `@Attribute(…)`, `@Relationship(…)`, `@Transient`: markers that `@Model` reads; they add nothing themselves.
public struct ModelMarkerMacro: PeerMacro {
  public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                               in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
