// SwiftUIFixtures: `SwiftUIFixtures <fixture>` runs one SwiftUI program (views written as a student writes them,
// in the files next to this one) as a simulation and writes its trace as JSON Lines to stdout; exit status 0 for a
// finished run, 2 for a bad command line. `SwiftUIFixtures list` prints the fixture names.
//
// Each runs in a process of its own because a virtual run replaces the process's executors: the SwiftUI tests
// spawn this program rather than simulating inside the test runner.
import AsyncSimulation
import SwiftUI
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else {
  FileHandle.standardError.write(Data("usage: SwiftUIFixtures <fixture> | list\n".utf8))
  exit(2)
}
if name == "list" {
  for fixture in SwiftUIFixture.all { Swift.print(fixture.name) }
  exit(0)
}
guard let fixture = SwiftUIFixture.all.first(where: { $0.name == name }) else {
  FileHandle.standardError.write(Data("SwiftUIFixtures: unknown fixture \(name)\n".utf8))
  exit(2)
}
SimulationProgram.runAndExit(SimulationOptions(maxVirtualTime: .seconds(60)), fixture.body)
