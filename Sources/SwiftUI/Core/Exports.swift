// What a file that says `import SwiftUI` sees besides the module's own API: Foundation (with FoundationNetworking,
// where Linux keeps URLRequest and friends), Observation and Combine, as Apple's SwiftUI re-exports them. The engine is not
// re-exported: students never see its API.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import Combine
