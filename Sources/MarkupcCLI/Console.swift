import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the standard streams, and what the terminal is.
enum Console {
    /// Writes a line to standard error.
    static func error(_ line: String) {
        _ = writeAll(Array((line + "\n").utf8), to: 2)
    }

    /// Writes bytes to standard output; returns an error message when the write fails.
    static func output(_ bytes: [UInt8]) -> String? {
        writeAll(bytes, to: 1)
    }

    /// Writes every byte to `fd`, retrying partial writes; returns an error message on failure.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte to `fd`, retrying partial writes; returns an error message on failure.
    static func writeAll(_ raw: UnsafeRawBufferPointer, to fd: Int32) -> String? {
        var offset = 0
        while offset < raw.count {
            let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }

    /// The width of the terminal on standard output, or `nil` when it is not a terminal.
    static var terminalWidth: Int? {
        guard stdoutIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether standard output is a terminal.
    static var stdoutIsTerminal: Bool { isatty(1) == 1 }

    /// An environment variable, or nil.
    static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name]
    }
}
