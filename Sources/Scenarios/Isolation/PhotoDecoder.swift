import SwiftUI

//en Decodes the photos the app shows. Turning a HEIC file into pixels is pure CPU work, cost long (300 ms for this
//en photo).
//zh 解码 App 要显示的照片。把 HEIC 文件变成像素纯粹是 CPU 计算，要花 cost 这么久（这张照片 300 毫秒）。
//en nonisolated: in a new Xcode 26 app target (Default Actor Isolation = MainActor) a type that names no isolation
//en is @MainActor, and so would be pixels(of:), even when called from decodePhotoConcurrently. A helper that must be
//en able to run off the main actor says so.
//zh nonisolated：在 Xcode 26 新建的 App target 里（Default Actor Isolation = MainActor），没写隔离的类型都是
//zh @MainActor，pixels(of:) 也就只能在主 actor 上运行，从 decodePhotoConcurrently 调用也一样。要能在主 actor
//zh 之外运行的辅助类型，得自己写明。
nonisolated struct PhotoDecoder: Sendable {
  var cost: Duration = .milliseconds(300)

  //en A plain async function of a nonisolated type. In a new Xcode 26 app target (Approachable Concurrency) it is
  //en nonisolated(nonsending): it runs on its caller's actor, so awaited on the main actor it computes there. In a
  //en Swift package it leaves its caller's actor for the default executor.
  //zh 一个 nonisolated 类型里的普通 async 函数。在 Xcode 26 新建的 App target 里（Approachable Concurrency），
  //zh 它是 nonisolated(nonsending)：在调用方的 actor 上运行，在主 actor 上 await 它，它就在主 actor 上计算。
  //zh 在 Swift 包里，它离开调用方的 actor，在默认执行器上运行。
  func decodePhoto(_ name: String) async -> DecodedPhoto {
    print("decoding \(name)")
    let photo = pixels(of: name)
    print("\(name) decoded")
    return photo
  }

  //en @concurrent: always leaves its caller's actor and runs on the default executor, so decodePhoto, which it
  //en awaits, computes there too.
  //zh @concurrent：总是离开调用方的 actor，在默认执行器上运行；它 await 的 decodePhoto 也就在那里计算。
  @concurrent func decodePhotoConcurrently(_ name: String) async -> DecodedPhoto {
    await decodePhoto(name)
  }

  //en The computation itself, synchronous: it holds the thread that runs it for cost (Thread.sleep holds it as
  //en long as the real decoding would).
  //zh 计算本身，是同步的：它占住运行它的线程 cost 这么久（Thread.sleep 占住线程的时间和真正解码一样长）。
  private func pixels(of name: String) -> DecodedPhoto {
    Thread.sleep(forTimeInterval: cost / .seconds(1))
    return DecodedPhoto(name: name, width: 4032, height: 3024)
  }
}
