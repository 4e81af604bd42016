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
    /// Writes a line to standard error. Whatever it quotes from an input (a key, a path, a
    /// value) is shown inert (``DiagnosticText/visible(_:)``): a line break as `↵`, a control
    /// character as a visible symbol, so it can neither forge a diagnostic line nor send an
    /// escape sequence to the terminal. Line breaks that end `line` (a tool's output quoted
    /// whole) are dropped: the line ends with one.
    static func error(_ line: String) {
        var line = Substring(line)
        while line.last?.isNewline == true { line.removeLast() }
        _ = writeAll(Array((DiagnosticText.visible(String(line)) + "\n").utf8), to: 2)
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
