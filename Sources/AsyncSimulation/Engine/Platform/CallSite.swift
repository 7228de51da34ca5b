import CVirtualClock

extension Simulation {
  /// Whether platform calls (Dispatch, timers) carry a marker of the app's line that made them, in task labels,
  /// waits and reports: ` @@site:OFFSET:IMAGE@@`, the call's offset in the app's shared object, which the parent
  /// process turns into ` at Feed.swift:12` with the toolchain's symbolizer (asyncplay's child runs set it; the
  /// engine cannot read line tables itself). Off: nothing is marked.
  nonisolated(unsafe) public static var marksCallSites = false
}

/// The marker of the app's line that made the platform call being handled (see ``Simulation/marksCallSites``).
enum CallSite {
  static let open = " @@site:"
  static let close = "@@"

  /// ` @@site:OFFSET:IMAGE@@`, or "" when sites are not marked or the call did not come from the app's library.
  static func marker() -> String {
    guard Simulation.marksCallSites else { return "" }
    var offset: UInt = 0
    var image = [CChar](repeating: 0, count: 4096)
    guard vclock_call_site(&offset, &image, image.count) == 1 else { return "" }
    let path = image.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return open + String(offset, radix: 16) + ":" + path + close
  }
}
