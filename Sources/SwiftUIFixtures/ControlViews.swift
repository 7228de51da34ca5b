import SwiftUI

/// Text fields, a secure field, a vertical field, a toggle and `.onSubmit` around them.
struct SignInForm: View {
  @State private var name = ""
  @State private var password = ""
  @State private var notes = "first line\nsecond line"
  @State private var remember = false
  @State private var submitted: [String] = []

  var body: some View {
    VStack {
      TextField("Name", text: $name, prompt: Text("Your name"))
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .onSubmit { submitted.append("name field") }
      SecureField("Password", text: $password)
      TextField("Notes", text: $notes, axis: .vertical)
        .submitScope()
      Toggle("Remember me", isOn: $remember)
      Toggle(isOn: $remember) { Label("Sync", systemImage: "icloud") }
        .disabled(name.isEmpty)
      Text("Submitted: \(submitted.joined(separator: ", "))")
    }
    .textFieldStyle(.roundedBorder)
    .submitLabel(.go)
    .onSubmit { submitted.append("form") }
  }
}

/// One field: `type` needs no `into`; a task writing the binding updates the field.
struct SingleField: View {
  @State private var query = ""

  var body: some View {
    TextField("Query", text: $query)
      .task {
        try? await Task.sleep(for: .milliseconds(50))
        query = "from a task"
      }
  }
}

/// The README's text field example (the README shows it without this comment).
struct NewsletterForm: View {
  @State private var email = ""
  @State private var weekly = true
  @State private var sent = false

  var body: some View {
    VStack {
      TextField("Email", text: $email, prompt: Text("you@example.com"))
        .keyboardType(.emailAddress)
        .onSubmit { sent = true }
      Toggle("Weekly digest", isOn: $weekly)
      if sent {
        Text("Subscribed \(email)")
      }
    }
  }
}

/// A stepper over a range, one with a step, one with closures (a nil decrement), labeled content.
struct OrderForm: View {
  @State private var count = 1
  @State private var weight = 0.5
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Stepper("Count: \(count)", value: $count, in: 1...3)
      Stepper(value: $weight, step: 0.25) { Text("Weight \(weight, specifier: "%.2f")") }
      Stepper("Log", onIncrement: { log.append("up") }, onDecrement: nil,
              onEditingChanged: { editing in log.append(editing ? "begin" : "end") })
      LabeledContent("Entries", value: "\(log.count)")
      LabeledContent("Last") { Text(log.last ?? "none") }
      LabeledContent("Total", value: Double(count) * weight, format: .number)
    }
  }
}

/// A disclosure group that keeps its own state and one bound to `@State`: the content exists while expanded.
struct FAQ: View {
  @State private var showsMore = true

  var body: some View {
    List {
      DisclosureGroup("Shipping") {
        LiveCounter()
      }
      DisclosureGroup("More", isExpanded: $showsMore) {
        Text("Returns within 30 days")
      }
      Button(showsMore ? "Hide more" : "Show more") { showsMore.toggle() }
    }
  }
}

/// Counts up every 100 ms while it exists: its task starts when it appears and is cancelled when it goes.
struct LiveCounter: View {
  @State private var ticks = 0

  var body: some View {
    Text("ticks \(ticks)")
      .task {
        while !Task.isCancelled {
          do { try await Task.sleep(for: .milliseconds(100)) } catch { return }
          ticks += 1
        }
      }
  }
}

/// The README's stepper example.
struct TicketCounter: View {
  @State private var tickets = 1

  var body: some View {
    VStack {
      Stepper("Tickets: \(tickets)", value: $tickets, in: 1...2)
      LabeledContent("Price", value: "\(tickets * 12) €")
    }
  }
}

/// The README's disclosure group example.
struct Delivery: View {
  @State private var eta = "…"

  var body: some View {
    DisclosureGroup("Delivery") {
      Text("Arrives \(eta)")
        .task {
          do {
            try await Task.sleep(for: .milliseconds(300))
          } catch {
            return
          }
          eta = "Tuesday"
        }
    }
  }
}

/// An ice cream flavor: its own id, so a `ForEach` over the cases tags each option with its case.
enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

/// Pickers in the three presentations, with implicit `ForEach` tags, a tag of the wrong type and an optional
/// selection.
struct FlavorPickers: View {
  @State private var flavor: Flavor = .chocolate
  @State private var size = "M"
  @State private var topping: Int?

  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized)
        }
      }
      Picker("Size", selection: $size) {
        Text("Small").tag("S")
        Text("Medium").tag("M")
        Text("Large").tag(3)
      }
      .pickerStyle(.segmented)
      Picker("Topping", selection: $topping) {
        Text("None").tag(Int?.none)
        Text("Nuts").tag(1)
        Text("Sprinkles").tag(2, includeOptional: false)
      }
      .pickerStyle(.inline)
      Text("\(flavor.rawValue) \(size) \(topping.map(String.init) ?? "none")")
    }
  }
}

/// A menu of buttons with a submenu, and a menu with a primary action.
struct SortMenu: View {
  @State private var order = "name"
  @State private var refreshed = 0

  var body: some View {
    VStack {
      Menu("Sort") {
        Button("By name") { order = "name" }
        Button("By date") { order = "date" }
        Divider()
        Menu("More") {
          Button("By size") { order = "size" }
        }
      }
      Menu("Refresh") {
        Button("Settings…") {}
      } primaryAction: {
        refreshed += 1
      }
      Text("order \(order), refreshed \(refreshed)")
    }
  }
}

/// Tabs of the iOS 18 API with a selection binding: the inbox counts while it is shown.
struct MailTabs: View {
  enum Section: Hashable {
    case inbox, settings
  }

  @State private var section = Section.inbox

  var body: some View {
    TabView(selection: $section) {
      Tab("Inbox", systemImage: "tray", value: .inbox) {
        LiveCounter()
      }
      Tab("Settings", systemImage: "gear", value: Section.settings) {
        TabTapCounter()
      }
    }
  }
}

/// A button that counts its taps (state that must survive a tab switch).
struct TabTapCounter: View {
  @State private var taps = 0

  var body: some View {
    Button("Taps \(taps)") { taps += 1 }
  }
}

/// Tabs of the older API, `.tabItem` and `.tag`, with a binding; one tab's tag has another type.
struct ItemTabs: View {
  @State private var selected = 1

  var body: some View {
    TabView(selection: $selected) {
      Text("Home screen")
        .tabItem { Label("Home", systemImage: "house") }
        .tag(1)
      TabTapCounter()
        .tabItem { Text("Count") }
        .tag(2)
      Text("Never shown")
        .tabItem { Text("Wrong") }
        .tag("three")
    }
  }
}

/// A tab view without a selection: it keeps its own, the first tab at first.
struct OwnTabs: View {
  var body: some View {
    TabView {
      Text("First page").tabItem { Text("One") }
      TabTapCounter().tabItem { Text("Two") }
    }
    .tabViewStyle(.automatic)
  }
}
