import AsyncSimulation
import SwiftUI

/// A login form that moves focus as real ones do: `@FocusState` of an enum, `.focused(_:equals:)`, `.onSubmit`
/// moving focus on, a Bool focus state on a third field, and code that sets focus.
struct FocusLoginForm: View {
  enum Field: Hashable { case email, password }
  @State private var email = ""
  @State private var password = ""
  @State private var notes = ""
  @State private var log: [String] = []
  @FocusState private var focused: Field?
  @FocusState private var notesFocused: Bool

  var body: some View {
    VStack {
      TextField("Email", text: $email)
        .focused($focused, equals: .email)
        .onSubmit { focused = .password }
      SecureField("Password", text: $password)
        .focused($focused, equals: .password)
        .onSubmit { log.append("sign in") }
      TextField("Notes", text: $notes)
        .focused($notesFocused)
      Button("Clear") {
        email = ""
        focused = .email
      }
      Button("Done") { notesFocused = false }
      Text("Log: \(log.joined(separator: ","))")
    }
    .onAppear { focused = .email }
  }
}

/// An iOS 13 tutorial's app: `NavigationView`, `navigationBarTitle`, `navigationBarItems`, `Section(header:footer:)`,
/// `NavigationLink(destination:)`, `presentationMode`, the legacy `Alert` with `.alert(isPresented:)` and
/// `.alert(item:)`.
struct LegacyTeamList: View {
  struct Person: Identifiable, Hashable {
    let id: Int
    let name: String
  }
  @State private var people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
  @State private var confirmingReset = false
  @State private var selected: Person?
  @State private var log: [String] = []

  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Team"), footer: Text("\(people.count) people")) {
          ForEach(people) { person in
            NavigationLink(destination: LegacyPersonDetail(person: person.name)) { Text(person.name) }
          }
        }
        Button("Who is first?") { selected = people.first }
        Text("Log: \(log.joined(separator: ","))")
      }
      .navigationBarTitle("People", displayMode: .inline)
      .navigationBarItems(trailing: Button("Reset") { confirmingReset = true })
      .alert(isPresented: $confirmingReset) {
        Alert(title: Text("Reset the team?"), message: Text("Everyone goes."),
              primaryButton: .destructive(Text("Reset")) { people = [] },
              secondaryButton: .cancel { log.append("kept") })
      }
      .alert(item: $selected) { person in
        Alert(title: Text(person.name))
      }
    }
    .navigationViewStyle(.stack)
  }
}

/// A pushed screen that closes itself with the deprecated `presentationMode`.
struct LegacyPersonDetail: View {
  let person: String
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    VStack {
      Text("Presented: \(presentationMode.wrappedValue.isPresented ? "yes" : "no")")
      Button("Close") { presentationMode.wrappedValue.dismiss() }
    }
    .navigationTitle(person)
  }
}

/// Purely visual API (fonts, colours, shapes, animation curves, bars, size classes) and `Text` styling that
/// concatenates; what it shows in text is its words only.
struct StyledProfile: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @Environment(\.presentationMode) private var presentationMode
  @State private var likes = 0

  var body: some View {
    VStack {
      Text("Hello, ").bold() + Text("Ada").italic().foregroundColor(.red)
        + Text("!").font(.custom("Avenir", size: 18)).fontWeight(.heavy).underline()
      Text(sizeClass == .compact ? "compact width" : "regular width")
      Text(verticalSizeClass == .regular ? "regular height" : "compact height")
      Text("presented: \(presentationMode.wrappedValue.isPresented ? "yes" : "no")")
      ZStack {
        RoundedRectangle(cornerRadius: 8, style: .continuous).strokeBorder(Color.blue, lineWidth: 2)
        Circle().strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [2]))
        LinearGradient(colors: [.mint, .indigo], startPoint: .top, endPoint: .bottom)
        Text("Likes: \(likes)")
          .font(.custom("Avenir-Heavy", size: 24, relativeTo: .title))
          .minimumScaleFactor(0.5)
          .textSelection(.enabled)
      }
      .background(.ultraThinMaterial)
      Button {
        withAnimation(.easeOut(duration: 0.3).delay(0.1)) { likes += 1 }
      } label: {
        Image(systemName: "heart").symbolEffect(.bounce, value: likes)
      }
      .controlSize(.large)
      .animation(.spring(response: 0.4, dampingFraction: 0.6), value: likes)
    }
    .statusBar(hidden: true)
    .autocapitalization(.none)
    .listRowInsets(EdgeInsets())
    .previewLayout(.sizeThatFits)
  }
}

