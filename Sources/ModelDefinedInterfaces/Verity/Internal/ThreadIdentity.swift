#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Identifies the calling thread, so a source can tell its own initializer apart from work the
/// initializer started on other threads.
@inlinable
func currentThreadIdentity() -> UInt {
    #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}
