import Foundation
import LocalAuthentication
import Testing

/// LocalAuthentication (Sources/LocalAuthentication): the device is the iOS Simulator's default iPhone, Face ID with
/// no face enrolled and no passcode. Apple: https://developer.apple.com/documentation/localauthentication/lacontext/canevaluatepolicy(_:error:)
/// ("If the method fails, it uses this parameter to return an error … See LAError.Code"),
/// /lacontext/evaluatepolicy(_:localizedreason:reply:) ("A closure that is executed when policy evaluation finishes"),
/// /lacontext/biometrytype ("set only after you call canEvaluatePolicy"), /laerror-swift.struct/biometrynotenrolled
/// ("The user has no enrolled biometric identities", -7 in LAError.h), /lapolicy/deviceownerauthenticationwithbiometrics
/// ("Policy evaluation fails if Touch ID or Face ID is unavailable or not enrolled"). A new Simulator's Face ID is not
/// enrolled (its Features › Face ID › Enrolled toggle starts off; UI-test drivers enroll it explicitly).
@Suite struct LocalAuthenticationTests {
  @Test func biometricsAreNotEnrolled() {
    let context = LAContext()
    #expect(context.biometryType == .none)
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.domain == LAErrorDomain)
    #expect(error?.code == LAError.Code.biometryNotEnrolled.rawValue && error?.code == -7)
    #expect(context.biometryType == .faceID)
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
  }

  /// The passcode fallback fails too: the simulated device has no passcode (`LAError.Code.passcodeNotSet`, -5).
  @Test func noPasscode() {
    var error: NSError?
    #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    #expect(error?.code == LAError.passcodeNotSet.rawValue && error?.code == -5)
  }

  /// The reply comes after `evaluatePolicy` returned, with success false and the LAError.
  @Test func evaluationRepliesLaterWithTheError() async {
    let context = LAContext()
    let returned = Flag()
    let reply = await withCheckedContinuation { (continuation: CheckedContinuation<(Bool, Bool, (any Error)?), Never>) in
      context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { success, error in
        continuation.resume(returning: (returned.isSet, success, error))
      }
      returned.set()
    }
    #expect(reply.0, "the reply ran during the call")
    #expect(!reply.1)
    #expect((reply.2 as? LAError)?.code == .biometryNotEnrolled)
  }

  /// The async form throws the error, and `catch LAError.biometryNotEnrolled` matches it, as for Apple's errors.
  @Test func asyncEvaluationThrows() async {
    do {
      _ = try await LAContext().evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
      Issue.record("evaluation succeeded")
    } catch LAError.biometryNotEnrolled {
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(LAError.Code.biometryNotEnrolled ~= NSError(domain: LAErrorDomain, code: -7))
    #expect(!(LAError.Code.userCancel ~= LAError(.biometryNotEnrolled)))
  }

  /// An invalidated context fails every check with `invalidContext` (-10).
  @Test func invalidatedContext() async {
    let context = LAContext()
    context.invalidate()
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == -10)
    await #expect(throws: LAError(.invalidContext)) {
      _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "x")
    }
  }
}

/// Whether something happened, read from another task.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
