import SwiftUI

//en Writes notes.json in place, with no options: opening the file for writing empties it, and the new bytes go in
//en as they come.
//zh 不带选项，直接在原处写 notes.json：文件一打开写入就被清空，新的字节写到哪儿算哪儿。
struct InPlaceNotesFile: NotesFile {
  let disk: any Disk

  func write(_ notes: [String]) async throws {
    //en ❌ A crash in the middle leaves half a JSON document, which no longer decodes.
    //zh ❌ 中途崩溃会留下半个 JSON 文档，再也解码不了。
    try await disk.write(try JSONEncoder().encode(notes), to: "notes.json", options: [])
  }
}
