// Detail pushed and popped: tapping Ada at 100 ms pushes her detail, whose .task loads her phone number (300 ms).
// Back at 200 ms pops it: the detail disappears and its task is cancelled mid-request (the request ends cancelled).
// Tapping Grace at 500 ms pushes a new detail that loads from scratch and shows her number at 800 ms.
import SwiftUI

struct Contact: Hashable {
  let id: Int
  let name: String
}

struct ContactsView: View {
  let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]

  var body: some View {
    NavigationStack {
      List(contacts, id: \.id) { contact in
        NavigationLink(contact.name, value: contact)
      }
      .navigationTitle("Contacts")
      .navigationDestination(for: Contact.self) { contact in
        ContactDetail(contact: contact)
      }
    }
  }
}

struct ContactDetail: View {
  let contact: Contact
  @State private var phone = "…"

  var body: some View {
    Text("Phone: \(phone)")
      .navigationTitle(contact.name)
      .task {
        do {
          let url = URL(string: "https://api.example.com/contacts/\(contact.id)/phone")!
          let (data, _) = try await URLSession.shared.data(from: url)
          phone = String(decoding: data, as: UTF8.self)
        } catch {
          // Popped before the answer came: nothing to show.
        }
      }
  }
}
