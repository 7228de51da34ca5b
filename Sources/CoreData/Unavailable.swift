// Mirrors: Core Data `NSFetchedResultsController`, `NSFetchedResultsControllerDelegate`
// SDK: iOS 26 SDK
// Status: unavailable
// A fetched-results controller reports changes section by section to a UIKit table; asyncplay offers SwiftUI's
// `@FetchRequest`, which is evaluated again after its context changes, and refuses the controller at compile time
// rather than run it without its change reports (docs/coredata.md).
import Foundation

/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontroller
@available(*, unavailable, message: "asyncplay does not offer NSFetchedResultsController: use SwiftUI's @FetchRequest, which updates after its context changes, or fetch again after the context saves")
open class NSFetchedResultsController<ResultType: NSFetchRequestResult>: NSObject {}

/// https://developer.apple.com/documentation/coredata/nsfetchedresultscontrollerdelegate
@available(*, unavailable, message: "asyncplay does not offer NSFetchedResultsController: use SwiftUI's @FetchRequest, which updates after its context changes")
public protocol NSFetchedResultsControllerDelegate: AnyObject {}
