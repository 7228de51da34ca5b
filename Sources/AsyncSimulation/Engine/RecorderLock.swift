#if canImport(Glibc)
import Glibc
#endif

/// A plain mutex for the recorder of a `--real` run, whose tasks run on many threads. (A virtual run's recorder is
/// only touched by the simulation thread and takes no lock.)
final class RecorderLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init() { pthread_mutex_init(mutex, nil) }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always) func lock() { pthread_mutex_lock(mutex) }
  @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }
}
