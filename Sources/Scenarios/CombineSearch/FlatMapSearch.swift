import Combine
import SwiftUI

//en The search as many Combine tutorials write it. The model publishes query; the pipeline waits for a
//en 300 ms pause in typing (debounce), skips an empty field, and turns each query that gets through into a
//en request publisher with flatMap, whose answer becomes results on the main queue.
//zh 很多 Combine 教程里的写法。模型发布 query；管道先等打字停顿 300 毫秒（debounce），跳过空输入，
//zh 再用 flatMap 把每个放行的查询变成一个请求的发布者，回答在主队列上写进 results。
final class FlatMapSearchModel: ObservableObject {
  @Published var query = ""
  @Published var results: [String] = []
  private var subscriptions = Set<AnyCancellable>()

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .filter { !$0.isEmpty }
      .flatMap { query in
        URLSession.shared.dataTaskPublisher(for: PackageCatalog.searchURL(query))
          .map(\.data)
          .decode(type: [String].self, decoder: JSONDecoder())
          .replaceError(with: [])
      }
      .receive(on: DispatchQueue.main)
      .sink { [weak self] results in
        self?.results = results
      }
      .store(in: &subscriptions)
  }
}

struct FlatMapSearch: View {
  @StateObject private var model = FlatMapSearchModel()

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
