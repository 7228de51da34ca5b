import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("name") { body }` — the root of a preview.
///
/// Expands to a public function, exported under the C name `asyncplay_preview_<file>_<line>` (the file's
/// `#fileID` with every character that is not a letter or digit as `_`), that returns a retained
/// `_PreviewRegistration` holding the preview's name, place and body. A freestanding macro at file scope can
/// introduce no name of its own choosing but a unique one, so the C name is how `asyncplay preview` finds it: it
/// knows each `#Preview`'s file and line from the source and asks `_PreviewRegistration.find(fileID:line:)`.
/// The body is type-checked as a `@ViewBuilder` closure on the main actor, as Apple's `#Preview` does.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                               in context: some MacroExpansionContext) throws -> [DeclSyntax] {
    guard let body = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else {
      throw PreviewMacroError(message: "#Preview needs a body: #Preview { MyView() }")
    }
    var name: ExprSyntax = "nil"
    if let first = node.arguments.first, first.label == nil, first.expression.as(ClosureExprSyntax.self) == nil {
      name = first.expression
    }
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file ?? ExprSyntax(literal: "")
    let line = location?.line ?? ExprSyntax(literal: 0)
    let fileText = file.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? ""
    let lineText = line.as(IntegerLiteralExprSyntax.self)?.literal.text ?? "0"
    let symbol = "asyncplay_preview_" + String(fileText.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_" + lineText
    let function = context.makeUniqueName("preview")
    return ["""
      @_cdecl(\(literal: symbol))
      public func \(function)() -> UnsafeMutableRawPointer {
        SwiftUI._PreviewRegistration.retained(name: \(name), fileID: \(file), line: \(line)) \(body.trimmed)
      }
      """]
  }
}

/// A `#Preview` that cannot be expanded.
struct PreviewMacroError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
