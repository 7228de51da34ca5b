import AsyncSimulation
import Foundation
@testable import Playground
import Testing
@testable import Runs

/// An iOS 13 app's shell (AppDelegate, SceneDelegate, UIHostingController), UIKit inside SwiftUI (representables)
/// and the app's bundle resources, through `preview` as a user runs them.
@Suite("Preview: UIKit app shell and bundle resources")
struct UIKitPreviewTests {
  static let appDelegate = """
    import UIKit

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("launching, delegate set: \\(UIApplication.shared.delegate === self)")
        return true
      }

      func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
      }
    }

    """

  static let sceneDelegate = """
    import UIKit
    import SwiftUI

    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?

      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let windowScene = scene as? UIWindowScene {
          let window = UIWindow(windowScene: windowScene)
          window.rootViewController = UIHostingController(rootView: ContentView())
          self.window = window
          window.makeKeyAndVisible()
        }
      }

      func sceneWillEnterForeground(_ scene: UIScene) {
        print("foreground: \\(scene.activationState == .foregroundInactive)")
      }

      func sceneDidBecomeActive(_ scene: UIScene) {
        print("active: \\(scene.activationState == .foregroundActive), app: \\(UIApplication.shared.applicationState == .active)")
      }
    }

    struct ContentView: View {
      var body: some View {
        Text("Hello from \\(UIDevice.current.systemName) \\(UIDevice.current.systemVersion)")
      }
    }

    """

  static func run(_ files: [(String, String)], _ arguments: [String] = [], extra: [(String, String)] = [])
    throws -> (status: ChildProcess.Termination, output: String) {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    for (name, text) in files + extra {
      if name.contains("/") { _ = FileSystem.makeDirectories(folder + "/" + FileSystem.directory(of: name)) }
      _ = try StudentFixtures.write(text, name, in: folder)
    }
    let result = try StudentFixtures.asyncplay(["preview"] + files.map(\.0) + arguments + ["--lang", "en"], in: folder)
    return (result.termination, result.outputText + result.errorText)
  }

