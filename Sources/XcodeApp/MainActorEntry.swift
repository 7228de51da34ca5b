import SwiftUI

// The main-actor scenario's door into the XcodeApp module: the sales report screen compiled here, with a new Xcode 26
// app target's settings. The files in MainActor/ are copies of Sources/Scenarios/MainActor's app code, byte for byte
// (XcodeAppCopyTests), so that profile=xcode26-app and profile=swift-package differ only in the project.
public enum MainActorApp {
  /// The report screen over the model `work` names (main, nonisolated, concurrent), computing for `computingTime`.
  public static func screen(work: String, computingTime: TimeInterval) -> some View {
    let calculator = SalesCalculator(computingTime: computingTime)
    let model: any SalesReportGenerating = switch work {
    case "nonisolated": SalesReportModelNonsending(calculator: calculator)
    case "concurrent": SalesReportModelConcurrent(calculator: calculator)
    default: SalesReportModel(calculator: calculator)
    }
    return SalesReportScreen(model: model)
  }
}
