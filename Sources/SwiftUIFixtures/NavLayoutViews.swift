import SwiftUI

/// A two-column split view: a list of fruits whose links select, the selected fruit's detail, a button that
/// selects by code and one that clears the selection.
struct SplitTwoColumns: View {
  @State private var selected: String?
  private let fruits = ["Apple", "Pear"]

  var body: some View {
    NavigationSplitView {
      List(fruits, id: \.self, selection: $selected) { fruit in
        NavigationLink(fruit, value: fruit)
      }
      .navigationTitle("Fruits")
      .toolbar { Button("Choose Pear") { selected = "Pear" } }
    } detail: {
      if let selected {
        VStack {
          Text("Detail of \(selected)")
          Button("Clear") { self.selected = nil }
        }
        .navigationTitle(selected)
      } else {
        Text("Pick a fruit")
      }
    }
  }
}

/// A three-column split view with a `preferredCompactColumn:` binding and a stack in its detail column.
struct SplitThreeColumns: View {
  @State private var kind: String?
  @State private var item: String?
  @State private var column = NavigationSplitViewColumn.sidebar

  var body: some View {
    NavigationSplitView(preferredCompactColumn: $column) {
      List(["Fruit", "Veg"], id: \.self, selection: $kind) { kind in Text(kind) }
        .navigationTitle("Kinds")
    } content: {
      if let kind {
        List(["\(kind) 1", "\(kind) 2"], id: \.self, selection: $item) { item in NavigationLink(item, value: item) }
          .navigationTitle(kind)
      } else {
        Text("Pick a kind")
      }
    } detail: {
      NavigationStack {
        VStack {
          Text(item ?? "None")
          NavigationLink("More") { Text("More about \(item ?? "nothing")") }
        }
        .navigationTitle("Detail")
      }
    }
    .onChange(of: column) { print("top column \(SplitThreeColumns.name(of: column))") }
  }

  static func name(of column: NavigationSplitViewColumn) -> String {
    column == .sidebar ? "sidebar" : column == .content ? "content" : "detail"
  }
}

/// A split view whose sidebar links push a destination declared in the sidebar (no selection), starting on the
/// detail column by its `preferredCompactColumn:`.
struct SplitDestinations: View {
  @State private var column = NavigationSplitViewColumn.detail

  var body: some View {
    NavigationSplitView(preferredCompactColumn: $column) {
      List(["Alps", "Rockies"], id: \.self) { resort in NavigationLink(resort, value: resort) }
        .navigationTitle("Resorts")
        .navigationDestination(for: String.self) { resort in Text("Resort \(resort)").navigationTitle(resort) }
    } detail: {
      Text("Welcome")
    }
  }
}

/// Concatenates what it is given, which shows the order of the values.
struct LetterKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

/// A key nothing sets.
struct UnsetKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Children that set a preference, a transform, an override, and the parent that watches it.
struct PreferenceParent: View {
  @State private var reported = "-"
  @State private var showC = false
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Reported \(reported)")
      Text("A").preference(key: LetterKey.self, value: "a")
      VStack {
        Text("B").preference(key: LetterKey.self, value: "b")
        if showC { Text("C").preference(key: LetterKey.self, value: "c") }
      }
      .transformPreference(LetterKey.self) { $0 = "[" + $0 + "]" }
      Group { Text("D").preference(key: LetterKey.self, value: "d") }
        .preference(key: LetterKey.self, value: "D")
      Button("Toggle C") { showC.toggle() }
      Button("Taps \(taps)") { taps += 1 }
    }
    .onPreferenceChange(LetterKey.self) { value in
      print("preference \(value)")
      reported = value
    }
    .onPreferenceChange(UnsetKey.self) { value in print("unset key \(value)") }
  }
}

/// Backgrounds that are views: text behind a text, a background whose view runs, a tappable one.
struct BackgroundViews: View {
  var body: some View {
    VStack {
      (DeprecatedBackground() as any ViewMaking).make()
      Text("Tile").background { Color.red.onAppear { print("background appeared") } }
      Text("Badge").background(alignment: .leading) { Button("Under") { print("under tapped") } }
      Text("Plain").background(Color.blue)
    }
  }
}