  // Apple, "About the app launch sequence" (https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence)
  // and "Managing your app's life cycle"
  // (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): didFinishLaunching, then the
  // scene's configuration, connection, foreground and active transitions; SE-0383: @UIApplicationMain is @main.
  @Test("an AppDelegate + SceneDelegate app launches in Apple's order and shows its UIHostingController's root view")
  func appShellLaunch() throws {
    let (status, output) = try Self.run([("AppDelegate.swift", Self.appDelegate), ("SceneDelegate.swift", Self.sceneDelegate)])
    #expect(status == .exited(0), "\(output)")
    let steps = ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                 "launching, delegate set: true", "application(_:configurationForConnecting:options:)",
                 "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "foreground: true",
                 "sceneDidBecomeActive(_:)", "active: true, app: true", "ContentView appears",
                 "│ Hello from iOS 26.0"]
    var rest = Substring(output)
    for step in steps {
      guard let found = rest.range(of: step) else {
        Issue.record("\(step) missing or out of order in:\n\(output)")
        return
      }
      rest = rest[found.upperBound...]
    }
  }

  // SE-0383 (https://github.com/swiftlang/swift-evolution/blob/main/proposals/0383-deprecate-uiapplicationmain-and-nsapplicationmain.md):
  // in Swift 6 mode @UIApplicationMain is an error that says to use @main.
  @Test("in Swift 6 mode @UIApplicationMain is the compiler's error at the user's line, naming @main")
  func applicationMainInSwift6() throws {
    let (status, output) = try Self.run([("AppDelegate.swift", Self.appDelegate), ("SceneDelegate.swift", Self.sceneDelegate)],
                                        ["--swift-version", "6"])
    #expect(status == .exited(1))
    #expect(output.contains("AppDelegate.swift:3:1: error: 'UIApplicationMain' is deprecated"), "\(output)")
    #expect(output.contains("use '@main' instead"), "\(output)")
  }

  // Apple, UIViewControllerRepresentable (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable):
  // "The system calls this method only once, when it creates your view controller for the first time"
  // (makeUIViewController(context:)); updateUIViewController(_:context:) "when the state of your app changes".
  @Test("a representable's coordinator and controller are made once, updated after and on each new value; the screen names the UIKit class")
  func representable() throws {
    let view = """
      import SwiftUI

      struct ShareSheet: UIViewControllerRepresentable {
        let items: [Any]
        let count: Int
        class Coordinator {}
        func makeCoordinator() -> Coordinator { print("coordinator"); return Coordinator() }
        func makeUIViewController(context: Context) -> UIActivityViewController {
          print("make")
          return UIActivityViewController(activityItems: items, applicationActivities: nil)
        }
        func updateUIViewController(_ controller: UIActivityViewController, context: Context) {
          print("update \\(count) \\(controller.activityItems.count)")
        }
      }

      struct Sharing: View {
        @State private var count = 0
        var body: some View {
          VStack {
            Button("More") { count += 1 }
            ShareSheet(items: ["a", "b"], count: count)
          }
        }
      }

      """
    let (status, output) = try Self.run([("Sharing.swift", view)], ["--do", "tap More @100ms"])
    #expect(status == .exited(0), "\(output)")
    let coordinator = try #require(output.range(of: "main coordinator"))
    let make = try #require(output.range(of: "main make"))
    let first = try #require(output.range(of: "main update 0 2"))
    #expect(coordinator.lowerBound < make.lowerBound && make.lowerBound < first.lowerBound)
    #expect(output.contains("main update 1 2"), "\(output)")
    #expect(output.components(separatedBy: "main make").count == 2, "made once: \(output)")
    #expect(output.contains("│ ▭ UIActivityViewController (UIKit)"), "\(output)")
  }

  // Apple, Bundle.url(forResource:withExtension:)
  // (https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)): the resource
  // file in the bundle, nil when there is none; Xcode copies a target's resources into the app bundle's top folder.
  // A subfolder with data and no Swift file (Apple's samples' `Resources/`) is a group of resources too; an asset
  // catalog folder is not.
  @Test("the data files beside the Swift files are Bundle.main's resources, read-only copies, with an Info.plist")
  func bundleResources() throws {
    let view = """
      import SwiftUI

      struct Words: View {
        var body: some View {
          let main = Bundle.main
          let words = main.url(forResource: "words", withExtension: "txt")
          let nested = main.path(forResource: "nested", ofType: "json")
          let grouped = main.path(forResource: "Recipes", ofType: "json")
          let catalog = main.path(forResource: "Contents", ofType: "json")
          VStack {
            Text(grouped ?? "no grouped")
            Text(catalog ?? "no catalog")
            Text(words?.path ?? "no words")
            Text((try? String(contentsOf: words!, encoding: .utf8)) ?? "unreadable")
            Text(nested ?? "no nested")
            Text(main.url(forResource: "Words", withExtension: "swift")?.path ?? "no source")
            Text(main.url(forResource: "missing", withExtension: "txt")?.path ?? "no missing")
            Text(main.bundleIdentifier ?? "no identifier")
          }
        }
      }

      """
    let (status, output) = try Self.run(
      [("Words.swift", view), ("Model/Model.swift", "struct Model {}\n")],
      extra: [("words.txt", "alpha beta"), ("Model/nested.json", "{}"), (".hidden", "x"),
              ("Resources/Recipes.json", "[]"), ("Assets.xcassets/Contents.json", "{}")])
    #expect(status == .exited(0), "\(output)")
    for line in ["│ <container>/App.app/Recipes.json", "│ no catalog",
                 "│ <container>/App.app/words.txt", "│ alpha beta", "│ <container>/App.app/nested.json",
                 "│ no source", "│ no missing", "│ com.example.App"] {
      #expect(output.contains(line), "\(line) in \(output)")
    }
  }

  // Apple, UIImage.init(data:) (https://developer.apple.com/documentation/uikit/uiimage/init(data:)): nil "if the
  // method could not initialize the image from the specified data"; UIColor.getRed(_:green:blue:alpha:)
  // (https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)).
  @Test("UIImage(data:) reads a PNG's size and refuses other bytes; Image(uiImage:) draws it; UIColor keeps its components")
  func imagesAndColors() throws {
    let view = """
      import SwiftUI

      struct Pictures: View {
        // A 3 × 2 PNG's signature and IHDR chunk.
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                        0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        var body: some View {
          let image = UIImage(data: png)!
          var red: CGFloat = 0
          let known = UIColor(red: 0.5, green: 0, blue: 0, alpha: 1).getRed(&red, green: nil, blue: nil, alpha: nil)
          VStack {
            Image(uiImage: image)
            Text("\\(Int(image.size.width))x\\(Int(image.size.height)) \\(image.pngData() == png)")
            Text("text: \\(UIImage(data: Data("hello".utf8)) == nil)")
            // A CGFloat in Text is formatted with %lf, as on iOS: 0.500000.
            Text("red \\(known) \\(red) system \\(UIColor.systemBlue.getRed(nil, green: nil, blue: nil, alpha: nil))")
          }
          .foregroundStyle(Color(uiColor: .systemBlue))
        }
      }

      """
    let (status, output) = try Self.run([("Pictures.swift", view)])
    #expect(status == .exited(0), "\(output)")
    for line in ["│ 🖼 png 3×2", "│ 3x2 true", "│ text: true", "│ red true 0.500000 system false"] {
      #expect(output.contains(line), "\(line) in \(output)")
    }
  }

  @Test("UITextChecker is a compile error at the user's line that says what to use")
  func textCheckerRefused() throws {
    let view = """
      import SwiftUI

      struct Check: View {
        var body: some View {
          let checker = UITextChecker()
          Text("\\(checker)")
        }
      }

      """
    let (status, output) = try Self.run([("Check.swift", view)])
    #expect(status == .exited(1))
    #expect(output.contains("Check.swift:5:19: error: 'UITextChecker' is unavailable: UITextChecker is not simulated by asyncplay"),
            "\(output)")
    #expect(output.contains("Bundle.main.url(forResource:withExtension:)"), "\(output)")
  }
}
