import SwiftUI

//en Isolated to the main actor, like the view that calls it: the 5 MB write runs on the main thread, which draws
//en nothing until it is done.
//zh 隔离在主 actor 上，和调用它的视图一样：5 MB 的写入在主线程上进行，写完之前主线程什么也画不了。
@MainActor
struct MainActorArchiveWriter: ArchiveWriting {
  let disk: DeviceDisk

  func write(_ archive: Data) throws {
    try disk.write(archive, to: URL.documentsDirectory.appendingPathComponent("notes-archive.json"))
  }
}
