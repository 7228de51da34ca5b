import AsyncSimulation
import Foundation
import SwiftUI

/// A slider with a label, value labels, a step and editing callbacks, and an unlabelled one.
struct Mixer: View {
  @State private var volume = 0.5
  @State private var balance = 0.0
  @State private var edits: [String] = []

  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...1, step: 0.25) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      } onEditingChanged: { editing in
        edits.append(editing ? "begin" : "end")
      }
      Slider(value: $balance, in: -10...10)
      Text("Edits: " + edits.joined(separator: ","))
    }
  }
}

/// Date pickers of a day (bounded below), a time, and both.
struct DueDateForm: View {
  @State private var due = Date(timeIntervalSince1970: 1_777_000_000)  // 2026-04-24 03:06:40 UTC
  @State private var alarm = Date(timeIntervalSince1970: 0)

  var body: some View {
    VStack {
      DatePicker("Due", selection: $due, in: Date(timeIntervalSince1970: 1_767_225_600)...,
                 displayedComponents: .date)
      DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
      DatePicker(selection: $due) { Text("When") }
    }
  }
}

/// A colour picker and two share links.
struct ShareCard: View {
  @State private var tint = Color.blue

  var body: some View {
    VStack {
      ColorPicker("Tint", selection: $tint)
      ShareLink(item: URL(string: "https://example.com/poster.jpg")!)
      ShareLink("Send", item: "Dune", subject: Text("A book"), message: Text("Read it"))
    }
  }
}

/// A text editor named by its accessibility label, beside a text field.
struct ReviewForm: View {
  @State private var title = ""
  @State private var review = ""

  var body: some View {
    VStack {
      TextField("Title", text: $title)
      TextEditor(text: $review).accessibilityLabel("Review")
      Text("\(review.split(separator: "\n").count) lines")
    }
  }
}

/// Haptics on a trigger, placeholder redaction with an unredacted part, and the reasons read from the environment.
struct DiceRoll: View {
  @State private var rolls = 0
  @State private var loading = true

  var body: some View {
    VStack {
      Text("Rolled \(rolls)").sensoryFeedback(.selection, trigger: rolls)
      Text("Even").sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: rolls) { _, new in
        new % 2 == 0
      }
      Text("Big").sensoryFeedback(trigger: rolls) { _, new in new > 2 ? .success : nil }
      Button("Roll") { rolls += 1 }
      VStack {
        Text("Result pending")
        Text("Always shown").unredacted()
        Image(systemName: "star")
      }
      .redacted(reason: loading ? .placeholder : [])
      RedactionReader().redacted(reason: .privacy)
      Button("Done") { loading = false }
    }
  }
}

/// Reads `\.redactionReasons`.
struct RedactionReader: View {
  @Environment(\.redactionReasons) private var reasons

  var body: some View { Text("privacy: \(reasons.contains(.privacy)), placeholder: \(reasons.contains(.placeholder))") }
}

/// A hidden button and a hidden view with a task, and a button that takes no touches.
struct HiddenControls: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps \(taps)")
      Button("Secret") { taps += 100 }.hidden()
      HiddenTicker().hidden()
      Button("Frozen") { taps += 10 }.allowsHitTesting(false)
      Button("Tap") { taps += 1 }.allowsHitTesting(true)
    }
  }
}

/// A view whose appearance and task show it is kept while hidden.
struct HiddenTicker: View {
  @State private var ticks = 0

  var body: some View {
    Text("ticks \(ticks)")
      .onAppear { print("hidden ticker appeared") }
      .task {
        try? await Task.sleep(for: .milliseconds(15))
        ticks += 1
        print("hidden ticker ticked \(ticks)")
      }
  }
}
