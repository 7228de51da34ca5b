import CScheduleProbe
#if canImport(Glibc)
import Glibc
#endif

/// Runs an exploration (see ``Exploration``) in this process and processes it forks.
///
/// This process *collects*: it prepares the simulator once, then forks *explorers* that run schedule after schedule
/// in their own process — consecutive runs, so that a schedule costs a run, not a process — and send one record per
/// schedule through a pipe. Each explorer's search state (``ExplorationStack``) lives in memory shared with this
/// process, so when one dies — its run did not finish, which leaves a process unable to simulate again; it crashed; a
/// schedule did not yield for ``runWallSeconds`` — another is forked and goes on where it stopped.
///
/// Phases: a depth-first search while the tree has at most `maxSchedules` leaves; else a random sample drawn by
/// ``ExplorationSettings/workers`` explorers at once; then each outcome's witness is simplified (choices that do not
/// change the outcome are dropped), and replayed in a fresh fork of this unexplored process, where it must reach the
/// same outcome — which proves that witnesses replay exactly, and catches code that carries state from one run to
/// the next.
///
/// Call it like ``Simulation/run(_:_:)``: from synchronous code, before any task exists, in a process of its own.
struct Explorer {
  let settings: ExplorationSettings
  let options: SimulationOptions
  let body: @MainActor @Sendable () async -> Void
  /// How long one schedule may run, in wall seconds, before its explorer is stopped.
  var runWallSeconds: UInt32 = 20

  /// How an explorer process ends.
  private enum Status: Int32 {
    /// Its part is done (or, sampling, the collector asked it to stop).
    case done = 0
    /// Its last run did not finish: a new explorer must go on.
    case poisoned = 10
    /// More schedules than the maximum, or a decision too wide or a path too deep to explore.
    case exceeded = 11
    /// A run did not repeat the path it followed: the scenario is not deterministic (its record says more).
    case diverged = 12
  }

  private enum Phase {
    case tree
    case sample
    case simplify([(witness: Schedule, canonical: String)])
  }

  /// Explores; the failure says in one line why it could not.
  func run() -> Result<Exploration, ExplorationFailure> {
    Simulation.prepareVirtual()
    let workers = max(1, min(settings.workers, 8))
    var stacks: [ExplorationStack] = []
    defer { for stack in stacks { stack.unmap() } }
    for _ in 0..<workers {
      guard let stack = ExplorationStack.mapShared() else {
        return .failure(ExplorationFailure("cannot map shared memory for the exploration (mmap failed)"))
      }
      stacks.append(stack)
    }
    _ = sprobe_become_subreaper()
    var collector = ExplorationCollector(settings: settings)
    var coverage = Exploration.Coverage.exhaustive
    switch runPhase({ _ in .tree }, stacks: stacks, collector: &collector) {
    case .failure(let failure): return .failure(failure)
    case .success(let exceeded): if exceeded { coverage = .sampled }
    }
    let redundant = stacks.reduce(0) { $0 + Int($1.redundant) }
    if coverage == .sampled {
      collector.startSample(workers: workers)
      for (index, stack) in stacks.enumerated() {
        stack.depth = 0
        stack.nextSample = Int64(index)
        stack.stopRequested = false
      }
      if case .failure(let failure) = runPhase({ _ in .sample }, stacks: stacks, collector: &collector) {
        return .failure(failure)
      }
    }
    var exploration = collector.exploration(coverage: coverage, redundant: coverage == .exhaustive ? redundant : 0)
    let witnesses = exploration.outcomes.map { ($0.witness, $0.result.canonical) }
    if witnesses.contains(where: { !$0.0.picks.isEmpty }) {
      stacks[0].cursor = (0, 0)
      collector.startSimplifying(witnesses)
      if case .failure(let failure) = runPhase({ .simplify($0.witnessesBeingSimplified) }, stacks: [stacks[0]],
                                               collector: &collector) {
        return .failure(failure)
      }
      exploration = collector.simplified(exploration)
    }
    if let failure = verifyWitnesses(of: exploration) { return .failure(failure) }
    return .success(exploration)
  }

  // MARK: running explorers

