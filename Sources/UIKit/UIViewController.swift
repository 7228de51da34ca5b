// Mirrors: UIKit `UIViewController`, `init(nibName:bundle:)`, `view`, `title`, `loadView()`, `viewDidLoad()`,
//   `isViewLoaded`, `UIActivityViewController`, `init(activityItems:applicationActivities:)`,
//   `excludedActivityTypes`, `completionWithItemsHandler`, `UIActivity`, `UIActivity.ActivityType`
// SDK: iOS 26 SDK
// Status: partial
import Foundation

/// An object that manages a view hierarchy for your UIKit app (Apple: `UIViewController`). Not drawn by the text
/// screen: a window or a SwiftUI view that shows one shows a placeholder naming its class, except a
/// ``UIHostingController``, whose SwiftUI view is drawn.
@MainActor
open class UIViewController: UIResponder {
  /// The localized title of the view controller.
  open var title: String?
  private var loadedView: UIView?

  /// Creates a view controller with the nib file in the specified bundle (there are no nibs: both are ignored).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// A view controller with no nib.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The view that the controller manages, loaded (``loadView()`` then ``viewDidLoad()``) the first time it is read,
  /// as UIKit documents.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreenBounds.portrait) }
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view is currently loaded into memory.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view that the controller manages (by default a plain view).
  open func loadView() { loadedView = UIView(frame: UIScreenBounds.portrait) }

  /// Called after the controller's view is loaded into memory.
  open func viewDidLoad() {}
}

/// A view controller that you use to offer standard services from your app (Apple: `UIActivityViewController`):
/// the share sheet. It keeps its items; there are no other apps to share with, so no activity is ever performed
/// and its completion handler is never called.
@MainActor
open class UIActivityViewController: UIViewController {
  /// The items to share, as given.
  public let activityItems: [Any]
  /// The app's own services offered beside the system's.
  public let applicationActivities: [UIActivity]?
  /// The list of services that you want to exclude.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// The completion handler to execute after the view controller is dismissed (never called: nothing is shared).
  open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

  /// Initializes and returns a new activity view controller object that acts on the specified data.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }
}

/// An abstract class that you subclass to implement an app-specific service (Apple: `UIActivity`).
@MainActor
open class UIActivity: NSObject {
  /// The type of service the activity offers.
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// Creates a type with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An activity that posts the provided content to the user's wall on Facebook.
    public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
    /// An activity that posts the provided content to X.
    public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
    /// An activity that posts the provided content to the Messages app.
    public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
    /// An activity that posts the provided content to a new email message.
    public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    /// An activity that prints the provided content.
    public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
    /// An activity that posts the provided content to the pasteboard.
    public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    /// An activity that assigns the image to a contact.
    public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
    /// An activity that saves the image to the user's camera roll.
    public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
    /// An activity that adds the URL to Safari's reading list.
    public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
    /// An activity that makes the provided content available through AirDrop.
    public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
  }
}
