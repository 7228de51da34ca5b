import SwiftUI

//en Prefetches the thumbnails of the first rows into the cache. The children return nothing, so a discarding task
//en group fits: it keeps no results and has no next(). withThrowingDiscardingTaskGroup cannot wait for someone to
//en read an error, so the first child that throws cancels the group and its other children at once, and the error
//en is rethrown when they have ended.
//zh 把前几行的缩略图预取进缓存。子任务什么也不返回，正适合丢弃结果的任务组：它不保留结果，也没有 next()。
//zh withThrowingDiscardingTaskGroup 没法等谁来读错误，所以第一个抛错的子任务会立刻取消整个任务组和其他子任务，
//zh 等它们都结束后再把错误抛出来。
struct PrefetchView: View {
  var ids = [1, 2, 3]
  @State private var cache = ThumbnailCache()
  @State private var failed = false

  var body: some View {
    NavigationStack {
      List {
        Text("Saved thumbnails: \(cache.saved.count)")
        if failed {
          Label("Prefetching stopped", systemImage: "exclamationmark.triangle")
        }
      }
      .navigationTitle("Prefetch")
    }
    .task {
      let cache = cache
      do {
        try await withThrowingDiscardingTaskGroup { group in
          for id in ids {
            group.addTask {
              let data = try await DashboardAPI.thumbnail(id)
              await cache.store(data, for: id)
            }
          }
        }
      } catch {
        failed = true
      }
    }
  }
}
