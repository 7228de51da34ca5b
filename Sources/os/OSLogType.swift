// Mirrors Apple's `OSLogType` (os, https://developer.apple.com/documentation/os/oslogtype), checked against the
// iOS 26 SDK documentation. Status: complete (the five levels; their raw values are `os_log_type_t`'s).

/// The level of a log message: how important it is, and (on a device) which messages stay in memory and which go to
/// disk. asyncplay records every level in the trace, named as `log` and Console name them.
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
  /// `os_log_type_t`'s value.
  public let rawValue: UInt8

  /// A level from `os_log_type_t`'s value.
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  /// A level from `os_log_type_t`'s value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The default level (`OS_LOG_TYPE_DEFAULT`): what `Logger.log(_:)` and `Logger.notice(_:)` use.
  public static let `default` = OSLogType(0x00)
  /// Information that may help troubleshoot (`OS_LOG_TYPE_INFO`).
  public static let info = OSLogType(0x01)
  /// Debug-level messages, for development (`OS_LOG_TYPE_DEBUG`).
  public static let debug = OSLogType(0x02)
  /// An error in the process (`OS_LOG_TYPE_ERROR`).
  public static let error = OSLogType(0x10)
  /// A fault: a bug in the process or the system (`OS_LOG_TYPE_FAULT`).
  public static let fault = OSLogType(0x11)

  /// The level's name in the trace's `log` events (`log show` names the default level `Default`).
  var traceName: String {
    switch rawValue {
    case 0x01: "info"
    case 0x02: "debug"
    case 0x10: "error"
    case 0x11: "fault"
    default: "default"
    }
  }
}
