import AsyncSimulation
import Testing

/// Dispatch, Foundation's timers and completion-handler networking on virtual time (docs/platform.md): each test runs
/// a program of PlatformFixtures written as app code and checks what it did, and when, against Apple's documentation.
@Suite("Dispatch, timers and callback networking")
struct PlatformTests {
  /// `<ms> <task> <kind> <label or outcome>` for the waiting events, which `line` leaves bare.
  static func waits(_ trace: Trace) -> [String] {
    trace.events.filter { [.wait, .resume].contains($0.kind) }.map {
      "\(Milliseconds.format($0.nanos)) \($0.task ?? "-") \($0.kind.rawValue) \($0.label ?? $0.outcome ?? "")"
    }
  }

  /// developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:): "Schedules a
  /// work item for execution at the specified time, and returns immediately". The main queue is the main actor's
  /// executor (developer.apple.com/documentation/swift/mainactor: "A singleton actor whose executor is equivalent to
  /// the main dispatch queue"), so a block and two tasks enqueued on it run in the order they were enqueued.
  @Test("main.async runs between two main-actor tasks in the order they were enqueued; asyncAfter at its deadline")
  func asyncAfter() throws {
    let trace = try SwiftUIRuns.trace("platform-async-after")
    #expect(trace.lines(.print) == [
      "0 task#1 print task 1", "0 DispatchQueue.main.async #1 print main.async", "0 task#2 print task 2",
    ])
    #expect(trace.lines(.sleep, .wake, .state) == [
      "0 DispatchQueue.main.asyncAfter #1 sleep until 500",
      "500 DispatchQueue.main.asyncAfter #1 wake timer",
      "500 DispatchQueue.main.asyncAfter #1 state DelayedMessage.message \"waiting\" -> \"half a second later\"",
    ])
    #expect(trace.screens.last == "500 half a second later")
  }

  /// developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:): "Creates a
  /// timer and schedules it on the current run loop in the default mode"; it fires every `interval` until
  /// `invalidate()` ("Stops the timer from ever firing again"), after which `isValid` is false.
  @Test("a repeating Timer ticks every second on the main actor until it invalidates itself; a @State Timer shows by its type")
  func repeatingTimer() throws {
    let trace = try SwiftUIRuns.trace("platform-timer")
    #expect(trace.lines(.state) == [
      "0 main state TickingClock.timer nil -> <Timer>",
      "1000 Timer #1 state TickingClock.ticks 0 -> 1",
      "2000 Timer #1 state TickingClock.ticks 1 -> 2",
      "3000 Timer #1 state TickingClock.ticks 2 -> 3",
    ])
    #expect(trace.printed == ["valid after invalidate: false"])
    #expect(trace.lines(.cancel) == ["3000 Timer #1 cancel"])
    #expect(trace.events.first { $0.kind == .cancel }?.by == "Timer.invalidate()")
    #expect(trace.done?.nanos == 3_000_000_000)
  }

  /// developer.apple.com/documentation/foundation/runloop/add(_:formode:) schedules a timer made with
  /// `Timer(timeInterval:repeats:block:)`; a timer that does not repeat "is automatically invalidated after it fires"
  /// (developer.apple.com/documentation/foundation/timer). (Linux's Foundation gives `Timer(timeInterval:…)` the fire
  /// date now, where Apple's fires after the interval: see docs/platform.md.)
  @Test("a Timer added to RunLoop.main ticks until invalidated; one that does not repeat fires once and is invalid")
  func timerKinds() throws {
    let trace = try SwiftUIRuns.trace("platform-timer-kinds")
    #expect(trace.lines(.print) == [
      "0 Timer #1 print repeating tick", "250 Timer #1 print repeating tick", "300 Timer #2 print once fired",
      "500 Timer #1 print repeating tick", "750 Timer #1 print repeating tick",
      "1000 main print once valid: false, repeating valid: false",
    ])
  }

  /// developer.apple.com/documentation/foundation/timer: "A repeating timer reschedules itself based on the scheduled
  /// firing time, not the actual firing time"; "If a timer's firing time occurs during a long callout … the timer
  /// doesn't fire until the next time the run loop checks the timer", and then fires once.
  @Test("a timer due while the main thread is blocked fires once, late, and then at its next scheduled time")
  func timerOnBusyMainThread() throws {
    let trace = try SwiftUIRuns.trace("platform-timer-busy-main")
    #expect(trace.lines(.print) == ["2500 Timer #1 print tick", "3000 Timer #1 print tick"])
    #expect(trace.lines(.block) == ["0 DispatchQueue.main.async #1 block"])
  }

  /// developer.apple.com/documentation/dispatch/dispatchworkitem/cancel(): "Cancellation causes future attempts to
  /// execute the work item to return immediately"; isCancelled is then true; notify(queue:execute:) "Schedules the
  /// execution of the specified work item after the completion of the current work item" — a cancelled item
  /// completes, without running its block, when its turn comes (libdispatch's dispatch_block_notify).
  @Test("a DispatchWorkItem debounce: only the last keystroke searches, on a global queue, and comes back to main")
  func workItemDebounce() throws {
    let trace = try SwiftUIRuns.trace("platform-work-item-debounce")
    #expect(trace.lines(.print) == [
      "100 main print cancelled search for the previous query: true",
      "200 main print cancelled search for the previous query: true",
      "300 DispatchQueue.main.notify #1 print work item for s done",
      "400 DispatchQueue.main.notify #2 print work item for sw done",
      "500 DispatchQueue.main.asyncAfter #3 print searching for swi",
      "500 DispatchQueue.main.notify #3 print work item for swi done",
    ])
    #expect(trace.lines(.state) == [
      "0 main state WorkItemSearchView.query \"\" -> \"s\"",
      "100 main state WorkItemSearchView.query \"s\" -> \"sw\"",
      "200 main state WorkItemSearchView.query \"sw\" -> \"swi\"",
      "500 DispatchQueue.main.async #1 state WorkItemSearch.results [] -> [\"swi-algorithms\", \"swi-collections\"]",
    ])
    #expect(trace.events.contains { $0.kind == .taskStart && $0.task == "DispatchQueue.global().async #1"
      && $0.parent == "DispatchQueue.main.asyncAfter #3" })
  }

  /// developer.apple.com/documentation/dispatch/dispatchqueue: "Serial queues execute one task at a time … Concurrent
  /// queues execute … as many tasks as they can"; /dispatchworkitemflags/barrier: "causes the work item to act as a
  /// barrier block … the barrier block executes by itself"; /dispatchqueue/sync(execute:)-3segw returns the block's
  /// value.
  @Test("a serial queue runs one item at a time, a concurrent queue all at once, its barrier alone; sync returns")
  func queues() throws {
    let trace = try SwiftUIRuns.trace("platform-queues")
    #expect(trace.lines(.print) == [
      "100 DispatchQueue(\"com.example.serial\").async #1 print serial 1 done",
      "100 DispatchQueue(\"com.example.concurrent\").async #1 print concurrent 1 done",
      "100 DispatchQueue(\"com.example.concurrent\").async #2 print concurrent 2 done",
      "100 DispatchQueue(\"com.example.concurrent\").async #3 print concurrent 3 done",
      "100 DispatchQueue(\"com.example.concurrent\").async(flags: .barrier) #1 print barrier runs",
      "100 DispatchQueue(\"com.example.concurrent\").async #4 print after the barrier",
      "200 DispatchQueue(\"com.example.serial\").async #2 print serial 2 done",
      "300 DispatchQueue(\"com.example.serial\").async #3 print serial 3 done",
      "1000 main print sync returned 42",
    ])
  }

  /// developer.apple.com/documentation/dispatch/dispatchgroup/notify(qos:flags:queue:execute:): "Schedules the
  /// submission of a block … when all tasks in the current group have finished executing"; /dispatchgroup/wait(timeout:)
  /// and /dispatchsemaphore/wait(timeout:) return `.timedOut` at their deadline; /dispatchsemaphore/signal(): "returns
  /// non-zero if a thread is woken".
  @Test("a group notifies when its last work ends; waits block their thread until signalled or timed out")
  func groupAndSemaphore() throws {
    let trace = try SwiftUIRuns.trace("platform-group-semaphore")
    #expect(trace.lines(.print) == [
      "200 DispatchQueue.global().async #3 print second waiter: timed out",
      "250 DispatchQueue.global().async #1 print group wait: timed out",
      "300 DispatchQueue.main.notify #1 print group done",
      "1000 DispatchQueue.main.asyncAfter #1 print signal woke a thread: true",
      "1000 DispatchQueue.global().async #2 print signalled",
    ])
    #expect(Self.waits(trace) == [
      "0 DispatchQueue.global().async #1 wait DispatchGroup.wait()",
      "0 DispatchQueue.global().async #2 wait DispatchSemaphore.wait()",
      "0 DispatchQueue.global().async #3 wait DispatchSemaphore.wait()",
      "200 DispatchQueue.global().async #3 resume timed out",
      "250 DispatchQueue.global().async #1 resume timed out",
      "1000 DispatchQueue.global().async #2 resume returned",
    ])
  }

  @Test("a semaphore nothing signals is a deadlock naming the wait")
  func semaphoreDeadlock() throws {
    let trace = try SwiftUIRuns.trace("platform-semaphore-deadlock", exitStatus: 3)
    #expect(trace.outcome == .deadlock)
    #expect(trace.done?.report == "deadlock at 0 ms: no job can run, no timer is pending, and the scenario has not returned\n"
      + "  main is waiting in DispatchSemaphore.wait() since 0 ms")
  }

  /// developer.apple.com/documentation/dispatch/dispatchqueue/sync(execute:)-3segw: "Calling this function and
  /// targeting the current queue results in deadlock."
  @Test("DispatchQueue.main.sync from the main thread is a deadlock, as on a device")
  func mainSyncDeadlock() throws {
    let trace = try SwiftUIRuns.trace("platform-main-sync-deadlock", exitStatus: 3)
    #expect(trace.done?.report == "deadlock at 0 ms: no job can run, no timer is pending, and the scenario has not returned\n"
      + "  main is waiting in DispatchQueue.main.sync since 0 ms")
    #expect(trace.printed.isEmpty)
  }

  @Test("an asyncAfter beyond the virtual-time budget stops the run with the budget's report, naming whose timer")
  func budget() throws {
    let trace = try SwiftUIRuns.trace("platform-after-budget", exitStatus: 4)
    #expect(trace.done?.report == "stopped at 0 ms: the next timer, at 90000 ms (set by DispatchQueue.main.asyncAfter #1), "
      + "lies beyond the virtual-time budget of 1 min; raise it with SimulationOptions.maxVirtualTime")
  }

  @Test("a Timer scheduled on a background thread's run loop is reported, not dropped")
  func backgroundTimer() throws {
    let trace = try SwiftUIRuns.trace("platform-background-timer", exitStatus: 5)
    #expect(trace.done?.report == "work escaped the simulator at 0 ms: a Timer was scheduled on the run loop of a "
      + "background thread, which nothing runs (it would never fire on a device either); schedule it from the main "
      + "actor or add it to RunLoop.main")
  }

  /// developer.apple.com/documentation/foundation/urlsession/datatask(with:completionhandler:)-52wk8: "After you
  /// create the task, you must start it by calling its resume() method"; the handler is called on the session's
  /// delegate queue, not the main one (/urlsession/delegatequeue).
  @Test("a callback dataTask starts suspended, answers at the route's latency off the main thread, main.async brings it back")
  func dataTask() throws {
    let trace = try SwiftUIRuns.trace("platform-data-task")
    // Thread.isMainThread (developer.apple.com/documentation/foundation/thread/ismainthread: "Returns a Boolean value
    // that indicates whether the current thread is the main thread"): true on the main actor and the main queue,
    // false in the handler, which URLSession calls on its delegate queue, a background one.
    #expect(trace.lines(.print) == [
      "0 main print state before resume: suspended, main thread: true",
      "400 URLSession.dataTask #1 print handler on the main queue: false",
      "400 DispatchQueue.main.async #1 print back on the main thread: true",
    ])
    #expect(trace.lines(.state) == [
      "0 main state CallbackPosts.status \"idle\" -> \"loading\"",
      "400 DispatchQueue.main.async #1 state CallbackPosts.status \"loading\" -> \"[1, 2]\"",
    ])
  }

  /// developer.apple.com/documentation/foundation/urlsessiontask/cancel(): "the task calls … the completion handler
  /// … with an error … NSURLErrorCancelled"; its state is then `.canceling` (/urlsessiontask/state-swift.enum).
  @Test("cancelling a callback dataTask hands its handler URLError(.cancelled) at the instant of the cancel")
  func dataTaskCancel() throws {
    let trace = try SwiftUIRuns.trace("platform-data-task-cancel")
    #expect(trace.lines(.print) == [
      "0 main print state before resume: suspended, main thread: true",
      "100 main print state after cancel: canceling",
      "100 URLSession.dataTask #1 print handler on the main queue: false",
      "100 DispatchQueue.main.async #1 print back on the main thread: true",
    ])
    #expect(trace.lines(.state).last == "100 DispatchQueue.main.async #1 state CallbackPosts.status \"loading\" -> "
      + "\"failed: cancelled\"")
    #expect(trace.events.first { $0.kind == .cancel }?.by == "URLSessionTask.cancel()")
  }
}
