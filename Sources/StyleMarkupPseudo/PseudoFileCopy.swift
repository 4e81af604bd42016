import Foundation
import StyleMarkup
import StyleMarkupLint

/// The formats whose pseudo-locale is a file of its own beside the source's: `.strings` and
/// `.stringsdict` tables in `LOCALE.lproj`, Android resources in `values-QUALIFIER`. The
/// file is the source file, every byte as it was (comments, order, attributes, escapes),
/// with its strings' text rewritten, in the source file's encoding.
enum PseudoFileCopy {
    /// Where the pseudo-locale's copy of the source file at `path` goes, or `nil` when the
    /// path is not in an `xx.lproj` or `values` directory.
    static func path(for path: String, format: LocalizationFormat, locale: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2 else { return nil }
        let directory = components[components.count - 2]
        switch format {
        case .appleStrings, .stringsdict:
            guard directory.hasSuffix(".lproj") else { return nil }
            components[components.count - 2] = locale + ".lproj"
        case .androidXML:
            guard directory == "values" else { return nil }
            components[components.count - 2] = "values-" + androidQualifier(for: locale)
        case .xcstrings, .gettext, .xliff:
            return nil
        }
        return components.joined(separator: "/")
    }

    /// Android's resource qualifier for a locale, in a form aapt2 accepts: `en-rXA` for
    /// `en-XA`, `fr` for `fr`, and the BCP 47 form `b+sr+Latn` for anything else; a gettext
    /// modifier is a variant there (`b+en+pseudo` for `en@pseudo`: aapt2 refuses `en@pseudo`).
    static func androidQualifier(for locale: String) -> String {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "@" }).map(String.init)
        if parts.count == 1 { return parts[0] }
        if parts.count == 2, parts[1].count == 2 || (parts[1].count == 3 && parts[1].allSatisfy(\.isNumber)) {
            return "\(parts[0])-r\(parts[1])"
        }
        return "b+" + parts.joined(separator: "+")
    }

    /// The byte ranges of `<xliff:g>` elements in an Android file: their content is not to be
    /// translated (a product name, an example value), so the pseudo-locale leaves it as it is.
    static func protectedRanges(in text: [UInt8]) -> [Range<Int>] {
        let open = Array("<xliff:g".utf8)
        let close = Array("</xliff:g>".utf8)
        var ranges: [Range<Int>] = []
        var index = 0
        while index + open.count <= text.count {
            guard text[index] == open[0], Array(text[index..<index + open.count]) == open else { index += 1; continue }
            var end = index + open.count
            while end + close.count <= text.count, Array(text[end..<end + close.count]) != close { end += 1 }
            ranges.append(index..<min(end + close.count, text.count))
            index = end + close.count
        }
        return ranges
    }

    /// Whether `offset` is inside one of `ranges` (sorted, not overlapping).
    static func isProtected(_ offset: Int, in ranges: [Range<Int>]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }

    /// What says how a source file was encoded: its first four bytes and whether it has an
    /// even number of bytes. Kept instead of the file, which need not stay in memory.
    struct SourceEncoding {
        var head: [UInt8]
        var hasEvenLength: Bool

        /// The encoding of the file whose bytes are `original`.
        init(_ original: Data) {
            head = [UInt8](original.prefix(4))
            hasEvenLength = original.count % 2 == 0
        }
    }

    /// `text` (UTF-8) encoded as `original` was: UTF-16 in its byte order (with a byte order
    /// mark when it had one), or UTF-8 (with a byte order mark when it had one).
    static func encode(_ text: [UInt8], like original: SourceEncoding) -> [UInt8] {
        let head = original.head
        var bigEndian: Bool?
        var mark = false
        if head.count >= 2, head[0] == 0xFF, head[1] == 0xFE { bigEndian = false; mark = true }
        if head.count >= 2, head[0] == 0xFE, head[1] == 0xFF { bigEndian = true; mark = true }
        if bigEndian == nil, head.count == 4, original.hasEvenLength {
            if head[0] != 0, head[1] == 0, head[2] != 0, head[3] == 0 { bigEndian = false }
            if head[0] == 0, head[1] != 0, head[2] == 0, head[3] != 0 { bigEndian = true }
        }
        guard let bigEndian else {
            let utf8Mark = head.count >= 3 && head[0] == 0xEF && head[1] == 0xBB && head[2] == 0xBF
            // Without a mark the text is the file: no copy of a large one.
            return utf8Mark ? [0xEF, 0xBB, 0xBF] + text : text
        }
        var result: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in String(decoding: text, as: UTF8.self).utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            result += bigEndian ? [high, low] : [low, high]
        }
        return result
    }
}
