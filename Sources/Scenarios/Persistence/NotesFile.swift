import SwiftUI

//en notes.json, the notes as a JSON array of strings, on the app's disk. Reading is the same for every way of
//en writing; what differs is write(_:).
//zh notes.json：笔记存成一个字符串的 JSON 数组，放在 App 的磁盘上。不管怎么写，读都一样；不同的是 write(_:)。
protocol NotesFile: Sendable {
  var disk: any Disk { get }
  func write(_ notes: [String]) async throws
}

extension NotesFile {
  func read() async throws -> [String] {
    //en A first launch finds no file: that is an empty list, not an error.
    //zh 第一次启动时还没有文件：那就是一个空列表，不是错误。
    guard let data = try await disk.contents(of: "notes.json") else { return [] }
    return try JSONDecoder().decode([String].self, from: data)
  }
}
