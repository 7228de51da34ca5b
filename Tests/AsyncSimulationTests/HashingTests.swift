import AsyncSimulation
import Testing

/// Dictionary and Set iteration order must not make runs differ: Swift seeds its hasher per process, so the engine
/// makes hashing deterministic in every simulated process.
@Suite("Deterministic hashing")
struct HashingTests {
  /// The child's environment without the variable: the guarantee must come from the engine, not from the test.
  static let unset: [String: String?] = [DeterministicHashing.variable.name: nil]

  @Test("the control: without deterministic hashing, a dictionary's order differs between processes")
  func orderDependsOnTheProcess() async throws {
    var orders = Set<String>()
    for _ in 0..<10 {
      let run = try await Fixtures.run(["hash-order"], environment: Self.unset)
      #expect(run.exitStatus == 0)
      orders.insert(run.output)
    }
    // 100 keys: ten random seeds giving one order is as good as impossible.
    #expect(orders.count > 1)
  }

  @Test("with SWIFT_DETERMINISTIC_HASHING=1 the order is the same in every process")
  func orderIsFixedWithTheVariable() async throws {
    var orders = Set<String>()
    for _ in 0..<5 {
      let run = try await Fixtures.run(["hash-order"], environment: [DeterministicHashing.variable.name: "1"])
      orders.insert(run.output)
    }
    #expect(orders.count == 1)
  }

  @Test("100 waiters resumed in dictionary order: 50 runs started without the variable are byte-identical")
  func dictionaryOrderedRunIsDeterministic() async throws {
    let reference = try await Fixtures.run(["dictionary-order"], environment: Self.unset)
    #expect(reference.exitStatus == 0, "stderr: \(reference.stderr)")
    let trace = try reference.trace()
    #expect(trace.prints.count == 100)
    for _ in 1..<50 {
      let run = try await Fixtures.run(["dictionary-order"], environment: Self.unset)
      #expect(run.exitStatus == 0)
      #expect(run.stdout == reference.stdout)
    }
  }

  @Test("every child process the engine starts gets SWIFT_DETERMINISTIC_HASHING=1")
  func childProcessesHashDeterministically() throws {
    var child = ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo $SWIFT_DETERMINISTIC_HASHING"],
                             wallLimit: .seconds(10))
    child.environmentDefaults = []
    let result = try child.run()
    #expect(result.outputText == "1\n")
  }
}
