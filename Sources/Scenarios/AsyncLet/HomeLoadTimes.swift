import SwiftUI

//en A home screen that loads its three sections twice and times each pass with ContinuousClock: first awaiting one
//en request after the other, then starting all three with async let and awaiting them together.
//zh 一个首页，把三块内容加载两遍，每一遍都用 ContinuousClock 计时：第一遍一个接一个地 await，
//zh 第二遍用 async let 把三个请求一起启动、一起等待。
struct HomeLoadTimes: View {
  @State private var sections: [String] = []
  @State private var oneByOne: Duration?
  @State private var together: Duration?
  @State private var failed = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(sections, id: \.self) { section in
          Text(section)
        }
        if let oneByOne {
          Text("One by one: \(seconds(oneByOne), specifier: "%.1f") s")
        }
        if let together {
          Text("Together: \(seconds(together), specifier: "%.1f") s")
        }
        if failed {
          Text("Couldn't load the home screen")
        }
      }
      .navigationTitle("Home")
    }
    .task {
      let clock = ContinuousClock()
      do {
        oneByOne = try await clock.measure {
          let weather = try await HomeAPI.weather()
          let news = try await HomeAPI.news()
          let stocks = try await HomeAPI.stocks()
          sections = [weather, news, stocks]
        }
        together = try await clock.measure {
          async let weather = HomeAPI.weather()
          async let news = HomeAPI.news()
          async let stocks = HomeAPI.stocks()
          sections = try await [weather, news, stocks]
        }
      } catch {
        failed = true
      }
    }
  }

  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