  private struct Running {
    var pid: pid_t
    var reader: LineReader
    var stack: ExplorationStack
    var worker: Int
  }

  /// Runs one explorer per stack for the phase `phase` makes (from what has been collected: a replacement explorer
  /// goes on from there), replacing any that dies, until all are done. Success carries whether the tree turned out
  /// too big (`exceeded`).
  private func runPhase(_ phase: (ExplorationCollector) -> Phase, stacks: [ExplorationStack],
                        collector: inout ExplorationCollector) -> Result<Bool, ExplorationFailure> {
    var running: [Running] = []
    var exceeded = false
    var stopped: Set<pid_t> = []
    func start(_ worker: Int) -> ExplorationFailure? {
      switch fork(phase(collector), stack: stacks[worker], worker: worker, of: stacks.count) {
      case .failure(let failure): return failure
      case .success(let process):
        running.append(process)
        return nil
      }
    }
    for worker in stacks.indices { if let failure = start(worker) { return .failure(failure) } }
    while !running.isEmpty {
      var fds = running.map { pollfd(fd: $0.reader.fd, events: Int16(POLLIN), revents: 0) }
      let ready = poll(&fds, nfds_t(fds.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return .failure(ExplorationFailure("poll failed (\(errnoText()))"))
      }
      var finished: [Int] = []
      for index in running.indices where fds[index].revents != 0 {
        let more = running[index].reader.fill()
        while let line = running[index].reader.line() {
          collector.take(line, stacks: stacks, worker: running[index].worker)
        }
        if !more { finished.append(index) }
      }
      // The search found more schedules than the maximum, all explorers together: stop them all.
      if case .tree = phase(collector), !exceeded, collector.schedules > settings.maxSchedules {
        exceeded = true
        for process in running where !stopped.contains(process.pid) {
          stopped.insert(process.pid)
          kill(process.pid, SIGKILL)
        }
      }
      for index in finished.reversed() {
        let process = running.remove(at: index)
        close(process.reader.fd)
        var raw: Int32 = 0
        while waitpid(process.pid, &raw, 0) < 0 && errno == EINTR {}
        if let failure = collector.failure { return .failure(failure) }
        if stopped.contains(process.pid) { continue }
        let signal = raw & 0x7f
        let status: Status
        if signal != 0 {
          status = died(phase(collector), of: signal, stack: process.stack, stacks: stacks, collector: &collector)
        } else {
          let code = (raw >> 8) & 0xff
          guard let known = Status(rawValue: code) else {
            return .failure(ExplorationFailure("an explorer process exited with status \(code)"))
          }
          status = known
        }
        switch status {
        case .done: continue
        case .poisoned:
          if case .sample = phase(collector), collector.sampleIsComplete { continue }
          if let failure = start(process.worker) { return .failure(failure) }
        case .exceeded: exceeded = true
        case .diverged: return .failure(collector.failure ?? ExplorationFailure("the scenario is not deterministic"))
        }
      }
    }
    return .success(exceeded)
  }

  /// Forks an explorer for `phase` on `stack`.
  private func fork(_ phase: Phase, stack: ExplorationStack, worker: Int, of workers: Int)
    -> Result<Running, ExplorationFailure> {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return .failure(ExplorationFailure("cannot create a pipe (\(errnoText()))")) }
    let parent = getpid()
    let pid = Glibc.fork()
    if pid < 0 {
      close(fds[0])
      close(fds[1])
      return .failure(ExplorationFailure("cannot fork an explorer (\(errnoText()))"))
    }
    if pid == 0 {
      close(fds[0])
      if sprobe_die_with_parent(parent) != 0 { _exit(Status.done.rawValue) }
      var writer = RecordWriter(fd: fds[1])
      let status: Status
      switch phase {
      case .tree: status = exploreTree(stack: stack, part: TreeChooser.Part(index: worker, count: workers),
                                       writer: &writer)
      case .sample: status = drawSamples(stack: stack, stride: workers, writer: &writer)
      case .simplify(let witnesses): status = simplify(witnesses, stack: stack, writer: &writer)
      }
      _exit(status.rawValue)
    }
    close(fds[1])
    return .success(Running(pid: pid, reader: LineReader(fd: fds[0]), stack: stack, worker: worker))
  }

