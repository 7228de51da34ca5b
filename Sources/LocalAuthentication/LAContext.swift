// Mirrors: LocalAuthentication `LAContext` (`init()`, `canEvaluatePolicy(_:error:)`,
//   `evaluatePolicy(_:localizedReason:reply:)`, `evaluatePolicy(_:localizedReason:)` async, `biometryType`,
//   `localizedReason`, `localizedCancelTitle`, `localizedFallbackTitle`, `interactionNotAllowed`, `invalidate()`),
//   `LAPolicy`, `LABiometryType`; Foundation `NSErrorPointer`
// SDK: iOS 26 SDK
// Status: partial
// The simulated device is the iOS Simulator's default iPhone: it has Face ID, but no face is enrolled and no passcode
// is set. So, as on that Simulator, `canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error:)` is false
// with `LAError.Code.biometryNotEnrolled`, `.deviceOwnerAuthentication` is false with `.passcodeNotSet`, `biometryType`
// becomes `.faceID` once a policy was checked, and an evaluation fails with the same error, reported as Apple reports
// it: the reply is called later (on a task of the run), never during the call. Nothing makes up a user's face.
import Foundation

/// The pointer through which an Objective-C style method returns an error (Apple: Foundation's `NSErrorPointer`,
/// which Linux's Foundation lacks). Pass `&error` for a `var error: NSError?`, or nil.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// The set of available local authentication policies (Apple: `LAPolicy`).
public enum LAPolicy: Int, Sendable {
  /// User authentication with biometry (Face ID or Touch ID), without falling back to the passcode.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// User authentication with biometry or the device passcode.
  case deviceOwnerAuthentication = 2
}

/// The set of available biometric authentication types (Apple: `LABiometryType`).
public enum LABiometryType: Int, Sendable {
  /// The device does not support biometry (or no policy was checked yet).
  case none = 0
  /// The device supports Touch ID.
  case touchID = 1
  /// The device supports Face ID.
  case faceID = 2
  /// The device supports Optic ID.
  case opticID = 4
}

/// A mechanism for evaluating authentication policies and access controls (Apple: `LAContext`).
open class LAContext: NSObject {
  /// The device's biometry, which is set only after `canEvaluatePolicy(_:error:)` was called (Apple documents it so),
  /// whatever that call returned: `.faceID` then (the simulated iPhone has Face ID, not enrolled).
  open private(set) var biometryType: LABiometryType = .none
  /// The reason for authentication that the system shows when this context evaluates a policy.
  open var localizedReason: String = ""
  /// The title of the authentication dialog's Cancel button.
  open var localizedCancelTitle: String?
  /// The title of the authentication dialog's fallback button.
  open var localizedFallbackTitle: String?
  /// Whether the system may show authentication UI (no UI is ever shown: the evaluation fails first).
  open var interactionNotAllowed: Bool = false
  private var isInvalidated = false

  public override init() {}

  /// Whether authentication can proceed for `policy`; when it cannot, `error` (if not nil) receives why.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
    if !isInvalidated { biometryType = SimulatedDevice.biometry }
    let failure = refusal(of: policy)
    error?.pointee = failure.map { LAError($0).nsError }
    return failure == nil
  }

  /// Evaluates `policy`, then calls `reply` with whether the user was authenticated and, if not, the error (an
  /// `LAError`). Here it always fails, as `canEvaluatePolicy(_:error:)` says; `reply` is called after this returns.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                           reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    let error = LAError(refusal(of: policy) ?? .authenticationFailed)
    Task { reply(false, error) }
  }

  /// Evaluates `policy`: returns true when the user was authenticated, else throws an `LAError`. Here it always
  /// throws, with the error `canEvaluatePolicy(_:error:)` gives.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw LAError(refusal(of: policy) ?? .authenticationFailed)
  }

  /// Invalidates the context: a later check or evaluation fails with `LAError.Code.invalidContext`.
  open func invalidate() { isInvalidated = true }

  /// Why `policy` cannot be evaluated on the simulated device (nil never happens: nothing is enrolled).
  private func refusal(of policy: LAPolicy) -> LAError.Code? {
    if isInvalidated { return .invalidContext }
    switch policy {
    case .deviceOwnerAuthenticationWithBiometrics: return .biometryNotEnrolled
    case .deviceOwnerAuthentication: return .passcodeNotSet
    }
  }
}

/// The device a run authenticates on: the iOS Simulator's default iPhone, Face ID hardware, nothing enrolled.
enum SimulatedDevice {
  static let biometry = LABiometryType.faceID
}
