import AsyncSimulation
import Scenarios
let name = CommandLine.arguments.dropFirst().first ?? "async-let"
let scenario = ScenarioCatalog.named(name)!
let pairs = CommandLine.arguments.dropFirst(2).map { s -> (name: String, value: String) in
  let p = s.split(separator: "=", maxSplits: 1); return (String(p[0]), String(p[1])) }
let args = try! scenario.arguments(Array(pairs), language: .zh)
let trace = Simulation.run(SimulationOptions(), scenario.body(args))
Swift.print(trace.jsonLines, terminator: "")
