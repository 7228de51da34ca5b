//zh 第 17 课的头像，坑还在里面。AvatarLoader 像 AsyncImage 一样：每个主页新建一个，页面出现时 .task 调用 load(from:)。
//zh phase 是 "empty"（还没有图，页面转圈）、"avatar.png"（下载到的图）或 "failure"。
//zh AvatarServer 是练习提供的：image(at:) 要 300 ms，它的回答不许缓存（no-store），所以每次调用都是一次请求。
//zh 练习里用户在 0、600、1200 ms 打开主页，每次看 400 ms——每次都是新页面、新的 AvatarLoader。
//zh 请保留 AvatarLoader(url:)、load(from:) 和 phase：练习要用它们。
//en Lesson 17's avatar, with its pitfall. AvatarLoader works like AsyncImage: each profile page makes a new one,
//en and the page's .task calls load(from:) when it appears. phase is "empty" (no image yet: the page spins),
//en "avatar.png" (the downloaded image) or "failure". AvatarServer comes with the exercise: image(at:) takes 300 ms,
//en and its answers may not be cached (no-store), so every call is a request. In the exercise the user opens the
//en profile at 0, 600 and 1200 ms and looks for 400 ms each time — a new page and a new AvatarLoader every time.
//en Keep AvatarLoader(url:), load(from:) and phase: the exercise uses them.

/// The avatar of one profile page.
@MainActor
final class AvatarLoader {
  @Tracked("phase") var phase = "empty"
  let url: String

  init(url: String) {
    self.url = url
  }

  func load(from server: AvatarServer) async {
    do {
      phase = try await server.image(at: url)
    } catch {
      phase = "failure"
    }
  }
}
