// Mirrors: UIKit `UIDevice`, `current`, `name`, `model`, `localizedModel`, `systemName`, `systemVersion`,
//   `userInterfaceIdiom`, `orientation`, `isBatteryMonitoringEnabled`, `batteryLevel`, `batteryState`,
//   `UIUserInterfaceIdiom`, `UIDeviceOrientation`, `UIDevice.BatteryState`
// SDK: iOS 26 SDK
// Status: complete
import Foundation

/// A representation of the current device (Apple: `UIDevice`): the one device the run stands for, an iPhone 16 in
/// portrait running iOS 26.0 (the SwiftUI module's `CompactiPhone`).
@MainActor
open class UIDevice: NSObject {
  /// An object that represents the current device.
  public static let current = UIDevice()

  /// The name of the device: "iPhone" (Apple: since iOS 16 the user's device name needs an entitlement; without it
  /// the name is the model's).
  public var name: String { "iPhone" }
  /// The model of the device.
  public var model: String { "iPhone" }
  /// The model of the device as a localized string.
  public var localizedModel: String { "iPhone" }
  /// The name of the operating system running on the device.
  public var systemName: String { "iOS" }
  /// The current version of the operating system.
  public var systemVersion: String { "26.0" }
  /// The style of interface to use on the current device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// The physical orientation of the device: portrait, for the whole run.
  public var orientation: UIDeviceOrientation { .portrait }
  /// Whether battery monitoring is enabled (false by default, as on a device).
  public var isBatteryMonitoringEnabled = false
  /// The battery charge level: -1.0, Apple's value when battery monitoring is not enabled (and there is no battery).
  public var batteryLevel: Float { -1 }
  /// The battery state: unknown (no battery is simulated).
  public var batteryState: BatteryState { .unknown }

  /// Constants that specify the battery state of the device.
  public enum BatteryState: Int, Sendable {
    /// The battery state can't be determined.
    case unknown = 0
    /// The device isn't plugged into power; the battery is discharging.
    case unplugged = 1
    /// The device is plugged into power and the battery is less than 100% charged.
    case charging = 2
    /// The device is plugged into power and the battery is 100% charged.
    case full = 3
  }
}

/// The type of interface to use for the current device.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// An unspecified idiom.
  case unspecified = -1
  /// An interface designed for iPhone and iPod touch.
  case phone = 0
  /// An interface designed for iPad.
  case pad = 1
  /// An interface designed for tvOS and Apple TV.
  case tv = 2
  /// An interface designed for an in-car experience.
  case carPlay = 3
  /// An interface designed for the Mac.
  case mac = 5
  /// An interface designed for visionOS and Apple Vision Pro.
  case vision = 6
}

/// The physical orientation of the device.
public enum UIDeviceOrientation: Int, Sendable {
  /// The orientation of the device can't be determined.
  case unknown = 0
  /// The device is in portrait mode, with the home button on the bottom.
  case portrait = 1
  /// The device is in portrait mode but upside down.
  case portraitUpsideDown = 2
  /// The device is in landscape mode, with the home button on the right.
  case landscapeLeft = 3
  /// The device is in landscape mode, with the home button on the left.
  case landscapeRight = 4
  /// The device is held parallel to the ground with the screen facing upwards.
  case faceUp = 5
  /// The device is held parallel to the ground with the screen facing downwards.
  case faceDown = 6
}
