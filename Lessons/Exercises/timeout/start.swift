//zh 第 7 课的超时：练习用 withTimeout(.seconds(1)) 运行 crunchNumbers()，它要做 10 段、每段 300 ms 的 CPU 计算。
//zh 1000 ms 时超时触发，任务组取消了计算——可取消只是“请求”：这个循环从不检查取消，一直算到 3000 ms，
//zh 而任务组总要等它的子任务结束，所以“超时”到 3000 ms 才报出来。
//zh 改好 crunchNumbers()，让它在每一段之间检查取消，被取消时停下来（抛出 CancellationError）。
//zh SimulatedWork.perform(for:) 代表一段不看取消的 CPU 计算。withTimeout 由练习提供。请保留 crunchNumbers() 这个名字。
//en Lesson 7's timeout: the exercise runs crunchNumbers() under withTimeout(.seconds(1)); it needs ten slices of
//en 300 ms of CPU work. The timeout fires at 1000 ms and the task group cancels the computation, but cancelling
//en only asks: this loop never checks, so it computes on until 3000 ms, and since a task group always waits for
//en its children, the timeout is reported only at 3000 ms. Fix crunchNumbers() so that it checks for
//en cancellation between slices and stops when cancelled (throwing CancellationError).
//en SimulatedWork.perform(for:) stands for a slice of CPU work that does not look at cancellation. withTimeout
//en comes with the exercise. Keep the name crunchNumbers(): the exercise calls it.

func crunchNumbers() async -> String {
  var total = 0
  for step in 1...10 {
    await SimulatedWork.perform(for: .milliseconds(300))
    total += step
    print("▓ \(step)/10")
  }
  return "∑ \(total)"
}
