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
