import AsyncSimulation
import SwiftUI

/// Fixtures of the app's own button, toggle and label styles (`ButtonStyle`, `PrimitiveButtonStyle`,
/// `ToggleStyle`, `LabelStyle`): the style's body is what is drawn.
enum ControlStyleFixtures {
  static let all: [SwiftUIFixture] = [
    SwiftUIFixture("control-styles", script: "tap Add @10ms; tap Confirm @20ms; tap Milk @30ms; tap Eggs @40ms; "
                     + "tap Save @50ms; tap Delete @60ms") { StyledControls() },
  ]
}

/// A `ButtonStyle`: the appearance changes, the interaction is a button's.
struct ArrowButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(configuration.isPressed ? "▶" : "▷")
      configuration.label
    }
  }
}

/// A `PrimitiveButtonStyle` that asks first: the label is drawn as text and the action runs from its Confirm button.
struct ConfirmingButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(configuration.role == .destructive ? "(destructive)" : "(plain)")
      Button("Confirm") { configuration.trigger() }
    }
  }
}

/// A `PrimitiveButtonStyle` that keeps the current style: `Button(configuration)` between two bars.
struct BarredButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("|")
      Button(configuration)
      Text("|")
    }
  }
}

/// A `ToggleStyle` drawn as a checklist button.
struct ChecklistStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
        configuration.label
      }
    }
  }
}

/// A `ToggleStyle` that keeps the current style: `Toggle(configuration)` after a mark.
struct MarkedToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("»")
      Toggle(configuration)
    }
  }
}

/// A `LabelStyle` that puts the icon after the title.
struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

struct StyledControls: View {
  @State private var added = 0
  @State private var deleted = 0
  @State private var saved = 0
  @State private var milk = false
  @State private var eggs = true

  var body: some View {
    VStack {
      Button("Add") { added += 1 }
        .buttonStyle(ArrowButtonStyle())
      Button("Delete", role: .destructive) { deleted += 1 }
        .buttonStyle(ConfirmingButtonStyle())
      Button("Save") { saved += 1 }
        .buttonStyle(BarredButtonStyle())
        .buttonStyle(ArrowButtonStyle())
      Toggle("Milk", isOn: $milk)
        .toggleStyle(ChecklistStyle())
      Toggle("Eggs", isOn: $eggs)
        .toggleStyle(MarkedToggleStyle())
      Label("Share", systemImage: "square.and.arrow.up")
        .labelStyle(TrailingIconLabelStyle())
      Label("Plain", systemImage: "star")
        .labelStyle(.titleOnly)
      Text("added \(added) deleted \(deleted) saved \(saved)")
    }
  }
}
