import StyleMarkup

/// How a localization file writes markup at one place of a string, so that a finding gives its
/// fix in the file's own syntax: `</b>` in a `.strings` or PO file, `&lt;/b&gt;` where an
/// Android, XLIFF or `.stringsdict` file escapes its markup, `</b>` inside CDATA, and quotes
/// as the format needs them there (`\"` in `.strings`, PO, `.xcstrings` and for aapt2).
///
/// Found from the file's bytes (only when a finding is made): in an XML format the place is
/// inside CDATA when a `<![CDATA[` opens before it within the string; else the tag it is in is
/// escaped markup when the file writes its `<` as `&lt;`, and an XML element when as `<`.
struct MarkupSpelling {
    /// How markup is written at the place.
    enum Context: Equatable {
        /// In a quoted, backslash-escaped value (`.strings`, PO, `.xcstrings`): `<` as is, `"` as `\"`.
        case backslashQuoted
        /// Escaped in XML text: `&lt;b&gt;`.
        case xmlEscaped
        /// Inside an XML CDATA section: `<b>` as is.
        case xmlCDATA
        /// As XML elements of the file itself (Android `<b>` inside `<string>`).
        case xmlElement
    }

    let format: LocalizationFormat
    let context: Context

    /// The spelling where the value's byte at `offset` (UTF-8) is written.
    init(_ string: LocalizedString, format: LocalizationFormat, atUTF8Offset offset: Int) {
        self.format = format
        switch format {
        case .appleStrings, .gettext, .xcstrings:
            context = .backslashQuoted
        case .androidXML, .xliff, .stringsdict:
            let text = string.positions.lines.text
            let valueStart = string.positions.fileOffset(ofDecodedByte: 0)
            let at = string.positions.fileOffset(ofDecodedByte: offset)
            if Self.isInCDATA(text, at: min(at, text.count), notBefore: max(0, valueStart - Self.cdataOpen.count)) {
                context = .xmlCDATA
                return
            }
            // How the file writes the `<` of the tag the place is in (or at).
            let value = Array(string.value.utf8)
            let tagStart = value[..<min(offset + 1, value.count)].lastIndex(of: UInt8(ascii: "<")) ?? offset
            let tagAt = string.positions.fileOffset(ofDecodedByte: tagStart)
            context = tagAt < text.count && text[tagAt] == UInt8(ascii: "<") ? .xmlElement : .xmlEscaped
        }
    }

    private static let cdataOpen = Array("<![CDATA[".utf8)
    private static let cdataClose = Array("]]>".utf8)

    /// Whether a `<![CDATA[` opens between `start` and `at` with no `]]>` after it.
    private static func isInCDATA(_ text: [UInt8], at: Int, notBefore start: Int) -> Bool {
        var index = at - 1
        while index >= start {
            if text[index] == UInt8(ascii: "<"), text[index...].starts(with: cdataOpen) { return true }
            if text[index] == UInt8(ascii: "]"), text[index...].starts(with: cdataClose) { return false }
            index -= 1
        }
        return false
    }

    /// `markup` (tags with their attributes, as lint reads them) written as the file must write it here.
    func spell(_ markup: String) -> String {
        var output = ""
        for scalar in markup.unicodeScalars {
            switch (scalar, context) {
            case ("\\", .backslashQuoted): output += "\\\\"
            case ("\"", .backslashQuoted): output += "\\\""
            case ("<", .xmlEscaped): output += "&lt;"
            case (">", .xmlEscaped): output += "&gt;"
            case ("&", .xmlEscaped): output += "&amp;"
            // aapt2 drops an unescaped " and needs ' escaped, in CDATA and escaped markup alike.
            case ("\"", .xmlEscaped) where format == .androidXML, ("\"", .xmlCDATA) where format == .androidXML: output += "\\\""
            case ("'", .xmlEscaped) where format == .androidXML, ("'", .xmlCDATA) where format == .androidXML: output += "\\'"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// How to write here a `<` that the renderer shows as text: `&lt;` once the file's own
    /// escaping is undone, so `&amp;lt;` in XML text outside CDATA.
    var textLessThan: String {
        switch context {
        case .backslashQuoted, .xmlCDATA: return "&lt;"
        case .xmlEscaped, .xmlElement: return "&amp;lt;"
        }
    }
}
