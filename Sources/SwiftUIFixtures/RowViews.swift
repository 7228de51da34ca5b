import SwiftUI

/// A grocery of the shopping lists below.
struct Grocery: Identifiable, Equatable {
  let id: Int
  var name: String
  var count: Int
}

/// A shopping list whose rows the user deletes: `onDelete` prints the offsets it gets, removes them and prints
/// what the model holds.
struct ShoppingList: View {
  @State private var items = [
    Grocery(id: 1, name: "Milk", count: 1), Grocery(id: 2, name: "Eggs", count: 12),
    Grocery(id: 3, name: "Milk", count: 2), Grocery(id: 4, name: "Bread", count: 1),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(items) { item in
          Text("\(item.name) ×\(item.count)")
        }
        .onDelete { offsets in
          print("onDelete \(Array(offsets))")
          items.remove(atOffsets: offsets)
          print("items " + items.map { "\($0.name) ×\($0.count)" }.joined(separator: ", "))
        }
      }
      .navigationTitle("Groceries")
    }
  }
}

/// 25 rows in a section of a list: deleting a row below the first screen gives its offset in the data.
struct LongShoppingList: View {
  @State private var rows = (0..<25).map { "Row \($0)" }

  var body: some View {
    List {
      Section("Items") {
        ForEach(rows, id: \.self) { row in
          Text(row)
        }
        .onDelete { offsets in
          print("onDelete \(Array(offsets))")
          rows.remove(atOffsets: offsets)
        }
      }
    }
  }
}

/// A mailbox: each row has trailing swipe actions (a destructive Delete first, then Flag) and a leading Unread that
/// a full swipe does not run; the `ForEach` has an `onDelete` too.
struct Inbox: View {
  @State private var messages = ["Lunch?", "Invoice", "Photos"]
  @State private var flagged: Set<String> = []
  @State private var unread: Set<String> = []

  var body: some View {
    List {
      ForEach(messages, id: \.self) { message in
        Text((flagged.contains(message) ? "⚑ " : "") + (unread.contains(message) ? "● " : "") + message)
          .swipeActions {
            Button(role: .destructive) {
              print("Delete \(message)")
              messages.removeAll { $0 == message }
            } label: {
              Label("Delete", systemImage: "trash")
            }
            Button("Flag") { flagged.insert(message) }
          }
          .swipeActions(edge: .leading, allowsFullSwipe: false) {
            Button("Unread") { unread.insert(message) }
          }
      }
      .onDelete { offsets in
        print("onDelete \(Array(offsets))")
        messages.remove(atOffsets: offsets)
      }
    }
  }
}

/// Rows that cannot be acted on: a `ForEach` with `onDelete` in a plain stack, and swipe actions outside a list.
struct NotAList: View {
  @State private var names = ["Ann", "Bob"]

  var body: some View {
    VStack {
      ForEach(names, id: \.self) { name in
        Text(name)
      }
      .onDelete { names.remove(atOffsets: $0) }
      Text("Carol").swipeActions { Button("Pin") {} }
    }
  }
}

/// A shopping list in Chinese, swiped to its Delete button.
struct ChineseShoppingList: View {
  @State private var items = ["牛奶", "鸡蛋"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        Text(item)
      }
      .onDelete { offsets in
        print("onDelete \(Array(offsets))")
        items.remove(atOffsets: offsets)
      }
    }
  }
}

/// Rows with swipe actions from three modifiers: two on the trailing edge around one on the leading edge.
struct Playlist: View {
  @State private var songs = ["Intro", "Outro"]

  var body: some View {
    List {
      ForEach(songs, id: \.self) { song in
        Text(song)
          .swipeActions { Button("Remove") { print("remove \(song)") } }
          .swipeActions(edge: .leading) { Button("Top") { print("top \(song)") } }
          .swipeActions(allowsFullSwipe: false) { Button("Share") { print("share \(song)") } }
      }
    }
  }
}

/// Mailboxes, of which the first cannot be deleted.
struct Mailboxes: View {
  @State private var boxes = ["Inbox", "Trash"]

  var body: some View {
    List {
      ForEach(boxes, id: \.self) { box in
        Text(box)
          .deleteDisabled(box == "Inbox")
      }
      .onDelete { boxes.remove(atOffsets: $0) }
    }
  }
}
