/// How a `data` event reads: a SwiftData context's text is shown after `SwiftData`; a Core Data context's text
/// already starts with `CoreData ` (the two frameworks share the event kind, see docs/trace-format.md).
enum DataEventText {
  static func label(_ text: String?) -> String {
    let text = text ?? ""
    return text.hasPrefix("CoreData ") ? text : "SwiftData " + text
  }
}
