import SwiftUI

//en Decodes the photos the app shows. Turning a HEIC file into pixels is pure CPU work, cost long (300 ms for this
//en photo).
//zh 解码 App 要显示的照片。把 HEIC 文件变成像素纯粹是 CPU 计算，要花 cost 这么久（这张照片 300 毫秒）。
struct PhotoDecoder: Sendable {
  var cost: Duration = .milliseconds(300)

  //en async, and nonisolated(nonsending): what a plain nonisolated async function is under Swift 6.2's
  //en approachable concurrency. It runs on its caller's actor: awaited on the main actor, it computes there.
  //zh async，而且是 nonisolated(nonsending)：Swift 6.2 的 approachable concurrency 下，普通的 nonisolated async
  //zh 函数就是这样。它在调用方的 actor 上运行：在主 actor 上 await 它，它就在主 actor 上计算。
  nonisolated(nonsending) func decodePhoto(_ name: String) async -> DecodedPhoto {
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
