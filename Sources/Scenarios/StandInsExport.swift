// The SwiftUI-like stand-ins (ViewHost, Screen, SimulatedView) live in their own module so that students' exercise
// files compile against them alone; every scenario file and every client of Scenarios sees them through this import.
@_exported import StandIns
