// Mirrors Apple's `OSLog` framework module (https://developer.apple.com/documentation/oslog), checked against the
// iOS 26 SDK documentation. Status: partial — `import OSLog` brings the `os` module's `Logger`, `OSLog`, `os_log`
// (the framework re-exports them); reading the log store (`OSLogStore`) is not simulated.
@_exported import os
