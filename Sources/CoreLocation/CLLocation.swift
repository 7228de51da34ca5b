// Mirrors: CoreLocation `CLLocation` (`init(latitude:longitude:)`,
//   `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)`, `coordinate`, `altitude`,
//   `horizontalAccuracy`, `verticalAccuracy`, `timestamp`, `distance(from:)`)
// SDK: iOS 26 SDK
// Status: partial
// A location value: what the app made it from. No course, speed, floor or source information (asyncplay has no
// location hardware: see CLLocationManager.swift).
import Foundation

/// The latitude, longitude and accuracy of a geographical location (Apple: `CLLocation`,
/// https://developer.apple.com/documentation/corelocation/cllocation).
open class CLLocation: NSObject, @unchecked Sendable {
  /// The geographical coordinate.
  public let coordinate: CLLocationCoordinate2D
  /// The altitude above mean sea level, in meters.
  public let altitude: CLLocationDistance
  /// The radius of uncertainty for the location, in meters; negative when the coordinate is invalid.
  public let horizontalAccuracy: CLLocationAccuracy
  /// The validity of the altitude values and their estimated uncertainty, in meters.
  public let verticalAccuracy: CLLocationAccuracy
  /// When the location was determined: the given time; for `init(latitude:longitude:)`, the moment it was made
  /// (`Date()`, which a run reads on virtual time).
  public let timestamp: Date

  /// A location of the given latitude and longitude, at sea level, with accuracies of 0.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    horizontalAccuracy = 0
    verticalAccuracy = 0
    timestamp = Date()
  }

  /// A location with the given coordinate, altitude, accuracies and time.
  public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
              horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
              timestamp: Date) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.timestamp = timestamp
  }

  /// The distance in meters from this location to `location`.
  ///
  /// Apple: "The distance is calculated by tracing a line between the two points that follows the curvature of the
  /// Earth, and measuring the length of the resulting arc. The arc is a smooth curve that doesn't take into account
  /// altitude changes between the two locations."
  /// (https://developer.apple.com/documentation/corelocation/cllocation/distance(from:)). Apple does not name its
  /// model of the Earth: this is the great-circle arc (haversine formula) on a sphere of the WGS 84 ellipsoid's mean
  /// radius, 6,371,008.8 m, which is within 0.5 % of the arc on the ellipsoid.
  open func distance(from location: CLLocation) -> CLLocationDistance {
    CLLocation.greatCircleDistance(coordinate, location.coordinate)
  }

  /// The mean radius of the WGS 84 ellipsoid, (2a + b) / 3, in meters.
  static let earthMeanRadius = 6_371_008.8

  /// The great-circle distance between two coordinates on the sphere of ``earthMeanRadius``.
  static func greatCircleDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
    let radians = Double.pi / 180
    let latitudeA = a.latitude * radians, latitudeB = b.latitude * radians
    let halfLatitude = sin((latitudeB - latitudeA) / 2)
    let halfLongitude = sin((b.longitude - a.longitude) * radians / 2)
    let h = halfLatitude * halfLatitude + cos(latitudeA) * cos(latitudeB) * halfLongitude * halfLongitude
    return 2 * earthMeanRadius * asin(min(1, h.squareRoot()))
  }
}
