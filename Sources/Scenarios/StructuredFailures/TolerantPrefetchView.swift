import SwiftUI

//en The same prefetch with withDiscardingTaskGroup: its children cannot throw, so each handles its own failure, and
//en one missing thumbnail stops nothing else.
//zh 同样的预取，改用 withDiscardingTaskGroup：它的子任务不能抛错，所以每个子任务自己处理失败，
//zh 少了一张缩略图也不会让别的停下。
struct TolerantPrefetchView: View {
  var ids = [1, 2, 3]
  @State private var cache = ThumbnailCache()

  var body: some View {
    NavigationStack {
      List {
        Text("Saved thumbnails: \(cache.saved.count)")
        ForEach(cache.missing, id: \.self) { id in
          Label("Thumbnail \(id) is missing", systemImage: "photo.badge.exclamationmark")
        }
      }
      .navigationTitle("Prefetch")
    }
    .task {
      let cache = cache
      await withDiscardingTaskGroup { group in
        for id in ids {
          group.addTask {
            do {
              let data = try await DashboardAPI.thumbnail(id)
              await cache.store(data, for: id)
            } catch {
              await cache.markMissing(id)
            }
          }
        }
      }
    }
  }
}
