import Foundation
import PackagePlugin

/// Generates code from files of the package, for the target it is applied to:
/// - for `Scenarios`: the catalog (`ScenarioCatalog.registered`), one entry per scenario folder, so a new scenario
///   registers itself by existing, and the folders' String Catalogs (`EmbeddedStringCatalogs`, `TaskID/Localizable.xcstrings`);
/// - for `Playground`: the Scenarios module's sources (`EmbeddedScenarioSources`, named by their path below
///   `Sources/Scenarios`), so the playground shows the code that runs;
/// - for `Course`: the course's `Lessons/*.lesson` files (`EmbeddedLessons`), so it works from any directory, and the
///   exercises' folders under `Lessons/Exercises` (`EmbeddedExercises`, named by their path below it).
@main
struct EmbedSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let tool = try context.tool(named: "SourceEmbedder").url
    guard let scenarios = context.package.targets.first(where: { $0.name == "Scenarios" }) as? SourceModuleTarget
    else { return [] }
    let sources = scenarios.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    let directory = context.package.directoryURL.appending(path: "Sources/Scenarios").path
    if target.name == "Scenarios" {
      let output = context.pluginWorkDirectoryURL.appending(path: "ScenarioCatalog+Registered.swift")
      // Each scenario folder's String Catalog (`TaskID/Localizable.xcstrings`), which its driver registers.
      let catalogs = (FileManager.default.enumerator(at: URL(fileURLWithPath: directory), includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL } ?? [])
        .filter { $0.pathExtension == "xcstrings" }
        .sorted { $0.path < $1.path }
      return [.buildCommand(displayName: "Generating the scenario catalog", executable: tool,
                            arguments: ["--catalog", output.path, directory] + sources.map(\.path),
                            inputFiles: sources, outputFiles: [output]),
              command(tool, "EmbeddedStringCatalogs", ["--relative-to", directory], catalogs, context,
                      "Embedding the scenarios' String Catalogs")]
    }
    guard target.name == "Course" else {
      return [command(tool, "EmbeddedScenarioSources", ["--relative-to", directory], sources, context,
                      "Embedding scenario sources")]
    }
    var commands: [Command] = []
    let lessons = context.package.directoryURL.appending(path: "Lessons")
    let files = (try? FileManager.default.contentsOfDirectory(at: lessons, includingPropertiesForKeys: nil)) ?? []
    let lessonFiles = files.filter { $0.pathExtension == "lesson" }.sorted { $0.path < $1.path }
    commands.append(command(tool, "EmbeddedLessons", [], lessonFiles, context, "Embedding lessons"))
    // Exercises: every file under Lessons/Exercises/, named by its path below that folder (`task-id/start.swift`).
    let exercises = lessons.appending(path: "Exercises")
    let exerciseFiles = (FileManager.default.enumerator(at: exercises, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL } ?? [])
      .filter { ["txt", "swift"].contains($0.pathExtension) }
      .sorted { $0.path < $1.path }
    commands.append(command(tool, "EmbeddedExercises", ["--relative-to", exercises.path], exerciseFiles, context,
                            "Embedding exercises"))
    return commands
  }

  private func command(_ tool: URL, _ enumName: String, _ options: [String], _ inputs: [URL],
                       _ context: PluginContext, _ name: String) -> Command {
    let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
    return .buildCommand(displayName: name, executable: tool,
                         arguments: [output.path, enumName] + options + inputs.map(\.path),
                         inputFiles: inputs, outputFiles: [output])
  }
}
