// Mirrors: SwiftUI `overlay(alignment:content:)`, `overlay(_:alignment:)`, `overlay(_:ignoresSafeAreaEdges:)`,
//   `overlay(_:in:fillStyle:)`, `background(alignment:content:)`, `background(_:alignment:)`,
//   `safeAreaInset(edge:alignment:spacing:content:)`
// SDK: iOS 26 SDK
// Status: partial
/// `.overlay { … }`: the overlay's views are part of the modified view (they appear with it, their buttons can be
/// tapped) and are drawn after its content (a text rendering has no depth): on the same line when both are one line
/// (a badge on an icon, `🖼 bell 3`), else below it. A shape style as an overlay (`.overlay(Color.black.opacity(0.2))`)
/// draws nothing, like any colour.
///
/// `.background { … }` and `.background(view)`: the background's views are part of the modified view in the same
/// way (they appear with it, their `.task` runs, their preferences reach the view's ancestors, their buttons can be
/// tapped); a text rendering has no depth, so what they show is drawn before the content — the layer behind it
/// first — on the same line when both are one line. Shapes and colours draw nothing, so the usual background (a
/// `RoundedRectangle`, a `Color`, a `GeometryReader` that reads a size) leaves the screen as it was.
///
/// `.safeAreaInset(edge:…)`: the inset's views are part of the modified view too, drawn below its content for the
/// bottom edge (a composer bar under a list) and above it for the top edge; a leading inset before it and a trailing
/// one after it, one below the other (a text rendering has no columns).
///
/// The modified view: a view and what a modifier attaches to it (an overlay, a toolbar's items, an inset), two
/// children drawn one after the other.
struct _AttachedView<Content: View, Attached: View> {
  /// How the attached views are drawn after the content.
  enum Layout {
    /// On the content's line when both are one line, else below it (an overlay).
    case inline
    /// On the content's line before it when both are one line, else above it (a background).
    case behind
    /// After the content's elements (toolbar items float to the screen's bars anyway; a bottom inset).
    case after
    /// Before the content's elements (a top inset).
    case before
  }

  let content: Content
  let attached: Attached
  let layout: Layout
}

extension _AttachedView: View {}

extension _AttachedView: PrimitiveView {
  func children(of node: ViewNode) -> [ViewChild] {
    [ViewChild(key: .content, view: content), ViewChild(key: .part("attached"), view: attached)]
  }

  func render(_ children: RenderedChildren, in context: RenderContext) -> [ScreenElement] {
    switch layout {
    case .inline: return [.inline(children[.content] + children[.part("attached")])]
    case .behind: return [.inline(children[.part("attached")] + children[.content])]
    case .after: return children[.content] + children[.part("attached")]
    case .before: return children[.part("attached")] + children[.content]
    }
  }
}

extension View {
  /// Layers the views that you specify in front of this view (drawn after it).
  nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View {
    _AttachedView(content: self, attached: content(), layout: .inline)
  }

  /// Layers a secondary view in front of this view (drawn after it).
  @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
  @_disfavoredOverload
  nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    _AttachedView(content: self, attached: overlay, layout: .inline)
  }

  /// Layers the views that you specify behind this view (drawn before it).
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View {
    _AttachedView(content: self, attached: content(), layout: .behind)
  }

  /// Layers the given view behind this view (drawn before it).
  @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
  @_disfavoredOverload
  nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View {
    _AttachedView(content: self, attached: background, layout: .behind)
  }

  /// Layers the specified style in front of this view (no change in a text rendering).
  nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View {
    modifier(_StylingModifier())
  }

  /// Layers a shape that you specify in front of this view (no change in a text rendering).
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View {
    modifier(_StylingModifier())
  }
}

extension View {
  /// Shows the specified content beside the modified view (Apple docs `safeAreaInset(edge:alignment:spacing:
  /// content:)`): drawn below it for `.bottom`, above it for `.top`.
  nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                                 spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
    _AttachedView(content: self, attached: content(), layout: edge == .top ? .before : .after)
  }

  /// Shows the specified content beside the modified view: drawn before it for `.leading`, after it for
  /// `.trailing`.
  nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                                 spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
    _AttachedView(content: self, attached: content(), layout: edge == .leading ? .before : .after)
  }
}