/// Badges on list rows and on a tab.
struct BadgedTabs: View {
  var body: some View {
    TabView {
      List {
        Text("Inbox").badge(3)
        Text("Drafts").badge(0)
        Text("Flagged").badge("new")
      }
      .tabItem { Label("Mail", systemImage: "envelope") }
      .badge(5)
      Text("Settings").badge(2)
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

/// `@Environment(\.openURL)` with the system's action and with a handler of the app's.
struct LinkOpener: View {
  @Environment(\.openURL) private var openURL
  @State private var accepted: [String] = []
  @AppStorage("avatar") private var avatar: Data?

  var body: some View {
    VStack {
      Button("Docs") { openURL(URL(string: "https://developer.apple.com/documentation/swiftui")!) }
      Button("Save avatar") { avatar = Data([1, 2, 3]) }
      Button("Forget avatar") { avatar = nil }
      Text("Avatar: \(avatar.map { "\($0.count) bytes" } ?? "none")")
      InAppLinks(accepted: $accepted)
        .environment(\.openURL, OpenURLAction { url in
          url.host == "example.com" ? .handled : url.scheme == "mailto" ? .discarded : .systemAction
        })
    }
  }
}

/// Links opened through a handler of the app's.
struct InAppLinks: View {
  @Environment(\.openURL) private var openURL
  @Binding var accepted: [String]

  var body: some View {
    VStack {
      Button("Example") {
        openURL(URL(string: "https://example.com/a")!) { accepted.append("example \($0)") }
      }
      Button("Mail") { openURL(URL(string: "mailto:a@example.com")!) { accepted.append("mail \($0)") } }
      Button("Swift") { openURL(URL(string: "https://swift.org")!) { accepted.append("swift \($0)") } }
      Text("Accepted: \(accepted.joined(separator: ", "))")
    }
  }
}

/// A `PreviewProvider`, as tutorials write previews before `#Preview`.
struct StyledProfile_Previews: PreviewProvider {
  static var previews: some View {
    StyledProfile()
      .previewDevice("iPhone 15 Pro")
      .previewDisplayName("Profile")
      .previewLayout(.fixed(width: 375, height: 300))
  }
}

/// Rows and buttons tapped by the text their code wrote: a row of a status dot and a name, image-only buttons (by
/// symbol name, by accessibility label), an image-only menu.
struct TapNames: View {
  @State private var log: [String] = []

  var body: some View {
    NavigationStack {
      List {
        ForEach(["Ada", "Grace"], id: \.self) { name in
          NavigationLink(value: name) {
            HStack {
              Text("🟢")
              Text(name)
            }
          }
        }
        Button { log.append("plus") } label: { Image(systemName: "plus") }
        Button { log.append("add") } label: { Image(systemName: "plus.circle") }
          .accessibilityLabel("Add person")
        Menu {
          Button("Sort") { log.append("sort") }
        } label: {
          Image(systemName: "ellipsis.circle")
        }
        Text("Log: \(log.joined(separator: ","))")
      }
      .navigationDestination(for: String.self) { Text("Hello, \($0)") }
    }
  }
}

/// `navigationDestination(isPresented:)`: a button sets the flag, `back` clears it, code clears it.
struct PresentedDestination: View {
  @State private var showingDetail = false
  @State private var log: [String] = []

  var body: some View {
    NavigationStack {
      VStack {
        Button("Show detail") { showingDetail = true }
        Text("Log: \(log.joined(separator: ","))")
      }
      .navigationTitle("Home")
      .navigationDestination(isPresented: $showingDetail) {
        DetailPage(close: { showingDetail = false })
      }
      .onChange(of: showingDetail) { _, shown in log.append(shown ? "shown" : "hidden") }
    }
  }
}

/// The page `PresentedDestination` pushes.
struct DetailPage: View {
  let close: () -> Void

  var body: some View {
    Button("Close") { close() }
      .navigationTitle("Detail")
      .onAppear { TraceLog.print("detail appears") }
      .onDisappear { TraceLog.print("detail disappears") }
  }
}

/// Grids as rows of cells, and a `GeometryReader` with a compact iPhone's size.
struct PhotoGrid: View {
  let columns = [GridItem(.adaptive(minimum: 80))]
  let fixed = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible())]

  var body: some View {
    ScrollView {
      GeometryReader { proxy in
        Text("width \(Int(proxy.size.width)), height \(Int(proxy.size.height)), third \(Int(proxy.size.width / 3))")
      }
      LazyVGrid(columns: fixed) {
        ForEach(1...5, id: \.self) { Text("F\($0)") }
      }
      LazyVGrid(columns: columns, spacing: 10) {
        ForEach(1...45, id: \.self) { number in
          Text("P\(number)").onAppear { if number > 38 { TraceLog.print("P\(number) appears") } }
        }
      }
      LazyHGrid(rows: [GridItem(), GridItem()]) {
        ForEach(["a", "b", "c", "d", "e"], id: \.self) { Text($0) }
      }
    }
  }
}

/// `ScrollViewReader`: a button scrolls a long list to a row, another to the top with an anchor.
struct ChatScroller: View {
  let messages = (1...30).map { "Message \($0)" }

  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        HStack {
          Button("Latest") { proxy.scrollTo("Message 30") }
          Button("Top") { proxy.scrollTo("Message 1", anchor: .top) }
          Button("Middle") { proxy.scrollTo("Message 15", anchor: .center) }
        }
        List(messages, id: \.self) { message in
          Text(message)
        }
      }
    }
  }
}

