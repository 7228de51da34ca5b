// Where Foundation on Linux keeps an app's defaults and folders, and whether defaults outlive the process:
// Lessons/Evidence/storage runs this twice in a scratch home, without and with synchronize(), and prints what the
// second launch finds. The SwiftUI module's app container (AppContainer) is built on these facts.
import Foundation

let defaults = UserDefaults.standard
print("launch: found \(defaults.integer(forKey: "launches")) earlier launch(es)")
defaults.set(defaults.integer(forKey: "launches") + 1, forKey: "launches")
if CommandLine.arguments.contains("--synchronize") { defaults.synchronize() }
let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
func shown(_ url: URL?) -> String { (url?.path ?? "none").replacingOccurrences(of: home, with: "$HOME") }
for (name, directory) in [("Documents", FileManager.SearchPathDirectory.documentDirectory),
                          ("Application Support", .applicationSupportDirectory), ("Caches", .cachesDirectory)] {
  print("\(name): \(shown(FileManager.default.urls(for: directory, in: .userDomainMask).first))")
}
print("temporary: \(shown(FileManager.default.temporaryDirectory))")
