import AsyncSimulation
@testable import Playground
import Scenarios
import Testing

/// `PreviewProvider` as a preview root (issue 29), end to end: the tutorial form of a preview, run with a `--do`
/// script written over several lines; the other previews listed.
@Suite("Preview: PreviewProvider")
struct PreviewProviderRunTests {
  private func preview(_ files: [(String, String)], _ arguments: [String]) throws -> ChildProcess.Result {
    let folder = try StudentFixtures.folder()
    defer { StudentFixtures.remove(folder) }
    for (name, text) in files { _ = try StudentFixtures.write(text, name, in: folder) }
    return try StudentFixtures.asyncplay(["preview"] + files.map(\.0) + arguments, in: folder)
  }

  private let counter = """
    import SwiftUI

    struct CounterView: View {
      @State private var count = 0
      @FocusState private var focused: Bool
      @State private var name = ""

      var body: some View {
        NavigationView {
          VStack {
            Text("Count: ").bold() + Text("\\(count)").foregroundColor(.blue)
            Button { count += 1 } label: { Image(systemName: "plus.circle") }
            TextField("Name", text: $name).focused($focused)
          }
          .navigationBarTitle("Counter")
        }
      }
    }

    struct CounterView_Previews: PreviewProvider {
      static var previews: some View {
        CounterView()
          .previewLayout(.sizeThatFits)
      }
    }

    #Preview("Dark") {
      CounterView().preferredColorScheme(.dark)
    }
    """

  /// Apple docs https://developer.apple.com/documentation/swiftui/previewprovider: `previews` is what Xcode shows;
  /// here the first preview root of the file (the provider, before the `#Preview`) is shown, the other one listed on
  /// stderr. The `--do` script's line breaks separate its actions; the image-only button is tapped by its symbol;
  /// typing focuses the field (`▏`); `Text + Text` with styling is one line; `NavigationView` is a stack whose
  /// title is `navigationBarTitle`'s.
  @Test("a PreviewProvider is the root, the others listed; --do over several lines")
  func providerRoot() throws {
    let result = try preview([("Counter.swift", counter)], ["--lang", "en", "--do", """
      tap plus.circle @10ms
      type Ada into Name @20ms

      tap plus.circle @30ms
      """])
    #expect(result.termination == .exited(0), "\(result.errorText)")
    let output = result.outputText
    #expect(output.contains("│ Counter\n                │ Count: 2\n                │ [🖼 plus.circle]\n"
      + "                │ ✎ Name: Ada▏\n"), "\(output)")
    #expect(output.contains("CounterView.focused: false → true"), "\(output)")
    #expect(result.errorText.contains(
      "asyncplay: showing CounterView_Previews (Counter.swift:20); the other previews (--root picks one): \"Dark\""),
      "\(result.errorText)")
  }

  @Test("--root names a PreviewProvider, and an unknown root lists it among what is known")
  func providerChosen() throws {
    let chosen = try preview([("Counter.swift", counter)], ["--lang", "en", "--root", "CounterView_Previews"])
    #expect(chosen.termination == .exited(0), "\(chosen.errorText)")
    #expect(!chosen.errorText.contains("other previews"), "\(chosen.errorText)")
    let unknown = try preview([("Counter.swift", counter)], ["--lang", "en", "--root", "Nope"])
    #expect(unknown.termination == .exited(2))
    #expect(unknown.errorText.contains("(known: CounterView, \"Dark\", CounterView_Previews)"), "\(unknown.errorText)")
  }
}
