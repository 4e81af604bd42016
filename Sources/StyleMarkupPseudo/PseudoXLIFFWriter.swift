import StyleMarkup
import StyleMarkupLint

/// Writes a pseudo-locale's XLIFF 1.2 file from an XLIFF file of the project (an Xcode
/// export, an Angular `messages.xx.xlf`): the same file, every byte as it was, but each
/// `<file>`'s `target-language` is the pseudo-locale and each `<trans-unit>`'s `<target>`
/// holds its `<source>`'s content as written (escaped markup, inline elements such as
/// `<x id="…"/>`) with the text rewritten. A unit without a target gets one after its source,
/// on a line of its own with the source's indentation; a unit marked `translate="no"` is left
/// as it is.
struct PseudoXLIFFWriter {
    let lines: LineTable

    private var text: [UInt8] { lines.text }

    /// The file for `locale`, or `nil` when the file does not read as XML.
    func write(locale: String, edits: [FileEdit]) -> [UInt8]? {
        var tokenizer = XMLTokenizer(lines: lines)
        var changes: [FileEdit] = []
        struct Unit {
            var depth: Int
            var translates: Bool
            var source: Range<Int>?
            var sourceEnd: Int?
            var sourceStart: Int?
            var target: Range<Int>?
            var emptyTarget: Range<Int>?
        }
        var unit: Unit?
        var open: (name: String, contentStart: Int, depth: Int)?
        do {
            while let token = try tokenizer.next() {
                switch token {
                case .start(let tag):
                    let depth = tag.isEmpty ? tokenizer.depth + 1 : tokenizer.depth
                    if tag.name == "file" {
                        changes.append(targetLanguage(locale, in: tag))
                    } else if tag.name == "trans-unit", unit == nil, !tag.isEmpty {
                        unit = Unit(depth: depth, translates: tag.attribute("translate") != "no")
                    } else if let current = unit, depth == current.depth + 1, tag.name == "source" || tag.name == "target" {
                        if tag.name == "source" { unit?.sourceStart = tag.range.lowerBound }
                        if tag.isEmpty {
                            if tag.name == "target", current.target == nil { unit?.emptyTarget = tag.range }
                        } else {
                            open = (tag.name, tag.range.upperBound, depth)
                        }
                    }
                case .end(let name, let range):
                    if let element = open, name == element.name, tokenizer.depth == element.depth - 1 {
                        open = nil
                        if name == "source", unit?.source == nil {
                            unit?.source = element.contentStart..<range.lowerBound
                            unit?.sourceEnd = range.upperBound
                        } else if name == "target", unit?.target == nil {
                            unit?.target = element.contentStart..<range.lowerBound
                        }
                    }
                    if name == "trans-unit", let current = unit, tokenizer.depth == current.depth - 1 {
                        unit = nil
                        guard current.translates, let source = current.source, let sourceEnd = current.sourceEnd else { continue }
                        let content = FileEdit.apply(edits, to: text, in: source)
                        if let target = current.target {
                            changes.append(FileEdit(range: target, bytes: content))
                        } else if let empty = current.emptyTarget {
                            changes.append(FileEdit(range: empty, bytes: Array("<target state=\"translated\">".utf8) + content + Array("</target>".utf8)))
                        } else {
                            let indent = JSONLayout.indentation(text, at: current.sourceStart ?? sourceEnd)
                            changes.append(FileEdit(range: sourceEnd..<sourceEnd,
                                                    bytes: [0x0A] + indent + Array("<target state=\"translated\">".utf8) + content + Array("</target>".utf8)))
                        }
                    }
                default:
                    break
                }
            }
        } catch {
            return nil
        }
        return FileEdit.apply(FileEdit.sortedStably(changes), to: text, in: 0..<text.count)
    }

    /// The edit that sets the `target-language` of the `<file>` start tag `tag` to `locale`:
    /// its value replaced, or the attribute added before the tag's end.
    private func targetLanguage(_ locale: String, in tag: XMLTokenizer.StartTag) -> FileEdit {
        if let attribute = tag.attributes.first(where: { $0.name == "target-language" }) {
            var index = attribute.offset
            while index < tag.range.upperBound, text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "'") { index += 1 }
            let quote = text[index]
            var end = index + 1
            while end < tag.range.upperBound, text[end] != quote { end += 1 }
            return FileEdit(range: index + 1..<end, bytes: Array(locale.utf8))
        }
        var end = tag.range.upperBound - 1
        if tag.isEmpty { end -= 1 }
        return FileEdit(range: end..<end, bytes: Array(" target-language=\"\(locale)\"".utf8))
    }

    /// Where the pseudo-locale's file made from the XLIFF file at `path`, whose target language
    /// is `language`, goes: its name with the language replaced (`fr.xliff` → `en-XA.xliff`,
    /// `messages.de.xlf` → `messages.en-XA.xlf`, and an Xcode `fr.xcloc` folder likewise), or
    /// the locale added before the extension (`app.xliff` → `app.en-XA.xliff`).
    static func path(for path: String, language: String?, locale: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = components.removeLast()
        var parts = file.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let language {
            components = components.map { $0 == language + ".xcloc" ? locale + ".xcloc" : $0 }
        }
        if parts.count >= 2, let language, let index = parts.dropLast().lastIndex(of: language) {
            parts[index] = locale
        } else {
            parts.insert(locale, at: max(parts.count - 1, 1))
        }
        return (components + [parts.joined(separator: ".")]).joined(separator: "/")
    }
}
