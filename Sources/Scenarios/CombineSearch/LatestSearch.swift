import Combine
import SwiftUI

//en The same pipeline with one change: map turns each query into a request publisher, and switchToLatest
//en subscribes to the newest one only. When a newer request publisher arrives, switchToLatest cancels its
//en subscription to the previous one, and cancelling a data task publisher cancels its request.
//zh 同一条管道，只改了一处：map 把每个查询变成一个请求的发布者，switchToLatest 只订阅最新的那个。
//zh 新的请求发布者一到，switchToLatest 就取消对上一个的订阅；取消数据任务发布者的订阅，就取消了它的请求。
final class LatestSearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  private var subscriptions = Set<AnyCancellable>()

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .filter { !$0.isEmpty }
      .map { query in
        URLSession.shared.dataTaskPublisher(for: PackageCatalog.searchURL(query))
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

struct LatestSearch: View {
  @StateObject private var model = LatestSearchModel()

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
