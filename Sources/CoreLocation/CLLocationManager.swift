// Mirrors: CoreLocation `CLLocationManager`, `CLLocationManagerDelegate`, `CLAuthorizationStatus`
// SDK: iOS 26 SDK
// Status: unavailable
// asyncplay has no location hardware and no source of positions on virtual time (routes serve HTTP, not GPS), so a
// location manager could only make its updates up. Rather than invent a position or an authorization answer, the
// manager is a compile error that says what to do: give the view the coordinate it would show (a constant, or one
// from an API that routes serve). `CLAuthorizationStatus` is a plain enumeration and is offered, for code that
// switches over it.

/// The authorization states of the app for location services (Apple: `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The user has not chosen whether the app can use location services.
  case notDetermined = 0
  /// The app is not authorized to use location services.
  case restricted = 1
  /// The user denied the use of location services for the app or they are disabled globally.
  case denied = 2
  /// The user authorized the app to start location services at any time.
  case authorizedAlways = 3
  /// The user authorized the app to start location services while it is in use.
  case authorizedWhenInUse = 4
}

/// The object that you use to start and stop the delivery of location-related events to your app (Apple:
/// `CLLocationManager`). Unavailable: asyncplay simulates no location.
@available(*, unavailable, message: "asyncplay has no location hardware to report positions or authorization from; use a fixed CLLocationCoordinate2D (or a CLLocation) in the view, or one from an API that routes serve")
open class CLLocationManager {
  /// Unavailable with the class (its `init()` is public, so that a call meets the class's message).
  public init() {}
}

/// The methods that you use to receive events from a location manager (Apple: `CLLocationManagerDelegate`).
/// Unavailable with ``CLLocationManager``.
@available(*, unavailable, message: "asyncplay has no location hardware, so no location manager calls a delegate; use a fixed CLLocationCoordinate2D in the view instead")
public protocol CLLocationManagerDelegate: AnyObject {}
