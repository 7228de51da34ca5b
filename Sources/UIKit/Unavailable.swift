// Mirrors: UIKit `UITextChecker`, `UIPasteboard`
// SDK: iOS 26 SDK
// Status: unavailable
// What the module does not offer, as compile errors that say so and what to use instead.
import Foundation

/// Not simulated: spell checking needs the system's dictionaries, which the simulation does not have.
@available(*, unavailable, message: "UITextChecker is not simulated by asyncplay: spell checking needs the system's dictionaries, which it does not have; check words against a word list of your app's bundle (Bundle.main.url(forResource:withExtension:))")
open class UITextChecker: NSObject {}

/// Not simulated: there is no system pasteboard shared with other apps.
@available(*, unavailable, message: "UIPasteboard is not simulated by asyncplay: there is no pasteboard shared with other apps; keep copied text in your model, or use SwiftUI's .textSelection(.enabled)")
open class UIPasteboard: NSObject {}
