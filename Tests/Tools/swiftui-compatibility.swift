// Generates docs/swiftui-compatibility.md from the headers of Sources/SwiftUI (issue 29): which Apple API the module
// offers, how (simulated, inert, refused), and the messages of what it refuses. Build-free: run it from the
// repository's root with the toolchain's interpreter.
//
//   swift Tests/Tools/swiftui-compatibility.swift           # writes docs/swiftui-compatibility.md
//   swift Tests/Tools/swiftui-compatibility.swift --check   # exit 1 (and one line) when the page is not current
//
// Every file of Sources/SwiftUI opens with
//   // Mirrors: SwiftUI `Text`, `Text.init(_:)` …          (continued on lines that start with `//   `)
//   // SDK: iOS 26 SDK
//   // Status: complete | partial | inert | unavailable | internal
// The page lists the files by status, each with what it mirrors and the first sentence of its first comment; then
// every `@available(*, unavailable, message: …)` message; then the files that have no header yet; then the files of
// the other Apple frameworks asyncplay offers (``frameworks``), whose headers are the same and required.
import Foundation

/// One source file's header and summary.
struct SourceFile {
  var path: String
  var mirrors: String
  var sdk: String
  var status: String
  var summary: String
  var refusals: [String]
}

/// The statuses, in the order the page shows them, with what each means.
let statuses: [(name: String, title: String, meaning: String)] = [
  ("complete", "Simulated", "behaves as Apple documents it, as far as a text screen and a timeline can show; every "
    + "behaviour has a test citing Apple's documentation (Tests/SwiftUITests)."),
  ("partial", "Partly simulated", "the file's main API is simulated; some members are inert or refused (the file "
    + "says which), or a documented choice stands where Apple is silent."),
  ("inert", "Inert", "compiles with Apple's signature and changes nothing in text: how things look (fonts, colours, "
    + "shapes, animation curves, bars)."),
  ("unavailable", "Refused", "declared with Apple's shape so that a call meets one compile error at the user's line "
    + "naming the API and what to use instead."),
  ("internal", "Machinery", "the module's own parts (the graph, rendering, user actions): no Apple API."),
]

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("swiftui-compatibility: " + message + "\n").utf8))
  exit(1)
}

/// The header and summary of `text`, or nil when it has no header.
func read(_ path: String, _ text: String) -> SourceFile? {
  let lines = text.components(separatedBy: "\n")
  guard lines.first?.hasPrefix("// Mirrors: ") == true else { return nil }
  var mirrors = String(lines[0].dropFirst("// Mirrors: ".count))
  var index = 1
  while index < lines.count, lines[index].hasPrefix("//   ") {
    mirrors += " " + lines[index].dropFirst("//   ".count)
    index += 1
  }
  guard index + 1 < lines.count, lines[index].hasPrefix("// SDK: "), lines[index + 1].hasPrefix("// Status: ") else {
    fail("\(path): the header needs '// SDK: …' and '// Status: …' after '// Mirrors: …'")
  }
  let sdk = String(lines[index].dropFirst("// SDK: ".count))
  let status = String(lines[index + 1].dropFirst("// Status: ".count))
  guard statuses.contains(where: { $0.name == status }) else {
    fail("\(path): status '\(status)' is not one of " + statuses.map(\.name).joined(separator: ", "))
  }
  // The first comment after the header: its first sentence.
  var comment: [String] = []
  for line in lines[(index + 2)...] {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("///") || trimmed.hasPrefix("//") {
      comment.append(trimmed.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces))
    } else if !comment.isEmpty || !(trimmed.isEmpty || trimmed.hasPrefix("import") || trimmed.hasPrefix("internal import")
                                     || trimmed.hasPrefix("#")) {
      break
    }
  }
  let joined = comment.joined(separator: " ")
  var summary = joined
  if let end = joined.range(of: ". ") { summary = String(joined[..<end.lowerBound]) + "." }
  return SourceFile(path: path, mirrors: mirrors, sdk: sdk, status: status, summary: summary,
                    refusals: refusals(in: text))
}

