// Mirrors: SwiftUI `Grid`, `GridRow`, `NavigationSplitView`, `ViewThatFits`, `TapGesture`, `DragGestureValue`,
//   `PreferenceKey`, `contextMenu(menuItems:)`, `popover(isPresented:arrowEdge:content:)`,
//   `popover(item:arrowEdge:content:)`, `onPreferenceChange(_:perform:)`, `preference(key:value:)`,
//   `searchable(text:isPresented:placement:prompt:)`,
//   `interactiveDismissDisabled(_:)`, `navigationBarBackButtonHidden(_:)`,
//   `background(alignment:content:)`, `equatable()`
// SDK: iOS 26 SDK
// Status: unavailable
// Everyday SwiftUI views and modifiers the module does not simulate, declared with the shapes Apple's are called
// with, so that a call meets its "not simulated by asyncplay" message. Without a declaration the compiler said only
// "cannot find 'Slider' in scope" or "value of type 'Text' has no member 'contextMenu'", as if the user had
// misspelled a name; with a declaration whose arguments do not fit the call, it names the arguments instead of the
// message (so each initializer below takes what Apple's takes).

/// Not simulated: grid layout.
@available(*, unavailable, message: "Grid is not simulated by asyncplay: grid layout is not drawn in text; use VStack and HStack")
public struct Grid: View {
  /// Not available.
  public init<Content: View>(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
                             verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    fatalError("unavailable")
  }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: grid layout.
@available(*, unavailable, message: "GridRow is not simulated by asyncplay: grid layout is not drawn in text; use VStack and HStack")
public struct GridRow: View {
  /// Not available.
  public init<Content: View>(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    fatalError("unavailable")
  }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: columns side by side.
@available(*, unavailable, message: "NavigationSplitView is not simulated by asyncplay: one screen is drawn at a time; use NavigationStack")
public struct NavigationSplitView: View {
  /// Not available.
  public init<Sidebar: View, Detail: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    fatalError("unavailable")
  }
  /// Not available.
  public init<Sidebar: View, Content: View, Detail: View>(@ViewBuilder sidebar: () -> Sidebar,
                                                          @ViewBuilder content: () -> Content,
                                                          @ViewBuilder detail: () -> Detail) {
    fatalError("unavailable")
  }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: what fits depends on layout.
@available(*, unavailable, message: "ViewThatFits is not simulated by asyncplay: layout is not computed in a text rendering")
public struct ViewThatFits: View {
  /// Not available.
  public init<Content: View>(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    fatalError("unavailable")
  }
  /// Not available.
  public var body: Never { fatalError("unavailable") }
}

/// Not simulated: gestures other than taps on a view (`onTapGesture` is simulated).
@available(*, unavailable, message: "TapGesture is not simulated by asyncplay; use .onTapGesture { … } (--do 'tap LABEL')")
public struct TapGesture {
  /// Not available.
  public init(count: Int = 1) { fatalError("unavailable") }
  /// Not available.
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture { fatalError("unavailable") }
}

/// Not simulated: gestures other than taps.
@available(*, unavailable, message: "DragGesture is not simulated by asyncplay: only taps (onTapGesture, buttons) are")
extension DragGesture {
  /// Not available.
  public func onChanged(_ action: @escaping (DragGestureValue) -> Void) -> DragGesture { fatalError("unavailable") }
  /// Not available.
  public func onEnded(_ action: @escaping (DragGestureValue) -> Void) -> DragGesture { fatalError("unavailable") }
}

/// Not simulated: what a drag reports.
@available(*, unavailable, message: "DragGesture is not simulated by asyncplay: only taps (onTapGesture, buttons) are")
public struct DragGestureValue {}

/// Not simulated: values passed up the view tree depend on layout.
@available(*, unavailable, message: "PreferenceKey is not simulated by asyncplay: preferences are not passed up the tree; share state with @Binding or @Observable")
public protocol PreferenceKey {}

extension View {
  /// Not simulated: there is no long press to open a menu.
  @available(*, unavailable, message: "contextMenu is not simulated by asyncplay: only taps are; put the actions in a Menu or in swipeActions")
  nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

  /// Not simulated: popovers.
  @available(*, unavailable, message: "popover is not simulated by asyncplay; use .sheet(isPresented:) (--do 'dismiss' closes it)")
  nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View { self }

  /// Not simulated: popovers.
  @available(*, unavailable, message: "popover is not simulated by asyncplay; use .sheet(item:) (--do 'dismiss' closes it)")
  nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, arrowEdge: Edge? = nil,
                                                                     @ViewBuilder content: @escaping (Item) -> Content)
    -> some View { self }

  /// Not simulated: values passed up the view tree.
  @available(*, unavailable, message: "onPreferenceChange is not simulated by asyncplay: preferences are not passed up the tree; share state with @Binding or @Observable")
  nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (Any) -> Void)
    -> some View { self }

  /// Not simulated: values passed up the view tree.
  @available(*, unavailable, message: "preference(key:value:) is not simulated by asyncplay: preferences are not passed up the tree; share state with @Binding or @Observable")
  nonisolated public func preference<K, V>(key: K.Type = K.self, value: V) -> some View { self }

  /// Not simulated: whether the search field is presented (it has no focus to give or take).
  @available(*, unavailable, message: "searchable(text:isPresented:) is not simulated by asyncplay: the search field has no focus to present; use searchable(text:prompt:), and @Environment(\\.isSearching) to tell whether a search is on")
  nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                     placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
    self
  }

  /// Not simulated: whether the search field is presented.
  @available(*, unavailable, message: "searchable(text:isPresented:) is not simulated by asyncplay: the search field has no focus to present; use searchable(text:prompt:), and @Environment(\\.isSearching) to tell whether a search is on")
  nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                                     placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
    -> some View { self }

  /// Not simulated: whether the search field is presented.
  @available(*, unavailable, message: "searchable(text:isPresented:) is not simulated by asyncplay: the search field has no focus to present; use searchable(text:prompt:), and @Environment(\\.isSearching) to tell whether a search is on")
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                                        placement: SearchFieldPlacement = .automatic, prompt: S)
    -> some View { self }

  /// Not simulated: a sheet is dismissed by --do 'dismiss' whatever it says.
  @available(*, unavailable, message: "interactiveDismissDisabled is not simulated by asyncplay: --do 'dismiss' always dismisses a sheet")
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// Not simulated: `back` always goes back.
  @available(*, unavailable, message: "navigationBarBackButtonHidden is not simulated by asyncplay: --do 'back' always goes back; use a toolbar Button that calls dismiss()")
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// Not simulated: a background's views (their onAppear and .task) are not run.
  @available(*, unavailable, message: "background(alignment:content:) is not simulated by asyncplay: its views would not run; use .overlay { … } or a ZStack, or background(Color)")
  nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View { self }

  /// Not simulated: `Equatable` views are compared as every view is.
  @available(*, unavailable, message: "equatable() is not simulated by asyncplay: a view's inputs are compared as they are without it")
  nonisolated public func equatable() -> some View { self }
}
