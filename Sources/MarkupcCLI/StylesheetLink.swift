import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `href` a page written with `--html-document --css FILE` links its stylesheet by: the
/// stylesheet's path relative to the directory the page is written to, so the page opens
/// styled wherever both are (`--css out/style.css -o out/page.html` links `style.css`).
///
/// - The page's directory is the `-o` file's directory, the `--output-dir` directory, or, for
///   a page on standard output (whose file markupc does not know), the current directory; a
///   page on standard output links the stylesheet by the path as given.
/// - Both directories are resolved (symbolic links, `.` and `..`) before they are compared.
/// - Each path segment is percent-encoded except for the characters a URI path segment may
///   hold as they are (letters, digits, `-._~!$&'()*+,;=@`), so a file named `my style#2.css`
///   is linked as `my%20style%232.css` and a `:` in a name is not read as a URL scheme.
enum StylesheetLink {
    /// The link to `stylesheet` from a page written into `pageDirectory` (`nil`: standard output).
    static func href(stylesheet: String, pageDirectory: String?) -> String {
        guard let pageDirectory else { return encode(stylesheet) }
        let sheet = URL(fileURLWithPath: stylesheet)
        let from = components(ofDirectory: pageDirectory)
        let to = components(ofDirectory: sheet.deletingLastPathComponent().path) + [sheet.lastPathComponent]
        var shared = 0
        while shared < from.count, shared < to.count - 1, from[shared] == to[shared] { shared += 1 }
        let up = Array(repeating: "..", count: from.count - shared)
        return (up + to[shared...].map(encodeSegment)).joined(separator: "/")
    }

    /// The segments of `directory`'s absolute path, its symbolic links and `..` resolved when
    /// it exists.
    private static func components(ofDirectory directory: String) -> [String] {
        let path: String
        if let resolved = realpath(directory.isEmpty ? "." : directory, nil) {
            path = String(cString: resolved)
            free(resolved)
        } else {
            path = URL(fileURLWithPath: directory).standardizedFileURL.path
        }
        return path.split(separator: "/").map(String.init)
    }

    /// A path as given, each segment encoded; `/` stays.
    private static func encode(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { encodeSegment(String($0)) }.joined(separator: "/")
    }

    private static let keptInSegment = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@".utf8)

    private static func encodeSegment(_ segment: String) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            if keptInSegment.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
