import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read, in one plain wording used wherever markupc reads a path:
/// inputs, style books, lint files and the lint configuration.
package struct FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    package enum Reason: Sendable, Equatable {
        /// Nothing is at the path.
        case missing
        /// The path names a directory.
        case directory
        /// The file exists but may not be read.
        case permissionDenied
        /// The path names a socket, a block device or something else that is not a file to read.
        case notRegularFile
        /// The file is larger than the limit.
        case tooLarge(size: Int, limit: Int)
        /// Any other system error, with the system's text.
        case other(String)
    }

    /// The path as given.
    package var path: String
    /// What went wrong.
    package var reason: Reason

    /// Creates the error.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The reason alone: `No such file or directory`, `Is a directory`, `Permission denied`,
    /// `Not a regular file`, `File too large: 9 bytes, more than the limit of 8`.
    package var reasonText: String {
        switch reason {
        case .missing: return "No such file or directory"
        case .directory: return "Is a directory"
        case .permissionDenied: return "Permission denied"
        case .notRegularFile: return "Not a regular file"
        case .tooLarge(let size, let limit): return "File too large: \(size) bytes, more than the limit of \(limit)"
        case .other(let text): return text
        }
    }

    /// `cannot read 'PATH': REASON`.
    package var description: String { "cannot read '\(path)': \(reasonText)" }
}

/// Reads a whole file the one way markupc reads every path, so every failure gets a
/// ``FileReadError`` with a plain message (never a Foundation error code).
///
/// Regular files, pipes (`<(…)`, FIFOs) and character devices such as `/dev/stdin` are read;
/// a directory, a socket or a block device is refused before anything is read.
package enum FileContents {
    /// The bytes of the file at `path`.
    /// - Parameter path: the file to read.
    /// - Parameter maxBytes: refuse a regular file larger than this before reading it, and a
    ///   stream once it passes this.
    /// - Throws: ``FileReadError``.
    package static func read(_ path: String, maxBytes: Int? = nil) throws(FileReadError) -> Data {
        func fail(_ reason: FileReadError.Reason) -> FileReadError { FileReadError(path: path, reason: reason) }
        var info = stat()
        if stat(path, &info) != 0 { throw fail(reason(errno)) }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFDIR { throw fail(.directory) }
        guard kind == S_IFREG || kind == S_IFIFO || kind == S_IFCHR else { throw fail(.notRegularFile) }
        if kind == S_IFREG, let maxBytes, Int(info.st_size) > maxBytes {
            throw fail(.tooLarge(size: Int(info.st_size), limit: maxBytes))
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw fail(reason(errno)) }
        defer { close(fd) }
        // A regular file is read straight into a buffer of its size; a stream (or a file that
        // grew meanwhile) in chunks after that.
        var data = kind == S_IFREG ? DescriptorReads.fileBuffer(count: Int(info.st_size)) : Data()
        var filled = 0
        while filled < data.count {
            let count = DescriptorReads.read(fd, into: &data, from: filled)
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(reason(errno))
            }
            if count == 0 { break }
            filled += count
        }
        if filled < data.count {
            data.count = filled
            return data
        }
        try appendStream(fd, to: &data, maxBytes: maxBytes, fail: fail)
        return data
    }

    /// The bytes of standard input, read to its end; failures name the path `<stdin>`.
    /// - Parameter maxBytes: stop and refuse once more than this has been read, so an
    ///   endless stream (`yes |`, `/dev/zero`) cannot exhaust memory.
    /// - Throws: ``FileReadError``.
    package static func readStandardInput(maxBytes: Int? = nil) throws(FileReadError) -> Data {
        func fail(_ reason: FileReadError.Reason) -> FileReadError { FileReadError(path: "<stdin>", reason: reason) }
        // Standard input redirected from a regular file: refused by its size before reading.
        var info = stat()
        if let maxBytes, fstat(0, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            let remaining = Int(info.st_size) - max(0, Int(lseek(0, 0, SEEK_CUR)))
            if remaining > maxBytes { throw fail(.tooLarge(size: remaining, limit: maxBytes)) }
        }
        var data = Data()
        try appendStream(0, to: &data, maxBytes: maxBytes, fail: fail)
        return data
    }

    /// Appends what is left of `fd` in chunks, refusing once `data` passes `maxBytes`.
    private static func appendStream(_ fd: Int32, to data: inout Data, maxBytes: Int?,
                                     fail: (FileReadError.Reason) -> FileReadError) throws(FileReadError) {
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = DescriptorReads.read(fd, into: &buffer)
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(reason(errno))
            }
            if count == 0 { break }
            data.append(buffer, count: count)
            if let maxBytes, data.count > maxBytes { throw fail(.tooLarge(size: data.count, limit: maxBytes)) }
        }
    }

    private static func reason(_ code: Int32) -> FileReadError.Reason {
        switch code {
        case ENOENT: return .missing
        case EISDIR: return .directory
        case EACCES, EPERM: return .permissionDenied
        case ENXIO, ENODEV: return .notRegularFile
        default: return .other(String(cString: strerror(code)))
        }
    }
}
