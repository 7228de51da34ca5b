import AsyncSimulation
import Scenarios

/// Draws a trace as a self-contained SVG timeline, legible on a projector slide: one lane per task (started,
/// running, sleeping, working, blocking, cancelled, finished), one row per observed state property, a time axis in
/// milliseconds and a legend.
public struct SVGTimelineRenderer: Sendable {
  /// The heading, e.g. the scenario and its parameters.
  public var title: String
  /// The drawing's width in pixels.
  public var width: Int

  /// A renderer for a slide `width` pixels wide.
  public init(title: String, width: Int = 1280) {
    self.title = title
    self.width = max(width, 640)
  }

  private let labelWidth = 170.0
  private let laneHeight = 36.0
  private let top = 64.0
  private let margin = 24.0

  /// The SVG document.
  public func render(_ trace: Trace) -> String {
    let body = Array(trace.body)
    let lifelines = TaskLifeline.build(from: body)
    var stateNames: [String] = []
    for e in body where e.kind == .state {
      if let n = e.name, !stateNames.contains(n) { stateNames.append(n) }
    }
    let end = max(trace.endNanos, 1)
    let plotLeft = margin + labelWidth, plotRight = Double(width) - margin
    func x(_ t: Int64) -> Double { plotLeft + (plotRight - plotLeft) * Double(min(max(t, 0), end)) / Double(end) }
    let rows = lifelines.count + stateNames.count
    let axisY = top + Double(rows) * laneHeight + 16
    let height = Int(axisY + 80)

    var svg = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
      font-family="Helvetica, Arial, 'Noto Sans CJK SC', sans-serif" font-size="16">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="\(f(margin))" y="36" font-size="22" font-weight="bold" fill="#111111">\(escape(title))</text>

      """
    for (i, line) in lifelines.enumerated() {
      let y = top + Double(i) * laneHeight
      let mid = y + laneHeight / 2
      let last = line.end?.at ?? line.lastEvent
      svg += "<g class=\"lane\" data-task=\"\(escape(line.name))\">\n"
      svg += "  <text x=\"\(f(margin))\" y=\"\(f(mid + 6))\" fill=\"#111111\">\(escape(line.name))</text>\n"
      svg += "  <line x1=\"\(f(x(line.start)))\" y1=\"\(f(mid))\" x2=\"\(f(x(last)))\" y2=\"\(f(mid))\" "
        + "stroke=\"#1f6feb\" stroke-width=\"6\" stroke-linecap=\"round\"/>\n"
      for span in line.spans {
        let a = x(span.from), b = x(min(span.ended ?? span.due, max(last, span.from)))
        let (fill, stroke, dash): (String, String, String) = switch span.kind {
        case .sleeping: ("#e8f0fe", "#1f6feb", " stroke-dasharray=\"6 4\"")
        case .working: ("#fff1c2", "#b7791f", "")
        case .blocking: ("#fde2e1", "#c53030", "")
        }
        svg += "  <rect class=\"\(span.kind)\" x=\"\(f(a))\" y=\"\(f(y + 8))\" width=\"\(f(max(b - a, 2)))\" "
          + "height=\"\(f(laneHeight - 16))\" rx=\"4\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"2\"\(dash)/>\n"
      }
      svg += "  <circle cx=\"\(f(x(line.start)))\" cy=\"\(f(mid))\" r=\"7\" fill=\"#2f855a\"/>\n"
      if let ending = line.end {
        svg += ending.outcome == "returned"
          ? "  <circle cx=\"\(f(x(ending.at)))\" cy=\"\(f(mid))\" r=\"7\" fill=\"#111111\"/>\n"
          : cross(x(ending.at), mid, "#c53030")
      }
      if let cancelled = line.cancelledAt { svg += cross(x(cancelled), mid, "#dd6b20") }
      svg += "</g>\n"
    }
    for (k, name) in stateNames.enumerated() {
      let y = top + Double(lifelines.count + k) * laneHeight
      let mid = y + laneHeight / 2
      svg += "<g class=\"state\" data-state=\"\(escape(name))\">\n"
      svg += "  <text x=\"\(f(margin))\" y=\"\(f(mid + 6))\" fill=\"#6b46c1\" font-style=\"italic\">\(escape(name))</text>\n"
      let changes = body.filter { $0.kind == .state && $0.name == name }
      for (j, change) in changes.enumerated() {
        let a = x(change.nanos)
        let next = j + 1 < changes.count ? x(changes[j + 1].nanos) : plotRight
        svg += "  <line x1=\"\(f(a))\" y1=\"\(f(y + 6))\" x2=\"\(f(a))\" y2=\"\(f(y + laneHeight - 6))\" "
          + "stroke=\"#6b46c1\" stroke-width=\"2\"/>\n"
        let room = max(next - a - 8, 0)
        let text = fit(change.to ?? "", pixels: room)
        if !text.isEmpty {
          svg += "  <text x=\"\(f(a + 4))\" y=\"\(f(mid + 6))\" font-size=\"14\" fill=\"#44337a\">\(escape(text))</text>\n"
        }
      }
      svg += "</g>\n"
    }
    // Axis with round ticks.
    svg += "<g class=\"axis\">\n  <line x1=\"\(f(plotLeft))\" y1=\"\(f(axisY))\" x2=\"\(f(plotRight))\" "
      + "y2=\"\(f(axisY))\" stroke=\"#444444\" stroke-width=\"2\"/>\n"
    let step = tickStep(endNanos: end, pixels: plotRight - plotLeft)
    var t: Int64 = 0
    while t <= end {
      svg += "  <line x1=\"\(f(x(t)))\" y1=\"\(f(axisY))\" x2=\"\(f(x(t)))\" y2=\"\(f(axisY + 8))\" stroke=\"#444444\"/>\n"
      svg += "  <text x=\"\(f(x(t)))\" y=\"\(f(axisY + 28))\" text-anchor=\"middle\" font-size=\"14\" fill=\"#333333\">"
        + "\(Milliseconds.format(t))</text>\n"
      t += step
    }
    svg += "  <text x=\"\(f(plotRight))\" y=\"\(f(axisY + 50))\" text-anchor=\"end\" font-size=\"14\" fill=\"#333333\">"
      + "ms (virtual time)</text>\n</g>\n"
    svg += legend(x: margin, y: axisY + 50)
    svg += "</svg>\n"
    return svg
  }

  /// The key: each mark drawn as in the lanes, with its meaning.
  private func legend(x: Double, y: Double) -> String {
    var out = "<g class=\"legend\" font-size=\"14\" fill=\"#333333\">\n"
    var at = x
    func label(_ text: String) {
      out += "  <text x=\"\(f(at))\" y=\"\(f(y + 5))\">\(escape(text))</text>\n"
      at += Double(text.count) * 7.5 + 22
    }
    out += "  <circle cx=\"\(f(at + 6))\" cy=\"\(f(y))\" r=\"6\" fill=\"#2f855a\"/>\n"
    at += 16
    label("start")
    out += "  <line x1=\"\(f(at))\" y1=\"\(f(y))\" x2=\"\(f(at + 24))\" y2=\"\(f(y))\" stroke=\"#1f6feb\" stroke-width=\"6\"/>\n"
    at += 30
    label("waiting")
    for (name, fill, stroke, dash) in [("sleeping", "#e8f0fe", "#1f6feb", " stroke-dasharray=\"6 4\""),
                                       ("working", "#fff1c2", "#b7791f", ""), ("blocking", "#fde2e1", "#c53030", "")] {
      out += "  <rect x=\"\(f(at))\" y=\"\(f(y - 8))\" width=\"24\" height=\"16\" rx=\"3\" fill=\"\(fill)\" "
        + "stroke=\"\(stroke)\" stroke-width=\"2\"\(dash)/>\n"
      at += 30
      label(name)
    }
    out += cross(at + 7, y, "#dd6b20")
    at += 20
    label("cancelled")
    out += "  <circle cx=\"\(f(at + 6))\" cy=\"\(f(y))\" r=\"6\" fill=\"#111111\"/>\n"
    at += 16
    label("returned")
    return out + "</g>\n"
  }

  private func cross(_ cx: Double, _ cy: Double, _ colour: String) -> String {
    "  <path class=\"cancel\" d=\"M \(f(cx - 7)) \(f(cy - 7)) L \(f(cx + 7)) \(f(cy + 7)) M \(f(cx - 7)) \(f(cy + 7)) "
      + "L \(f(cx + 7)) \(f(cy - 7))\" stroke=\"\(colour)\" stroke-width=\"3\"/>\n"
  }

  /// A round tick step (1, 2 or 5 × 10ⁿ ms) leaving at least 90 px between labels.
  private func tickStep(endNanos: Int64, pixels: Double) -> Int64 {
    var magnitude: Int64 = 1_000_000
    while true {
      for factor: Int64 in [1, 2, 5] where Double(endNanos) / Double(magnitude * factor) <= pixels / 90 {
        return magnitude * factor
      }
      magnitude *= 10
    }
  }

  /// `text` cut to about `pixels` wide (wide characters count double), ending in `…` when cut.
  private func fit(_ text: String, pixels: Double) -> String {
    var out = "", used = 0.0
    for ch in text {
      let w = DisplayWidth.of(ch) == 2 ? 14.0 : 8.0
      if used + w > pixels - 8 {
        return out.isEmpty ? "" : out + "…"
      }
      out.append(ch)
      used += w
    }
    return out
  }

  private func f(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    return r == r.rounded() ? String(Int(r)) : String(r)
  }

  private func escape(_ s: String) -> String {
    var out = ""
    for ch in s {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(ch)
      }
    }
    return out
  }
}
