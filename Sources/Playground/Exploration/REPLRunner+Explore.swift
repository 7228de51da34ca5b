import AsyncSimulation
import Scenarios
import CommandLineGrammar
import Course

extension REPLRunner {
  /// Explores `request`'s schedules in a child of this runner's executable (Ctrl-C stops it).
  func explore(_ request: RunRequest) -> ExploreCommand.Outcome {
    ExploreCommand(request: request, executable: executable).explore(interruption: interruption)
  }

  /// The exploration, or the one line saying why there is none (for quizzes).
  func exploration(_ request: RunRequest) -> Result<Exploration, QuizVerifier.RunFailure> {
    switch explore(request) {
    case .explored(let exploration, _): return .success(exploration)
    case .interrupted: return .failure(QuizVerifier.RunFailure(message: "interrupted"))
    case .failed(_, let message, let errors):
      let line = message ?? errors.split(separator: "\n").last.map(String.init) ?? "the exploration failed"
      return .failure(QuizVerifier.RunFailure(message: line.hasPrefix("asyncplay: ")
        ? String(line.dropFirst("asyncplay: ".count)) : line))
    }
  }
}
