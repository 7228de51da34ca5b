// Combine's `Publishers` namespace (developer.apple.com/documentation/combine/publishers), checked against the
// iOS 18 SDK. Status: the namespace; the publishers offered are listed in docs/combine.md.

/// A namespace for types that serve as publishers.
public enum Publishers {}
