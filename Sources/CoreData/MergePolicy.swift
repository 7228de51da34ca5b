// Mirrors: Core Data `NSMergePolicy` (`init(merge:)`, `error`, `rollback`, `overwrite`,
//   `mergeByPropertyObjectTrump`, `mergeByPropertyStoreTrump`), `NSMergePolicyType`, `NSErrorMergePolicy`,
//   `NSMergeByPropertyStoreTrumpMergePolicy`, `NSMergeByPropertyObjectTrumpMergePolicy`, `NSOverwriteMergePolicy`,
//   `NSRollbackMergePolicy`
// SDK: iOS 26 SDK
// Status: partial
// A policy decides what a save does with an inserted object whose uniqueness-constraint values a stored object
// already has (docs/coredata.md); asyncplay's contexts never hold stale values of another save, so the optimistic-
// locking conflicts Apple's policies also resolve do not arise.
import Foundation

/// The ways a merge policy resolves conflicts. https://developer.apple.com/documentation/coredata/nsmergepolicytype
public enum NSMergePolicyType: UInt, Sendable {
  case errorMergePolicyType = 0
  case mergeByPropertyStoreTrumpMergePolicyType = 1
  case mergeByPropertyObjectTrumpMergePolicyType = 2
  case overwriteMergePolicyType = 3
  case rollbackMergePolicyType = 4
}

/// A policy object that you use to resolve conflicts between the persistent store and in-memory versions of managed
/// objects (Apple: `NSMergePolicy`). https://developer.apple.com/documentation/coredata/nsmergepolicy
open class NSMergePolicy: NSObject, @unchecked Sendable {
  /// The policy's kind. https://developer.apple.com/documentation/coredata/nsmergepolicy/mergetype
  public let mergeType: NSMergePolicyType

  /// https://developer.apple.com/documentation/coredata/nsmergepolicy/init(merge:)
  public init(merge ty: NSMergePolicyType) {
    mergeType = ty
    super.init()
  }

  /// A conflict makes the save throw. https://developer.apple.com/documentation/coredata/nsmergepolicy/error
  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  /// The store's values win. https://developer.apple.com/documentation/coredata/nsmergepolicy/rollback
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
  /// The context's values win. https://developer.apple.com/documentation/coredata/nsmergepolicy/overwrite
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  /// The context's values win, property by property. https://developer.apple.com/documentation/coredata/nsmergepolicy/mergebypropertyobjecttrump
  public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
  /// The store's values win, property by property. https://developer.apple.com/documentation/coredata/nsmergepolicy/mergebypropertystoretrump
  public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
}

/// https://developer.apple.com/documentation/coredata/nserrormergepolicy
public var NSErrorMergePolicy: Any { NSMergePolicy.error }
/// https://developer.apple.com/documentation/coredata/nsmergebypropertystoretrumpmergepolicy
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
/// https://developer.apple.com/documentation/coredata/nsmergebypropertyobjecttrumpmergepolicy
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
/// https://developer.apple.com/documentation/coredata/nsoverwritemergepolicy
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
/// https://developer.apple.com/documentation/coredata/nsrollbackmergepolicy
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }

/// What a context's `mergePolicy` does with a uniqueness conflict.
enum MergePolicyKind {
  case error, objectTrump, storeTrump

  init(_ policy: Any) {
    switch (policy as? NSMergePolicy)?.mergeType {
    case .mergeByPropertyObjectTrumpMergePolicyType, .overwriteMergePolicyType: self = .objectTrump
    case .mergeByPropertyStoreTrumpMergePolicyType, .rollbackMergePolicyType: self = .storeTrump
    default: self = .error
    }
  }
}

/// Foundation's undo manager, which Linux's Foundation lacks: a context's `undoManager` is accepted (set to nil by
/// most apps) and records nothing. https://developer.apple.com/documentation/foundation/undomanager
open class UndoManager: NSObject, @unchecked Sendable {}