/// Makes a view (the deprecated `background(_:alignment:)` is called from a deprecated witness, so that the fixture
/// exercises it without a warning).
protocol ViewMaking {
  @MainActor func make() -> AnyView
}

/// `Text("Card").background(Text("behind"))`: the deprecated form that takes a view.
struct DeprecatedBackground: ViewMaking {
  @available(*, deprecated)
  func make() -> AnyView { AnyView(Text("Card").background(Text("behind"))) }
}

/// A popover (a sheet on an iPhone) whose content disables interactive dismissal and closes itself with a button.
struct PopoverHolder: View {
  @State private var showsTip = false

  var body: some View {
    NavigationStack {
      VStack {
        Button("Tip") { showsTip = true }
        NavigationLink("Locked") { LockedScreen() }
      }
      .navigationTitle("Home")
      .popover(isPresented: $showsTip) { TipContent() }
    }
  }
}

/// A popover's content that refuses the swipe down.
struct TipContent: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("A tip")
      Button("Got it") { dismiss() }
    }
    .interactiveDismissDisabled()
  }
}

/// A pushed screen that hides its back button and offers its own.
struct LockedScreen: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Locked in")
      Button("Leave") { dismiss() }
    }
    .navigationTitle("Locked")
    .navigationBarBackButtonHidden()
  }
}

/// A grid of rows and a full-width view, and two `ViewThatFits`.
struct GridAndFits: View {
  var body: some View {
    VStack {
      Grid {
        GridRow {
          Text("Name")
          Text("Score")
        }
        Divider()
        GridRow {
          Text("Ada")
          Text("12").gridCellColumns(1)
        }
      }
      ViewThatFits {
        Text("A very long label that certainly does not fit on one compact line")
        Text("Short label")
      }
      ViewThatFits(in: .vertical) {
        Text("Only choice")
      }
    }
  }
}

/// The selected recipe, published to the scene.
struct SelectedNoteKey: FocusedValueKey {
  typealias Value = String
}

/// A note being edited, published while its field is focused.
struct EditingNoteKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var selectedNote: String? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }

  var editingNote: String? {
    get { self[EditingNoteKey.self] }
    set { self[EditingNoteKey.self] = newValue }
  }
}

/// A scene value and a focus-scoped value, read elsewhere with `@FocusedValue`; keyboard-only API that never fires.
struct FocusedNotes: View {
  @State private var selected = "Groceries"
  @State private var draft = ""
  @FocusState private var isDrafting: Bool

  var body: some View {
    VStack {
      NoteStatus()
      Button("Select Trip") { selected = "Trip" }
      TextField("Draft", text: $draft)
        .focused($isDrafting)
        .focusedValue(\.editingNote, "draft \(draft)")
        .onKeyPress(.return) {
          print("key pressed")
          return .handled
        }
      Text("Hover me").onHover { _ in print("hovered") }.focusable()
    }
    .focusedSceneValue(\.selectedNote, selected)
  }
}

/// Reads the focused values.
struct NoteStatus: View {
  @FocusedValue(\.selectedNote) private var selected
  @FocusedValue(\.editingNote) private var editing
  @Environment(\.isFocused) private var isFocused
  @Environment(\.layoutDirection) private var direction

  var body: some View {
    Text("Selected \(selected ?? "none"), editing \(editing ?? "none"), focused \(isFocused), "
      + (direction == .leftToRight ? "ltr" : "rtl"))
  }
}

/// An app with commands: they change nothing on an iPhone.
struct CommandsApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Commands app").scenePadding()
    }
    .commands {
      SidebarCommands()
      CommandMenu("Recipe") { Button("Add") {} }
      CommandGroup(after: .newItem) { Button("New note") {} }
    }
  }
}

/// A row with a context menu, and a text with a long-press action.
struct HoldActions: View {
  @State private var log = "-"

  var body: some View {
    VStack {
      Text("Log \(log)")
      Text("Milk")
        .contextMenu {
          Button("Copy") { log = "copied" }
          Button("Share") { log = "shared" }
        }
      Text("Bread")
        .onLongPressGesture {
          log = "held"
        } onPressingChanged: { pressing in
          print("pressing \(pressing)")
        }
    }
  }
}
