import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside `extension EnvironmentValues` (or `Transaction`, `ContainerValues`,
/// `FocusedValues`): the key type and the accessors that SwiftUI's `@Entry` writes for you.
///
/// Expands to a private key `__Key_name` whose `defaultValue` is the initial value, and to `get`/`set`
/// accessors that read and write `self[__Key_name.self]`.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                               in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
    let (name, _, _) = try entryParts(declaration)
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                               in context: some MacroExpansionContext) throws -> [DeclSyntax] {
    let (name, type, initial) = try entryParts(declaration)
    let typeText = type.map { $0.trimmedDescription }
    let value = initial?.trimmedDescription ?? "nil"
    let declaredType = typeText ?? "_"
    if typeText == nil {
      return ["""
        private struct __Key_\(raw: name): SwiftUI.EnvironmentKey {
          static let defaultValue = \(raw: value)
        }
        """]
    }
    return ["""
      private struct __Key_\(raw: name): SwiftUI.EnvironmentKey {
        static var defaultValue: \(raw: declaredType) { \(raw: value) }
      }
      """]
  }

  /// The property's name, type annotation and initial value.
  private static func entryParts(_ declaration: some DeclSyntaxProtocol) throws
    -> (String, TypeSyntax?, ExprSyntax?) {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
      throw PreviewMacroError(message: "@Entry applies to a 'var' with a name, a type and a default value")
    }
    if binding.initializer == nil, binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != true {
      throw PreviewMacroError(message: "@Entry needs a default value: @Entry var \(identifier.identifier.text) = …")
    }
    return (identifier.identifier.text, binding.typeAnnotation?.type, binding.initializer?.value)
  }
}
