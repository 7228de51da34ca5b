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
