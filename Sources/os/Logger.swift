// Mirrors Apple's `Logger` (os, https://developer.apple.com/documentation/os/logger), checked against the iOS 26 SDK
// documentation. Status: complete — its initializers and every level method; each message becomes a `log` event of
// the run's trace, at the virtual time, on the task that logged it.

/// Writes interpolated messages to the unified logging system; in asyncplay, to the run's trace.
public struct Logger: Sendable {
  /// The log the messages go to.
  let osLog: OSLog

  /// A logger that writes to the default subsystem (no subsystem or category).
  public init() { osLog = .default }

  /// A logger for `subsystem` (a large area of the app, usually its bundle identifier) and `category`.
  public init(subsystem: String, category: String) { osLog = OSLog(subsystem: subsystem, category: category) }

  /// A logger writing to `log`.
  public init(_ log: OSLog) { osLog = log }

  /// Writes at the default level.
  public func log(_ message: OSLogMessage) { osLog.write(message.text, type: .default) }

  /// Writes at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) { osLog.write(message.text, type: level) }

  /// Writes at the default level (Apple: "functionally equivalent to the log(_:) method").
  public func notice(_ message: OSLogMessage) { osLog.write(message.text, type: .default) }

  /// Writes at the info level.
  public func info(_ message: OSLogMessage) { osLog.write(message.text, type: .info) }

  /// Writes at the debug level.
  public func debug(_ message: OSLogMessage) { osLog.write(message.text, type: .debug) }

  /// Writes at the debug level (Apple: "functionally equivalent to the debug(_:) method").
  public func trace(_ message: OSLogMessage) { osLog.write(message.text, type: .debug) }

  /// Writes at the error level.
  public func error(_ message: OSLogMessage) { osLog.write(message.text, type: .error) }

  /// Writes at the error level (Apple: "functionally equivalent to the error(_:) method").
  public func warning(_ message: OSLogMessage) { osLog.write(message.text, type: .error) }

  /// Writes at the fault level.
  public func fault(_ message: OSLogMessage) { osLog.write(message.text, type: .fault) }

  /// Writes at the fault level (Apple: "functionally equivalent to the fault(_:) method").
  public func critical(_ message: OSLogMessage) { osLog.write(message.text, type: .fault) }
}
