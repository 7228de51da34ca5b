import SwiftUI
import Testing

/// iOS 17's shape views (https://developer.apple.com/documentation/swiftui/shapeview): a filled or stroked shape is
/// a `ShapeView` that provides its shape, so fills and strokes chain, each drawn over the one before
/// (https://developer.apple.com/documentation/swiftui/shapeview/fill(_:style:),
/// https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:antialiased:)). Drawing is inert in text.
@Suite struct ShapeViewTests {
  @MainActor @Test func fillsAndStrokesChainAndKeepTheirShapeAndStyles() {
    let stroked = Circle().stroke(Color.black, style: StrokeStyle(lineWidth: 2), antialiased: false)
    let view: FillShapeView<Circle, Color, StrokeShapeView<Circle, Color, EmptyView>> = stroked.fill(Color.red)
    #expect(view.style == Color.red)
    #expect(view.background.strokeStyle.lineWidth == 2)
    #expect(view.background.isAntialiased == false)
    #expect(view.shape.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
      == CGRect(x: 0, y: 0, width: 10, height: 10))
    let outlined: StrokeShapeView<Rectangle, Color, FillShapeView<Rectangle, Color, EmptyView>> =
      Rectangle().fill(Color.blue).stroke(Color.green, lineWidth: 3)
    #expect(outlined.strokeStyle.lineWidth == 3 && outlined.isAntialiased)
    #expect(outlined.background.style == Color.blue)
  }

  /// Apple's call shape in an app's file (Swift 5 mode, implicit member styles) compiles without a diagnostic.
  @Test func chainedShapesCompileInAnAppsFile() throws {
    let source = """
      import SwiftUI
      struct Marker: View {
        var body: some View {
          VStack {
            Text("above")
            Circle().stroke(.gray, style: .init(lineWidth: 1)).fill(Color.red.opacity(0.5)).frame(width: 10, height: 10)
            Text("below")
          }
        }
      }
      """
    let output = try StudentCompile.typecheck(source)
    #expect(output == "", "\(output)")
  }
}