/// The messages of the file's `@available(*, unavailable, message: "…")` declarations, in order.
func refusals(in text: String) -> [String] {
  var out: [String] = []
  for line in text.components(separatedBy: "\n") where line.contains("@available(*, unavailable, message: \"") {
    guard let start = line.range(of: "message: \"") else { continue }
    var message = ""
    var escaped = false
    for character in line[start.upperBound...] {
      if escaped {
        message.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        break
      } else {
        message.append(character)
      }
    }
    if !out.contains(message) { out.append(message) }
  }
  return out
}

/// Text for a table cell.
func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

let root = FileManager.default.currentDirectoryPath
let sources = root + "/Sources/SwiftUI"
guard let walker = FileManager.default.enumerator(atPath: sources) else { fail("run it from the repository's root") }
var paths: [String] = []
for case let path as String in walker where path.hasSuffix(".swift") { paths.append(path) }
paths.sort()

var files: [SourceFile] = []
var unheaded: [String] = []
for path in paths {
  guard let text = try? String(contentsOfFile: sources + "/" + path, encoding: .utf8) else { fail("cannot read \(path)") }
  if let file = read(path, text) { files.append(file) } else { unheaded.append(path) }
}

var page = """
  # SwiftUI compatibility

  Generated from the headers of `Sources/SwiftUI` by `swift Tests/Tools/swiftui-compatibility.swift`; do not edit it
  by hand (a test checks that it is current). Every file of the module opens with the Apple API it mirrors, the SDK it
  was checked against and its status. The manual of what is simulated is docs/swiftui.md.


  """
let sdks = Set(files.map(\.sdk)).sorted()
page += "Checked against: \(sdks.joined(separator: ", ")). \(files.count) files"
page += unheaded.isEmpty ? ".\n" : ", and \(unheaded.count) without a header yet (listed at the end).\n"
for status in statuses {
  let chosen = files.filter { $0.status == status.name }
  guard !chosen.isEmpty else { continue }
  page += "\n## \(status.title) (\(status.name))\n\n\(status.meaning)\n\n| File | API | What it does |\n|---|---|---|\n"
  for file in chosen {
    page += "| `\(file.path)` | \(cell(file.mirrors)) | \(cell(file.summary)) |\n"
  }
}
let refused = files.flatMap { file in file.refusals.map { (file.path, $0) } }
if !refused.isEmpty {
  page += "\n## What is refused, and what to use\n\nEach is one compile error at the user's line, with this message.\n\n"
  for (path, message) in refused { page += "- \(message) (`\(path)`)\n" }
}
if !unheaded.isEmpty {
  page += "\n## Files without a header yet\n\n"
  for path in unheaded { page += "- `\(path)`\n" }
}

/// Apple's frameworks besides SwiftUI that asyncplay offers as modules of their own (docs/frameworks.md).
let frameworks = ["CoreLocation", "MapKit", "Charts", "PhotosUI", "LocalAuthentication",
                  "UniformTypeIdentifiers", "CoreTransferable", "simd", "CoreData"]
page += "\n## Other frameworks\n\nThe modules beside SwiftUI (docs/frameworks.md), with the same headers.\n"
for framework in frameworks {
  let folder = root + "/Sources/" + framework
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { fail("cannot read \(folder)") }
  page += "\n### \(framework)\n\n| File | Status | API | What it does |\n|---|---|---|---|\n"
  var refusedHere: [String] = []
  for name in names.filter({ $0.hasSuffix(".swift") }).sorted() {
    let path = framework + "/" + name
    guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { fail("cannot read \(path)") }
    guard let file = read(path, text) else { fail("\(path) does not open with '// Mirrors: …'") }
    page += "| `\(path)` | \(file.status) | \(cell(file.mirrors)) | \(cell(file.summary)) |\n"
    refusedHere += file.refusals.map { "- Refused: \($0) (`\(path)`)\n" }
  }
  if !refusedHere.isEmpty { page += "\n" + refusedHere.joined() }
}

let target = root + "/docs/swiftui-compatibility.md"
if CommandLine.arguments.contains("--check") {
  let current = try? String(contentsOfFile: target, encoding: .utf8)
  guard current == page else {
    fail("docs/swiftui-compatibility.md is not current: run swift Tests/Tools/swiftui-compatibility.swift")
  }
  exit(0)
}
try FileManager.default.createDirectory(atPath: root + "/docs", withIntermediateDirectories: true)
do {
  try page.write(toFile: target, atomically: true, encoding: .utf8)
} catch {
  fail("cannot write \(target): \(error)")
}
