// Mirrors: CoreLocation `CLLocationCoordinate2D` (`init()`, `init(latitude:longitude:)`, `latitude`, `longitude`),
//   `CLLocationCoordinate2DIsValid(_:)`, `CLLocationCoordinate2DMake(_:_:)`, `kCLLocationCoordinate2DInvalid`,
//   `CLLocationDegrees`, `CLLocationDistance`, `CLLocationDirection`, `CLLocationSpeed`, `CLLocationAccuracy`
// SDK: iOS 26 SDK
// Status: complete
// Plain values: they behave as on Apple's platforms. As there, `CLLocationCoordinate2D` is not Equatable (apps that
// compare coordinates declare the conformance themselves, which must keep compiling).
import Foundation

/// A latitude or longitude value specified in degrees (Apple: `CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// A distance in meters from an existing location (Apple: `CLLocationDistance`).
public typealias CLLocationDistance = Double
/// A direction in degrees, relative to true north (Apple: `CLLocationDirection`).
public typealias CLLocationDirection = Double
/// The instantaneous speed of the device, in meters per second (Apple: `CLLocationSpeed`).
public typealias CLLocationSpeed = Double
/// The accuracy of a geographical coordinate, in meters (Apple: `CLLocationAccuracy`).
public typealias CLLocationAccuracy = Double

/// The latitude and longitude associated with a location, specified using the WGS 84 reference frame
/// (Apple: `CLLocationCoordinate2D`, https://developer.apple.com/documentation/corelocation/cllocationcoordinate2d).
public struct CLLocationCoordinate2D: Sendable {
  /// The latitude in degrees: positive north of the equator, negative south.
  public var latitude: CLLocationDegrees
  /// The longitude in degrees: positive east of the meridian, negative west.
  public var longitude: CLLocationDegrees

  /// The coordinate (0, 0).
  public init() {
    latitude = 0
    longitude = 0
  }

  /// Creates a coordinate with the given latitude and longitude, as given (no check: see
  /// ``CLLocationCoordinate2DIsValid(_:)``).
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether `coord` is a valid coordinate: a latitude within -90…90 and a longitude within -180…180 degrees
/// (Apple: https://developer.apple.com/documentation/corelocation/cllocationcoordinate2disvalid(_:)).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A coordinate of the given latitude and longitude (Apple: `CLLocationCoordinate2DMake(_:_:)`).
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
  -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// An invalid coordinate (Apple: `kCLLocationCoordinate2DInvalid`, whose latitude and longitude are -180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
