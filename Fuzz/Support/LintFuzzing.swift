import Foundation
import StyleMarkup
import StyleMarkupLint

/// Shared body of the lint targets: the bytes as one localization file of a given format,
/// read and checked by `Linter`, with every position it reports checked against the file.
enum LintFuzzing {
    static let linter: Linter = {
        var linter = Linter(styleBook: EmitTarget.book, configuration: LintConfiguration(), sourceLanguage: "en")
        linter.keepsStrings = true
        return linter
    }()

    /// Lints `input` as the file at `path` (its extension and directory choose the format).
    static func run(_ input: [UInt8], path: String) {
        let report = linter.lint([LintInput(path: path, contents: Data(input))])
        let lines = LineLengths(input)
        for finding in report.findings {
            require(finding.file == path, "a finding names the file \(finding.file), not \(path)")
            if let location = finding.location { lines.requireInside(location, "\(finding.rule.rawValue) finding \"\(finding.message)\"") }
        }
        for checked in report.checkedStrings {
            let string = checked.string
            let what = "string \"\(string.key)\""
            lines.requireInside(string.keyLocation, "key of \(what)")
            // Every byte of the value (and its end) maps to a place in the file. Not always in
            // order: in Android XML a backslash before a child element escapes the character
            // after it, so that character maps back to the backslash, before the element.
            for offset in 0...string.value.utf8.count {
                lines.requireInside(string.location(ofUTF8Offset: offset), "byte \(offset) of the value of \(what)")
            }
        }
    }

    /// The number of Unicode scalars on each line of the file as the linter decodes it
    /// (UTF-8, or UTF-16 recognised by its byte order mark or zero bytes), computed here
    /// independently of the library.
    struct LineLengths {
        var scalarsPerLine: [Int] = [0]

        init(_ input: [UInt8]) {
            let text: [UInt8]
            if input.count >= 2, input[0] == 0xFF, input[1] == 0xFE {
                text = Self.transcode(input[2...], bigEndian: false)
            } else if input.count >= 2, input[0] == 0xFE, input[1] == 0xFF {
                text = Self.transcode(input[2...], bigEndian: true)
            } else if input.count >= 4, input.count % 2 == 0, input[0] != 0, input[1] == 0, input[2] != 0, input[3] == 0 {
                text = Self.transcode(input[...], bigEndian: false)
            } else if input.count >= 4, input.count % 2 == 0, input[0] == 0, input[1] != 0, input[2] == 0, input[3] != 0 {
                text = Self.transcode(input[...], bigEndian: true)
            } else {
                text = input.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(input.dropFirst(3)) : input
            }
            for byte in text {
                if byte == UInt8(ascii: "\n") {
                    scalarsPerLine.append(0)
                } else if byte & 0xC0 != 0x80 {
                    scalarsPerLine[scalarsPerLine.count - 1] += 1
                }
            }
        }

        private static func transcode(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
            var units: [UInt16] = []
            var index = bytes.startIndex
            while index + 1 < bytes.endIndex {
                let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(bigEndian ? a << 8 | b : b << 8 | a)
                index += 2
            }
            return Array(String(decoding: units, as: UTF16.self).utf8)
        }

        /// A location is on a line of the file, at most one column past its last character.
        func requireInside(_ location: LintLocation, _ what: String) {
            require(location.line >= 1 && location.line <= scalarsPerLine.count,
                    "\(what): line \(location.line) outside the file's \(scalarsPerLine.count) lines")
            let width = scalarsPerLine[location.line - 1]
            require(location.column >= 1 && location.column <= width + 1,
                    "\(what): column \(location.column) outside line \(location.line) of \(width) characters")
        }
    }
}
