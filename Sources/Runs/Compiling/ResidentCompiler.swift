import AsyncSimulation
import TextBase
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The Swift compiler kept loaded in a long-lived asyncplay process (`watch`, the REPL): the toolchain's
/// `libsourcekitdInProc.so` and its `source.request.compile` request, which runs the frontend's whole compile (`-c`)
/// inside this process. Every compile after the first finds the compiler's code loaded and relocated, the macro
/// plugins (`@Observable`'s SwiftSyntax) loaded and their protocol conformances scanned, where a `swift-frontend`
/// process pays all of that each time: paired against the frontend process on the 45-line view of
/// `Benchmarks/loop.sh`, 0.72 of its CPU; edit → verdict in `watch`, 0.77–0.80 of the CPU and 0.63–0.72 of the wall
/// time (`Benchmarks/watch-loop.sh`; Benchmarks/README.md, "The student's loop").
///
/// Every compile starts from a fresh compiler instance (the session is closed first). The request can keep the
/// previous compile's AST and type-check again only the function bodies that changed, but in this toolchain that
/// gives a wrong program: an edit inside a computed property's body (a view's `body`) is not compiled at all, and a
/// line added above a function leaves that function's debug lines where they were, so a trap would name the wrong
/// line (both seen on the benchmark's view).
///
/// Only a clean compile is taken from it: on any diagnostic, error or failure the caller compiles again with the
/// `swift-frontend` process, so the student reads exactly the diagnostics and warnings of that path. The compile
/// runs on a thread of its own, so the caller can report progress and stop waiting when interrupted or past its
/// limit; a compile it stopped waiting for retires this compiler for the rest of the process.
package final class ResidentCompiler: Sendable {
  /// The toolchain library: `<toolchain>/usr/lib/libsourcekitdInProc.so`.
  package let library: String
  private let api: API
  /// False once a compile was abandoned (interrupted, too slow).
  private let usable = Atomic<Bool>(true)
  /// One compile at a time: sourcekitd's compile queue is one queue, and a session is one compiler.
  private let busy = Mutex<Void>(())

  /// The environment variable that turns it off (`0`): every compile then starts `swift-frontend`, as in a one-off
  /// command. Benchmarks/watch-loop.sh sets it to compare the two.
  package static let switchVariable = "ASYNCPLAY_RESIDENT_COMPILER"

  /// The process's resident compiler, made when ``keepForThisProcess()`` was called and the toolchain has the library.
  private static let kept = Mutex<(wanted: Bool, made: [String: ResidentCompiler])>((false, [:]))

  /// Asks for a resident compiler in this process (a command that compiles again and again: `watch`, the REPL);
  /// ``forTools(_:)`` then gives one. Unless ``switchVariable`` is `0`.
  package static func keepForThisProcess() {
    guard ResourceUsage.environment(switchVariable) != "0" else { return }
    kept.withLock { $0.wanted = true }
  }

  /// The resident compiler for `tools` when this process keeps one (see ``keepForThisProcess()``), the frontend is a
  /// toolchain's `swift-frontend` and its library loads; nil otherwise (compiles then start `swift-frontend`).
  package static func forTools(_ tools: CompilerTools) -> ResidentCompiler? {
    guard kept.withLock({ $0.wanted }) else { return nil }
    return loaded(for: tools)
  }

  /// The resident compiler for `tools`, loaded now if it was not (the tests ask for it directly); nil when the
  /// frontend is not a toolchain's `swift-frontend`, the library is missing or does not load, or an earlier compile
  /// retired it.
  package static func loaded(for tools: CompilerTools) -> ResidentCompiler? {
    guard tools.frontend.count == 2, tools.frontend[0].hasSuffix("/swift-frontend") else { return nil }
    let path = FileSystem.directory(of: tools.bin) + "/lib/libsourcekitdInProc.so"
    return kept.withLock { state -> ResidentCompiler? in
      if let made = state.made[path] { return made.usable.load(ordering: .relaxed) ? made : nil }
      guard FileSystem.isFile(path), let api = API(library: path) else { return nil }
      let compiler = ResidentCompiler(library: path, api: api)
      state.made[path] = compiler
      return compiler
    }
  }

  private init(library: String, api: API) {
    self.library = library
    self.api = api
  }

  /// How a compile ended.
  package enum Outcome: Equatable, Sendable {
    /// The object was written and nothing was said about the sources.
    case compiled
    /// Anything else (a diagnostic, an error, a request it refused, no object): compile with the frontend process.
    case declined
    /// The caller's interruption said stop.
    case interrupted
    /// Still compiling at the limit.
    case timedOut
  }

  /// Compiles with the frontend arguments `frontendArguments` (as ``StudentCompiler/compilerArguments`` makes them,
  /// files first) into `object`, polling `stop` and calling `progress` with the nanoseconds since `start` about every
  /// 50 ms, for at most `limit`.
  package func compile(frontendArguments: [String], object: String, limit: Duration, start: Int64,
                       stop: @escaping @Sendable () -> Bool, progress: (@Sendable (Int64) -> Void)?) -> Outcome {
    guard usable.load(ordering: .relaxed), let arguments = Self.driverArguments(frontendArguments, object: object)
    else { return .declined }
    return busy.withLock { _ in
      guard usable.load(ordering: .relaxed) else { return .declined }
      FileSystem.remove(object)
      let result = Answer()
      let api = self.api
      Self.running.add(1, ordering: .relaxed)
      let started = Self.detach {
        api.close(session: Self.session)
        let answer = api.compile(session: Self.session, arguments: arguments)
        Self.running.subtract(1, ordering: .relaxed)
        result.value.withLock { $0 = answer }
      }
      guard started else {
        Self.running.subtract(1, ordering: .relaxed)
        return .declined
      }
      let deadline = start + limit.nanosecondsClamped
      var reported = start
      while true {
        if let answer = result.value.withLock({ $0 }) {
          return answer == .compiled && FileSystem.isFile(object) ? .compiled : .declined
        }
        let now = VirtualClock.wallNanos()
        if now - reported >= 50_000_000 {
          reported = now
          progress?(now - start)
        }
        if stop() {
          usable.store(false, ordering: .relaxed)
          return .interrupted
        }
        if now >= deadline {
          usable.store(false, ordering: .relaxed)
          return .timedOut
        }
        usleep(5_000)
      }
    }
  }

  /// Compiles whose thread has not finished (one the caller stopped waiting for goes on until it ends).
  private static let running = Atomic<Int>(0)

  /// Whether a compile is still running on its thread — one the caller stopped waiting for (Ctrl-C, the limit). A
  /// process that ends then must not run `exit`'s cleanup: the compiler's static objects would be destroyed under
  /// the running compile (``AsyncPlay`` ends with `_exit` instead).
  package static var isCompiling: Bool { running.load(ordering: .relaxed) > 0 }

  /// The session's name (one compiler per process).
  static let session = "asyncplay"

  /// The request takes the driver's arguments (`swiftc -c -wmo …`) where asyncplay has the frontend's: the
  /// frontend-only ones pass through `-Xfrontend`, the ones the driver adds itself for Linux are left out. Nil when
  /// an argument is one this translation does not know to be the driver's (the frontend process compiles then).
  static func driverArguments(_ frontend: [String], object: String) -> [String]? {
    var driver = ["-wmo"]
    var index = 0
    while index < frontend.count {
      let argument = frontend[index]
      let next = index + 1 < frontend.count ? frontend[index + 1] : nil
      switch argument {
      case "-disable-objc-interop":
        index += 1
      case "-in-process-plugin-server-path":
        // The request loads plugins with the in-process server beside the library itself.
        index += 2
      case "-import-module", "-entry-point-function-name":
        guard let next else { return nil }
        driver += ["-Xfrontend", argument, "-Xfrontend", next]
        index += 2
      case "-o":
        return nil
      default:
        driver.append(argument)
        index += 1
      }
    }
    return driver + ["-o", object]
  }

  /// Runs `body` on a detached thread; false when no thread could be started.
  private static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(&thread, nil, { context in
      let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
      body.run()
      return nil
    }, box)
    guard status == 0 else {
      Unmanaged<ThreadBody>.fromOpaque(box).release()
      return false
    }
    pthread_detach(thread)
    return true
  }

  /// What the compile's thread answered, once it has.
  private final class Answer: Sendable {
    let value = Mutex<Outcome?>(nil)
  }

  private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  /// The few functions of sourcekitd's C API (`sourcekitd.h`) a compile needs, found with `dlsym`.
  private final class API: Sendable {
    typealias Object = OpaquePointer
    let uid: @convention(c) (UnsafePointer<CChar>) -> Object?
    let dictionary: @convention(c) (UnsafePointer<Object?>?, UnsafePointer<Object?>?, Int) -> Object?
    let setUID: @convention(c) (Object?, Object?, Object?) -> Void
    let setString: @convention(c) (Object?, Object?, UnsafePointer<CChar>) -> Void
    let setValue: @convention(c) (Object?, Object?, Object?) -> Void
    let array: @convention(c) (UnsafePointer<Object?>?, Int) -> Object?
    let appendString: @convention(c) (Object?, UInt, UnsafePointer<CChar>) -> Void
    let release: @convention(c) (Object?) -> Void
    let send: @convention(c) (Object?) -> Object?
    let isError: @convention(c) (Object?) -> Bool
    let describe: @convention(c) (Object?) -> UnsafeMutablePointer<CChar>?
    let dispose: @convention(c) (Object?) -> Void
    nonisolated(unsafe) let keys: (request: Object?, name: Object?, arguments: Object?, compile: Object?,
                                   close: Object?)

    init?(library: String) {
      guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else { return nil }
      func symbol<T>(_ name: String, _ type: T.Type) -> T? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
      }
      guard let initialize = symbol("sourcekitd_initialize", (@convention(c) () -> Void).self),
            let uid = symbol("sourcekitd_uid_get_from_cstr", (@convention(c) (UnsafePointer<CChar>) -> Object?).self),
            let dictionary = symbol("sourcekitd_request_dictionary_create",
                                    (@convention(c) (UnsafePointer<Object?>?, UnsafePointer<Object?>?, Int) -> Object?).self),
            let setUID = symbol("sourcekitd_request_dictionary_set_uid",
                                (@convention(c) (Object?, Object?, Object?) -> Void).self),
            let setString = symbol("sourcekitd_request_dictionary_set_string",
                                   (@convention(c) (Object?, Object?, UnsafePointer<CChar>) -> Void).self),
            let setValue = symbol("sourcekitd_request_dictionary_set_value",
                                  (@convention(c) (Object?, Object?, Object?) -> Void).self),
            let array = symbol("sourcekitd_request_array_create",
                               (@convention(c) (UnsafePointer<Object?>?, Int) -> Object?).self),
            let appendString = symbol("sourcekitd_request_array_set_string",
                                      (@convention(c) (Object?, UInt, UnsafePointer<CChar>) -> Void).self),
            let release = symbol("sourcekitd_request_release", (@convention(c) (Object?) -> Void).self),
            let send = symbol("sourcekitd_send_request_sync", (@convention(c) (Object?) -> Object?).self),
            let isError = symbol("sourcekitd_response_is_error", (@convention(c) (Object?) -> Bool).self),
            let describe = symbol("sourcekitd_response_description_copy",
                                  (@convention(c) (Object?) -> UnsafeMutablePointer<CChar>?).self),
            let dispose = symbol("sourcekitd_response_dispose", (@convention(c) (Object?) -> Void).self)
      else {
        dlclose(handle)
        return nil
      }
      initialize()
      (self.uid, self.dictionary, self.setUID, self.setString, self.setValue) = (uid, dictionary, setUID, setString, setValue)
      (self.array, self.appendString, self.release, self.send) = (array, appendString, release, send)
      (self.isError, self.describe, self.dispose) = (isError, describe, dispose)
      keys = (uid("key.request"), uid("key.name"), uid("key.compilerargs"), uid("source.request.compile"),
              uid("source.request.compile.close"))
      guard keys.request != nil, keys.name != nil, keys.arguments != nil, keys.compile != nil, keys.close != nil
      else { return nil }
    }

    /// `source.request.compile.close`: the session's compiler instance is dropped.
    func close(session: String) {
      guard let request = dictionary(nil, nil, 0) else { return }
      setUID(request, keys.request, keys.close)
      setString(request, keys.name, session)
      dispose(send(request))
      release(request)
    }

    /// `source.request.compile`: compiled when the answer is `key.value: 0` with no diagnostic at all.
    func compile(session: String, arguments: [String]) -> Outcome {
      guard let request = dictionary(nil, nil, 0), let list = array(nil, 0) else { return .declined }
      defer { release(request) }
      setUID(request, keys.request, keys.compile)
      setString(request, keys.name, session)
      for argument in arguments { appendString(list, UInt.max, argument) }
      setValue(request, keys.arguments, list)
      release(list)
      guard let response = send(request) else { return .declined }
      defer { dispose(response) }
      guard !isError(response), let text = describe(response) else { return .declined }
      defer { free(text) }
      return Self.isClean(String(cString: text)) ? .compiled : .declined
    }

    /// Whether the response's description (`{ key.diagnostics: [ ], key.value: 0 }`) says the compile succeeded
    /// without a single diagnostic.
    static func isClean(_ description: String) -> Bool {
      let lines = description.split(separator: "\n").map { line in
        String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "," }.reversed())
      }
      return lines.contains("key.value: 0")
        && !lines.contains { $0.hasPrefix("key.severity:") || $0.hasPrefix("key.description:") }
    }
  }
}
