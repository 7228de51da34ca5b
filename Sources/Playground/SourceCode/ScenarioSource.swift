import Scenarios

/// The Swift source of the scenarios, as compiled into this binary: every file of the Scenarios module, named by its
/// path below `Sources/Scenarios` (`TaskID/TaskIDScenario.swift`).
public enum ScenarioSource {
  /// The names of the embedded files, sorted.
  public static var fileNames: [String] { EmbeddedScenarioSources.files.map(\.name) }

  /// The text of an embedded file.
  public static func text(ofFile name: String) -> String? {
    EmbeddedScenarioSources.files.first { $0.name == name }?.text
  }

  /// Where an embedded file is in the repository, e.g. `Sources/Scenarios/TaskID/TaskIDScenario.swift`.
  public static func repositoryPath(ofFile name: String) -> String { "Sources/Scenarios/" + name }

  /// The file that declares `scenario`: the one its registration was written in (``Scenario/sourceFile``, a
  /// `#fileID` such as `Scenarios/TaskIDScenario.swift`; file names are unique within a Swift module).
  public static func file(of scenario: Scenario) -> String? {
    let fileName = scenario.sourceFile.split(separator: "/").last.map(String.init) ?? scenario.sourceFile
    return fileNames.first { $0 == fileName || $0.hasSuffix("/" + fileName) }
  }

  /// The embedded files in the folder of `scenario`'s file (its code and its explanation), that file first.
  public static func folder(of scenario: Scenario) -> [String] {
    guard let file = file(of: scenario) else { return [] }
    guard let slash = file.lastIndex(of: "/") else { return [file] }
    let folder = file[...slash]
    return [file] + fileNames.filter { $0.hasPrefix(folder) && $0 != file }
  }
}
