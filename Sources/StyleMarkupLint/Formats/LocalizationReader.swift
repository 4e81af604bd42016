import Foundation
import StyleMarkup

/// What a reader is given besides a file's text.
struct LocalizationReadOptions {
    /// `--source-language`: the language of sources whose file does not name it.
    var sourceLanguage: String?
    /// Compare placeholders in PO entries without a `*-format` flag too.
    var checksUnflaggedPOEntries = false
    /// How many threads may read one big file in pieces (1: in one piece).
    var workers = 1
    /// Record each string's ``StringPlace`` (String Catalogs and stringsdict files) and the
    /// entries marked stale, for `markupc generate`.
    var recordsPlaces = false
}

/// Reads one localization format. ``Linter`` asks the file's ``LocalizationFormat`` for its
/// reader and calls it: what the path tells (``describe(_:options:)``), then the text
/// (``readPieces(_:file:options:)``), with no switch on the format of its own.
protocol LocalizationReader {
    /// Sets what the file's path tells about it: its language and the group of files that are
    /// paired together (`xx.lproj` tables, Android `res` directories). Nothing by default.
    static func describe(_ file: inout LocalizationFile, options: LocalizationReadOptions)
    /// Reads the file's decoded UTF-8 text into `file`: its strings and its problems.
    static func read(_ lines: LineTable, into file: inout LocalizationFile, options: LocalizationReadOptions)
    /// The file read in one piece, or in several when the reader reads big files on several
    /// threads (String Catalogs).
    static func readPieces(_ lines: LineTable, file: LocalizationFile, options: LocalizationReadOptions) -> [LocalizationFile]
}

extension LocalizationReader {
    static func describe(_ file: inout LocalizationFile, options: LocalizationReadOptions) {}

    static func readPieces(_ lines: LineTable, file: LocalizationFile, options: LocalizationReadOptions) -> [LocalizationFile] {
        var copy = file
        read(lines, into: &copy, options: options)
        return [copy]
    }

    /// For the formats kept in `xx.lproj` directories: the language is the directory's name,
    /// and files of the same name in sibling `.lproj` directories form one table.
    static func describeLprojTable(_ file: inout LocalizationFile) {
        let url = URL(fileURLWithPath: file.path)
        let directory = url.deletingLastPathComponent()
        guard directory.pathExtension == "lproj" else { return }
        file.language = directory.deletingPathExtension().lastPathComponent
        file.groupID = "strings:" + directory.deletingLastPathComponent().standardizedFileURL.path + "/" + url.lastPathComponent
    }
}

extension LocalizationFormat {
    /// The reader of the format.
    var reader: any LocalizationReader.Type {
        switch self {
        case .appleStrings: return AppleStringsReader.self
        case .androidXML: return AndroidStringsReader.self
        case .gettext: return POFileReader.self
        case .xliff: return XLIFFReader.self
        case .xcstrings: return XCStringsReader.self
        case .stringsdict: return StringsDictReader.self
        }
    }
}
