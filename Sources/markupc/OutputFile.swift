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
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
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

/// Temporary files being written, removed if the process is interrupted (SIGINT, SIGTERM).
enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var cPaths: [UnsafeMutablePointer<CChar>] = []

    static func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.insert(path)
        rebuild()
    }

    static func unregister(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        paths.remove(path)
        rebuild()
    }

    private static func rebuild() {
        let old = cPaths
        cPaths = paths.map { strdup($0)! }
        interruptPaths = cPaths
        for pointer in old { free(pointer) }
    }

    /// Installs handlers that unlink registered files, then re-raise the signal.
    static func installSignalHandlers() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                for path in interruptPaths { unlink(path) }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}

nonisolated(unsafe) private var interruptPaths: [UnsafeMutablePointer<CChar>] = []
