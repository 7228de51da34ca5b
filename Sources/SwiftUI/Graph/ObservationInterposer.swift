// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
internal import AsyncSimulation
internal import CObservationHooks

/// Records a `state` event `Type.property` for every change of an `@Observable` property, in any module of the
/// process, without a macro of its own (a second `Observable` macro would be ambiguous: macros are not shadowed).
///
/// The `@Observable` macro's setters call `ObservationRegistrar.withMutation(of:keyPath:_:)`, its `_modify`
/// accessors (`count += 1`, `items.append(x)`) call `willSet` and `didSet` directly. The executable defines all
/// three under the Observation library's mangled names, so its definitions win for every caller in the executable
/// and in libraries it loads (the executable exports its symbols): `willSet` and `didSet` are interposed in C
/// (`CObservationHooks`, which forwards to the library's own) and report here; `withMutation` below does what
/// Apple's does — `willSet`, the mutation, `didSet` — through them (the library's `withMutation` calls its internals
/// directly, so it must be replaced too). The property's name comes from the object's reflected storage (`_query`
/// → `query`): the first time a key path is seen, the stored property whose value the change altered is it; the
/// answer is kept per key path.
extension ObservationRegistrar {
  @_silgen_name("$s11Observation0A9RegistrarV12withMutation2of7keyPath_q0_x_s03KeyG0Cyxq_Gq0_yKXEtKAA10ObservableRzr1_lF")
  public func _asyncplayWithMutation<Subject: Observable, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    willSet(subject, keyPath: keyPath)
    defer { didSet(subject, keyPath: keyPath) }
    return try mutation()
  }
}

/// The bookkeeping of the interposer: pending changes, property names by key path, and the self-test.
enum ObservationInterposer {
  /// A change between its `willSet` and its `didSet`.
  private struct Pending {
    var object: ObjectIdentifier
    var keyPath: AnyKeyPath
    /// The property's label and old value when known, else every stored property's old value.
    var label: String?
    var from: String?
    var snapshot: [(String, String)]
  }

  /// How many `didSet`s reached the interposer (the self-test checks that they do).
  nonisolated(unsafe) static var changes = 0
  /// The stored property's label for each key path seen (`_query`).
  nonisolated(unsafe) private static var labels: [AnyKeyPath: String] = [:]
  nonisolated(unsafe) private static var pending: [Pending] = []
  nonisolated(unsafe) private static var installed = false
  /// Set while the self-test writes its probe (its changes are not the program's).
  nonisolated(unsafe) private static var selfTesting = false

  /// Installs the hooks (once per process) and checks that `@Observable` changes reach them; stops with one line
  /// if not (the trace would silently miss every model change).
  static func verifyOnce() {
    guard !installed else { return }
    installed = true
    guard asyncplay_observation_forwarding_ready() != 0 else {
      fatalError("asyncplay: the Observation library's willSet/didSet were not found on this toolchain")
    }
    asyncplay_observation_set_hooks({ subject, keyPath, type in
      ObservationInterposer.willSet(subject, keyPath, type)
    }, { subject, keyPath, type in
      ObservationInterposer.didSet(subject, keyPath, type)
    })
    let before = changes
    selfTesting = true
    let probe = InterposerProbe()
    probe.value = 1
    probe.value += 1
    selfTesting = false
    guard changes == before + 2 else {
      fatalError("asyncplay: @Observable changes do not reach the SwiftUI module's interposer on this toolchain")
    }
  }

  /// The object a hook's subject pointer points to (nil for a subject that is not a class instance).
  private static func object(_ subject: UnsafeRawPointer?, _ type: UnsafeRawPointer?) -> AnyObject? {
    guard let subject, let type else { return nil }
    let metatype = unsafeBitCast(type, to: Any.Type.self)
    guard metatype is AnyClass, !selfTesting else { return nil }
    let object = subject.load(as: AnyObject.self)
    return object is any UntracedObservable || object is any _UntracedObservable ? nil : object
  }

  private static func willSet(_ subject: UnsafeRawPointer?, _ keyPath: UnsafeMutableRawPointer?,
                              _ type: UnsafeRawPointer?) {
    guard Simulation.isRecording, let keyPath, let object = object(subject, type) else { return }
    let path = Unmanaged<AnyKeyPath>.fromOpaque(keyPath).takeUnretainedValue()
    ValueDescription.noteAppType(Swift.type(of: object))
    if let label = labels[path] {
      pending.append(Pending(object: ObjectIdentifier(object), keyPath: path, label: label,
                             from: value(of: object, label: label), snapshot: []))
    } else {
      pending.append(Pending(object: ObjectIdentifier(object), keyPath: path, label: nil, from: nil,
                             snapshot: snapshot(object)))
    }
  }

  private static func didSet(_ subject: UnsafeRawPointer?, _ keyPath: UnsafeMutableRawPointer?,
                             _ type: UnsafeRawPointer?) {
    changes &+= 1
    guard Simulation.isRecording, let keyPath, let object = object(subject, type) else { return }
    let path = Unmanaged<AnyKeyPath>.fromOpaque(keyPath).takeUnretainedValue()
    guard let index = pending.lastIndex(where: { $0.object == ObjectIdentifier(object) && $0.keyPath == path })
    else { return }
    let change = pending.remove(at: index)
    var label = change.label
    var old = change.from
    var new: String?
    if let known = label {
      new = value(of: object, label: known)
    } else {
      let after = snapshot(object)
      for (offset, (name, value)) in after.enumerated()
      where offset < change.snapshot.count && change.snapshot[offset].1 != value {
        label = name
        old = change.snapshot[offset].1
        new = value
        break
      }
      guard let found = label else { return }
      labels[path] = found
    }
    guard let label, let old, let new, old != new else { return }
    let property = label.hasPrefix("_") ? String(label.dropFirst()) : label
    TraceLog.state(ViewNode.typeName(of: object) + "." + property, from: old, to: new)
  }

  /// The object's stored properties and their descriptions, in declaration order.
  private static func snapshot(_ subject: AnyObject) -> [(String, String)] {
    Mirror(reflecting: subject).children.compactMap { child in
      child.label.map { ($0, ValueDescription.describe(child.value)) }
    }
  }

  /// The description of the stored property `label`.
  private static func value(of subject: AnyObject, label: String) -> String? {
    Mirror(reflecting: subject).descendant(label).map(ValueDescription.describe)
  }
}

/// An observable object of the module's own (a `@State` box) whose changes are traced otherwise.
protocol UntracedObservable: AnyObject {}

/// An observable object of another module of asyncplay's (a SwiftData `ModelContext`, whose changes the trace shows
/// as its own events) that the trace's `state` events leave out.
public protocol _UntracedObservable: AnyObject {}

/// A model the self-test writes to.
@Observable final class InterposerProbe {
  var value = 0
}
