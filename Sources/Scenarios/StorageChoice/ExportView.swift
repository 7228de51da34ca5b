import SwiftUI

//en The export screen: Export all notes hands the archive to the writer from a Task started on the main actor.
//zh 导出页：点「导出全部笔记」时，从主 actor 上启动的 Task 把归档交给 writer 去写。
struct ExportView: View {
  let archive: Data
  let writer: any ArchiveWriting
  @State private var isExported = false

  var body: some View {
    VStack {
      Button("Export all notes") {
        Task {
          try await writer.write(archive)
          isExported = true
        }
      }
      if isExported {
        Text("Exported")
      }
    }
  }
}
