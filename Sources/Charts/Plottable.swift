// Mirrors: Charts `Plottable` (`primitivePlottable`, `init?(primitivePlottable:)`, the RawRepresentable default),
//   `PrimitivePlottableProtocol`, `PlottableValue` (`value(_:_:)`, `value(_:_:unit:calendar:)`)
// SDK: iOS 26 SDK
// Status: partial
// A plotted value and its label, as a chart's row shows them: `Value: 45`. A date binned by `unit` keeps the date
// given (the row shows it, with Foundation's description; no axis places it in a bin).
import Foundation
import SwiftUI

/// A type that can serve as data for the labeled, plottable values that you can use with chart marks (Apple:
/// `Plottable`).
public protocol Plottable {
  /// The primitive type that represents the plottable value.
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  /// The value as its primitive type.
  var primitivePlottable: PrimitivePlottable { get }
  /// Creates the value from its primitive type, or nil.
  init?(primitivePlottable: PrimitivePlottable)
}

/// A type that Charts plots as it is: strings, numbers and dates (Apple: `PrimitivePlottableProtocol`).
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableProtocol {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol {
  /// An enumeration with plottable raw values is plotted as its raw value.
  public var primitivePlottable: RawValue { rawValue }
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}

/// A plottable value with a label, for a mark's position or style (Apple: `PlottableValue`).
public struct PlottableValue<Value: Plottable> {
  /// The label, as a chart's row shows it.
  let labelText: Text
  /// The value.
  let value: Value

  /// A value with a label from a localized string key.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(labelText: Text(label), value: value)
  }

  /// A value with a label.
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(labelText: Text(label), value: value)
  }

  /// A value with a label view.
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(labelText: label, value: value)
  }

  /// A date binned by `unit` of `calendar`, with a label from a localized string key.
  public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                           calendar: Calendar = .current) -> PlottableValue<Date> where Value == Date {
    PlottableValue(labelText: Text(label), value: value)
  }

  /// A date binned by `unit` of `calendar`, with a label.
  public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                              calendar: Calendar = .current) -> PlottableValue<Date>
    where Value == Date {
    PlottableValue(labelText: Text(label), value: value)
  }

  /// The label and value as a chart's row shows them: `Value: 45`.
  var shown: Text { labelText + Text(verbatim: ": \(value.primitivePlottable)") }
}
