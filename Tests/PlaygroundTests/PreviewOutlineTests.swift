@testable import Playground
import Scenarios
import Testing
@testable import Runs

/// What `preview` reads from a file before compiling it: top-level code, `#Preview`s, `View` types and whether each
/// can be made without arguments — never fooled by comments or strings.
@Suite("Preview: reading the files")
struct PreviewOutlineTests {
  private func outline(_ source: String) -> SwiftSourceOutline { SwiftSourceOutline(source: source) }

  @Test("declarations only: no top-level code, whatever globals and attributes they have")
  func declarationsOnly() {
    let source = """
      import SwiftUI

      let greeting = "hi"
      var counter = [
        1, 2,
      ]
      @MainActor let shared = Store()
      typealias Rows = [String]

      @Observable
      final class Store {
        var rows: Rows = []
        func load() async { rows = ["a"] }
      }

      struct Row<Item>: View where Item: Hashable {
        let item: Item
        var body: some View { Text("\\(item)") }
      }

      extension Store
        where Self: AnyObject {
        func reset() { rows = [] }
      }

      func helper(
        _ x: Int
      ) -> Int {
        x + 1
      }
      let total = greeting
        .count
      let doubled =
        total * 2
      """
    #expect(outline(source).topLevelCodeLine == nil)
  }

  @Test("a statement, try or await outside every brace makes a script, at its line")
  func topLevelCode() {
    #expect(outline("import Foundation\n\nprint(\"x\")\n").topLevelCodeLine == 3)
    #expect(outline("func f() async -> Int { 1 }\nlet x = await f()\n").topLevelCodeLine == 2)
    #expect(outline("let data = try load()\n").topLevelCodeLine == 1)
    #expect(outline("async let a = f()\n").topLevelCodeLine == 1)
    #expect(outline("for i in 0..<3 { print(i) }\n").topLevelCodeLine == 1)
    #expect(outline("struct A {}\n#if DEBUG\nA.run()\n#endif\n").topLevelCodeLine == 3)
    #expect(outline("Task { await work() }\n").topLevelCodeLine == 1)
  }

  @Test("comments, strings and interpolations never count: no code, no preview, no view")
  func commentsAndStrings() {
    let source = #"""
      // print("not code")
      /* struct Fake: View { var body: some View { Text("x") } }
         /* nested */ print("still a comment") */
      let text = """
        print("inside a string")
        #Preview { Fake() }
        struct Other: View {}
        """
      let raw = #"a "quoted" \(not interpolated) print(1)"#
      let mixed = "value \(compute("}", "{")) print(2)"
      """#
    let result = outline(source)
    #expect(result.topLevelCodeLine == nil)
    #expect(result.previews.isEmpty)
    #expect(result.viewTypes.isEmpty)
  }

  @Test("#Preview: its line and its name")
  func previews() {
    let source = """
      struct Feed: View { var body: some View { Text("a") } }

      #Preview {
        Feed()
      }

      #Preview("Empty", traits: .sizeThatFitsLayout) { Feed() }
      """
    // Each at its `#`: the offsets count the Unicode scalars before it.
    let offsets = source.unicodeScalars.indices.filter { source.unicodeScalars[$0] == "#" }
      .map { source.unicodeScalars.distance(from: source.unicodeScalars.startIndex, to: $0) }
    #expect(outline(source).previews == [SwiftSourceOutline.Preview(line: 3, name: nil, offset: offsets[0]),
                                         SwiftSourceOutline.Preview(line: 7, name: "Empty", offset: offsets[1])])
  }

  @Test("a view is made without arguments when every stored property has a value")
  func viewsWithDefaults() {
    let source = #"""
      struct Search: View {
        @State private var query = ""
        @State private var results: [String] = []
        @Environment(\.dismiss) private var dismiss
        @EnvironmentObject var settings: Settings
        @AppStorage("name") var name = "x"
        var note: String?
        static let shared = 1
        let title = "Search"
        var count: Int { results.count }
        var body: some View { List(results, id: \.self) { Text($0) } }
      }
      """#
    let view = outline(source).viewTypes
    #expect(view.map(\.name) == ["Search"])
    #expect(view.first?.makesWithoutArguments == true)
  }

  @Test("a stored property without a value, or an initializer with parameters, needs arguments")
  func viewsNeedingArguments() {
    let source = """
      struct Avatar: View {
        let url: URL?
        var body: some View { Text("a") }
      }
      struct Toggle2: View {
        @Binding var isOn: Bool
        var body: some View { Text("b") }
      }
      struct Detail: View {
        var id = 1
        init(id: Int) { self.id = id }
        var body: some View { Text("c") }
      }
      struct Counted: View {
        var value: Int { didSet { } }
        var body: some View { Text("d") }
      }
      """
    let views = outline(source).viewTypes
    #expect(views.map(\.name) == ["Avatar", "Toggle2", "Detail", "Counted"])
    #expect(views.allSatisfy { !$0.makesWithoutArguments })
  }

  @Test("an init() with defaults, in the body or an extension, makes one; private and generic views are noted")
  func initializersAndAccess() {
    let source = """
      struct Detail: View {
        let id: Int
        init(id: Int = 1) { self.id = id }
        var body: some View { Text("c") }
      }
      struct Wrapped: View {
        let model: Model
        var body: some View { Text("d") }
      }
      extension Wrapped {
        init() { self.init(model: Model()) }
      }
      private struct Hidden: View { var body: some View { Text("e") } }
      struct Outer {
        struct Inner: SwiftUI.View { var body: some View { Text("f") } }
      }
      struct Later {}
      extension Later: View { var body: some View { Text("g") } }
      enum Screens: View { case a; var body: some View { Text("h") } }
      """
    let views = outline(source).viewTypes
    #expect(views.map(\.name) == ["Detail", "Wrapped", "Hidden", "Outer.Inner", "Later"])
    #expect(views.map(\.makesWithoutArguments) == [true, true, true, true, true])
    #expect(views.map(\.isFilePrivate) == [false, false, true, false, false])
  }

  @Test("the seed chapters' kinds of files: a SwiftUI view, a script with async let, a Codable script")
  func seedShapes() {
    let view = """
      // from a chapter
      import SwiftUI

      struct DebouncedSearch: View {
          @State private var query = ""
          var body: some View {
              List([query], id: \\.self) { Text($0) }
                  .task(id: query) {
                      do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
                  }
          }
      }
      """
    #expect(outline(view).topLevelCodeLine == nil)
    #expect(outline(view).viewTypes.map(\.makesWithoutArguments) == [true])
    let script = """
      import Foundation
      func fetch() async throws -> Int { 1 }
      async let a = fetch()
      let (p, o) = try await (a, a)
      print(p, o)
      """
    #expect(outline(script).topLevelCodeLine == 3)
  }
}
