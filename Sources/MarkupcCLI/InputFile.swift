import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// Reads every file the command line reads (inputs, the style book, the lint
/// configuration), or standard input for `-`, with the library's one wording for failures:
/// `cannot read 'PATH': No such file or directory` (see ``FileReadError``).
enum InputFile {
    /// The bytes of `path` (standard input for `-`); with `maxBytes`, a stream is read only
    /// until it passes the limit.
    static func read(_ path: String, maxBytes: Int? = nil) throws(FileReadError) -> Data {
        if path == "-" {
            return try FileContents.readStandardInput(maxBytes: maxBytes)
        }
        return try FileContents.read(path, maxBytes: maxBytes)
    }

    /// Whether `path` is a regular file, whose size is known before it is read (a pipe,
    /// a device and standard input are streams).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        if path == "-" { return fstat(0, &info) == 0 && info.st_mode & S_IFMT == S_IFREG }
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
