// Mirrors: MapKit for SwiftUI `MapCamera` (`init(centerCoordinate:distance:heading:pitch:)`, `centerCoordinate`,
//   `distance`, `heading`, `pitch`), `MapCameraPosition` (`automatic`, `region(_:)`, `camera(_:)`, `region`,
//   `camera`, `positionedByUser`), `MapCameraBounds`, `MapInteractionModes`, `MapStyle` (`standard`, `imagery`,
//   `hybrid`, `Elevation`, `StandardEmphasis`), `PointOfInterestCategories`, `CLLocationCoordinate2D: Animatable`
// SDK: iOS 26 SDK
// Status: inert
// A map is not drawn on the text screen (Map.swift draws one line naming it): its camera, bounds, interaction modes
// and style are kept as given and change nothing. No user moves the camera, so `positionedByUser` is always false.
import SwiftUI

/// A camera viewing a map: where it looks, from how far, in which direction and at which angle (Apple: `MapCamera`).
public struct MapCamera: Equatable, Sendable {
  /// The coordinate the camera looks at.
  public var centerCoordinate: CLLocationCoordinate2D
  /// The distance from the camera to the center coordinate, in meters.
  public var distance: CLLocationDistance
  /// The heading of the camera, in degrees, relative to true north.
  public var heading: CLLocationDirection
  /// The viewing angle of the camera, in degrees.
  public var pitch: Double

  /// A camera looking at `centerCoordinate` from `distance` meters.
  public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDirection = 0,
              pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
    lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
      && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
      && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
  }
}

/// The position of the camera of a map: chosen by the map, a region, or a camera (Apple: `MapCameraPosition`).
public struct MapCameraPosition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic
    case region(latitude: Double, longitude: Double, latitudeDelta: Double, longitudeDelta: Double)
    case camera(MapCamera)
  }

  let kind: Kind

  /// A position that frames the map's content.
  public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }

  /// A position that shows `region`.
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(kind: .region(latitude: region.center.latitude, longitude: region.center.longitude,
                                    latitudeDelta: region.span.latitudeDelta, longitudeDelta: region.span.longitudeDelta))
  }

  /// A position from the given camera.
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

  /// The region the position shows, when it was made from one.
  public var region: MKCoordinateRegion? {
    guard case let .region(latitude, longitude, latitudeDelta, longitudeDelta) = kind else { return nil }
    return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
                              span: MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta))
  }

  /// The camera of the position, when it was made from one.
  public var camera: MapCamera? {
    guard case let .camera(camera) = kind else { return nil }
    return camera
  }

  /// Whether the user moved the map to this position: never here (no one pans a map on a text screen).
  public var positionedByUser: Bool { false }
}

/// The limits of a map's camera (Apple: `MapCameraBounds`); kept, never applied.
public struct MapCameraBounds: Sendable {
  let centerCoordinateBounds: MKCoordinateRegion?
  let minimumDistance: Double?
  let maximumDistance: Double?

  /// Bounds that keep the camera's center within `centerCoordinateBounds`, between the given distances.
  public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil,
              maximumDistance: Double? = nil) {
    self.centerCoordinateBounds = centerCoordinateBounds
    self.minimumDistance = minimumDistance
    self.maximumDistance = maximumDistance
  }

  /// Bounds on the camera's distance only.
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    centerCoordinateBounds = nil
    self.minimumDistance = minimumDistance
    self.maximumDistance = maximumDistance
  }
}

/// The ways a user may move a map (Apple: `MapInteractionModes`).
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Panning.
  public static let pan = MapInteractionModes(rawValue: 1 << 0)
  /// Zooming.
  public static let zoom = MapInteractionModes(rawValue: 1 << 1)
  /// Rotating.
  public static let rotate = MapInteractionModes(rawValue: 1 << 2)
  /// Pitching.
  public static let pitch = MapInteractionModes(rawValue: 1 << 3)
  /// Every interaction.
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// The categories of points of interest a map shows (Apple: `PointOfInterestCategories`); kept, never drawn.
public struct PointOfInterestCategories: Sendable {
  let excludesAll: Bool
  /// Every category.
  public static var all: PointOfInterestCategories { PointOfInterestCategories(excludesAll: false) }
  /// No category.
  public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories(excludesAll: true) }
}

/// How a map draws (Apple: `MapStyle`); kept, never drawn.
public struct MapStyle: Sendable {
  /// Whether the map shows terrain and buildings in three dimensions.
  public enum Elevation: Sendable {
    case automatic, flat, realistic
  }

  /// How prominently the standard style draws its features.
  public enum StandardEmphasis: Sendable {
    case automatic, muted
  }

  enum Kind: Sendable { case standard, imagery, hybrid }
  let kind: Kind

  /// A street map.
  public static var standard: MapStyle { MapStyle(kind: .standard) }
  /// Satellite imagery.
  public static var imagery: MapStyle { MapStyle(kind: .imagery) }
  /// Satellite imagery with roads and names.
  public static var hybrid: MapStyle { MapStyle(kind: .hybrid) }

  /// A street map with the given elevation, emphasis, points of interest and traffic.
  public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                              pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { MapStyle(kind: .standard) }
  /// Satellite imagery with the given elevation.
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(kind: .imagery) }
  /// Satellite imagery with roads and names, with the given elevation, points of interest and traffic.
  public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                            showsTraffic: Bool = false) -> MapStyle { MapStyle(kind: .hybrid) }
}

/// A coordinate is animatable, so that keyframes can move a camera's center (`KeyframeTrack(\MapCamera
/// .centerCoordinate)`); keyframes are never played on a text screen (SwiftUI's Keyframes.swift).
extension CLLocationCoordinate2D: Animatable {
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(latitude, longitude) }
    set { (latitude, longitude) = (newValue.first, newValue.second) }
  }
}
