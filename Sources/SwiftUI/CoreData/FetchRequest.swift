// Mirrors: SwiftUI's Core Data additions: `FetchRequest` (`init(entity:sortDescriptors:predicate:animation:)`,
//   `init(fetchRequest:animation:)`, `init(fetchRequest:transaction:)`, `init(sortDescriptors:predicate:animation:)`
//   with `NSSortDescriptor`s or `SortDescriptor`s), `FetchedResults`, `EnvironmentValues.managedObjectContext`
// SDK: iOS 26 SDK
// Status: partial
// The hook between the CoreData module and views: a `@FetchRequest` fetches from the environment's context each
// time the view is evaluated, and the view is evaluated again after that context changes (an insert, a delete, a
// change of one of its objects, a save, a merge), as Apple's fetched-results controller updates it. `animation` is
// accepted and changes nothing in text. The configuration binding (`$request.nsPredicate`) is not offered;
// `SectionedFetchRequest` is a compile error that says what to use.
internal import AsyncSimulation
import CoreData
import Foundation

/// The context changes a fetch request reacts to are not app state: the trace does not show them as `state` events.
extension NSManagedObjectContext: _UntracedObservable {}

extension EnvironmentValues {
  /// The Core Data context of the view's `@FetchRequest`s. Without one, a context with no store, whose fetches find
  /// nothing and say why once. https://developer.apple.com/documentation/swiftui/environmentvalues/managedobjectcontext
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}

/// The environment key of `managedObjectContext`.
struct ManagedObjectContextKey: EnvironmentKey {
  /// Made once; only views (on the main actor) read it.
  static let defaultValue = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
}

/// A property wrapper type that retrieves entities from a Core Data persistent store (Apple: `FetchRequest`).
/// https://developer.apple.com/documentation/swiftui/fetchrequest
@MainActor @propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  @Environment(\.managedObjectContext) private var context
  private let request: NSFetchRequest<Result>
  /// The last results and the context state they are of: a body that reads the results twice fetches once.
  private let cache = FetchCache<Result>()

  /// The fetched results, now. https://developer.apple.com/documentation/swiftui/fetchrequest/wrappedvalue
  public var wrappedValue: FetchedResults<Result> {
    context._observeChanges()
    if let cached = cache.results, cache.context === context, cache.changeCount == context._changeCount {
      return cached
    }
    let results: FetchedResults<Result>
    do {
      results = FetchedResults(results: try context.fetch(request))
    } catch {
      FetchProblems.report(error.localizedDescription)
      results = FetchedResults(results: [])
    }
    cache.results = results
    cache.context = context
    cache.changeCount = context._changeCount
    return results
  }

  /// A request for `entity`'s objects. https://developer.apple.com/documentation/swiftui/fetchrequest/init(entity:sortdescriptors:predicate:animation:)
  public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
              animation: Animation? = nil) {
    let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.request = request
  }

  /// A request made beforehand. https://developer.apple.com/documentation/swiftui/fetchrequest/init(fetchrequest:animation:)
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    request = fetchRequest
  }

  /// A request made beforehand (`transaction` is accepted and changes nothing in text).
  /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(fetchrequest:transaction:)
  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    request = fetchRequest
  }
}

extension FetchRequest where Result: NSManagedObject {
  /// A request for the entity of `Result`'s class, sorted by `NSSortDescriptor`s.
  /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(sortdescriptors:predicate:animation:)-462jp
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    let request = NSFetchRequest<Result>(entityName: Result._entityName)
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.request = request
  }

  /// A request for the entity of `Result`'s class, sorted by Foundation's `SortDescriptor`s.
  /// https://developer.apple.com/documentation/swiftui/fetchrequest/init(sortdescriptors:predicate:animation:)-6dp9z
  public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    let request = NSFetchRequest<Result>(entityName: Result._entityName)
    request.sortComparators = sortDescriptors.map { descriptor in
      { left, right in
        guard let left = left as? Result, let right = right as? Result else { return .orderedSame }
        return descriptor.compare(left, right)
      }
    }
    request.predicate = predicate
    self.request = request
  }
}

/// A collection of results retrieved from a Core Data persistent store (Apple: `FetchedResults`).
/// https://developer.apple.com/documentation/swiftui/fetchedresults
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  private let results: [Result]

  init(results: [Result]) { self.results = results }

  public var startIndex: Int { results.startIndex }
  public var endIndex: Int { results.endIndex }
  public subscript(position: Int) -> Result { results[position] }
}

/// Sections of fetched results (Apple: `SectionedFetchRequest`), not offered.
/// https://developer.apple.com/documentation/swiftui/sectionedfetchrequest
@available(*, unavailable, message: "asyncplay does not offer SectionedFetchRequest: use @FetchRequest and group its results, e.g. Dictionary(grouping: items, by: \\.category)")
@MainActor @propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
  public init() {}
  public var wrappedValue: [Result] { [] }
}

/// A `@FetchRequest`'s last results.
final class FetchCache<Result: NSFetchRequestResult> {
  var results: FetchedResults<Result>?
  weak var context: NSManagedObjectContext?
  var changeCount = 0
}

/// Fetch problems a `@FetchRequest` met, each said once (a view is evaluated many times).
@MainActor
enum FetchProblems {
  static var said: Set<String> = []

  static func report(_ line: String) {
    guard said.insert(line).inserted else { return }
    TraceLog.print(line)
  }
}
