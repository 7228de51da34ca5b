// Mirrors: MapKit for SwiftUI before iOS 17: `Map.init(coordinateRegion:interactionModes:showsUserLocation:
//   userTrackingMode:)`, `Map.init(coordinateRegion:interactionModes:showsUserLocation:userTrackingMode:
//   annotationItems:annotationContent:)`, `MapAnnotationProtocol`, `MapMarker`, `MapPin`, `MapAnnotation`,
//   `MapUserTrackingMode`
// SDK: iOS 26 SDK
// Status: partial
// Apple deprecated these in iOS 17 for the MapContentBuilder forms; they draw as those do (Map.swift): one line for
// the map, then `Marker:` for each MapMarker and MapPin (which have no title) and each MapAnnotation's view. The
// region binding is never written (no user pans the map); no user location is shown (asyncplay has none).
import SwiftUI

/// A type that describes an annotation of a map made from items (Apple: `MapAnnotationProtocol`): ``MapMarker``,
/// ``MapPin`` or ``MapAnnotation``.
public protocol MapAnnotationProtocol {}

/// An annotation the map lists.
protocol ListedMapAnnotation: MapAnnotationProtocol {
  @MainActor var mapRow: MapRow { get }
}

/// A balloon-shaped marker at a coordinate (Apple: `MapMarker`, deprecated in iOS 17 for ``Marker``).
public struct MapMarker: MapAnnotationProtocol, ListedMapAnnotation {
  let coordinate: CLLocationCoordinate2D
  /// A marker at `coordinate`, tinted `tint` (visual).
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
  var mapRow: MapRow {
    MapRow(kind: .marker, content: nil, title: nil, titleVisibility: nil, coordinate: coordinate)
  }
}

/// A pin at a coordinate (Apple: `MapPin`, deprecated in iOS 16).
public struct MapPin: MapAnnotationProtocol, ListedMapAnnotation {
  let coordinate: CLLocationCoordinate2D
  /// A pin at `coordinate`, tinted `tint` (visual).
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
  var mapRow: MapRow {
    MapRow(kind: .marker, content: nil, title: nil, titleVisibility: nil, coordinate: coordinate)
  }
}

/// A view placed on a map at a coordinate (Apple: `MapAnnotation`, deprecated in iOS 17 for ``Annotation``).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, ListedMapAnnotation {
  let coordinate: CLLocationCoordinate2D
  let content: Content
  /// An annotation showing `content` at `coordinate`; `anchorPoint` is where it stands on it (visual).
  public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
              @ViewBuilder content: () -> Content) {
    self.coordinate = coordinate
    self.content = content()
  }
  var mapRow: MapRow {
    MapRow(kind: .annotation, content: AnyView(content), title: nil, titleVisibility: nil, coordinate: coordinate)
  }
}

/// Whether a map follows the user's location (Apple: `MapUserTrackingMode`).
public enum MapUserTrackingMode: Hashable, Sendable {
  /// The map does not follow the user.
  case none
  /// The map follows the user's location.
  case follow
}

/// The items' annotations, as map content.
struct AnnotationItems: PrimitiveMapContent, MapContent {
  typealias Body = Never
  let annotations: @MainActor () -> [any ListedMapAnnotation]
  var mapRows: [MapRow] { annotations().map(\.mapRow) }
}

extension Map {
  /// A map showing `coordinateRegion`, with no annotations.
  public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
              showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
    self.init(initialPosition: .region(coordinateRegion.wrappedValue)) {}
  }

  /// A map showing `coordinateRegion`, with an annotation for each of `annotationItems`.
  public init<Items: RandomAccessCollection, ItemAnnotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
    annotationItems: Items, annotationContent: @escaping (Items.Element) -> ItemAnnotation)
    where Items.Element: Identifiable {
    self.init(initialPosition: .region(coordinateRegion.wrappedValue)) {
      AnnotationItems(annotations: { annotationItems.compactMap { annotationContent($0) as? any ListedMapAnnotation } })
    }
  }
}
