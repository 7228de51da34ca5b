// Mirrors: SwiftUI `navigationBarItems(leading:trailing:)`, `navigationBarItems(leading:)`,
//   `navigationBarItems(trailing:)`, `navigationBarTitle(_:)`, `navigationBarTitle(_:displayMode:)`
// SDK: iOS 26 SDK
// Status: complete
// The navigation-bar modifiers of iOS 13, deprecated "in a future version" (iOS 100000.0, no warning in Xcode) in
// favour of `toolbar` and `navigationTitle`, and still in most tutorials. They are those: `navigationBarItems` puts
// its views on the title line as `ToolbarItem(placement: .topBarLeading / .navigationBarTrailing)` does
// (`[Cancel] Title [Save]`, tapped by label); `navigationBarTitle` is `navigationTitle`.

extension View {
  /// Sets the navigation bar items for this view: `leading` before the title, `trailing` after it.
  nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    _AttachedView(content: self,
                  attached: TupleView((_ToolbarItemView(placement: .topBarLeading, content: leading),
                                       _ToolbarItemView(placement: .topBarTrailing, content: trailing))),
                  layout: .after)
  }

  /// Sets the navigation bar items for this view: `leading` before the title.
  nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
    _AttachedView(content: self, attached: _ToolbarItemView(placement: .topBarLeading, content: leading),
                  layout: .after)
  }

  /// Sets the navigation bar items for this view: `trailing` after the title.
  nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
    _AttachedView(content: self, attached: _ToolbarItemView(placement: .topBarTrailing, content: trailing),
                  layout: .after)
  }

  /// Sets the title in the navigation bar for this view (`navigationTitle`).
  nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// Sets the title of this view's navigation bar with a localized string (`navigationTitle`).
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the title of this view's navigation bar with a string (`navigationTitle`).
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

  /// Sets the title and display mode in the navigation bar for this view (the mode is not drawn).
  nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View { navigationTitle(title) }

  /// Sets the title and display mode with a localized string (the mode is not drawn).
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                             displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the title and display mode with a string (the mode is not drawn).
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                                displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View { navigationTitle(title) }
}
