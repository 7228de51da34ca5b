// Mirrors: nothing of Apple's: the module's own machinery, no Apple API
// SDK: iOS 26 SDK
// Status: internal
import TextBase

/// One piece of the screen as primitive views produce it; ``TextScreen`` draws a list of them as text.
///
/// Primitives compose these instead of writing text, so the layout rules (bullets, boxes, the bars at the top)
/// live in one renderer and a new primitive needs none of its own.
indirect enum ScreenElement: Equatable {
  /// A line of text (a text with line breaks is several lines).
  case line(String)
  /// Elements one below the other (`VStack`, `ZStack`, `Form` content).
  case stack([ScreenElement])
  /// Elements side by side on one line, when each is one line (`HStack`, a label's icon and title).
  case inline([ScreenElement])
  /// List rows: each element a row, `• row` (sections inside keep their headers and footers).
  case list([ScreenElement])
  /// A section: its header and footer lines around its rows.
  case section(header: [ScreenElement], rows: [ScreenElement], footer: [ScreenElement])
  /// A framed box (`ContentUnavailableView`, an alert or a sheet over the screen).
  case box([ScreenElement])
  /// A bar item that floats to the top of the screen it is on: the navigation title, toolbar buttons, the search
  /// field.
  case bar(BarItem)
  /// A screen of its own (a window's content, a navigation stack's top, a sheet): its bar items are drawn at its
  /// top, in the order title, toolbar, search field.
  case screen([ScreenElement])
  /// A tappable button, drawn `[label]`.
  case button([ScreenElement])
  /// Nothing (a `Spacer`, a shape): kept so that a row of only spacing draws as nothing.
  case spacing

  /// What floats to the top of a screen.
  enum BarItem: Equatable {
    /// The navigation title.
    case title(String)
    /// Toolbar items of one placement: drawn before the title (leading), after it, or below the content (bottom).
    case toolbar([ScreenElement], ToolbarSide)
    /// A search field: its text, or its prompt while the text is empty.
    case search(text: String, prompt: String)
    /// The back button of a pushed screen, drawn `‹ title` above everything: the previous screen's title.
    case back(String)
    /// A presentation over the screen (a sheet, an alert, a confirmation dialog): drawn as a box below the
    /// screen's content, whatever the depth of the view that presents it.
    case presentation([ScreenElement])
  }

  /// The texts the code wrote in `elements`, one by one: each line of text, and each image by its name (`🖼 trash`
  /// is `trash`). A target answers to any of them when nothing answers to its whole text: a row of a status dot and
  /// a name is tapped by the name, an image-only button by its symbol's name.
  static func nameParts(_ elements: [ScreenElement]) -> [String] {
    var parts: [String] = []
    for element in elements {
      switch element {
      case .line(let line):
        let text = line.hasPrefix("🖼 ") ? String(line.dropFirst(2)) : line
        if !text.isEmpty, !parts.contains(text) { parts.append(text) }
      case .stack(let inner), .inline(let inner), .list(let inner), .box(let inner), .button(let inner):
        for part in nameParts(inner) where !parts.contains(part) { parts.append(part) }
      case .section(let header, let rows, let footer):
        for part in nameParts(header + rows + footer) where !parts.contains(part) { parts.append(part) }
      case .bar, .spacing, .screen: continue
      }
    }
    return parts
  }

  /// The elements' text on one line, without decoration (a button's or a row's label for matching user actions).
  static func plainText(_ elements: [ScreenElement]) -> String {
    var parts: [String] = []
    for element in elements {
      let text: String
      switch element {
      case .line(let line): text = line
      case .stack(let inner), .inline(let inner), .list(let inner), .box(let inner), .screen(let inner),
           .button(let inner):
        text = plainText(inner)
      case .section(let header, let rows, let footer): text = plainText(header + rows + footer)
      case .bar, .spacing: text = ""
      }
      if !text.isEmpty { parts.append(text) }
    }
    return parts.joined(separator: " ")
  }
}

