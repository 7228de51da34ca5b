// Mirrors: MapKit for SwiftUI `Marker` (`init(_:coordinate:)`, `init(_:systemImage:coordinate:)`,
//   `init(_:image:coordinate:)`, `init(_:monogram:coordinate:)`, `init(coordinate:label:)`), `Annotation`
//   (`init(_:coordinate:anchor:content:)`, `init(coordinate:anchor:content:label:)`)
// SDK: iOS 26 SDK
// Status: partial
// A marker is listed under the map's line as `Marker: ` and its title; an annotation as its view followed by its
// title (unless `annotationTitles(.hidden)`), so its view's buttons and gestures work. Where on the map they stand
// (coordinate, anchor) is kept and not drawn: a text screen has no map to place them on. The balloon's image or
// monogram is visual.
import SwiftUI

/// A balloon-shaped marker at a coordinate (Apple: `Marker`).
public struct Marker<Label: View> {
  let label: Label
  let coordinate: CLLocationCoordinate2D

  /// A marker with a title, from a localized string key.
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) where Label == Text {
    label = Text(titleKey)
    self.coordinate = coordinate
  }

  /// A marker with a title.
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) where Label == Text {
    label = Text(title)
    self.coordinate = coordinate
  }

  /// A marker with a title and a system image in its balloon.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D)
    where Label == Text {
    label = Text(titleKey)
    self.coordinate = coordinate
  }

  /// A marker with a title and an image from the app's assets in its balloon.
  public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) where Label == Text {
    label = Text(titleKey)
    self.coordinate = coordinate
  }

  /// A marker with a title and a monogram in its balloon.
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) where Label == Text {
    label = Text(titleKey)
    self.coordinate = coordinate
  }

  /// A marker with a label view.
  public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.coordinate = coordinate
  }
}

extension Marker: MapContent {
  public typealias Body = Never
}

extension Marker: PrimitiveMapContent {
  var mapRows: [MapRow] {
    [MapRow(kind: .marker, content: nil, title: AnyView(label), titleVisibility: nil, coordinate: coordinate)]
  }
}

/// A view placed on a map at a coordinate, with a title (Apple: `Annotation`).
public struct Annotation<Label: View, Content: View> {
  let label: Label
  let content: Content
  let coordinate: CLLocationCoordinate2D

  /// An annotation showing `content`, titled from a localized string key.
  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
              @ViewBuilder content: () -> Content) where Label == Text {
    label = Text(titleKey)
    self.content = content()
    self.coordinate = coordinate
  }

  /// An annotation showing `content`, titled with a string.
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                 @ViewBuilder content: () -> Content) where Label == Text {
    label = Text(title)
    self.content = content()
    self.coordinate = coordinate
  }

  /// An annotation showing `content`, titled with a label view.
  public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.coordinate = coordinate
  }
}

extension Annotation: MapContent {
  public typealias Body = Never
}

extension Annotation: PrimitiveMapContent {
  var mapRows: [MapRow] {
    [MapRow(kind: .annotation, content: AnyView(content), title: AnyView(label), titleVisibility: nil,
            coordinate: coordinate)]
  }
}
