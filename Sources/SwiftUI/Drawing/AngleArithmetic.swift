// Mirrors: SwiftUI `Angle`'s operators (`+`, `-`, prefix `-`, `*`, `/`, `+=`, `-=`), `Angle.init(_:)`
// SDK: iOS 26 SDK
// Status: complete
// Arithmetic on angles, as shapes compute them (`startAngle - .degrees(90)`, `.degrees(x) / 8`): on the radians.

extension Angle {
  /// An angle in radians.
  public init(_ radians: Double) { self.init(radians: radians) }

  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
