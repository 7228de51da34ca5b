// Mirrors Apple's `os_log` functions (os: https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:),
// https://developer.apple.com/documentation/os/os_log(_:dso:log:_:_:), https://developer.apple.com/documentation/os/os_log(_:)),
// checked against the iOS 26 SDK documentation. Status: complete for these three; a format string's arguments are
// formatted as `String(format:)` formats them, with os_log's `{public}` and `{private}` annotations accepted.
import Foundation

/// Logs `message` (a format string with `args`) to `log` at `type`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
  log.write(OSLogFormat.text(message.description, args), type: type)
}

/// Logs `message` (a format string with `args`) to `log` at `type`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
  log.write(OSLogFormat.text(message.description, args), type: type)
}

/// Logs an interpolated `message` to the default log at the default level.
public func os_log(_ message: OSLogMessage) {
  OSLog.default.write(message.text, type: .default)
}

/// The text of an `os_log` format string with its arguments.
enum OSLogFormat {
  /// `format` with `args` put in, after `%{public}@` and the like became `%@` (String(format:) does not know the
  /// annotations).
  static func text(_ format: String, _ args: [any CVarArg]) -> String {
    var plain = format
    for annotation in ["{public}", "{private}", "{sensitive}"] {
      plain = plain.replacingOccurrences(of: "%" + annotation, with: "%")
    }
    return args.isEmpty ? plain : String(format: plain, arguments: args)
  }
}
