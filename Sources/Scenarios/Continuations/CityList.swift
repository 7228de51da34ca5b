import SwiftUI

//en The app's first screen: the user's cities. Tapping one pushes its ForecastPage; going back pops the page, and
//en SwiftUI cancels the page's .task as the page disappears.
//zh App 的第一屏：用户的城市列表。点一个城市就推入它的 ForecastPage；返回时页面被弹出，
//zh 页面消失，SwiftUI 随之取消它的 .task。
struct CityList: View {
  let cities = ["Paris", "Atlantis"]
  //en The app's async face of the weather SDK (the app passes the wrapper it uses).
  //zh App 给天气 SDK 包的 async 接口（App 传入它用的那个包装）。
  let client: any ForecastLoading

  var body: some View {
    NavigationStack {
      List(cities, id: \.self) { city in
        NavigationLink(city, value: city)
      }
      .navigationTitle("Weather")
      .navigationDestination(for: String.self) { city in
        ForecastPage(city: city, client: client)
      }
    }
  }
}
