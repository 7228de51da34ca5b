import SwiftSyntax
import SwiftSyntaxMacros

/// `@ModelActor actor Importer { … }` (SwiftData's `ModelActor()` macro): the actor gets Apple's members — a
/// nonisolated `modelContainer`, a nonisolated `modelExecutor` holding a context of its own made from that container,
/// and `init(modelContainer:)` — and conforms to `SwiftData.ModelActor`, whose extension gives it `modelContext`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
  public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                               conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext)
    throws -> [DeclSyntax] {
    guard let actorDecl = declaration.as(ActorDeclSyntax.self) else {
      throw PreviewMacroError(message: "@ModelActor applies to an actor: @ModelActor actor Importer { … }")
    }
    // The members are as visible as the actor (Apple's macro does the same).
    let access = actorDecl.modifiers.first { ["public", "package"].contains($0.name.text) }
      .map { $0.name.text + " " } ?? ""
    return [
      "\(raw: access)nonisolated let modelExecutor: any SwiftData.ModelExecutor",
      "\(raw: access)nonisolated let modelContainer: SwiftData.ModelContainer",
      """
      \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
        let modelContext = SwiftData.ModelContext(modelContainer)
        self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
        self.modelContainer = modelContainer
      }
      """,
    ]
  }

  public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                               providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                               in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ActorDeclSyntax.self) else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.ModelActor {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}
