// Mirrors: SwiftUI `ViewBuilder`
// SDK: iOS 26 SDK
// Status: complete
/// A result builder that constructs views from closures (Apple: `ViewBuilder`).
///
/// Few overloads on purpose — one variadic `buildBlock` over a parameter pack instead of ten arities — because
/// every overload multiplies the type checker's work on every `body`.
@resultBuilder
public struct ViewBuilder {
  /// An empty block builds an ``EmptyView``.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block with one view builds that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block with several views builds a ``TupleView`` of them.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// An expression statement: any view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else`: the view when the condition holds, else nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`/`else` or the later cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch: erased, since its type may not exist on older systems.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
