// Mirrors: MapKit `MKCoordinateSpan` (`init()`, `init(latitudeDelta:longitudeDelta:)`), `MKCoordinateRegion`
//   (`init()`, `init(center:span:)`, `center`, `span`); CoreLocation re-exported, as MapKit does
// SDK: iOS 26 SDK
// Status: partial
// Plain values, as on Apple's platforms. Not offered: `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`
// (Apple does not document its conversion from meters to degrees) and `MKMapRect`/`MKMapPoint` (a projection that
// nothing on a text screen draws).
@_exported import CoreLocation

/// The width and height of a map region, in degrees (Apple: `MKCoordinateSpan`).
public struct MKCoordinateSpan: Sendable {
  /// The amount of north-to-south distance (measured in degrees) to display on the map.
  public var latitudeDelta: CLLocationDegrees
  /// The amount of east-to-west distance (measured in degrees) to display for the map region.
  public var longitudeDelta: CLLocationDegrees

  /// A span of zero degrees.
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  /// A span of the given deltas, in degrees.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangular geographic region that centers around a specific latitude and longitude (Apple:
/// `MKCoordinateRegion`).
public struct MKCoordinateRegion: Sendable {
  /// The center point of the region.
  public var center: CLLocationCoordinate2D
  /// The horizontal and vertical span representing the amount of map to display.
  public var span: MKCoordinateSpan

  /// A region centered on (0, 0) with a span of zero.
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  /// A region of the given center and span.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }
}
