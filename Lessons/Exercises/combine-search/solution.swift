import Combine
import SwiftUI

//zh 第 23 课的搜索页，flatMap 的写法。用户 0 ms 输入 sw，停一下，400 ms 改成 swift。
//zh sw 的请求要 700 ms，swift 的只要 200 ms：swift 的结果 900 ms 到，sw 的 1000 ms 才到，把它盖掉了。
//zh 改好它：列表最后要是 swift 的结果，而且 sw 的请求被取消，不要让它白白跑完。
//zh 可以留在 Combine 里改管道，也可以换成 .task(id:)。请保留 PackageSearch 和 PackageSearch()：练习要显示它。
//en Lesson 23's search screen, the flatMap way. The user types sw at 0 ms, pauses, and changes it to swift at
//en 400 ms. sw's request takes 700 ms and swift's only 200 ms, so swift's results arrive at 900 ms and sw's at
//en 1000 ms, covering them. Fix it: the list must end with swift's results, and sw's request must be cancelled
//en rather than run to the end for nothing. You may fix the pipeline and stay with Combine, or use .task(id:).
//en Keep PackageSearch and PackageSearch(): the exercise shows it.

final class PackageSearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  private var subscriptions = Set<AnyCancellable>()

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .filter { !$0.isEmpty }
      //zh map 加 switchToLatest：新的请求发布者一到，就取消对旧请求的订阅，旧请求随之被取消。
      //en map then switchToLatest: when a new request publisher arrives, the subscription to the old one is
      //en cancelled, and so is the old request.
      .map { query in
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://packages.example.com/search?q=\(query)")!)
          .map(\.data)
          .decode(type: [String].self, decoder: JSONDecoder())
          .replaceError(with: [])
      }
      .switchToLatest()
      .receive(on: DispatchQueue.main)
      .sink { [weak self] results in
        self?.results = results
      }
      .store(in: &subscriptions)
  }
}

struct PackageSearch: View {
  @StateObject private var model = PackageSearchModel()

  var body: some View {
    NavigationStack {
      List(model.results, id: \.self) { name in
        Text(name)
      }
      .navigationTitle("Packages")
      .searchable(text: $model.query, prompt: "Search packages")
    }
  }
}
