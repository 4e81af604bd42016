import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output documents whole or not at all, alone or as a group.
///
/// A regular file (or a new path) is written to a temporary file beside it, synced, then
/// renamed over the target, so a reader sees the old file or the complete new one. Any other
/// target (a device, a FIFO, `/dev/stdout`) is written in place and never replaced.
///
/// ``stage(_:to:)`` does everything but the rename (the bytes of an in-place target are
/// kept until then); ``commit(_:)`` renames every staged file, with SIGINT, SIGTERM and
/// SIGHUP held back until the last rename, so an interrupt cannot leave some of the targets
/// new and some old; ``discard(_:)`` removes the temporary files and leaves every target as
/// it was.
enum OutputFile {
    struct WriteError: Error {
        var message: String
    }

    /// A document ready to be put in place.
    struct Staged {
        /// The path as given (for messages).
        var path: String
        /// What is renamed over: the file a symbolic link names, or the path itself.
        var target: String
        /// The written, synced temporary file; `nil` for a target written in place.
        var temporary: String?
        /// The bytes of a target written in place.
        var bytes: [UInt8] = []
    }

    /// A document to stage: written to a file descriptor as it is made (a large JSON document
    /// never exists whole in memory), or made whole for a target written in place.
    struct Document {
        /// Writes the document to a file descriptor (`syncs`: a temporary file that is synced
        /// next); returns the problem when a write fails.
        let write: (_ fd: Int32, _ syncs: Bool) -> String?
        /// The whole document.
        let bytes: () -> [UInt8]

        /// A document made already.
        static func bytes(_ bytes: [UInt8]) -> Document {
            Document(write: { fd, _ in Console.writeAll(bytes, to: fd) }, bytes: { bytes })
        }
    }

    /// Writes one document now.
    static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let staged = try stage(bytes, to: path)
        try commit([staged])
    }

    /// Whether `path` is written in place rather than replaced: a device, a FIFO, anything
    /// that exists and is not a regular file.
    static func isWrittenInPlace(_ path: String) -> Bool {
        var info = stat()
        let exists = stat(path, &info) == 0
        return exists && (info.st_mode & S_IFMT) != S_IFREG || path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
    }

    /// Writes `bytes` to a temporary file beside `path` (or keeps them, for a target written
    /// in place); nothing at `path` changes yet.
    static func stage(_ bytes: [UInt8], to path: String) throws(WriteError) -> Staged {
        try stage(.bytes(bytes), to: path)
    }

    /// Writes `document` to a temporary file beside `path` (or keeps its bytes, for a target
    /// written in place); nothing at `path` changes yet.
    static func stage(_ document: Document, to path: String) throws(WriteError) -> Staged {
        // A directory can never be written: refused now, before any other target is touched.
        var kind = stat()
        if stat(path, &kind) == 0, kind.st_mode & S_IFMT == S_IFDIR {
            throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(EISDIR)))")
        }
        if isWrittenInPlace(path) {
            return Staged(path: path, target: path, temporary: nil, bytes: document.bytes())
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        // Replace the file the path names, even through a symbolic link.
        let target = exists ? (URL(fileURLWithPath: path).resolvingSymlinksInPath().path) : path
        // Split at the last "/" by hand: Foundation's deletingLastPathComponent crashed on
        // a one-character relative path such as "x" (swift-corelibs-foundation on Linux).
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).markupc-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        // Registered before it exists, so a signal that arrives just after open() still
        // removes it; it stays registered until it is renamed or discarded.
        TemporaryFiles.register(temporary)
        func fail(_ problem: String) -> WriteError {
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
            return WriteError(message: "cannot write '\(path)': \(problem)")
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
        if exists { _ = fchmod(fd, info.st_mode & 0o7777) }
        if let problem = document.write(fd, true) {
            close(fd)
            throw fail(problem)
        }
        if fsync(fd) != 0 {
            let problem = String(cString: strerror(errno))
            close(fd)
            throw fail(problem)
        }
        if close(fd) != 0 { throw fail(String(cString: strerror(errno))) }
        return Staged(path: path, target: target, temporary: temporary)
    }

    /// Puts every staged document in place: targets written in place first (the ones that
    /// can fail for lack of space), then the renames, with interrupts held back.
    static func commit(_ group: [Staged]) throws(WriteError) {
        for staged in group where staged.temporary == nil {
            do {
                try writeInPlace(staged.bytes, to: staged.path)
            } catch {
                // Every temporary file of the group goes, also those staged before this one.
                discard(group)
                throw error
            }
        }
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in TemporaryFiles.handledSignals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var failure: WriteError?
        for staged in group {
            guard let temporary = staged.temporary else { continue }
            if failure == nil, rename(temporary, staged.target) != 0 {
                failure = WriteError(message: "cannot write '\(staged.path)': \(String(cString: strerror(errno)))")
            }
            if failure != nil { unlink(temporary) }
            TemporaryFiles.unregister(temporary)
        }
        if let failure { throw failure }
    }

    /// Removes the temporary files of staged documents; their targets stay as they were.
    static func discard(_ group: [Staged]) {
        for staged in group {
            guard let temporary = staged.temporary else { continue }
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
        }
    }

    /// Appends `bytes` to the file at `path`, creating it when missing: for a log others
    /// write to as well (GitHub's job summary), which is never replaced.
    static func append(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(message: "cannot write '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        if let problem = Console.writeAll(bytes, to: fd) {
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
    static let handledSignals = [SIGINT, SIGTERM, SIGHUP]

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
        interruptPaths = CStringList.make(Array(paths))
    }

    /// Installs handlers that unlink registered files, then re-raise the signal.
    static func installSignalHandlers() {
        for signalNumber in handledSignals {
            signal(signalNumber) { number in
                if let list = interruptPaths { CStringList.forEach(list) { unlink($0) } }
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}

/// The files the signal handler removes (a ``CStringList``), replaced whole, never changed in place.
nonisolated(unsafe) private var interruptPaths: OpaquePointer?
