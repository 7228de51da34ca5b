// Mirrors: nothing of Apple's: the module's values as the store file keeps them, and how they compare
// SDK: iOS 26 SDK
// Status: internal
import AsyncSimulation
import Foundation

/// An attribute value as the store file writes it, and the conversions and comparisons fetches use.
enum StoredValue: Codable, Equatable {
  case string(String)
  case integer(Int64)
  case double(Double)
  case bool(Bool)
  case date(Double)
  case data(Data)
  case uuid(UUID)
  case url(String)
  case objects([String])

  /// The value of a model's `defaultValueString` for an attribute of `type`.
  static func parse(_ text: String, as type: NSAttributeType) -> Any? {
    switch type {
    case .integer16AttributeType: Int16(text)
    case .integer32AttributeType: Int32(text)
    case .integer64AttributeType: Int64(text)
    case .doubleAttributeType: Double(text)
    case .floatAttributeType: Float(text)
    case .decimalAttributeType: Decimal(string: text)
    case .booleanAttributeType: text == "YES" || text == "1" || text == "true"
    case .stringAttributeType: text
    default: nil
    }
  }

  /// Whether `value` is an optional holding nil.
  static func isNil(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
  }

  /// `value` unwrapped from any optionals.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  /// `value` as `type` when it is a number of another width (`Int` for an `Integer 16` attribute) or a set given
  /// for a to-many relationship; nil otherwise.
  static func convert<Value>(_ value: Any?, to type: Value.Type) -> Value? {
    guard let value = unwrapped(value) else { return nil }
    if let number = number(value) {
      for candidate in [Int16(truncatingIfNeeded: Int64(number)) as Any, Int32(truncatingIfNeeded: Int64(number)),
                        Int64(number), Int(number), number, Float(number), Bool(number != 0),
                        Optional(Int16(truncatingIfNeeded: Int64(number))) as Any,
                        Optional(Int32(truncatingIfNeeded: Int64(number))) as Any, Optional(Int64(number)) as Any,
                        Optional(Int(number)) as Any, Optional(number) as Any, Optional(Float(number)) as Any,
                        Optional(number != 0) as Any] {
        if let converted = candidate as? Value { return converted }
      }
    }
    if let set = value as? NSSet {
      if let converted = Optional(set) as? Value { return converted }
      if let converted = NSOrderedSet(array: set.allObjects) as? Value { return converted }
    }
    return nil
  }

  /// A number's value, for numbers of any width and booleans.
  static func number(_ value: Any) -> Double? {
    switch value {
    case let value as Int16: Double(value)
    case let value as Int32: Double(value)
    case let value as Int64: Double(value)
    case let value as Int: Double(value)
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
    case let value as Bool: value ? 1 : 0
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  /// How two attribute values compare (nil before anything); nil when they cannot be compared.
  static func compare(_ left: Any?, _ right: Any?) -> ComparisonResult? {
    let left = unwrapped(left), right = unwrapped(right)
    switch (left, right) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    default: break
    }
    if let left = left.flatMap(number), let right = right.flatMap(number) {
      return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    }
    if let left = left as? String, let right = right as? String {
      return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    }
    if let left = left as? Date, let right = right as? Date { return left.compare(right) }
    if let left = left as? UUID, let right = right as? UUID {
      return compare(left.uuidString, right.uuidString)
    }
    if let left = left as? URL, let right = right as? URL { return compare(left.absoluteString, right.absoluteString) }
    if let left = left as? NSManagedObject, let right = right as? NSManagedObject {
      return left === right ? .orderedSame : compare(left.objectID.number, right.objectID.number)
    }
    if let left = left as? NSManagedObjectID, let right = right as? NSManagedObjectID {
      return left == right ? .orderedSame : compare(left.number, right.number)
    }
    return nil
  }

  /// A value for the file; nil for one the file cannot keep (a transformable value).
  static func stored(_ value: Any) -> StoredValue? {
    switch value {
    case let value as String: .string(value)
    case let value as Bool: .bool(value)
    case let value as Int16: .integer(Int64(value))
    case let value as Int32: .integer(Int64(value))
    case let value as Int64: .integer(value)
    case let value as Int: .integer(Int64(value))
    case let value as Double: .double(value)
    case let value as Float: .double(Double(value))
    case let value as Decimal: .double(NSDecimalNumber(decimal: value).doubleValue)
    case let value as Date: .date(value.timeIntervalSinceReferenceDate)
    case let value as Data: .data(value)
    case let value as UUID: .uuid(value)
    case let value as URL: .url(value.absoluteString)
    default: nil
    }
  }

  /// The value an attribute of `type` holds for a stored value.
  func value(as type: NSAttributeType) -> Any? {
    switch self {
    case .string(let value): return value
    case .bool(let value): return value
    case .integer(let value):
      switch type {
      case .integer16AttributeType: return Int16(truncatingIfNeeded: value)
      case .integer32AttributeType: return Int32(truncatingIfNeeded: value)
      case .booleanAttributeType: return value != 0
      default: return value
      }
    case .double(let value):
      switch type {
      case .floatAttributeType: return Float(value)
      case .decimalAttributeType: return Decimal(value)
      default: return value
      }
    case .date(let value): return Date(timeIntervalSinceReferenceDate: value)
    case .data(let value): return value
    case .uuid(let value): return value
    case .url(let value): return URL(string: value)
    case .objects: return nil
    }
  }
}

/// Where Core Data's one-line problems go: the trace of a run (as a print of the task that met them), else stderr.
enum CoreDataLog {
  static func problem(_ line: String) {
    if Simulation.isRecording {
      TraceLog.print(line)
    } else {
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
  }

  /// A stop that Apple's Core Data also makes (an exception, a crash), said in one line.
  static func fail(_ line: String) -> Never {
    fatalError(line)
  }

  /// A `data` event of the trace (marked as Core Data's: SwiftData's events share the kind).
  static func event(_ text: String) {
    TraceLog.data("CoreData " + text)
  }
}
