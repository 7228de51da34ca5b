// swift-tools-version:6.0
// AsyncSimulation: runs Swift concurrency code deterministically on virtual time and records its trace. The engine of
// asyncplay, in a package of its own so that a package depending on it builds the engine and nothing else.
// It lives inside asyncplay's Sources/ (the playground's package uses it by path); its targets name their folders.
import PackageDescription

let package = Package(
  name: "AsyncSimulation",
  products: [
    /// The engine: run real Swift concurrency deterministically on virtual time and get its trace.
    .library(name: "AsyncSimulation", targets: ["AsyncSimulation"]),
  ],
  targets: [
    // C: the clock_gettime and pthread_create interposers, the task probe and the output capture.
    .target(name: "CVirtualClock", path: "CVirtualClock"),
    // C: what schedule exploration sees below Swift (a swift_task_switch interposer) and process plumbing.
    .target(name: "CScheduleProbe", path: "CScheduleProbe"),
    // C: the registry of child process groups, killed on SIGINT/SIGTERM/SIGHUP/SIGQUIT (see ChildProcess).
    .target(name: "CChildGroups", path: "CChildGroups"),
    // The engine: scheduler, executors, virtual clock, trace recorder, budgets, deadlock report.
    .target(name: "AsyncSimulation", dependencies: ["CVirtualClock", "CScheduleProbe", "CChildGroups"], path: "Engine",
            swiftSettings: [
              .enableUpcomingFeature("ExistentialAny"),
              // Every build runs the executor hops the source says (see asyncplay's Package.swift).
              .unsafeFlags(["-Xllvm", "-sil-disable-pass=optimize-hop-to-executor"]),
            ]),
  ]
)
