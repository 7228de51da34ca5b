import SwiftUI

/// A list whose row closure is the only reader of `marked`: a change must make the rows again.
struct RowReadsState: View {
  @State private var marked = 0

  var body: some View {
    VStack {
      Button("Next") { marked += 1 }
      List(0..<3, id: \.self) { row in
        Text(row == marked ? "Row \(row) ◀" : "Row \(row)")
      }
    }
  }
}

/// A model whose `selected` only the rows of a `ForEach` read.
@Observable final class RowSelection {
  var selected = "b"
}

/// A `ForEach` whose row closure is the only reader of an `@Observable` property.
struct RowReadsModel: View {
  @State private var selection = RowSelection()

  var body: some View {
    VStack {
      Button("Pick a") { selection.selected = "a" }
      ForEach(["a", "b"], id: \.self) { name in
        Text(name == selection.selected ? "\(name) ✓" : name)
      }
    }
  }
}

/// A post of a feed, printed as the app's code would print it.
struct FeedPost: Identifiable, Equatable {
  let id: Int
  let title: String
  var kind = Kind.draft

  enum Kind: Equatable { case draft, live }
}

/// `onAppear` sets state: its `state` event comes after `FeedOnAppear appears`.
struct FeedOnAppear: View {
  @State private var posts: [FeedPost] = []

  var body: some View {
    List(posts) { Text($0.title) }
      .onAppear { posts = [FeedPost(id: 1, title: "First \"post\" Swift.Int")] }
  }
}

/// A view holding a child view: the parent's appear event comes first, each before its own actions.
struct NestedAppear: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      NestedAppearChild()
    }
    .onAppear { count = 1 }
  }
}

/// The child of ``NestedAppear``.
struct NestedAppearChild: View {
  @State private var seen = false

  var body: some View {
    Text(seen ? "seen" : "unseen")
      .onAppear { seen = true }
  }
}

/// A model whose `page` a `.task(id:)` follows.
@Observable final class PageModel {
  var page = 0
}

/// `.task(id: model.page)`: a restart names `model.page`.
struct PagedLoader: View {
  @State private var model = PageModel()

  var body: some View {
    Button("Next") { model.page += 1 }
      .task(id: model.page) {
        do { try await Task.sleep(for: .seconds(1)) } catch { return }
      }
  }
}

/// `.task(id: first)` where `second` holds the same value after the tap: the restart cannot say which.
struct AmbiguousID: View {
  @State private var first = 0
  @State private var second = 0

  var body: some View {
    Button("Both") {
      first = 1
      second = 1
    }
    .task(id: first) {
      do { try await Task.sleep(for: .seconds(1)) } catch { return }
    }
  }
}

/// A sheet whose content runs a `.task`: dismissing the sheet cancels it.
struct SheetWithTask: View {
  @State private var editing = false

  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) { SheetLoader() }
  }
}

/// The content of ``SheetWithTask``'s sheet.
struct SheetLoader: View {
  var body: some View {
    Text("Loading…")
      .task {
        do {
          try await Task.sleep(for: .seconds(5))
        } catch {
          print("sheet task cancelled")
        }
      }
  }
}
