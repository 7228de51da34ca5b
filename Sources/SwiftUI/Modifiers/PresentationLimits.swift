// Mirrors: SwiftUI `popover(isPresented:attachmentAnchor:arrowEdge:content:)`,
//   `popover(item:attachmentAnchor:arrowEdge:content:)`, `PopoverAttachmentAnchor`, `Anchor`,
//   `interactiveDismissDisabled(_:)`, `navigationBarBackButtonHidden(_:)`
// SDK: iOS 26 SDK
// Status: complete
/// Popovers, and what a presented or pushed screen says about how the user may leave it.
///
/// - A popover on the module's compact iPhone is a sheet (Apple docs `popover(isPresented:attachmentAnchor:
///   arrowEdge:content:)`: "In compact size classes … the popover adapts to a sheet" — the default
///   `presentationCompactAdaptation`): drawn, dismissed and destroyed as ``View/sheet(isPresented:onDismiss:content:)``
///   is; its anchor and arrow edge place the bubble of a regular width and change nothing.
/// - `.interactiveDismissDisabled()` in a sheet's content refuses the user's `dismiss` (the swipe down) with one
///   line; `\.dismiss` and the binding still close it (Apple docs `interactiveDismissDisabled(_:)`: "Users can dismiss
///   certain kinds of presentations using built-in gestures … prevents interactive dismissal"; "The presentation can
///   still be dismissed programmatically").
/// - `.navigationBarBackButtonHidden()` on a pushed screen hides its back button (Apple docs: "Hides the
///   navigation bar back button for the view"): the `‹ title` line is not drawn and the user's `back` is refused with
///   one line; a button of the screen that calls `dismiss()` still pops it.
/// Both are passed up the tree as preferences (see ``PreferenceKey``): the value nearest the screen's top wins over
/// what its content says, siblings combine with "or".

extension View {
  /// Presents a popover when a given condition is true (a sheet on a compact iPhone).
  nonisolated public func popover<Content: View>(isPresented: Binding<Bool>,
                                                 attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                 arrowEdge: Edge? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents a popover using the given item as a data source for the popover's content (a sheet on a compact
  /// iPhone).
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Conditionally prevents interactive dismissal of presentations like popovers and sheets.
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
  }

  /// Hides the navigation bar back button for the view.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
  }
}

/// Whether a presentation's content refuses interactive dismissal.
struct InteractiveDismissDisabledKey: PreferenceKey {
  static var defaultValue: Bool { false }
  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Whether a pushed screen hides its back button.
struct BackButtonHiddenKey: PreferenceKey {
  static var defaultValue: Bool { false }
  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

extension ModuleWords {
  static var dismissDisabled: UserActionError {
    UserActionError(
      english: "cannot dismiss: the sheet disables interactive dismissal (interactiveDismissDisabled); tap one of its buttons",
      chinese: "不能 dismiss：这个 sheet 禁止了手势关闭（interactiveDismissDisabled）；请点它自己的按钮")
  }

  static var backHidden: UserActionError {
    UserActionError(
      english: "cannot go back: the screen hides its back button (navigationBarBackButtonHidden); tap one of its buttons",
      chinese: "不能 back：这个页面隐藏了返回按钮（navigationBarBackButtonHidden）；请点它自己的按钮")
  }
}

/// An attachment anchor for a popover (Apple: `PopoverAttachmentAnchor`); it places a regular width's bubble.
public enum PopoverAttachmentAnchor {
  /// The anchor point for the popover relative to the source's frame.
  case rect(Anchor<CGRect>.Source)
  /// The anchor point for the popover expressed as a unit point that describes possible alignments relative to a
  /// SwiftUI view.
  case point(UnitPoint)
}

/// An opaque value derived from an anchor source and a particular view (Apple: `Anchor`); geometry is not
/// computed in a text rendering, so only its sources are offered.
public struct Anchor<Value> {
  /// A type-erased geometry value that produces an anchored value of a given type.
  public struct Source {
    private init() {}
  }
}

extension Anchor.Source where Value == CGRect {
  /// The bounds of the view.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
  /// A rectangle in the view's coordinate space.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's coordinate space.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  /// A unit point of the view's bounds.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
}
