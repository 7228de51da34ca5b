import AsyncSimulation
import Foundation
import Testing

/// The text rendering of the basic views, user modifiers, localization and unsupported API.
@Suite struct RenderingTests {
  /// Labels, images, spacers and dividers draw as text; styling modifiers and visual effects (`.scaleEffect`,
  /// `.offset`, `.mask`, `.keyboardShortcut` …) change nothing; a disabled button is marked and cannot be tapped;
  /// `onTapGesture` makes a view tappable by what it shows.
  @Test func basicViewsAsText() throws {
    let trace = try SwiftUIRuns.trace("gallery")
    #expect(trace.screens == [
      "0 🖼 tray Inbox | 🖼 star 0 taps | ──────────────────── | [Save] (disabled) | Tap me",
      "10 🖼 tray Inbox | 🖼 star 1 taps | ──────────────────── | [Save] (disabled) | Tap me",
    ])
    #expect(trace.printed == ["action failed: cannot tap \"Save\": the screen offers tap \"Tap me\""])
  }

  /// `onTapGesture(count:coordinateSpace:perform:)` answers `tap LABEL`, and its action gets the view's origin in
  /// the space asked for: (0, 0) locally, the top of the safe area (0, 59) globally (Apple docs
  /// `View/onTapGesture(count:coordinateSpace:perform:)`: "the location of the tap"; the text screen has no layout,
  /// so the origin is the one point it can give, as for DragGesture's start).
  @Test func tapWithLocation() throws {
    let trace = try SwiftUIRuns.trace("tap-location")
    #expect(trace.screens == [
      "0 last none | Pin | Global", "10 last local 0.0,0.0 | Pin | Global", "20 last global 0.0,59.0 | Pin | Global",
    ])
  }

  /// A button takes any action Apple's does: its `init(_:action:)` is `@preconcurrency nonisolated init<S>(_ title:
  /// S, action: @escaping @MainActor () -> Void)` in a module of the Swift 5 mode, where the action need not be
  /// `Sendable` — so a child view's `let onTap: () -> Void` callback, a main-actor method and a closure value all
  /// compile (the fixtures are Swift 6 code) and run on `tap` (Apple docs `Button/init(_:action:)`).
  @Test func buttonsTakeNonSendableActions() throws {
    let trace = try SwiftUIRuns.trace("button-callbacks")
    #expect(trace.screens == [
      "0 count 0 | [Add] [Add again] | [Reset] | [Double]", "10 count 1 | [Add] [Add again] | [Reset] | [Double]",
      "20 count 2 | [Add] [Add again] | [Reset] | [Double]", "30 count 4 | [Add] [Add again] | [Reset] | [Double]",
      "40 count 0 | [Add] [Add again] | [Reset] | [Double]",
    ])
  }

  /// A user's `ViewModifier` keeps its `@State` per identity while the content it wraps changes (Apple docs
  /// `ViewModifier`; OpenSwiftUI `ViewModifier.swift`).
  @Test func userModifiersKeepTheirState() throws {
    let trace = try SwiftUIRuns.trace("modifier-state")
    #expect(trace.screens == ["0 one badge 1 | [Rename]", "10 two badge 1 | [Rename]"])
  }

  /// `Text("key \(x)")` looks up Xcode's catalog key (`%@`, `%lld`) in the run's language and fills positional
  /// specifiers; an unknown key shows itself; `verbatim:` is never looked up (Apple docs `LocalizedStringKey`,
  /// "Localizing strings using a String Catalog").
  @Test func localizedTextUsesTheCatalog() throws {
    let trace = try SwiftUIRuns.trace("localized")
    #expect(trace.screens == ["0 Mia，你有 3 条消息 | Untranslated 3 | Hello %@"])
  }

  /// Unsupported API is a compile error that says so, never a silent no-op (skiptools/skip-ui's silent no-ops).
  @Test func unsupportedAPIIsACompileErrorThatSaysSo() throws {
    let source = """
      import SwiftUI
      struct Sized: View {
        var body: some View { Canvas { context, size in } }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output.contains("Canvas is not simulated by asyncplay"))
  }

  /// An unavailable view is called as Apple's is — `Canvas { context, size in … }` — and meets its message:
  /// without a public initializer of that shape the compiler said only "'Canvas' initializer is inaccessible due
  /// to 'internal' protection level" (Apple docs `Canvas`).
  @Test func unavailableViewsAreCalledAsApplesAre() throws {
    let source = """
      import SwiftUI
      struct Drawing: View {
        var body: some View { Canvas { context, size in _ = size.width } }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output.contains("'Canvas' is unavailable: Canvas is not simulated by asyncplay"), "\(output)")
    #expect(!output.contains("inaccessible") && !output.contains("could not be inferred"), "\(output)")
  }

  /// Everyday views and modifiers the module does not simulate, called as Apple's are, each meet their message:
  /// they said "cannot find 'Grid' in scope", "value of type 'Text' has no member 'contextMenu'" or, for
  /// `proxy.size` in a `GeometryReader`, "value of type 'GeometryProxy' has no member 'size'" — as if misspelled.
  @Test(arguments: [
    ("equatable()", "Text(\"x\").equatable()"),
    ("searchable(text:isPresented:)", "List { Text(\"x\") }.searchable(text: $text, isPresented: $flag)"),
    ("searchable(text:isPresented:)", "List { Text(\"x\") }.searchable(text: $text, isPresented: $flag, prompt: \"Find\")"),
  ])
  func everydayUnavailableAPIsSaySo(name: String, use: String) throws {
    let source = """
      import SwiftUI
      struct Uses: View {
        @State private var value = 0.5
        @State private var date = Date()
        @State private var color = Color.red
        @State private var text = ""
        @State private var flag = false
        var body: some View {
          \(use)
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.first?.contains("\(name) is not simulated by asyncplay") == true, "\(output)")
  }

  /// An unavailable type is refused where a declaration names it, a subclass here (`PreferenceKey`,
  /// `UIViewRepresentable`, `@FocusState` and `\\.scenePhase` were too, until they were simulated: PreferenceTests,
  /// UIKitPreviewTests, FocusTests, CorpusSurfaceTests).
  @Test func unavailableDeclarationsSaySo() throws {
    let source = """
      import SwiftUI
      final class Handoff: NSUserActivity {}
      struct Form1: View {
        @State private var text = ""
        var body: some View { TextField("Name", text: $text) }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output.contains("NSUserActivity is not simulated by asyncplay"), "\(output)")
  }

  /// Effects, transitions, list decorations, shape fills and accessibility hints change nothing in a text
  /// rendering: they compile and leave the tree as it is, as `.padding` and `.animation(_:value:)` do (the issue's
  /// rule for styling); they said "value of type 'Text' has no member 'scaleEffect'".
  @Test func visualEffectsCompile() throws {
    let source = """
      import SwiftUI
      struct Effects: View {
        @State private var flag = false
        var body: some View {
          List {
            Text("a").scaleEffect(1.2).rotationEffect(.degrees(10)).offset(x: 2).offset(CGSize(width: 1, height: 1))
              .transition(.slide.combined(with: .opacity)).transition(.asymmetric(insertion: .scale, removal: .move(edge: .leading)))
              .contentTransition(.numericText()).help("tip").accessibilityHint("hint").accessibilityHidden(false)
              .listRowSeparator(.hidden).listRowBackground(Color.blue)
            RoundedRectangle(cornerRadius: 8).fill(.red)
            Circle().stroke(.blue, lineWidth: 2)
            Capsule().fill()
            Text("b").zIndex(1).layoutPriority(1).fixedSize().fixedSize(horizontal: true, vertical: false)
              .mask { Circle() }.mask(Capsule()).toolbarRole(.editor)
            Button("Save") {}.keyboardShortcut("s").keyboardShortcut(.defaultAction)
              .keyboardShortcut(.return, modifiers: [.command, .shift])
          }
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(!output.contains("error:"), "\(output)")
  }
}

/// Type-checks a user's file against the built SwiftUI module, as `asyncplay preview` compiles one.
enum StudentCompile {
  /// The build folder (`.build/debug`) the test runner is in.
  static let build = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

  /// The compiler's output for `source`.
  static func typecheck(_ source: String) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("student-\(UUID().uuidString).swift")
    try Data(source.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path]
    // Every C target's module map: the module's (hidden) dependencies must load.
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    for folder in folders.sorted() where folder.hasSuffix(".build") {
      let map = build.appendingPathComponent(folder).appendingPathComponent("module.modulemap").path
      if FileManager.default.fileExists(atPath: map) { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
    }
    arguments += ["-load-plugin-executable", build.appendingPathComponent("SwiftUIMacros-tool").path + "#SwiftUIMacros",
                  file.path]
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
