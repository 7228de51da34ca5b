import SwiftUI

/// A list that pushes a detail by value and an about screen by destination; prints its lifecycle.
struct ArticleList: View {
  @State private var taps = 0

  var body: some View {
    NavigationStack {
      List {
        Button("Taps \(taps)") { taps += 1 }
        NavigationLink("Swift", value: "swift")
        NavigationLink("About") { AboutScreen() }
      }
      .navigationTitle("Articles")
      .navigationDestination(for: String.self) { topic in ArticleDetail(topic: topic) }
      .onAppear { print("list appeared") }
      .onDisappear { print("list disappeared") }
      .task {
        do {
          try await Task.sleep(for: .seconds(10))
          print("list task finished")
        } catch {
          print("list task cancelled")
        }
      }
    }
  }
}

/// A pushed detail with state of its own and a task.
struct ArticleDetail: View {
  let topic: String
  @State private var likes = 0

  var body: some View {
    VStack {
      Text("About \(topic)")
      Button("Likes \(likes)") { likes += 1 }
    }
    .navigationTitle(topic)
    .onAppear { print("\(topic) appeared") }
    .onDisappear { print("\(topic) disappeared") }
    .task {
      do {
        try await Task.sleep(for: .seconds(10))
        print("\(topic) task finished")
      } catch {
        print("\(topic) task cancelled")
      }
    }
  }
}

/// A screen without a title, pushed by a destination link.
struct AboutScreen: View {
  var body: some View {
    Text("asyncplay")
      .onAppear { print("about appeared") }
      .onDisappear { print("about disappeared") }
  }
}

/// A stack bound to a typed path, starting one screen deep; screens push and pop by changing the path.
struct NumberPath: View {
  @State private var path: [Int] = [1]

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Deep") { path = [1, 2, 3] }
        NavigationLink("One", value: 1)
      }
      .navigationTitle("Numbers")
      .navigationDestination(for: Int.self) { number in NumberScreen(number: number, path: $path) }
    }
  }
}

/// One number's screen: a link to the next, a button that clears the path.
struct NumberScreen: View {
  let number: Int
  @Binding var path: [Int]

  var body: some View {
    VStack {
      Text("Number \(number)")
      NavigationLink("Next", value: number + 1)
      Button("Home") { path.removeAll() }
    }
    .navigationTitle("N\(number)")
  }
}

/// A `NavigationPath` pushed from code, a link whose value has no destination, a disabled link, a link outside any
/// stack.
struct RoutedAndUnrouted: View {
  @State private var path = NavigationPath()

  var body: some View {
    VStack {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink("Number", value: 5)
          NavigationLink("Word", value: "w")
          Button("Push 7") { path.append(7) }
          NavigationLink("Locked", value: 9).disabled(true)
        }
        .navigationDestination(for: Int.self) { number in NumberDetail(number: number) }
      }
      NavigationLink("Outside", value: 1)
    }
  }
}

/// A pushed screen that pops itself with `\.dismiss`.
struct NumberDetail: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("number \(number)")
      Button("Done") { dismiss() }
    }
  }
}
