import SwiftUI

//en A frame meter, as an app's debug overlay has one. Its clock ticks once per display refresh (every 16 ms) on
//en the main actor, where SwiftUI draws: each tick is a frame. A tick that comes a whole refresh late came after
//en the main actor was busy, and the refreshes it missed are frames the user never saw. When the screen goes
//en away, the meter logs what it counted.
//zh 一个帧计数器，像 App 的调试浮层里那种。它的时钟每次屏幕刷新（每 16 ms）在主 actor 上走一下，
//zh SwiftUI 也在主 actor 上画画面：每走一下就是一帧。晚了一整个刷新周期才走，说明主 actor 刚才在忙，
//zh 错过的那些刷新就是用户没看到的帧。页面离开时，它把数到的帧记进日志。
struct FrameMeter: View {
  var refresh: Duration = .milliseconds(16)
  @State private var dropped = 0

  var body: some View {
    Text("Dropped frames: \(dropped)")
      .task {
        let clock = ContinuousClock()
        var vsync = clock.now
        var frames = 0
        while !Task.isCancelled {
          vsync += refresh
          try? await Task.sleep(until: vsync, clock: clock)
          guard !Task.isCancelled else { break }
          let missed = Int(vsync.duration(to: clock.now) / refresh)
          if missed > 0 {
            dropped += missed
            vsync += refresh * missed
          }
          frames += 1
        }
        print("FrameMeter: \(frames) frames, \(dropped) dropped")
      }
  }
}
