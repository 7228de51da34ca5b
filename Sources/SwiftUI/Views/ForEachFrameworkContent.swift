// Mirrors: SwiftUI `ForEach` as the content of other frameworks' builders (MapKit's `MapContent`, Charts'
//   `ChartContent`)
// SDK: iOS 26 SDK
// Status: internal
// Apple's MapKit and Charts make `ForEach` their content (`ForEach: MapContent where Content: MapContent`). Their
// modules here are separate from this one, and a ForEach keeps its identity function internal: this initializer,
// for those modules only (`@_spi(Frameworks) import SwiftUI`), makes a ForEach of any content.

extension ForEach {
  /// A ForEach over `data`, each element identified by `id`, made by `content` (for MapKit and Charts).
  @_spi(Frameworks)
  public init(frameworkData data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = id
  }
}
