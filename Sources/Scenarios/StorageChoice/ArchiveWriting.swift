import SwiftUI

//en Writes the export file. Data.write(to:) is synchronous: it holds the thread it runs on until the file is on
//en disk. Where it runs is the conformer's isolation: MainActorArchiveWriter on the main actor, ArchiveWriter on
//en an actor of its own.
//zh 写导出文件。Data.write(to:) 是同步的：它在哪个线程上运行，就占住那个线程，直到文件写到磁盘上。
//zh 它在哪里运行，取决于实现的隔离：MainActorArchiveWriter 在主 actor 上，ArchiveWriter 在它自己的 actor 上。
protocol ArchiveWriting: Sendable {
  func write(_ archive: Data) async throws
}
