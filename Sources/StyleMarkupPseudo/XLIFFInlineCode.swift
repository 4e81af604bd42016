import StyleMarkup
import StyleMarkupLint

/// XLIFF 1.2's inline elements in the sources of a file, as `markupc pseudo` treats them:
///
/// - `<ph>`, `<bpt>`, `<ept>` and `<it>` hold the app's own code (`<ph id="1">{{count}}</ph>`):
///   their content is kept byte for byte, and nothing is inserted inside them;
/// - `<x/>`, `<bx/>` and `<ex/>` stand for code and have no content;
/// - `<g>` and `<mrk>` enclose text, which is rewritten; their tags are boundaries no word
///   crosses, so a right-to-left word never starts inside a `<g>` and ends outside it.
///
/// The reader drops these tags from a string's decoded value, so what they mean is brought
/// back here, in the value's offsets.
struct XLIFFInlineCode {
    /// The code elements, whole (start tag to end tag), with the range of their content.
    private var elements: [(element: Range<Int>, content: Range<Int>)] = []
    /// Every inline element's tags, start and end.
    private var tags: [Range<Int>] = []
    /// The content of each `<source>` and `<target>`.
    private var contents: [Range<Int>] = []

    private static let codeElements: Set<String> = ["ph", "bpt", "ept", "it"]
    private static let inlineElements: Set<String> = ["ph", "bpt", "ept", "it", "x", "bx", "ex", "g", "mrk", "sub"]

    /// Reads the inline elements of the XLIFF file `lines` (none when it does not read as XML).
    init(lines: LineTable) {
        var tokenizer = XMLTokenizer(lines: lines)
        var open: [(name: String, tag: Range<Int>)] = []
        while let token = try? tokenizer.next() {
            switch token {
            case .start(let tag) where Self.inlineElements.contains(tag.name):
                tags.append(tag.range)
                if !tag.isEmpty { open.append((tag.name, tag.range)) }
            case .start(let tag) where tag.name == "source" || tag.name == "target":
                if !tag.isEmpty { open.append((tag.name, tag.range)) }
            case .end(let name, let range):
                guard let index = open.lastIndex(where: { $0.name == name }) else { continue }
                let start = open[index].tag
                open.removeSubrange(index...)
                if Self.inlineElements.contains(name) { tags.append(range) }
                if Self.codeElements.contains(name) {
                    elements.append((start.lowerBound..<range.upperBound, start.upperBound..<range.lowerBound))
                } else if name == "source" || name == "target" {
                    contents.append(start.upperBound..<range.lowerBound)
                }
            default:
                break
            }
        }
        tags.sort { $0.lowerBound < $1.lowerBound }
        // The outermost code elements (a `<sub>` inside a `<ph>` may hold another), in order.
        var outermost: [(element: Range<Int>, content: Range<Int>)] = []
        for code in elements.sorted(by: { $0.element.lowerBound < $1.element.lowerBound }) {
            if let last = outermost.last, code.element.upperBound <= last.element.upperBound { continue }
            outermost.append(code)
        }
        elements = outermost
    }

    /// How many of `count` things in order come before the one sought (`isBefore`).
    private static func index(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// For the string `string` (a `<source>`'s content): the ranges of its value that are code
    /// and the offsets where an inline tag stands, for ``PseudoStringRewriter``.
    func spans(of string: LocalizedString) -> (kept: [Range<Int>], breaks: [Int]) {
        let positions = string.positions
        let length = string.value.utf8.count
        guard length > 0, !tags.isEmpty else { return ([], []) }
        let first = positions.fileOffset(ofDecodedByte: 0)
        let containing = Self.index(contents.count) { contents[$0].upperBound < first }
        guard containing < contents.count, contents[containing].lowerBound <= first else { return ([], []) }
        let content = contents[containing]
        // The offset of the first decoded byte written at `fileOffset` or after it.
        func decoded(_ fileOffset: Int) -> Int {
            Self.index(length) { positions.fileOffset(ofDecodedByte: $0) < fileOffset }
        }
        var kept: [Range<Int>] = []
        var code = Self.index(elements.count) { elements[$0].element.lowerBound < content.lowerBound }
        while code < elements.count, elements[code].element.lowerBound < content.upperBound {
            kept.append(decoded(elements[code].content.lowerBound)..<decoded(elements[code].content.upperBound))
            code += 1
        }
        var breaks: [Int] = []
        var tag = Self.index(tags.count) { tags[$0].lowerBound < content.lowerBound }
        while tag < tags.count, tags[tag].lowerBound < content.upperBound {
            breaks.append(decoded(tags[tag].upperBound))
            tag += 1
        }
        return (kept, breaks)
    }

    /// `edits` with each insertion that would land inside a code element moved out of it: before
    /// the element when it is at the start of the content, after it otherwise.
    func movingInsertionsOutOfCode(_ edits: [FileEdit]) -> [FileEdit] {
        guard !elements.isEmpty else { return edits }
        return edits.map { edit in
            let at = edit.range.lowerBound
            let following = Self.index(elements.count) { elements[$0].element.lowerBound < at }
            guard edit.range.isEmpty, following > 0, at < elements[following - 1].element.upperBound else { return edit }
            let code = elements[following - 1]
            let offset = at <= code.content.lowerBound ? code.element.lowerBound : code.element.upperBound
            return FileEdit(range: offset..<offset, bytes: edit.bytes)
        }
    }
}
