#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A NULL-terminated C array of C strings that is never changed and never freed, read through an
/// opaque pointer: what a signal handler may walk (it reads memory and calls nothing that
/// allocates or locks). The CLI's list of temporary files to remove on an interrupt is one,
/// replaced whole at each change; the few bytes of each old list are left, so a handler on
/// another thread never reads freed memory.
package enum CStringList {
    /// A new list of copies of `strings`, in order.
    package static func make(_ strings: [String]) -> OpaquePointer {
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: strings.count + 1)
        for (index, string) in strings.enumerated() { array[index] = strdup(string) }
        array[strings.count] = nil
        return OpaquePointer(array)
    }

    /// Calls `body` with each string of `list` (made by ``make(_:)``), in order.
    package static func forEach(_ list: OpaquePointer, _ body: (UnsafePointer<CChar>) -> Void) {
        let array = UnsafePointer<UnsafePointer<CChar>?>(list)
        var index = 0
        while let string = array[index] {
            body(string)
            index += 1
        }
    }
}
