// Mirrors: MapKit for SwiftUI `Map` (`init(position:bounds:interactionModes:scope:content:)`,
//   `init(initialPosition:bounds:interactionModes:scope:content:)`,
//   `init(position:bounds:interactionModes:selection:scope:content:)`,
//   `init(initialPosition:bounds:interactionModes:selection:scope:content:)`, and the same without content),
//   `MapReader`, `MapProxy` (`convert(_:from:)`, `convert(_:to:)`, `camera`, `region`), `View.mapStyle(_:)`,
//   `View.mapCameraKeyframeAnimator(trigger:keyframes:)`
// SDK: iOS 26 SDK
// Status: partial
// No map is drawn on a text screen: a Map is one line naming it and counting its content, `[Map: 2 annotations]`,
// then one row per marker and annotation (MapContent.swift, MapMarkers.swift), in the content's order, whatever the
// camera shows. The camera, its position binding, bounds, interaction modes, style and keyframes are kept and
// change nothing (no user pans the map, so the position binding is never written). No marker can be tapped, so the
// selection binding is never written. A MapProxy converts nothing: there is no map on which a point stands, so its
// conversions answer nil, as Apple's do for a point off the map. Apple's `Map<Content>` is generic over its drawn
// content; this one is not (`Map` is the whole type), which only code that writes the parameter out would notice.
import Foundation
import SwiftUI

/// A view that displays an embedded map interface (Apple: `Map`).
public struct Map: View {
  let content: any MapContent

  /// A map whose camera follows `position`, showing `content`.
  public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                             interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                             @MapContentBuilder content: () -> C) {
    self.content = content()
  }

  /// A map starting at `initialPosition`, showing `content`.
  public init<C: MapContent>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                             interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                             @MapContentBuilder content: () -> C) {
    self.content = content()
  }

  /// A map whose camera follows `position`, whose selected content is `selection`, showing `content`.
  public init<SelectedValue: Hashable, C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) {
    self.content = content()
  }

  /// A map starting at `initialPosition`, whose selected content is `selection`, showing `content`.
  public init<SelectedValue: Hashable, C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C) {
    self.content = content()
  }

  /// A map whose camera follows `position`, with no content.
  public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
              interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
    content = _MapContentGroup(parts: [])
  }

  /// A map starting at `initialPosition`, with no content.
  public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
              interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
    content = _MapContentGroup(parts: [])
  }

  public var body: some View {
    let rows = mapRows(of: content)
    VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: Map.summary(of: rows))
      ForEach(Array(rows.indices), id: \.self) { index in
        Map.view(of: rows[index])
      }
    }
  }

  /// The map's line: `[Map]`, `[Map: 1 marker]`, `[Map: 2 markers, 3 annotations]`.
  static func summary(of rows: [MapRow]) -> String {
    let markers = rows.filter { $0.kind == .marker }.count
    let annotations = rows.count - markers
    var parts: [String] = []
    if markers > 0 { parts.append(markers == 1 ? "1 marker" : "\(markers) markers") }
    if annotations > 0 { parts.append(annotations == 1 ? "1 annotation" : "\(annotations) annotations") }
    return parts.isEmpty ? "[Map]" : "[Map: " + parts.joined(separator: ", ") + "]"
  }

  /// One marker (`Marker: ` and its title) or annotation (its view, then its title unless hidden).
  @ViewBuilder
  static func view(of row: MapRow) -> some View {
    let title = row.titleVisibility == .hidden ? nil : row.title
    if row.kind == .marker {
      HStack(spacing: 1) {
        Text(verbatim: "Marker:")
        title
      }
    } else {
      HStack(spacing: 1) {
        row.content
        title
      }
    }
  }
}

/// A view that gives its content a proxy of the map it contains (Apple: `MapReader`).
public struct MapReader<Content: View>: View {
  let content: (MapProxy) -> Content

  /// A reader whose content is made with the map's proxy.
  public init(@ViewBuilder content: @escaping (MapProxy) -> Content) {
    self.content = content
  }

  public var body: some View { content(MapProxy()) }
}

/// Converts between the map's coordinates and the view's points (Apple: `MapProxy`). There is no drawn map, so no
/// point is on it: every conversion answers nil.
public struct MapProxy: Sendable {
  /// The coordinate under `point`: nil, no map being drawn.
  public func convert(_ point: CGPoint, from coordinateSpace: CoordinateSpace) -> CLLocationCoordinate2D? { nil }
  /// The point of `coordinate`: nil, no map being drawn.
  public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: CoordinateSpace) -> CGPoint? { nil }
  /// The map's current camera: nil, no map being drawn.
  public var camera: MapCamera? { nil }
  /// The map's current region: nil, no map being drawn.
  public var region: MKCoordinateRegion? { nil }
}

extension View {
  /// The style of the maps in this view. Visual: changes nothing on a text screen.
  nonisolated public func mapStyle(_ mapStyle: MapStyle) -> some View { self }

  /// Keyframes that move the map's camera when `trigger` changes. Kept, never played: the text screen draws no
  /// camera (SwiftUI's keyframes are never played either).
  nonisolated public func mapCameraKeyframeAnimator(
    trigger: some Equatable, @KeyframesBuilder<MapCamera> keyframes: @escaping (MapCamera) -> some Keyframes<MapCamera>)
    -> some View {
    self
  }
}
