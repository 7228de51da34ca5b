import SwiftUI

//en Where the members come from: URLSession (DirectoryAPI) or a vendor's callback SDK (DirectorySDK).
//zh 成员从哪里来：URLSession（DirectoryAPI），或第三方的回调 SDK（DirectorySDK）。
protocol MemberDirectory: Sendable {
  func members(of team: String) async throws -> [String]
}
