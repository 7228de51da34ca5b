import SwiftUI

// Drawing, animation and gestures as real course code writes them (Hacking with Swift's Drawing, Animations and
// Flashzilla projects, Apple's phase and keyframe animation sample): shapes and effects draw nothing in text, the
// words around them are the screen; a drag is performed with `drag LABEL by DX,DY`.

/// A user's shape, as Hacking with Swift's Drawing project writes it.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
    return path
  }
}

/// An insettable arc with a custom `animatableData`.
struct Arc: InsettableShape {
  var endAngle: Angle
  var insetAmount = 0.0

  var animatableData: Double {
    get { endAngle.degrees }
    set { endAngle = .degrees(newValue) }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
                startAngle: .degrees(0) - .degrees(90), endAngle: endAngle - .degrees(90), clockwise: false)
    return path
  }

  func inset(by amount: CGFloat) -> some InsettableShape {
    var arc = self
    arc.insetAmount += amount
    return arc
  }
}

/// Shapes, paths, effects and animators around text: the text is all the screen shows.
struct ShapeGallery: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Shapes")
      shapes
      geometry
      animated
    }
  }

  private var shapes: some View {
    Group {
      Triangle()
        .fill(.red, style: FillStyle(eoFill: true))
        .frame(width: 100, height: 100)
      Arc(endAngle: .degrees(270))
        .strokeBorder(.blue, lineWidth: 10)
        .blendMode(.screen)
      Path { path in
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 50)])
      }
      .stroke(.green, lineWidth: 2)
      Circle().trim(from: 0, to: 0.5).stroke(.orange, lineWidth: 4).rotationEffect(.degrees(-90))
    }
  }

  private var geometry: some View {
    let square = CGRect(x: 0, y: 0, width: 100, height: 100)
    let arc = Arc(endAngle: .degrees(180)).inset(by: 10).path(in: square)
    return Group {
      Text("Triangle " + corners(Triangle().path(in: square).boundingRect))
      Text("Arc " + corners(arc.boundingRect))
    }
  }

  private var animated: some View {
    Text("Taps \(taps)")
      .phaseAnimator([1.0, 1.5], trigger: taps) { content, scale in
        content.scaleEffect(scale)
      } animation: { _ in .bouncy }
      .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, value in
        content.opacity(value)
      } keyframes: { _ in
        KeyframeTrack(\.self) {
          LinearKeyframe(0.5, duration: 0.2)
          SpringKeyframe(1.0, spring: .bouncy)
        }
      }
      .visualEffect { content, proxy in
        content.offset(y: proxy.frame(in: .global).minY / 10)
      }
      .onTapGesture { taps += 1 }
  }
}

/// A rectangle as `minX,minY maxX,maxY`, rounded to whole points.
func corners(_ rect: CGRect) -> String {
  [rect.minX, rect.minY, rect.maxX, rect.maxY].map { String(Int($0.rounded())) }.joined(separator: ",")
}

/// A card dragged aside as Flashzilla's is: a far drag removes it, a short one puts it back; a tap turns it over.
struct DraggableCard: View {
  @State private var offset = CGSize.zero
  @State private var removed = false
  @State private var showsAnswer = false
  @GestureState private var dragging = CGSize.zero

  var body: some View {
    VStack {
      if removed {
        Text("Removed")
      } else {
        Text(showsAnswer ? "Answer" : "Question")
          .offset(offset)
          .gesture(
            DragGesture()
              .updating($dragging) { value, state, _ in state = value.translation }
              .onChanged { value in offset = value.translation }
              .onEnded { value in
                print("ended at \(value.translation.width), \(value.translation.height)")
                if abs(value.translation.width) > 100 { removed = true } else { offset = .zero }
              }
          )
          .onTapGesture { showsAnswer.toggle() }
      }
      Text("offset \(Int(offset.width)) dragging \(Int(dragging.width))")
    }
  }
}

/// A tap gesture attached with `.gesture`, and a drag that needs 50 points before it is recognised.
struct GestureKinds: View {
  @State private var count = 0
  @State private var moved = "no"

  var body: some View {
    VStack {
      Text("Count \(count)")
        .gesture(TapGesture(count: 2).onEnded { count += 1 })
      Text("Moved \(moved)")
        .simultaneousGesture(DragGesture(minimumDistance: 50).map { $0.translation.height }.onEnded { moved = "\($0)" })
    }
  }
}

/// `withAnimation(_:_:completion:)` as Apple's phase animation sample bounces a view and brings it back.
struct BounceBack: View {
  @State private var offset = 0.0

  var body: some View {
    Button("Offset \(Int(offset))") {
      withAnimation(.bouncy) {
        offset = -40
      } completion: {
        withAnimation { offset = 0 }
      }
    }
  }
}

/// A clock on a timeline: explicit dates run out; a periodic schedule ticks while the clock is shown, and stops
/// when a button hides it.
struct TimelineClock: View {
  @State private var start = Date()
  @State private var showsClock = true

  var body: some View {
    VStack {
      TimelineView(.explicit([start.addingTimeInterval(0.5), start.addingTimeInterval(1.5)])) { context in
        Text("explicit \(context.date.timeIntervalSince(start))")
      }
      if showsClock {
        TimelineView(.periodic(from: start, by: 1)) { context in
          Text("periodic \(Int(context.date.timeIntervalSince(start)))")
        }
      }
      Button("Hide") { showsClock = false }
    }
  }
}
