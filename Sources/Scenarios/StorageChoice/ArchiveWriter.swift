import SwiftUI

//en An actor of its own: the write holds one of the pool's threads, and the main actor stays free to draw.
//zh 一个独立的 actor：写入占住的是线程池里的一个线程，主 actor 空出来继续画界面。
actor ArchiveWriter: ArchiveWriting {
  let disk: DeviceDisk

  init(disk: DeviceDisk) {
    self.disk = disk
  }

  func write(_ archive: Data) throws {
    try disk.write(archive, to: URL.documentsDirectory.appendingPathComponent("notes-archive.json"))
  }
}
