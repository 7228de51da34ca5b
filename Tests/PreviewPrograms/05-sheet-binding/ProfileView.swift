// A sheet with a binding: tapping Edit at 100 ms presents the sheet (a box below the screen) whose editor holds a
// binding to the profile's @State; tapping "Use Grace" at 200 ms writes through the binding, so the screen under the
// sheet shows the new name at once; tapping Done at 300 ms dismisses the sheet (the editor disappears).
import SwiftUI

struct ProfileView: View {
  @State private var name = "Ada"
  @State private var editing = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Name: \(name)")
        Button("Edit") { editing = true }
      }
      .navigationTitle("Profile")
      .sheet(isPresented: $editing) {
        NameEditor(name: $name)
      }
    }
  }
}

struct NameEditor: View {
  @Binding var name: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Editing \(name)")
      Button("Use Grace") { name = "Grace" }
      Button("Done") { dismiss() }
    }
  }
}
