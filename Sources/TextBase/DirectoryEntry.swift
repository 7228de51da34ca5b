#if canImport(Glibc)
import Glibc
#endif

/// The name of the directory entry `readdir` returned, read up to its terminating NUL through a pointer.
///
/// `entry.pointee.d_name` would copy the whole `struct dirent` (280 bytes) first, but the kernel packs entries by
/// their real length (`d_reclen`): an entry with a short name at the end of `readdir`'s buffer is followed by
/// unmapped memory, and the copy crashed a test run (`memcpy` at a page boundary, listing a busy `$TMPDIR`).
package func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
  let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
  return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
}
