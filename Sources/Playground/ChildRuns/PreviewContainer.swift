import AsyncSimulation
import Foundation
import Scenarios
import SwiftUI
import ProjectProfiles
import TextBase
import Runs
import CommandLineGrammar

/// The app's storage around a preview's runs (the module's ``AppContainer``): the user's `--container DIR`, kept,
/// or a fresh one removed afterwards. Every child of the run — budget advice's probes too — gets its environment
/// (see ``RunCommand/child(interruption:)``), and nothing the run prints names where it is.
enum PreviewContainer {
  /// Why there is no container: one line, and whether it is a usage error (a `--container` path that cannot be
  /// one, exit 2) or not (no fresh folder could be made, exit 1).
  struct Failure: Error, Sendable {
    /// The line, in the run's language.
    var message: String
    /// Whether it is the user's `--container`.
    var isUsage: Bool
  }

  /// Runs `body` with `request` (a preview's) whose container is ready and named in its settings, then removes a
  /// fresh one; `body` gets the container to redact its path from what the run printed.
  static func around<T>(_ request: RunRequest, _ body: (RunRequest, AppContainer) -> T) -> Result<T, Failure> {
    let kept = request.preview?.container
    // The fresh container goes whichever way this process ends (but SIGKILL), and the ones killed runs left go first.
    if kept == nil {
      TemporaryFolderOwner.sweep(ResourceUsage.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp")
    }
    let made = TemporaryFolderOwner.withStopSignalsHeld { () -> Result<AppContainer, AppContainerError> in
      do throws(AppContainerError) {
        if let kept { return .success(try AppContainer.kept(at: kept)) }
        let fresh = try AppContainer.makeFresh()
        TemporaryFolderOwner.claim(fresh.path)
        return .success(fresh)
      } catch {
        return .failure(error)
      }
    }
    let container: AppContainer
    switch made {
    case .success(let ready): container = ready
    case .failure(let error):
      return .failure(Failure(message: request.language.pick(error.chinese, error.english), isUsage: kept != nil))
    }
    defer {
      if !container.isKept { TemporaryFolderOwner.forget(container.path) }
      container.finish()
    }
    do throws(AppContainerError) {
      try AppBundle.install(request.preview?.resources ?? [], in: container)
    } catch {
      return .failure(Failure(message: request.language.pick(error.chinese, error.english), isUsage: false))
    }
    var contained = request
    var settings = request.preview ?? PreviewSettings()
    settings.container = container.path
    contained.preview = settings
    return .success(body(contained, container))
  }

  /// The app's bundle resources of a program made of `files` (see ``AppBundle``), which ``around(_:_:)`` copies into
  /// the container.
  static func resources(besideSwiftFiles files: [String]) -> [String] {
    AppBundle.resources(besideSwiftFiles: files)
  }

  /// The environment of a child whose app's container is at `path` (made by ``around(_:_:)``).
  static func environment(for path: String) -> [(name: String, value: String)] {
    AppContainer.ready(at: path).environment
  }

  /// `result` with the container's path taken out of what the child wrote.
  static func redacting(_ result: ChildProcess.Result, _ container: AppContainer) -> ChildProcess.Result {
    var redacted = result
    // Standard output is the marked trace channel: its text is redacted once read (RunCommand.interpret), since
    // changing a frame would unmark it.
    redacted.standardError = Array(container.redactingPath(in: result.errorText).utf8)
    return redacted
  }

  /// `text` with the path of the container at `path` replaced as ``AppContainer/redactingPath(in:)`` does (here, so
  /// that the run command needs no `import SwiftUI`, whose `URLSession` would shadow Foundation's).
  static func redactingPath(in text: String, container path: String) -> String {
    AppContainer.redactingPath(in: text, path: path)
  }
}
