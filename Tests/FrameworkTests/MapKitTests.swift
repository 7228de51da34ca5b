@testable import MapKit
@testable import SwiftUI
import Testing

private struct Place: Identifiable {
  let id: Int
  let name: String
  let latitude: Double
}

/// A map content type of the app's own, as Apple's sample code writes them (`struct QuakeMarker: MapContent`).
private struct PlaceMarker: MapContent {
  let place: Place
  var body: some MapContent {
    Annotation(coordinate: CLLocationCoordinate2D(latitude: place.latitude, longitude: 0)) {
      Text("o")
    } label: {
      Text(place.name)
    }
    .annotationTitles(.hidden)
  }
}

/// MapKit for SwiftUI (Sources/MapKit): the map is one line and a row per marker and annotation.
/// Apple: https://developer.apple.com/documentation/mapkit/map, /mapcontentbuilder, /marker, /annotation.
@MainActor @Suite struct MapKitTests {
  fileprivate let places = [Place(id: 1, name: "Edinburgh", latitude: 55.95), Place(id: 2, name: "Glasgow", latitude: 55.86)]

  @Test func contentIsListedInOrder() {
    let content = MapContentBuilder.buildBlock(
      MapContentBuilder.buildExpression(Marker("Start", coordinate: CLLocationCoordinate2D(latitude: 56, longitude: -3))),
      MapContentBuilder.buildExpression(ForEach(places) { place in
        Annotation(place.name, coordinate: CLLocationCoordinate2D(latitude: place.latitude, longitude: -4)) {
          Text("*")
        }
      }))
    let rows = mapRows(of: content)
    #expect(rows.map(\.kind) == [.marker, .annotation, .annotation])
    #expect(rows.map(\.coordinate.latitude) == [56, 55.95, 55.86])
    #expect(Map.summary(of: rows) == "[Map: 1 marker, 2 annotations]")
  }

  /// `annotationTitles(.hidden)` hides the titles it applies to; an inner choice wins over an outer one.
  @Test func annotationTitlesHidden() {
    let own = mapRows(of: PlaceMarker(place: places[0]))
    #expect(own.count == 1 && own[0].titleVisibility == .hidden)
    let outer = mapRows(of: PlaceMarker(place: places[0]).annotationTitles(.visible))
    #expect(outer[0].titleVisibility == .hidden)
    let plain = mapRows(of: Marker("A", coordinate: CLLocationCoordinate2D()).tint(.red))
    #expect(plain[0].titleVisibility == nil)
  }

  @Test func summaries() {
    #expect(Map.summary(of: []) == "[Map]")
    let marker = MapRow(kind: .marker, content: nil, title: nil, titleVisibility: nil,
                        coordinate: CLLocationCoordinate2D())
    #expect(Map.summary(of: [marker]) == "[Map: 1 marker]")
    #expect(Map.summary(of: [marker, marker, marker]) == "[Map: 3 markers]")
  }

  /// The iOS 14 form: `Map(coordinateRegion:annotationItems:annotationContent:)` with MapMarker and MapAnnotation.
  @Test func annotationItems() {
    let items = AnnotationItems(annotations: {
      [MapMarker(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), tint: .blue),
       MapAnnotation(coordinate: CLLocationCoordinate2D(latitude: 3, longitude: 4)) { Text("x") }]
    })
    let rows = mapRows(of: items)
    #expect(rows.map(\.kind) == [.marker, .annotation])
    #expect(Map.summary(of: rows) == "[Map: 1 marker, 1 annotation]")
  }

  /// Camera positions keep what they were made from; no user moves a map here.
  @Test func cameraPositions() {
    let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 56, longitude: -3),
                                    span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
    let position = MapCameraPosition.region(region)
    #expect(position.region?.center.latitude == 56 && position.region?.span.longitudeDelta == 10)
    #expect(position.camera == nil && !position.positionedByUser)
    let camera = MapCamera(centerCoordinate: region.center, distance: 3_000_000)
    #expect(MapCameraPosition.camera(camera).camera == camera)
    #expect(MapCameraPosition.automatic.region == nil)
    #expect(MapCameraPosition.automatic != position)
  }

  /// No map is drawn, so no point is on one: a proxy's conversions answer nil, as Apple's do off the map.
  @Test func proxyConvertsNothing() {
    #expect(MapProxy().convert(CGPoint(x: 10, y: 10), from: .local) == nil)
    #expect(MapProxy().convert(CLLocationCoordinate2D(), to: .global) == nil)
  }
}
