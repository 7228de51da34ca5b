// Mirrors Apple's `OSLogPrivacy` (os, https://developer.apple.com/documentation/os/oslogprivacy), checked against the
// iOS 26 SDK documentation. Status: inert — every privacy option is accepted; a run shows every value, as Xcode's
// console does while the debugger is attached (on a device without one, `private` values read `<private>`).

/// How a value interpolated into a log message is treated when the log is read outside development.
public struct OSLogPrivacy: Equatable, Sendable {
  /// What a masked value is replaced by.
  public struct Mask: Equatable, Sendable {
    private let name: String
    /// A hash of the value, the same for equal values.
    public static let hash = Mask(name: "hash")
    /// No mask.
    public static let none = Mask(name: "none")
  }

  private let name: String
  private let mask: Mask

  /// The system decides: scalars are public, strings and objects private.
  public static let auto = OSLogPrivacy(name: "auto", mask: .none)
  /// Shown in every log.
  public static let `public` = OSLogPrivacy(name: "public", mask: .none)
  /// Redacted outside development.
  public static let `private` = OSLogPrivacy(name: "private", mask: .none)
  /// Redacted always, even in development, outside the process.
  public static let sensitive = OSLogPrivacy(name: "sensitive", mask: .none)

  /// `auto`, masked with `mask`.
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "auto", mask: mask) }
  /// `private`, masked with `mask`.
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "private", mask: mask) }
  /// `sensitive`, masked with `mask`.
  public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(name: "sensitive", mask: mask) }
}
