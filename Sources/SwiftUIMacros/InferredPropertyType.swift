import SwiftSyntax

/// The type of a stored property written without one (`var animals = [Animal]()`), read from its initial value as
/// far as the syntax alone tells it, which is what `@Model` needs to declare the property's backing storage and
/// setter. Apple's `@Model` accepts such properties; the forms read here are the common ones:
///
/// - `[T]()`, `[K: V]()`, `T()`, `T(…)`, `Set<T>()`, `Module.T(…)` — a call of a type's initializer (a name that
///   starts with a capital letter, as Swift's API guidelines name types);
/// - `"text"`, `42`, `-1`, `3.5`, `true` — `String`, `Int`, `Double`, `Bool`, as Swift infers a literal;
/// - `T.now`, `T.init(…)`, `T.member` where the base is a type name: the base type (`Date.now`), as Swift's
///   static members of a type's own type are read;
/// - `[1, 2]`, `["a"]`: an array literal of one literal kind.
///
/// Anything else (`nil`, `[]`, a function's result, a closure) gets no type: the macro then asks for an annotation.
/// A static member of another type (`var limit = Defaults.limit`, an `Int`) is read as the base type, and the
/// compiler then names the mismatch: write the annotation there.
enum InferredPropertyType {
  static func type(of binding: PatternBindingSyntax) -> String? {
    if let annotation = binding.typeAnnotation?.type.trimmedDescription { return annotation }
    guard let value = binding.initializer?.value else { return nil }
    return type(of: value)
  }

  static func type(of expression: ExprSyntax) -> String? {
    if expression.is(StringLiteralExprSyntax.self) { return "String" }
    if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
    if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return type(of: prefix.expression).flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      let elements = Set(array.elements.compactMap { type(of: $0.expression) })
      guard !array.elements.isEmpty, elements.count == 1, let element = elements.first,
            array.elements.allSatisfy({ type(of: $0.expression) != nil }) else { return nil }
      return "[\(element)]"
    }
    if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
      return typeName(call.calledExpression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      // `Date.now`, `Color.red`: a static member of the type's own type, in the common case.
      return typeName(base)
    }
    return nil
  }

  /// `[Animal]`, `[String: Int]`, `Set<Int>`, `Foundation.Date`, `Animal`: the expression names a type.
  private static func typeName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
       let base = member.base {
      return typeName(base)
    }
    if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
       let element = array.elements.first, typeName(element.expression) != nil {
      return array.trimmedDescription
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self),
       case .elements(let elements) = dictionary.content, elements.count == 1, let element = elements.first,
       typeName(element.key) != nil, typeName(element.value) != nil {
      return dictionary.trimmedDescription
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self), typeName(specialized.expression) != nil {
      return specialized.trimmedDescription
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, typeName(base) != nil,
       member.declName.baseName.text.first?.isUppercase == true {
      return member.trimmedDescription
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
       reference.baseName.text.first?.isUppercase == true {
      return reference.trimmedDescription
    }
    return nil
  }
}
