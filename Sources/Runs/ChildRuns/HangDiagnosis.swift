import TextBase
#if canImport(Glibc)
import Glibc
#endif

/// What a child run that stopped answering was doing when its time ran out, read from the kernel before it is
/// killed: the system call the thread running the simulation (the carrier the progress block names, else the main
/// thread) is blocked in (`/proc/PID/task/TID/syscall`, else `wchan`),
/// and, when it is running, whether the scheduler still runs jobs (a loop around `await Task.yield()`) or one job
/// never ends (a loop without `await`), from the progress block the child named on its trace channel.
package enum HangDiagnosis: Sendable, Equatable {
  /// In a real sleep (`sleep`, `usleep`, `Thread.sleep`, `nanosleep`) of this long, when it could be read.
  case sleeping(seconds: Double?)
  /// Waiting for a child process (`waitpid`: `Process.waitUntilExit()`).
  case waitingForProcess
  /// Waiting on a lock, semaphore or condition (a futex).
  case waitingOnLock
  /// Waiting for a file, pipe, socket or terminal (`read`, `poll`, `select`, `accept`, …): the call's name.
  case waitingForInput(String)
  /// Blocked in another system call (its name or number).
  case blocked(String)
  /// Running, and the scheduler ran this many jobs while it was watched: a loop that only yields.
  case yielding(jobs: UInt64)
  /// Running inside one job that never ends: computing without awaiting.
  case computing

  /// How long the diagnosis watches the progress block of a running child.
  package static let watchMicroseconds: UInt32 = 200_000

  /// What process `pid` is doing; `progress` is the address of its progress block, if it named one.
  package static func of(pid: Int32, progress: UInt?) -> HangDiagnosis {
    // The simulation runs on a carrier thread while the main thread waits for it: ask the carrier.
    let call = systemCall(pid: pid, thread: progress.flatMap { runningThread(pid: pid, at: $0) })
    switch call {
    case .running:
      if let progress, let before = jobs(pid: pid, at: progress) {
        usleep(watchMicroseconds)
        if let after = jobs(pid: pid, at: progress), after > before { return .yielding(jobs: after - before) }
      }
      return .computing
    case .call(let number, let arguments):
      return classify(number, arguments: arguments, pid: pid)
    case .unknown:
      return wchanGuess(pid: pid)
    }
  }

  /// The account for the student, in `language`, of code stopped after `limit` (`10 s`).
  package func message(limit: String, language: Language) -> String {
    switch self {
    case .sleeping(let seconds):
      let length = seconds.map { Self.seconds($0) }
      return language.pick(
        "你的代码卡在一次真实的 sleep\(length.map { "（\($0)）" } ?? "") 里 \(limit)，被停下了：在模拟器的线程之外，sleep、usleep、Thread.sleep 等的是真实时间，模拟器跳不过去；改用 try await Task.sleep(for:)",
        "your code was blocked in a real sleep\(length.map { " of \($0)" } ?? "") for \(limit) and was stopped: "
          + "outside the simulator's threads, sleep, usleep and Thread.sleep wait in real time, which the simulator "
          + "cannot skip; use try await Task.sleep(for:)")
    case .waitingForProcess:
      return language.pick(
        "你的代码卡在 waitpid（Process.waitUntilExit）里 \(limit)，被停下了：在模拟器里不能启动进程",
        "your code was blocked in waitpid (Process.waitUntilExit) for \(limit) and was stopped: a run in the "
          + "simulator cannot start processes")
    case .waitingOnLock:
      return language.pick(
        "你的代码在等一把锁或一个信号量（futex：DispatchSemaphore.wait()、互斥锁、条件变量）\(limit)，被停下了：模拟器里只有一个线程，没有别人会放开它；用 await 等待",
        "your code waited on a lock or semaphore (a futex: DispatchSemaphore.wait(), a mutex, a condition) for "
          + "\(limit) and was stopped: the simulation has one thread, so nothing else can release it; await "
          + "instead")
    case .waitingForInput(let call):
      return language.pick(
        "你的代码卡在 \(call) 里 \(limit)，被停下了：它在等一个文件、管道或套接字，而运行里没有输入",
        "your code was blocked in \(call) for \(limit) and was stopped: it waited for a file, pipe or socket, and "
          + "a run has no input")
    case .blocked(let call):
      return language.pick(
        "你的代码卡在系统调用 \(call) 里 \(limit)，被停下了",
        "your code was blocked in the system call \(call) for \(limit) and was stopped")
    case .yielding(let jobs):
      return language.pick(
        "你的代码在一个只让出（await Task.yield()）的循环里转了 \(limit) 的真实时间，被停下了（最后 0.2 秒里跑了 \(jobs) 个作业）：它在等一件永远不会发生的事",
        "your code was yielding in a loop for \(limit) of real time and was stopped (\(jobs) jobs in the last "
          + "0.2 s): a loop around await Task.yield() waits for something that never comes; await what it waits "
          + "for instead")
    case .computing:
      return language.pick(
        "你的代码计算了 \(limit) 都没有 await，被停下了：从不挂起的代码（没有 await 的循环）让模拟无法前进",
        "your code computed for \(limit) without awaiting and was stopped; code that never suspends (a loop "
          + "without await) keeps the simulation from moving on")
    }
  }

  // MARK: reading /proc

  /// What `/proc/PID/syscall` says of the main thread.
  package enum SystemCall: Equatable {
    /// In user space.
    case running
    /// In system call `number` with these arguments.
    case call(Int, [UInt64])
    /// Not readable, or blocked outside a system call.
    case unknown
  }

  /// The system call of thread `thread` of process `pid`, or of its main thread.
  package static func systemCall(pid: Int32, thread: Int64? = nil) -> SystemCall {
    let path = thread.map { "/proc/\(pid)/task/\($0)/syscall" } ?? "/proc/\(pid)/syscall"
    guard let text = read(path) ?? read("/proc/\(pid)/syscall") else { return .unknown }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    guard let first = words.first else { return .unknown }
    if first == "running" { return .running }
    guard let number = Int(first), number >= 0 else { return .unknown }
    let arguments = words.dropFirst().prefix(6).map { UInt64($0.dropFirst(2), radix: 16) ?? 0 }
    return .call(number, arguments)
  }

  /// The diagnosis of system call `number`.
  package static func classify(_ number: Int, arguments: [UInt64], pid: Int32) -> HangDiagnosis {
    let calls = SystemCallNumbers.self
    switch number {
    case calls.nanosleep:
      return .sleeping(seconds: timespec(pid: pid, at: arguments.first ?? 0))
    case calls.clockNanosleep:
      // clock_nanosleep(clock, flags, request, remain): an absolute deadline (TIMER_ABSTIME) says no length.
      let absolute = arguments.count > 1 && arguments[1] & 1 != 0
      return .sleeping(seconds: absolute || arguments.count < 3 ? nil : timespec(pid: pid, at: arguments[2]))
    case calls.wait4, calls.waitid:
      return .waitingForProcess
    case calls.futex:
      return .waitingOnLock
    default:
      if let name = calls.input[number] { return .waitingForInput(name) }
      return .blocked(calls.names[number] ?? "#\(number)")
    }
  }

  /// A guess from `/proc/PID/wchan` when the system call cannot be read.
  package static func wchanGuess(pid: Int32) -> HangDiagnosis {
    let wchan = read("/proc/\(pid)/wchan") ?? ""
    if wchan.contains("nanosleep") { return .sleeping(seconds: nil) }
    if wchan.contains("do_wait") { return .waitingForProcess }
    if wchan.contains("futex") { return .waitingOnLock }
    if wchan.contains("poll") || wchan.contains("select") || wchan.contains("pipe_read") { return .waitingForInput(wchan) }
    if wchan.isEmpty || wchan == "0" { return .computing }
    return .blocked(wchan)
  }

  /// The length of the `struct timespec` at `address` in process `pid`, in seconds.
  package static func timespec(pid: Int32, at address: UInt64) -> Double? {
    guard address != 0, let words = memory(pid: pid, at: address, words: 2), words[1] < 1_000_000_000 else {
      return nil
    }
    return Double(words[0]) + Double(words[1]) / 1e9
  }

  /// The jobs count of the progress block at `address` in process `pid`, checked by its marker.
  package static func jobs(pid: Int32, at address: UInt) -> UInt64? {
    guard let words = memory(pid: pid, at: UInt64(address), words: 2), words[0] == 0x474f_5250_4b4c_4356 else {
      return nil
    }
    return words[1]
  }

  /// The thread that runs the simulation in process `pid` (the progress block's third word), if one has yet.
  package static func runningThread(pid: Int32, at address: UInt) -> Int64? {
    guard let words = memory(pid: pid, at: UInt64(address), words: 3), words[0] == 0x474f_5250_4b4c_4356,
          words[2] > 0, words[2] < UInt64(Int32.max) else { return nil }
    return Int64(words[2])
  }

  /// `count` 64-bit words of process `pid`'s memory at `address` (`/proc/PID/mem`; a parent may read its child's).
  package static func memory(pid: Int32, at address: UInt64, words count: Int) -> [UInt64]? {
    let fd = open("/proc/\(pid)/mem", O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var words = [UInt64](repeating: 0, count: count)
    let read = words.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, Int(bitPattern: UInt(address))) }
    return read == count * 8 ? words.map { UInt64(littleEndian: $0) } : nil
  }

  /// A small text file of `/proc`, or nil.
  package static func read(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count], as: UTF8.self).trimmingSpaces
  }

  /// `15 s`, `1.5 s`, `250 ms`.
  package static func seconds(_ value: Double) -> String {
    if value >= 1 {
      let tenths = (value * 10).rounded()
      return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10)) s" : "\(tenths / 10) s"
    }
    return "\(Int((value * 1000).rounded())) ms"
  }
}

