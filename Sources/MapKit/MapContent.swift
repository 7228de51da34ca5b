// Mirrors: MapKit for SwiftUI `MapContent`, `MapContentBuilder`, `ForEach: MapContent`, MapContent's `tag(_:)`,
//   `annotationTitles(_:)`, `annotationSubtitles(_:)`, `tint(_:)`, `foregroundStyle(_:)`
// SDK: iOS 26 SDK
// Status: partial
// What a map shows, as a list: each marker and annotation becomes one row under the map's line (Map.swift), in the
// order the content gives them. `annotationTitles(.hidden)` hides the titles of the annotations it applies to, as on
// a map; `tag`, `tint` and `foregroundStyle` change nothing on a text screen (no marker can be tapped to select it:
// a map has no position for it).
@_spi(Frameworks) import SwiftUI

/// A type that represents map content: markers, annotations, and groups of them (Apple: `MapContent`).
@MainActor @preconcurrency
public protocol MapContent {
  /// The type of content representing the body of this content.
  associatedtype Body: MapContent
  /// The content of this content.
  @MapContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: MapContent {}

extension MapContent where Body == Never {
  /// Primitive map content is listed by the map; its `body` is never evaluated.
  public var body: Never { fatalError("\(Self.self) is primitive map content: its body is never evaluated") }
}

/// One thing a map shows: a marker or an annotation, as the map lists it.
struct MapRow {
  enum Kind { case marker, annotation }
  var kind: Kind
  /// What the map draws at the coordinate (an annotation's view; nil for a marker, drawn as its title).
  var content: AnyView?
  /// The title, shown beside the content unless hidden.
  var title: AnyView?
  /// Whether `annotationTitles(_:)` decided the title's visibility (the innermost modifier wins, as in SwiftUI).
  var titleVisibility: Visibility?
  var coordinate: CLLocationCoordinate2D
}

/// Map content the map lists itself.
@MainActor
protocol PrimitiveMapContent {
  var mapRows: [MapRow] { get }
}

/// The rows of any map content: a primitive's own, or its body's.
@MainActor
func mapRows(of content: any MapContent) -> [MapRow] {
  if let primitive = content as? any PrimitiveMapContent { return primitive.mapRows }
  return mapRows(of: content.body)
}

/// Map content built by ``MapContentBuilder`` (Apple's builder returns opaque content).
/// Its conformances are declared apart, so that the builder (not isolated) can make one.
public struct _MapContentGroup {
  let parts: [any MapContent]
}

extension _MapContentGroup: MapContent {
  public typealias Body = Never
}

extension _MapContentGroup: PrimitiveMapContent {
  var mapRows: [MapRow] { parts.flatMap { MapKit.mapRows(of: $0) } }
}

/// A result builder that creates map content from closures (Apple: `MapContentBuilder`).
@resultBuilder
public struct MapContentBuilder {
  public static func buildExpression<Content: MapContent>(_ content: Content) -> _MapContentGroup {
    _MapContentGroup(parts: [content])
  }
  public static func buildBlock() -> _MapContentGroup { _MapContentGroup(parts: []) }
  public static func buildBlock(_ components: _MapContentGroup...) -> _MapContentGroup {
    _MapContentGroup(parts: components.flatMap(\.parts))
  }
  public static func buildOptional(_ component: _MapContentGroup?) -> _MapContentGroup {
    component ?? _MapContentGroup(parts: [])
  }
  public static func buildEither(first component: _MapContentGroup) -> _MapContentGroup { component }
  public static func buildEither(second component: _MapContentGroup) -> _MapContentGroup { component }
  public static func buildArray(_ components: [_MapContentGroup]) -> _MapContentGroup {
    _MapContentGroup(parts: components.flatMap(\.parts))
  }
  public static func buildLimitedAvailability(_ component: _MapContentGroup) -> _MapContentGroup { component }
}

extension ForEach: MapContent where Content: MapContent {
  public typealias Body = Never
}

extension ForEach: PrimitiveMapContent where Content: MapContent {
  var mapRows: [MapRow] { data.flatMap { MapKit.mapRows(of: content($0)) } }
}

extension ForEach where Content: MapContent {
  /// Map content for each element of `data`, identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
              @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(frameworkData: data, id: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Map content for each element of `data`, identified by its `id`.
  public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(frameworkData: data, id: { $0.id }, content: content)
  }
}

/// Map content with its rows changed by a modifier.
public struct _ModifiedMapContent<Content: MapContent> {
  let content: Content
  let change: (inout MapRow) -> Void
}

extension _ModifiedMapContent: MapContent {
  public typealias Body = Never
}

extension _ModifiedMapContent: PrimitiveMapContent {
  var mapRows: [MapRow] {
    MapKit.mapRows(of: content).map { row in
      var row = row
      change(&row)
      return row
    }
  }
}

extension MapContent {
  /// Sets the tag of the content, for a map's selection. Kept: no marker can be tapped on a text screen.
  nonisolated public func tag<V: Hashable>(_ tag: V) -> some MapContent {
    _ModifiedMapContent(content: self, change: { _ in })
  }

  /// Whether the content's annotations show their titles: `.hidden` leaves only their views.
  nonisolated public func annotationTitles(_ visibility: Visibility) -> some MapContent {
    _ModifiedMapContent(content: self, change: { row in
      if row.titleVisibility == nil { row.titleVisibility = visibility }
    })
  }

  /// Whether the content's annotations show their subtitles. Kept: the rows show no subtitles.
  nonisolated public func annotationSubtitles(_ visibility: Visibility) -> some MapContent {
    _ModifiedMapContent(content: self, change: { _ in })
  }

  /// The tint of the content's markers. Visual: changes nothing on a text screen.
  nonisolated public func tint(_ tint: Color?) -> some MapContent {
    _ModifiedMapContent(content: self, change: { _ in })
  }

  /// The style of the content's markers. Visual: changes nothing on a text screen.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent {
    _ModifiedMapContent(content: self, change: { _ in })
  }
}
