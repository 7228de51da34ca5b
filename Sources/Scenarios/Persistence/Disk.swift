import SwiftUI

//en The app's files as the app reaches them: a file by name, read whole and written whole. On a device this is
//en Data(contentsOf:) and Data.write(to:options:) in Application Support; the app's tests, and this run, give it a
//en disk of their own, whose writes take time, so that a crash can land in the middle of one.
//zh App 接触文件的方式：按名字找文件，整个读、整个写。在设备上就是 Application Support 里的 Data(contentsOf:)
//zh 和 Data.write(to:options:)；App 的测试和这次运行给它一块自己的磁盘，写入要花时间，崩溃就可能落在写入中间。
protocol Disk: Sendable {
  //en The file's bytes, or nil when there is no such file.
  //zh 文件的字节；没有这个文件时是 nil。
  func contents(of name: String) async throws -> Data?
  //en options: [] writes over the file in place; .atomic writes an auxiliary file and renames it over the file.
  //zh options 为 [] 时在原处覆盖文件；为 .atomic 时先写辅助文件，再把它改名盖过原文件。
  func write(_ data: Data, to name: String, options: Data.WritingOptions) async throws
}
