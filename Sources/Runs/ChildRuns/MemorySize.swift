import TextBase

/// `--max-memory`: a size such as `2GB`, `512MB` or `1.5G` (binary units: 1 GB = 1024 MB), from 256 MB to 1 TB.
package enum MemorySize {
  /// The smallest budget: below it the Swift runtime and the engine alone do not fit. `RLIMIT_DATA` counts address
  /// space, not pages used, and the trace's storage takes chunks of a million rows (``ChunkedStorage``, mapped
  /// lazily): a trivial view needed 144 MB (measured, debug build; 128 MB failed at start-up with `failed to allocate
  /// 16777216 bytes`, as did 64 MB and 96 MB, the minimum documented before), so the range starts with room above it.
  package static let smallest = 256 << 20
  /// The largest budget.
  package static let largest = 1 << 40

  /// The number of bytes `text` names, or nil when it is not a size in range.
  package static func parse(_ text: String) -> Int? {
    let units: [(String, Int)] = [("TB", 1 << 40), ("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10),
                                  ("TiB", 1 << 40), ("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10),
                                  ("T", 1 << 40), ("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)]
    guard let (suffix, unit) = units.first(where: { text.hasSuffix($0.0) }) else { return nil }
    let number = text.dropLast(suffix.count)
    let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy({ $0.isASCII && $0.isNumber }), whole.count <= 7,
          let wholeValue = Int(whole) else { return nil }
    var bytes = wholeValue * unit
    if parts.count == 2 {
      let fraction = parts[1]
      guard !fraction.isEmpty, fraction.count <= 3, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            let digits = Int(fraction) else { return nil }
      var scale = 1
      for _ in 0..<fraction.count { scale *= 10 }
      bytes += digits * unit / scale
    }
    return (smallest...largest).contains(bytes) ? bytes : nil
  }

  /// What a value may be, for error messages.
  package static func accepted(_ language: Language) -> String {
    language.pick("应是 256MB 到 1TB 之间的大小，例如 512MB、2GB 或 1.5GB",
                  "expected a size from 256MB to 1TB, such as 512MB, 2GB or 1.5GB")
  }
}
