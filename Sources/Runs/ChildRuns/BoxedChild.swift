import AsyncSimulation
import CSandbox
#if canImport(Glibc)
import Glibc
#endif

/// The child's side of a ``RunBox``: entered first thing in a child process, before any code under test is loaded.
///
/// It reads the box on standard input (then reads `/dev/null` there), moves the trace's descriptor (the standard
/// output the parent reads) to a random number above 200, opened close-on-exec, and points standard output at
/// `/dev/null`; sets the limits; asks to be killed with its parent; sees every file outside the run's folders on a
/// read-only mount (their metadata held too); restricts itself with Landlock; and from then on
/// refuses to start processes during a run (reported as an escape) and tells the parent, on the channel, when code
/// ends the process with `exit`. A child without a box on its standard input (started by hand) writes its trace to
/// standard output as before.
package enum BoxedChild {
  /// The trace channel, once entered.
  private struct Channel {
    package var fd: Int32
    package var key: TraceChannel.Key
    package var sequence = 1
    package var finished = false
  }

  nonisolated(unsafe) private static var channel: Channel?
  /// A preview's `--do` script when the parent sent it with the box (a long one: see ``RunBox/actions``); set once by
  /// ``enter()``, before anything else runs.
  nonisolated(unsafe) package private(set) static var actions: String?

  /// Whether this process entered a box (its trace goes through ``send(_:)``).
  package static var isBoxed: Bool { channel != nil }

  /// Enters the box given on standard input, if there is one. Call it before anything else in a child process.
  /// `refusingForks`: a run's child (not an exploration's, whose explorer forks its schedules) also refuses forks
  /// at the system call (see CSandbox's forkguard.c), however the code reaches them.
  package static func enter(refusingForks: Bool = false) {
    guard let box = readBox() else { return }
    actions = box.actions
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    if null >= 0 {
      dup2(null, 0)
    }
    let fd = fcntl(1, F_DUPFD_CLOEXEC, Int32.random(in: 200...999))
    guard fd >= 0 else { return }
    if null >= 0 {
      dup2(null, 1)
      close(null)
    }
    var opened = Channel(fd: fd, key: box.key)
    // The C library's stdout too: what a loop printed stays in its buffer (flushed only when the engine looks), and
    // the parent reads it there when it stops the loop (see PrintMirror.takeBuffered).
    let watch = TraceChannel.watchMark + String(Simulation.progressAddress, radix: 16) + " "
      + String(sandbox_standard_output_file(), radix: 16)
    write(TraceChannel.frames([Substring(watch)], key: opened.key, sequence: &opened.sequence), to: fd)
    channel = opened
    limit(RLIMIT_DATA, to: box.limits.memoryBytes, hard: box.limits.memoryBytes)
    limit(RLIMIT_CPU, to: box.limits.cpuSeconds, hard: box.limits.cpuSeconds + 5)
    limit(RLIMIT_FSIZE, to: box.limits.fileBytes, hard: box.limits.fileBytes)
    limit(RLIMIT_CORE, to: 0, hard: 0)
    _ = sandbox_die_with_parent()
    if box.confined {
      // Before Landlock, which refuses mounts; where the kernel allows no unprivileged user namespace, the run goes
      // on without it (docs/sandbox.md, "what is not contained").
      _ = withCStrings(box.writable) { sandbox_hold_metadata($0.baseAddress, Int32($0.count)) }
      _ = withCStrings(box.writable + ["/dev/null"]) { writable in
        withCStrings(box.executable) { executable in
          sandbox_landlock_apply(writable.baseAddress, Int32(writable.count), executable.baseAddress,
                                 Int32(executable.count))
        }
      }
    }
    if box.confined && refusingForks { _ = sandbox_refuse_forks() }
    sandbox_set_process_hook { what in
      guard let what else { return 0 }
      return Simulation.noteProcessStart(String(cString: what)) ? 1 : 0
    }
    sandbox_set_stop_hook { addresses, count in
      guard let addresses else { return }
      BoxedChild.stopped(Array(UnsafeBufferPointer(start: addresses, count: Int(count))))
    }
    sandbox_set_between_jobs_hook { Simulation.stopBetweenJobs() }
    sandbox_set_exit_hook { status, image, offset in
      BoxedChild.ended(status: status, image: image.map { String(cString: $0) }, offset: UInt(offset))
    }
  }

  /// Sends the trace's JSON Lines, then the end frame. Afterwards the process may end.
  package static func send(_ text: String) {
    guard var current = channel, !current.finished else { return }
    var lines = JSONLines.split(text)
    if text.hasSuffix("\n") { lines.removeLast() }
    var out = TraceChannel.frames(lines, key: current.key, sequence: &current.sequence)
    out += TraceChannel.frames([Substring(TraceChannel.endMark + String(lines.count))], key: current.key,
                               sequence: &current.sequence)
    current.finished = true
    channel = current
    write(out, to: current.fd)
  }

  /// Code ended the process before the trace was sent: says so on the channel, with where the call came from.
  private static func ended(status: Int32, image: String?, offset: UInt) {
    guard var current = channel, !current.finished else { return }
    // `STATUS OFFSET IMAGE`: where the call came from, for the parent's symbolizer.
    let note = "\(status) \(offset) \(image?.replacingOccurrences(of: "\n", with: " ") ?? "")"
    let out = TraceChannel.frames([Substring(TraceChannel.exitMark + note)], key: current.key,
                                  sequence: &current.sequence)
    current.finished = true
    channel = current
    write(out, to: current.fd)
  }

  /// The parent stopped a run stuck in one job (see CSandbox's stopsignal.c): says where the thread was (its
  /// backtrace, for the parent's symbolizer), then ends the run there with its trace so far. Off the simulation
  /// thread, or outside a run, nothing happens (the parent then kills the process).
  private static func stopped(_ addresses: [UInt]) {
    guard var current = channel, !current.finished else { return }
    var frames: [String] = []
    for address in addresses {
      var image: UnsafePointer<CChar>?
      var base: UInt = 0
      guard sandbox_image_of(address, &image, &base) == 0, let image, address >= base else { continue }
      let path = String(cString: image)
      guard !path.contains("\t"), !path.contains("\n") else { continue }
      frames.append("\(address - base) \(path)")
    }
    let note = TraceChannel.stopMark + frames.joined(separator: "\t")
    write(TraceChannel.frames([Substring(note)], key: current.key, sequence: &current.sequence), to: current.fd)
    channel = current
    // The parent words the report (it knows what the thread was doing); this one stands until it does.
    Simulation.stopStuckRun(report: "stopped at the wall-clock limit")
  }

  /// The box on standard input, or nil.
  private static func readBox() -> RunBox? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while bytes.count < RunBox.maximumBytes {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    guard bytes.starts(with: Array(RunBox.header.utf8)) else { return nil }
    return RunBox(text: String(decoding: bytes, as: UTF8.self))
  }

  private static func limit(_ resource: __rlimit_resource, to soft: Int, hard: Int) {
    var value = rlimit(rlim_cur: rlim_t(max(soft, 0)), rlim_max: rlim_t(max(hard, soft, 0)))
    _ = setrlimit(__rlimit_resource_t(resource.rawValue), &value)
  }

  private static func write(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return }
      bytes = bytes.dropFirst(n)
    }
  }

  private static func withCStrings<R>(_ strings: [String],
                                      _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer(body)
  }
}
