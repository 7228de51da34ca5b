// Mirrors: SwiftUI `searchable(text:isPresented:placement:prompt:)`, `equatable()`
// SDK: iOS 26 SDK
// Status: unavailable
// Everyday SwiftUI views and modifiers the module does not simulate, declared with the shapes Apple's are called
// with, so that a call meets its "not simulated by asyncplay" message. Without a declaration the compiler said only
// "cannot find 'Slider' in scope" or "value of type 'Text' has no member 'contextMenu'", as if the user had
// misspelled a name; with a declaration whose arguments do not fit the call, it names the arguments instead of the
// message (so each initializer below takes what Apple's takes).

extension View {

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


  /// Not simulated: `Equatable` views are compared as every view is.
  @available(*, unavailable, message: "equatable() is not simulated by asyncplay: a view's inputs are compared as they are without it")
  nonisolated public func equatable() -> some View { self }
}
