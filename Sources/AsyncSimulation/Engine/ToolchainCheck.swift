// The engine builds on the custom-executor SPI (`_createExecutors(factory:)`, `SchedulingExecutor`) that first
// shipped in Swift 6.3. An older compiler would fail with confusing errors deep inside the executors; say it plainly.
#if !compiler(>=6.3)
#error("asyncplay needs Swift 6.3 or newer: its simulator uses the custom executor SPI introduced in Swift 6.3.")
#endif
