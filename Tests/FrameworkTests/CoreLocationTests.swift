import CoreLocation
import Testing

/// CoreLocation's values (Sources/CoreLocation), against Apple's documentation.
@Suite struct CoreLocationTests {
  /// https://developer.apple.com/documentation/corelocation/cllocationcoordinate2disvalid(_:): a latitude within
  /// ±90 and a longitude within ±180 degrees; `kCLLocationCoordinate2DInvalid` is not valid.
  @Test func coordinateValidity() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 56, longitude: -3)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.5, longitude: 0)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: 180.5)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    let made = CLLocationCoordinate2DMake(51.501, -0.141)
    #expect(made.latitude == 51.501 && made.longitude == -0.141)
  }

  /// https://developer.apple.com/documentation/corelocation/cllocation/distance(from:): the length of the arc that
  /// follows the Earth's curvature, in meters, altitude ignored. On the sphere of the WGS 84 mean radius
  /// (6,371,008.8 m): one degree along the equator is 2πR/360 = 111,195.08 m, and the equator to a pole πR/2 =
  /// 10,007,557.2 m.
  @Test func distanceIsTheGreatCircleArc() {
    let origin = CLLocation(latitude: 0, longitude: 0)
    #expect(abs(origin.distance(from: CLLocation(latitude: 0, longitude: 1)) - 111_195.08) < 0.01)
    #expect(abs(origin.distance(from: CLLocation(latitude: 90, longitude: 0)) - 10_007_557.2) < 0.1)
    // The arc crosses the antimeridian the short way: 179° E to 179° W is two degrees.
    let east = CLLocation(latitude: 0, longitude: 179), west = CLLocation(latitude: 0, longitude: -179)
    #expect(abs(east.distance(from: west) - 2 * 111_195.08) < 0.02)
    // Symmetric, zero to itself, and altitude plays no part.
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    let paris = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), altitude: 3_000,
                           horizontalAccuracy: 5, verticalAccuracy: 5, timestamp: .distantPast)
    #expect(london.distance(from: paris) == paris.distance(from: london))
    #expect(london.distance(from: london) == 0)
    // London to Paris is about 344 km (the haversine figure is 343.6 km).
    #expect(abs(london.distance(from: paris) - 343_556) < 100)
    #expect(paris.altitude == 3_000 && paris.horizontalAccuracy == 5 && london.altitude == 0)
  }
}
