import SwiftUI

// The one public door of the XcodeApp module: the new-project scenario (Sources/Scenarios/NewProject) shows the feed
// screen compiled here, with a new Xcode 26 app target's settings. The four app files beside this one are copies of
// the scenario's, byte for byte (XcodeAppCopyTests), so that the only difference between the two runs is the project.
public enum NewProjectApp {
  /// The feed screen whose parser computes for `parseCost`.
  public static func screen(parseCost: Duration) -> some View {
    BriefingScreen(model: BriefingModel(parser: BriefingParser(cost: parseCost)))
  }
}