/// What a node's children show, each under its identity (a section finds its header by key); rows scrolled off a
/// lazy container are left out.
struct RenderedChildren {
  /// The children in order.
  let children: [RenderedChild]

  init(_ children: [RenderedChild]) { self.children = children }

  /// All the children's elements, in order.
  var all: [ScreenElement] {
    var out: [ScreenElement] = []
    for child in children where !child.elements.isEmpty { out += child.elements }
    return out
  }

  /// The elements of the child with identity `key` (none when there is no such child).
  subscript(key: ChildKey) -> [ScreenElement] { children.first { $0.key == key }?.elements ?? [] }
}

/// One child's elements.
struct RenderedChild {
  /// The child's identity among its siblings.
  var key: ChildKey
  /// Its position among its siblings (the children a node renders leave out the rows scrolled off a lazy
  /// container, so this is not always its index in ``RenderedChildren/children``).
  var offset: Int
  /// What it shows.
  var elements: [ScreenElement]
  /// The positions of the action targets its subtree registered (see ``RenderContext/dropTargets(of:)``).
  var targets: Range<Int> = 0..<0
}

/// What rendering collects besides the elements: the targets of user actions, in screen order.
@MainActor
final class RenderContext {
  /// The language of the module's own words.
  let language: Language
  /// The registered targets by position; nil where a covered or hidden child's target was dropped.
  private var slots: [ActionTarget?] = []
  /// The node whose view is being rendered (set by the graph around each `render(_:in:)` call).
  var node: ViewNode!

  /// The target positions of the presentations on screen (a sheet's content and its dismiss target …).
  private var modals: [Range<Int>] = []

  /// The user-action targets on screen, in screen order: only the innermost presentation's when one is shown
  /// (what a sheet or an alert covers cannot be acted on).
  var targets: [ActionTarget] {
    guard let modal = modals.max(by: { $0.lowerBound < $1.lowerBound }) else { return slots.compactMap { $0 } }
    return slots[modal].compactMap { $0 }
  }

  init(language: Language) { self.language = language }

  /// Registers something the user can act on (a button, a search field, a refreshable list …).
  func addTarget(_ target: ActionTarget) { slots.append(target) }

  /// Drops the targets registered since `count` (what a sheet or an alert covers cannot be tapped).
  func removeTargets(from count: Int) {
    if count < slots.count { slots.removeSubrange(count...) }
  }

  /// Drops the targets a child registered: it is hidden (a covered screen of a navigation stack, a tab not
  /// selected) or covered (by a sheet or an alert), so what it shows cannot be acted on.
  func dropTargets(of child: RenderedChild) {
    for index in child.targets where index < slots.count { slots[index] = nil }
    modals.removeAll { child.targets.contains($0.lowerBound) }
  }

  /// A presentation is shown: only the targets registered from `start` until now (its content's, its own) can be
  /// acted on, unless a presentation inside it is shown too.
  func presentModally(from start: Int) {
    modals.append(start..<slots.count)
  }

  /// Drops the targets a child registered except those `keep` accepts (search suggestions cover the content but
  /// not its search field).
  func keepTargets(of child: RenderedChild, where keep: (ActionTarget) -> Bool) {
    for index in child.targets where index < slots.count {
      if let target = slots[index], !keep(target) { slots[index] = nil }
    }
  }

  /// Changes the targets a child registered (an alert's buttons also dismiss the alert).
  func changeTargets(of child: RenderedChild, _ change: (ActionTarget) -> ActionTarget) {
    for index in child.targets where index < slots.count { slots[index] = slots[index].map(change) }
  }

  /// The targets a child registered that are still on screen.
  func targets(of child: RenderedChild) -> [ActionTarget] {
    child.targets.compactMap { $0 < slots.count ? slots[$0] : nil }
  }

  /// How many targets are registered so far (dropped ones included: positions never shift).
  var targetCount: Int { slots.count }
}
