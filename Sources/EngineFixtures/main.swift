import AsyncSimulation

let trace = Simulation.run {
  async let a: Void = { try? await Task.sleep(for: .milliseconds(100)); print("资料请求完成") }()
  async let b: Void = { try? await Task.sleep(for: .milliseconds(40)); print("订单请求完成") }()
  _ = await (a, b)
  print("Mia 有 3 个订单")
}
Swift.print(trace.jsonLines, terminator: "")
