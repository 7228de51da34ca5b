import SwiftUI

//en Images already downloaded, by URL. It belongs to the app, not to a page: a page that goes takes nothing with it.
//en A page reads it once, as it is drawn, so it need not be observable.
//zh 下载过的图片，按 URL 存放。它属于 App，不属于某个页面：页面走了，缓存还在。
//zh 页面只在绘制时读它一次，所以它不必是可观察的。
@MainActor
final class ImageCache {
  private var images: [URL: Image] = [:]

  subscript(url: URL) -> Image? {
    get { images[url] }
    set { images[url] = newValue }
  }
}
