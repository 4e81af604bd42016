import StyleMarkup

/// Reads XLIFF 1.2 (`.xliff`, `.xlf`): each `<trans-unit id>`'s `<source>` and `<target>`,
/// with the languages from the enclosing `<file source-language target-language>`.
///
/// The text is XML-decoded once, so markup written `&lt;b&gt;…&lt;/b&gt;` (as Xcode exports
/// it) is checked. XLIFF's own inline elements (`<g>`, `<x/>`, `<ph>`, `<bpt>`, `<mrk>`, …)
/// are not markup: their tags are dropped and their text kept. The placeholder elements among
/// them (`<x/>`, `<ph>`, `<bx/>`, `<ex/>`, `<bpt>`, `<ept>`, `<it>`, `<g>`), by name and `id`,
/// are compared like printf placeholders: a target must keep its source's. A unit whose source
/// is one ICU expression is read case by case (``LocalizationFile/splitICUExpression(source:target:)``). A unit marked
/// `translate="no"` and an empty or missing `<target>` are not checked as translations;
/// `<alt-trans>` suggestions are ignored.
struct XLIFFReader: LocalizationReader {
    /// XLIFF 1.2's inline elements that stand for code the app keeps or fills in.
    static let placeholderElements: Set<String> = ["x", "ph", "bx", "ex", "bpt", "ept", "it", "g"]

    private var tokenizer: XMLTokenizer
    private var file: LocalizationFile
    private let sourceLanguage: String?

    private struct Unit {
        var tag: XMLTokenizer.StartTag
        var depth: Int
        var source: Int?
        var target: Int?
    }

    /// Reads the UTF-8 text of an XLIFF file into `file`. `sourceLanguage` names the source
    /// strings' language when a `<file>` has no `source-language`.
    static func read(_ lines: LineTable, into file: inout LocalizationFile, options: LocalizationReadOptions) {
        var reader = XLIFFReader(tokenizer: XMLTokenizer(lines: lines), file: file, sourceLanguage: options.sourceLanguage)
        do {
            try reader.readAll()
        } catch {
            reader.file.malformed(error.message, at: lines.location(ofByte: error.offset))
        }
        file = reader.file
    }

    private var lines: LineTable { tokenizer.lines }

    private mutating func readAll() throws(XMLTokenizer.SyntaxError) {
        var languages: (source: String?, target: String?) = (sourceLanguage, nil)
        var unit: Unit?
        var firstDefinition: [String: LintLocation] = [:]
        // A unit takes four lines or more: room enough that the table is seldom rehashed.
        firstDefinition.reserveCapacity(lines.lineCount / 4)
        var sawRoot = false
        while let token = try tokenizer.next() {
            switch token {
            case .doctype(let range, let declaresEntities):
                if declaresEntities {
                    file.malformed("the DOCTYPE declares entities; markupc never expands them", at: lines.location(ofByte: range.lowerBound))
                    return
                }
            case .start(let tag):
                let depth = tag.isEmpty ? tokenizer.depth + 1 : tokenizer.depth
                if depth == 1 {
                    guard tag.name == "xliff" else {
                        throw XMLTokenizer.SyntaxError(message: "the root element is <\(tag.name)>, not <xliff>", offset: tag.range.lowerBound)
                    }
                    if let version = tag.attribute("version"), !version.hasPrefix("1.") {
                        file.malformed("XLIFF \(version) is not read; markupc reads XLIFF 1.2", at: lines.location(ofByte: tag.range.lowerBound))
                        return
                    }
                    sawRoot = true
                } else if tag.name == "file" {
                    languages = (tag.attribute("source-language") ?? sourceLanguage, tag.attribute("target-language"))
                    firstDefinition.removeAll(keepingCapacity: true)
                    if file.language == nil { file.language = languages.target }
                } else if tag.name == "trans-unit", unit == nil {
                    unit = Unit(tag: tag, depth: depth, source: nil, target: nil)
                    if tag.isEmpty { unit = nil }
                } else if let current = unit, depth == current.depth + 1, tag.name == "source" || tag.name == "target" {
                    let isSource = tag.name == "source"
                    let string = try readContent(tag, unit: current.tag, language: isSource ? languages.source : languages.target,
                                                 role: isSource ? .source : .translation)
                    if isSource {
                        if current.source == nil { unit?.source = file.strings.count; file.strings.append(string) }
                    } else if current.target == nil, !string.value.isEmpty, current.tag.attribute("translate") != "no" {
                        unit?.target = file.strings.count
                        file.strings.append(string)
                    }
                }
            case .end(let name, _):
                if name == "trans-unit", let current = unit, tokenizer.depth == current.depth - 1 {
                    unit = nil
                    let id = current.tag.attribute("id") ?? ""
                    let location = lines.location(ofByte: current.tag.range.lowerBound)
                    if let first = firstDefinition[id], let index = current.source ?? current.target {
                        file.duplicate(file.strings[index], firstAt: first)
                    } else {
                        firstDefinition[id] = location
                    }
                    if let target = current.target {
                        if let source = current.source {
                            if !file.splitICUExpression(source: source, target: target) { file.inlineSources[target] = [source] }
                        } else {
                            file.inlineOrphans.append(target)
                        }
                    }
                }
            default:
                break
            }
        }
        if !sawRoot {
            file.malformed("no <xliff> element; this is not an XLIFF file", at: LintLocation(line: 1, column: 1))
        }
    }

    /// Reads the content of `<source>` or `<target>` (just opened) as a string.
    private mutating func readContent(_ element: XMLTokenizer.StartTag, unit: XMLTokenizer.StartTag, language: String?,
                                      role: LocalizedString.Role) throws(XMLTokenizer.SyntaxError) -> LocalizedString {
        var inline: [InlineElement] = []
        let (value, positions) = try tokenizer.readDecodedText(of: element, inlineElements: &inline, placeholderNames: Self.placeholderElements)
        var string = LocalizedString(file: file.path, key: unit.attribute("id") ?? "", language: language, value: value, positions: positions,
                                     keyLocation: lines.location(ofByte: unit.range.lowerBound), role: role)
        string.inlineElements = inline
        return string
    }
}