  /// An explorer died by `signal` in the middle of a schedule: that schedule's outcome is the death. Says how to go on.
  private func died(_ phase: Phase, of signal: Int32, stack: ExplorationStack, stacks: [ExplorationStack],
                    collector: inout ExplorationCollector) -> Status {
    stack.settleAfterDeath()
    let ending = signal == SIGALRM ? "stopped: did not yield for \(runWallSeconds) s"
      : "crashed (\(Self.name(ofSignal: signal)))"
    let schedule = stack.schedule(jitterNanos: settings.jitterNanos)
    switch phase {
    case .tree:
      stack.runs += 1
      if stack.currentRunCounts {
        stack.leaves += 1
        collector.add(schedule: schedule, outcome: ExploredOutcome(ending: ending))
      }
      stack.currentRunCounts = false
      return collector.schedules > settings.maxSchedules ? .exceeded : .poisoned
    case .sample:
      collector.addSample(Int(stack.nextSample), schedule: schedule, outcome: ExploredOutcome(ending: ending),
                          stacks: stacks)
      stack.nextSample += Int64(stacks.count)
      return .poisoned
    case .simplify:
      // The candidate being tried killed the process: keep the witness as it was and try the next pick.
      stack.cursor = (stack.cursor.outcome, stack.cursor.pick + 1)
      return .poisoned
    }
  }

  // MARK: inside an explorer

  /// The depth-first search: one run per leaf, until the tree is done, too big, or a run poisons the process.
  private func exploreTree(stack: ExplorationStack, part: TreeChooser.Part, writer: inout RecordWriter) -> Status {
    while true {
      let first = stack.runs == 0
      if !first, stack.dropFinished() == 0 { return .done }
      let branch = first ? -1 : stack.depth - 1
      let chooser = TreeChooser(stack: stack, branch: branch, jitterNanos: settings.jitterNanos,
                                reducesOrders: settings.reducesOrders, part: part)
      let trace = runOnce(chooser)
      stack.runs += 1
      let shortfall = chooser.reachedBranch ? nil
        : "the run met \(chooser.decisions) decisions, where it met \(branch + 1) before"
      if let divergence = chooser.divergence ?? shortfall {
        writer.failure("the scenario does not repeat itself: run again with the same choices, \(divergence); "
                       + "exploring needs code that does the same thing every time it runs")
        return .diverged
      }
      if !chooser.overflow.isEmpty {
        stack.flags.formUnion(chooser.overflow)
        return .exceeded
      }
      if chooser.counts {
        stack.leaves += 1
        writer.record(schedule: chooser.schedule,
                      outcome: ExploredOutcome(trace: trace, comparingPrints: settings.comparesPrints))
        if stack.leaves > Int64(settings.maxSchedules) { return .exceeded }
      } else if chooser.redundant && chooser.ownsPath {
        stack.redundant += 1
      }
      stack.currentRunCounts = false
      if trace.outcome != .finished { return .poisoned }
    }
  }

  /// The random sample, every `stride`-th sample from `stack.nextSample` on: sample 0 is the plain
  /// first-in-first-out order, sample i > 0 draws every choice from a generator seeded with (seed, i). Stops when
  /// the collector asks (it has enough distinct schedules).
  private func drawSamples(stack: ExplorationStack, stride: Int, writer: inout RecordWriter) -> Status {
    while !stack.stopRequested {
      let index = stack.nextSample
      stack.depth = 0
      let chooser = index == 0 ? ReplayChooser(.fifo, mirroringInto: stack, jitterNanos: settings.jitterNanos)
        : RandomChooser(seed: settings.seed, index: UInt64(index), jitterNanos: settings.jitterNanos,
                        mirroringInto: stack)
      let trace = runOnce(chooser)
      writer.sample(Int(index), schedule: chooser.schedule,
                    outcome: ExploredOutcome(trace: trace, comparingPrints: settings.comparesPrints))
      stack.nextSample = index + Int64(stride)
      if trace.outcome != .finished { return .poisoned }
    }
    return .done
  }

