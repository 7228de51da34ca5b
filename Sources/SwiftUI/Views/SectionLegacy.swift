// Mirrors: SwiftUI `Section(header:footer:content:)`, `Section(header:content:)`, `Section(footer:content:)`
// SDK: iOS 26 SDK
// Status: complete
// The section initialisers that take the header and footer as views rather than builders: deprecated "in a future
// version" (iOS 100000.0, no warning in Xcode) and still in most tutorials. They draw as the builder forms do:
// `── header ──`, the rows, the footer indented.

extension Section where Parent: View, Content: View, Footer: View {
  /// Creates a section with a header, footer, and the provided section content.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer and the provided section content.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}
