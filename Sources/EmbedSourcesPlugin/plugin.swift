import Foundation
import PackagePlugin

/// Compiles text into the target it is applied to: the Scenarios module's sources (`EmbeddedScenarioSources`), so the
/// playground shows the code that runs, and the course's `Lessons/*.lesson` files (`EmbeddedLessons`), so it works
/// from any directory.
@main
struct EmbedSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let tool = try context.tool(named: "SourceEmbedder").url
    var commands: [Command] = []
    if let scenarios = context.package.targets.first(where: { $0.name == "Scenarios" }) as? SourceModuleTarget {
      let inputs = scenarios.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
      commands.append(command(tool, "EmbeddedScenarioSources", inputs, context, "Embedding scenario sources"))
    }
    let lessons = context.package.directoryURL.appending(path: "Lessons")
    let files = (try? FileManager.default.contentsOfDirectory(at: lessons, includingPropertiesForKeys: nil)) ?? []
    let lessonFiles = files.filter { $0.pathExtension == "lesson" }.sorted { $0.path < $1.path }
    commands.append(command(tool, "EmbeddedLessons", lessonFiles, context, "Embedding lessons"))
    return commands
  }

  private func command(_ tool: URL, _ enumName: String, _ inputs: [URL], _ context: PluginContext,
                       _ name: String) -> Command {
    let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
    return .buildCommand(displayName: name, executable: tool,
                         arguments: [output.path, enumName] + inputs.map(\.path),
                         inputFiles: inputs, outputFiles: [output])
  }
}
