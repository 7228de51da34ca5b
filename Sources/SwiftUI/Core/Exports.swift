// Mirrors: nothing of Apple's: what `import SwiftUI` re-exports (Foundation, Observation, Combine, UIKit,
//   CoreTransferable)
// SDK: iOS 26 SDK
// Status: internal
// What a file that says `import SwiftUI` sees besides the module's own API: Foundation (with FoundationNetworking,
// where Linux keeps URLRequest and friends), Observation, Combine, UIKit and CoreTransferable (with
// UniformTypeIdentifiers), as Apple's SwiftUI for iOS re-exports them. The engine is not re-exported: students never
// see its API.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import Observation
@_exported import Combine
@_exported import UIKit
@_exported import CoreTransferable