  /// Simplifies each witness: drops one pick at a time, keeping the drop when the run still reaches the outcome.
  private func simplify(_ witnesses: [(witness: Schedule, canonical: String)], stack: ExplorationStack,
                        writer: inout RecordWriter) -> Status {
    var (outcome, pick) = stack.cursor
    while outcome < witnesses.count {
      var picks = witnesses[outcome].witness.picks
      while pick < picks.count {
        stack.cursor = (outcome, pick)
        var fewer = picks
        fewer.remove(at: pick)
        guard let candidate = try? Schedule(picks: fewer, jitter: .nanoseconds(settings.jitterNanos)) else {
          pick += 1
          continue
        }
        let chooser = ReplayChooser(candidate)
        let trace = runOnce(chooser)
        let reached = ExploredOutcome(trace: trace, comparingPrints: settings.comparesPrints).canonical
        if chooser.finalMismatch() == nil, reached == witnesses[outcome].canonical {
          picks = fewer
          writer.minimized(outcome, schedule: candidate)
        } else {
          pick += 1
        }
        if trace.outcome != .finished {
          stack.cursor = (outcome, pick)
          return .poisoned
        }
      }
      outcome += 1
      pick = 0
      stack.cursor = (outcome, 0)
    }
    return .done
  }

  /// One run with `chooser`, stopped by SIGALRM if it does not yield for ``runWallSeconds``.
  private func runOnce(_ chooser: ScheduleChooser) -> Trace {
    alarm(runWallSeconds)
    defer { alarm(0) }
    return Simulation.run(options, choosing: chooser, body)
  }

  // MARK: witnesses

  /// Replays every witness in a fresh fork of this (unexplored) process; nil when each reaches its outcome.
  private func verifyWitnesses(of exploration: Exploration) -> ExplorationFailure? {
    for (index, outcome) in exploration.outcomes.enumerated() where !outcome.result.ending.hasPrefix("stopped") {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { return ExplorationFailure("cannot create a pipe (\(errnoText()))") }
      let parent = getpid()
      let pid = Glibc.fork()
      if pid < 0 { return ExplorationFailure("cannot fork to replay a witness (\(errnoText()))") }
      if pid == 0 {
        close(fds[0])
        if sprobe_die_with_parent(parent) != 0 { _exit(1) }
        let chooser = ReplayChooser(outcome.witness)
        let trace = runOnce(chooser)
        var writer = RecordWriter(fd: fds[1])
        if let mismatch = chooser.finalMismatch() {
          writer.failure(mismatch.description)
        } else {
          writer.record(schedule: outcome.witness,
                        outcome: ExploredOutcome(trace: trace, comparingPrints: settings.comparesPrints))
        }
        _exit(0)
      }
      close(fds[1])
      var reader = LineReader(fd: fds[0])
      var replayed: ExploredOutcome?
      var problem: String?
      for line in reader.readAll() {
        switch ExplorationRecord(line) {
        case .schedule(_, _, let reached)?: replayed = reached
        case .failure(let message)?: problem = message
        default: problem = "an unreadable record"
        }
      }
      close(fds[0])
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      if raw & 0x7f != 0 { replayed = ExploredOutcome(ending: "crashed (\(Self.name(ofSignal: raw & 0x7f)))") }
      if let problem { return ExplorationFailure("replaying witness \(outcome.witness) failed: \(problem)") }
      if replayed != outcome.result {
        return ExplorationFailure("witness \(outcome.witness) of outcome \(index + 1) reached another outcome when "
          + "replayed in a fresh process: the code carries state from one run to the next (a static or global "
          + "variable?), and exploring needs every run to start afresh")
      }
    }
    return nil
  }

  // MARK: helpers

  /// The usual name of a fatal signal.
  static func name(ofSignal signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGSEGV: "SIGSEGV"
    case SIGKILL: "SIGKILL"
    case SIGALRM: "SIGALRM"
    default: "signal \(signal)"
    }
  }
}

/// Why an exploration could not be made, in one line.
public struct ExplorationFailure: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public let description: String

  init(_ description: String) { self.description = description }
}

private func errnoText() -> String { String(cString: strerror(errno)) }