/// Edit mode: `EditButton`, `onDelete` and `onMove` rows, a list with a selection of several values.
struct GroceryEditor: View {
  @State private var items = ["Milk", "Eggs", "Bread", "Tea"]
  @State private var picked: Set<String> = []

  var body: some View {
    NavigationStack {
      List(selection: $picked) {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationTitle("Groceries")
      .toolbar { EditButton() }
    }
  }
}

/// A list with a selection of one value, and a list of bindings: `ForEach($chores) { $chore in … }`.
struct ChoreBoard: View {
  struct Chore: Identifiable {
    let id: Int
    var title: String
    var done: Bool
  }
  @State private var chores = [Chore(id: 1, title: "Dishes", done: false), Chore(id: 2, title: "Laundry", done: true)]
  @State private var favourite: Int?

  var body: some View {
    VStack {
      List($chores) { $chore in
        Toggle(chore.title, isOn: $chore.done)
      }
      List(chores, selection: $favourite) { chore in
        Text(chore.title)
      }
      Text("Done: \(chores.filter(\.done).count), favourite: \(favourite.map(String.init) ?? "none")")
    }
  }
}

/// Fields of formatted values (HWS WeSplit's shape), a button with a system image, the scene phase, a text case.
struct SplitBill: View {
  @State private var amount = 0.0
  @State private var people = 2
  @State private var guess: Int?
  @State private var splits = 0
  @Environment(\.scenePhase) private var phase

  var body: some View {
    VStack {
      TextField("Amount", value: $amount, format: .number)
      TextField("People", value: $people, format: .number)
      TextField("Guess", value: $guess, format: .number, prompt: Text("a number"))
      Text("Each: \(String(format: "%.2f", amount / Double(max(people, 1)))), guess: \(guess.map(String.init) ?? "none")")
      Button("Split", systemImage: "divide") { splits += 1 }
      Text("Splits: \(splits), phase: \(phase == .active ? "active" : "not active")").textCase(.uppercase)
      Image(decorative: "receipt")
    }
  }
}

/// Search suggestions that complete the query (iOS 16's `.searchSuggestions` + `.searchCompletion`), the search
/// field in the navigation bar's drawer, and a `Link`.
struct FruitSearch: View {
  @State private var query = ""
  let fruits = ["apple", "apricot", "banana"]

  var body: some View {
    VStack {
      NavigationStack {
        List(fruits.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { fruit in
          Button(fruit) { TraceLog.print("picked \(fruit)") }
        }
        .navigationTitle("Fruit")
        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find fruit")
        .searchSuggestions {
          ForEach(fruits.filter { !query.isEmpty && $0.hasPrefix(query) && $0 != query }, id: \.self) { fruit in
            Label(fruit, systemImage: "magnifyingglass").searchCompletion(fruit)
          }
        }
      }
      Link("Docs", destination: URL(string: "https://example.com/fruit")!)
    }
  }
}

/// `List(_:selection:rowContent:)` over a range: one row selected by a tap; a `Set` of rows in edit mode.
struct RangeSelection: View {
  @State private var one: Int?
  @State private var many: Set<Int> = []

  var body: some View {
    VStack {
      List(0..<3, selection: $one) { Text("Row \($0)") }
      EditButton()
      List(0..<2, selection: $many) { Text("Item \($0)") }
      Text("one: \(one.map(String.init) ?? "none"), many: \(many.sorted())")
    }
  }
}

/// `@SceneStorage`: two views share a key, and the value outlives the view that wrote it.
struct SceneNotes: View {
  @State private var showEditor = true

  var body: some View {
    VStack {
      if showEditor { NoteEditor() }
      Button(showEditor ? "Hide" : "Show") { showEditor.toggle() }
      NotePreview()
    }
  }
}

/// The editor of `SceneNotes`.
struct NoteEditor: View {
  @SceneStorage("draft") private var draft = ""

  var body: some View { TextField("Draft", text: $draft) }
}

/// The preview of `SceneNotes`.
struct NotePreview: View {
  @SceneStorage("draft") private var draft = ""
  @SceneStorage("opened") private var opened: Int?

  var body: some View { Text("Preview: \(draft), opened: \(opened.map(String.init) ?? "never")") }
}