/// System call numbers of this machine's architecture, for ``HangDiagnosis``.
package enum SystemCallNumbers {
  #if arch(x86_64)
  package static let nanosleep = 35, clockNanosleep = 230, wait4 = 61, waitid = 247, futex = 202
  package static let input: [Int: String] = [0: "read", 7: "poll", 23: "select", 270: "pselect6", 271: "ppoll",
                                     232: "epoll_wait", 281: "epoll_pwait", 43: "accept", 288: "accept4",
                                     45: "recvfrom", 47: "recvmsg", 42: "connect"]
  package static let names: [Int: String] = [34: "pause", 130: "rt_sigsuspend", 24: "sched_yield", 1: "write"]
  #elseif arch(arm64)
  package static let nanosleep = 101, clockNanosleep = 115, wait4 = 260, waitid = 95, futex = 98
  package static let input: [Int: String] = [63: "read", 72: "pselect6", 73: "ppoll", 22: "epoll_pwait", 202: "accept",
                                     242: "accept4", 207: "recvfrom", 212: "recvmsg", 203: "connect"]
  package static let names: [Int: String] = [133: "rt_sigsuspend", 124: "sched_yield", 64: "write"]
  #else
  package static let nanosleep = -1, clockNanosleep = -1, wait4 = -1, waitid = -1, futex = -1
  package static let input: [Int: String] = [:]
  package static let names: [Int: String] = [:]
  #endif
}

extension String {
  /// Without spaces and newlines at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
  }
}
