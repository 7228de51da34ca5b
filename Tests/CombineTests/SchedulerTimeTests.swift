import Combine
import Foundation
import Testing

/// The schedulers' time types: strides written as apps write them.
@Suite("Combine: scheduler time")
struct SchedulerTimeTests {
  /// developer.apple.com/documentation/dispatch/dispatchqueue/schedulertimetype/stride: literals are seconds,
  /// `magnitude` is nanoseconds.
  @Test func dispatchStride() {
    let literal: DispatchQueue.SchedulerTimeType.Stride = 0.3
    #expect(literal.magnitude == 300_000_000)
    #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(300) == literal)
    let seconds: DispatchQueue.SchedulerTimeType.Stride = 2
    #expect(seconds.magnitude == 2_000_000_000)
    #expect(DispatchQueue.SchedulerTimeType.Stride(.milliseconds(5)).magnitude == 5_000_000)
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
    #expect(start.distance(to: start.advanced(by: .microseconds(7))).magnitude == 7_000)
  }

  /// developer.apple.com/documentation/foundation/runloop/schedulertimetype/stride: `timeInterval` in seconds.
  @Test func runLoopStride() {
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(300).timeInterval == 0.3)
    let literal: RunLoop.SchedulerTimeType.Stride = 1.5
    #expect(literal.timeInterval == 1.5)
    let date = Date(timeIntervalSinceReferenceDate: 100)
    let time = RunLoop.SchedulerTimeType(date).advanced(by: .seconds(2))
    #expect(time.date == Date(timeIntervalSinceReferenceDate: 102))
    #expect(OperationQueue.SchedulerTimeType.Stride.seconds(1) == RunLoop.SchedulerTimeType.Stride(1))
  }

  /// developer.apple.com/documentation/combine/immediatescheduler: time does not advance.
  @Test func immediateTime() {
    let now = ImmediateScheduler.shared.now
    #expect(now.distance(to: now.advanced(by: .seconds(5))) == .seconds(0))
  }
}
