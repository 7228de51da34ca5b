// Mirrors the Core Foundation names the Security framework's item API is called with (`CFDictionary`, `CFString`,
// `CFTypeRef`, `kCFBooleanTrue`, `OSStatus`; iOS 17 SDK). Status: partial — each is the Foundation type that
// Core Foundation's is toll-free bridged with on Apple's platforms (`CFString` is `String`), so `query as
// CFDictionary` compiles as written.
@_exported import Foundation

/// A dictionary of keys and values (Apple: `CFDictionary`, bridged with `NSDictionary`).
public typealias CFDictionary = NSDictionary
/// A string (Apple: `CFString`, bridged with `NSString`): `String` here, so that `kSecClass as String` — the way
/// Apple's keys are written into a `[String: Any]` query — compiles on Linux, where `NSString as String` does not.
public typealias CFString = String
/// Any Core Foundation object (Apple: `CFTypeRef`).
public typealias CFTypeRef = AnyObject
/// A data object (Apple: `CFData`, bridged with `NSData`).
public typealias CFData = NSData
/// A Boolean (Apple: `CFBoolean`, bridged with `NSNumber`).
public typealias CFBoolean = NSNumber
/// The result code of a Security call (Apple: `OSStatus`).
public typealias OSStatus = Int32

/// The Boolean true value (Apple: `kCFBooleanTrue`).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// The Boolean false value (Apple: `kCFBooleanFalse`).
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
