import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes an output document whole or not at all.
///
/// A regular file (or a new path) is written to a temporary file beside it, synced, then
/// renamed over the target, so a reader sees the old file or the complete new one. Any other
/// target (a device, a FIFO, `/dev/stdout`) is written in place and never replaced.
enum OutputFile {
    struct WriteError: Error {
        var message: String
    }

    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        var info = stat()
        let exists = stat(path, &info) == 0
        let isRegular = exists && (info.st_mode & S_IFMT) == S_IFREG
        if exists && !isRegular || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") {
            try writeInPlace(bytes, to: path)
            return
        }
        // Replace the file the path names, even through a symbolic link.
        let target = exists ? (URL(fileURLWithPath: path).resolvingSymlinksInPath().path) : path
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).markupc-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        // Registered before it exists, so a signal that arrives just after open() still removes it.
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        if exists { _ = fchmod(fd, info.st_mode & 0o7777) }
        if let problem = Console.writeAll(bytes, to: fd) {
            close(fd)
            unlink(temporary)
            throw WriteError(message: "cannot write '\(path)': \(problem)")
        }
        if fsync(fd) != 0 || close(fd) != 0 {
            let problem = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(message: "cannot write '\(path)': \(problem)")
        }
        if rename(temporary, target) != 0 {
            let problem = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(message: "cannot write '\(path)': \(problem)")
        }
    }

    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        if let problem = Console.writeAll(bytes, to: fd) {
            throw WriteError(message: "cannot write '\(path)': \(problem)")
        }
    }
}

/// Temporary files being written, removed if the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP). SIGKILL cannot be caught: it may leave one `.NAME.markupc-PID-N.tmp` beside the
/// target (never the target itself half-written).
///
/// The signal handler only reads a NULL-terminated C array of C strings through one pointer.
/// A change builds a new array and swaps the pointer with the signals blocked; old arrays are
/// never freed (a few bytes per output file), so a handler running on another thread never
/// reads freed memory.
enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    private static let handledSignals = [SIGINT, SIGTERM, SIGHUP]

    static func register(_ path: String) {
        update { $0.insert(path) }
    }

    static func unregister(_ path: String) {
        update { $0.remove(path) }
    }

    private static func update(_ change: (inout Set<String>) -> Void) {
        lock.lock(); defer { lock.unlock() }
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in handledSignals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        change(&paths)
        let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: paths.count + 1)
        for (index, path) in paths.enumerated() { array[index] = strdup(path) }
        array[paths.count] = nil
        interruptPaths = array
    }

    /// Installs handlers that unlink registered files, then re-raise the signal.
    static func installSignalHandlers() {
        for signalNumber in handledSignals {
            signal(signalNumber) { number in
                if let array = interruptPaths {
                    var index = 0
                    while let path = array[index] {
                        unlink(path)
                        index += 1
                    }
                }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}

/// The files the signal handler removes: a NULL-terminated array, replaced whole, never changed in place.
nonisolated(unsafe) private var interruptPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
