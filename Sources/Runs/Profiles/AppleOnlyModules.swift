/// The frameworks of Apple's SDKs that asyncplay does not simulate: `import StoreKit` is one error at the import, saying
/// so and naming what is simulated, instead of the compiler's bare "no such module 'UIKit'".
package enum AppleOnlyModules {
  /// What a student's file may import besides the standard library.
  package static let simulated = "SwiftUI, UIKit, Foundation, Observation, Combine, SwiftData, os, Security, "
    + "CoreLocation, MapKit, Charts, PhotosUI, LocalAuthentication, UniformTypeIdentifiers, CoreTransferable, simd, CoreData"

  /// Apple's frameworks an app's code imports, that are not simulated.
  package static let names: Set<String> = [
    "Accelerate", "Accessibility", "ActivityKit", "AppIntents", "AppKit", "ARKit", "AuthenticationServices",
    "AVFoundation", "AVKit", "BackgroundTasks", "CloudKit", "Contacts", "ContactsUI", "CoreBluetooth",
    "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocationUI", "CoreML",
    "CoreMotion", "CoreNFC", "CoreSpotlight", "CoreText", "CryptoKit", "EventKit", "EventKitUI",
    "FoundationModels", "GameKit", "GameplayKit", "HealthKit", "ImageIO", "LinkPresentation",
    "MessageUI", "Metal", "MetalKit", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "Network",
    "PassKit", "PDFKit", "Photos", "QuartzCore", "QuickLook", "RealityKit", "SafariServices",
    "SceneKit", "Speech", "SpriteKit", "StoreKit", "TipKit", "UserNotifications",
    "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit",
  ]

  /// The compiler's `no such module 'X'` for one of ``names``, said as asyncplay's; nil for any other message.
  package static func message(for compilerMessage: String) -> (original: String, replacement: String)? {
    let prefix = "no such module '"
    guard compilerMessage.hasPrefix(prefix), compilerMessage.hasSuffix("'") else { return nil }
    let name = String(compilerMessage.dropFirst(prefix.count).dropLast())
    guard names.contains(name) else { return nil }
    return (compilerMessage, "\(name) is not simulated by asyncplay (\(simulated) are)")
  }
}
