import Foundation
import StyleMarkup

/// Reads every file the command line reads (inputs, the style book, the lint
/// configuration), or standard input for `-`, with the library's one wording for failures:
/// `cannot read 'PATH': No such file or directory` (see ``FileReadError``).
enum InputFile {
    static func read(_ path: String, maxBytes: Int? = nil) throws(FileReadError) -> Data {
        if path == "-" {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        return try FileContents.read(path, maxBytes: maxBytes)
    }
}
