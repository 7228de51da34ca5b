// Mirrors: LocalAuthentication `LAError` (`Code`, `errorDomain`, `code`, the static codes such as
//   `biometryNotEnrolled`, `~=` for `catch LAError.userCancel`), `LAErrorDomain`
// SDK: iOS 26 SDK
// Status: partial
// The error values are Apple's (LAError.h); the descriptions are asyncplay's, naming the simulated device.
import Foundation

/// The error domain of LocalAuthentication's errors (Apple: `LAErrorDomain`).
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// An authentication error (Apple: `LAError`).
public struct LAError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Authentication error codes (Apple: `LAError.Code`, the values of LAError.h).
  public enum Code: Int, Sendable, Hashable {
    /// The user failed to provide valid credentials.
    case authenticationFailed = -1
    /// The user tapped the cancel button in the authentication dialog.
    case userCancel = -2
    /// The user tapped the fallback button in the authentication dialog, but no fallback is available.
    case userFallback = -3
    /// The system canceled authentication.
    case systemCancel = -4
    /// A passcode isn't set on the device.
    case passcodeNotSet = -5
    /// Biometry is not available on the device.
    case biometryNotAvailable = -6
    /// The user has no enrolled biometric identities.
    case biometryNotEnrolled = -7
    /// Biometry is locked because there were too many failed attempts.
    case biometryLockout = -8
    /// The app canceled authentication.
    case appCancel = -9
    /// The context was previously invalidated.
    case invalidContext = -10
    /// Displaying the required authentication user interface is forbidden.
    case notInteractive = -1004
  }

  /// The error's domain, `LAErrorDomain`.
  public static var errorDomain: String { LAErrorDomain }

  /// The error's code.
  public let code: Code

  /// An error of `code`.
  public init(_ code: Code) { self.code = code }

  /// The user failed to provide valid credentials.
  public static var authenticationFailed: Code { .authenticationFailed }
  /// The user tapped the cancel button.
  public static var userCancel: Code { .userCancel }
  /// The user tapped the fallback button.
  public static var userFallback: Code { .userFallback }
  /// The system canceled authentication.
  public static var systemCancel: Code { .systemCancel }
  /// A passcode isn't set on the device.
  public static var passcodeNotSet: Code { .passcodeNotSet }
  /// Biometry is not available on the device.
  public static var biometryNotAvailable: Code { .biometryNotAvailable }
  /// The user has no enrolled biometric identities.
  public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
  /// Biometry is locked out.
  public static var biometryLockout: Code { .biometryLockout }
  /// The app canceled authentication.
  public static var appCancel: Code { .appCancel }
  /// The context was previously invalidated.
  public static var invalidContext: Code { .invalidContext }
  /// Authentication UI is forbidden.
  public static var notInteractive: Code { .notInteractive }

  public var description: String {
    switch code {
    case .biometryNotEnrolled: "No identities are enrolled (asyncplay's device has Face ID, with no face enrolled)."
    case .passcodeNotSet: "Passcode not set (asyncplay's device has no passcode)."
    case .invalidContext: "The context was invalidated."
    case .authenticationFailed: "Authentication failed."
    case .userCancel: "Canceled by user."
    case .userFallback: "Fallback authentication mechanism selected."
    case .systemCancel: "Canceled by the system."
    case .biometryNotAvailable: "Biometry is not available."
    case .biometryLockout: "Biometry is locked out."
    case .appCancel: "Canceled by the app."
    case .notInteractive: "Authentication UI is not allowed."
    }
  }

  /// The error as the `NSError` that `canEvaluatePolicy(_:error:)` returns: LAErrorDomain, the code's value, and
  /// the description as its localized description.
  var nsError: NSError {
    NSError(domain: LAErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
  }
}

extension LAError: CustomNSError {
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

extension LAError: LocalizedError {
  public var errorDescription: String? { description }
}

extension LAError.Code {
  /// Whether `error` is an `LAError` of this code (or the `NSError` of it that `canEvaluatePolicy` returns), so that
  /// `catch LAError.userCancel` matches, as for Apple's bridged errors.
  public static func ~= (match: LAError.Code, error: any Error) -> Bool {
    if let error = error as? LAError { return error.code == match }
    let nsError = error as NSError
    return nsError.domain == LAErrorDomain && nsError.code == match.rawValue
  }
}
