import PackagePlugin

/// Embeds the Scenarios module's source files into the target it is applied to (as `EmbeddedScenarioSources`), so
/// the playground can show the code that runs.
@main
struct EmbedSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let scenarios = context.package.targets.first(where: { $0.name == "Scenarios" }) as? SourceModuleTarget
    else { return [] }
    let inputs = scenarios.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedScenarioSources.swift")
    return [
      .buildCommand(
        displayName: "Embedding scenario sources",
        executable: try context.tool(named: "SourceEmbedder").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
