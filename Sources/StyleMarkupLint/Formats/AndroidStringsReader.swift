import Foundation
import StyleMarkup

/// Reads Android string resources (`res/values*/strings.xml`): `<string name>`,
/// `<plurals name>` with `<item quantity>`, `<string-array name>` with `<item>`, and
/// `<item type="string" name>`. Resources marked `translatable="false"` are skipped;
/// `formatted="false"` turns off the placeholder check.
///
/// A string's markup is its element content with XML entities decoded once and child
/// elements kept as written, then aapt2's quoting and escapes undone
/// (``AndroidTextBuilder``): so both `<b>x</b>` and `&lt;b&gt;x&lt;/b&gt;` are checked, and
/// `&amp;lt;` is a literal `<`. `<xliff:g>` marks a placeholder: its tags are dropped and its
/// content kept. CDATA content is taken as written (then aapt2 escapes apply). Android lint's
/// `tools:ignore` silences the matching rules (``AndroidToolsIgnore``).
struct AndroidStringsReader: LocalizationReader {
    private var tokenizer: XMLTokenizer
    private var file: LocalizationFile
    private var firstDefinition: [String: LintLocation] = [:]
    /// The rules `<resources tools:ignore>` silences for every string of the file.
    private var silencedInFile: Set<LintRule> = []

    /// Reads the UTF-8 text of an Android resource file into `file`.
    /// A `values` or `values-*` directory gives the language (none for `values/`, which holds
    /// the sources, unless `--source-language` names it); its `res` directory is the group.
    static func describe(_ file: inout LocalizationFile, options: LocalizationReadOptions) {
        let directory = URL(fileURLWithPath: file.path).deletingLastPathComponent()
        let name = directory.lastPathComponent
        guard name == "values" || name.hasPrefix("values-") else { return }
        let (language, isDefault) = language(ofDirectory: name)
        file.language = isDefault ? options.sourceLanguage : language
        file.groupID = "android:" + directory.deletingLastPathComponent().standardizedFileURL.path
    }

    static func read(_ lines: LineTable, into file: inout LocalizationFile, options: LocalizationReadOptions) {
        var reader = AndroidStringsReader(tokenizer: XMLTokenizer(lines: lines), file: file)
        // About one resource a line: room enough that the table is seldom rehashed.
        reader.firstDefinition.reserveCapacity(lines.lineCount / 2)
        do {
            try reader.readAll()
        } catch {
            reader.file.malformed(error.message, at: lines.location(ofByte: error.offset))
        }
        file = reader.file
    }

    private var lines: LineTable { tokenizer.lines }

    private mutating func readAll() throws(XMLTokenizer.SyntaxError) {
        // The resource being read at depth 2 (<plurals> or <string-array>), if any.
        var container: (tag: XMLTokenizer.StartTag, items: Int)?
        var sawResources = false
        while let token = try tokenizer.next() {
            switch token {
            case .doctype(let range, let declaresEntities):
                if declaresEntities {
                    file.malformed("the DOCTYPE declares entities; markupc never expands them (write the text itself, or &lt; &gt; &amp; &quot; &apos;)",
                                   at: lines.location(ofByte: range.lowerBound))
                    return
                }
            case .start(let tag):
                let depth = tag.isEmpty ? tokenizer.depth + 1 : tokenizer.depth
                if depth == 1 {
                    guard tag.name == "resources" else {
                        throw XMLTokenizer.SyntaxError(message: "the root element is <\(tag.name)>, not <resources>", offset: tag.range.lowerBound)
                    }
                    sawResources = true
                    if let ignore = tag.attribute(AndroidToolsIgnore.attribute) { silencedInFile = AndroidToolsIgnore.rules(silencedBy: ignore) }
                } else if depth == 2 {
                    switch tag.name {
                    case "string":
                        try readString(tag, key: tag.attribute("name"), resource: tag, pluralGroup: nil)
                    case "item" where tag.attribute("type") == "string":
                        try readString(tag, key: tag.attribute("name"), resource: tag, pluralGroup: nil)
                    case "plurals", "string-array":
                        if !tag.isEmpty { container = (tag, 0) }
                    default:
                        break
                    }
                } else if depth == 3, tag.name == "item", let (resource, count) = container {
                    container = (resource, count + 1)
                    guard let name = resource.attribute("name") else { continue }
                    if resource.name == "plurals" {
                        let quantity = tag.attribute("quantity") ?? "?"
                        try readString(tag, key: "\(name)[\(quantity)]", resource: resource, pluralGroup: name)
                    } else {
                        try readString(tag, key: "\(name)[\(count)]", resource: resource, pluralGroup: nil)
                    }
                }
            case .end:
                if tokenizer.depth == 1 { container = nil }
            default:
                break
            }
        }
        if !sawResources {
            file.malformed("no <resources> element; this is not an Android resource file", at: LintLocation(line: 1, column: 1))
        }
    }

    /// Reads the content of `element` (which the tokenizer has just opened) into a string.
    private mutating func readString(_ element: XMLTokenizer.StartTag, key: String?, resource: XMLTokenizer.StartTag,
                                     pluralGroup: String?) throws(XMLTokenizer.SyntaxError) {
        var text = AndroidTextBuilder(lines: lines, startingAt: element.range.upperBound)
        if !element.isEmpty {
            let depth = tokenizer.depth
            while let token = try tokenizer.next() {
                switch token {
                case .text(let range):
                    try XMLText.decode(range, in: lines, into: &text)
                case .cdata(let range):
                    text.appendVerbatim(range)
                case .start(let child):
                    if !Self.isXLIFFPlaceholder(child.name) { text.appendRaw(child.range) }
                case .end(let name, let range):
                    if tokenizer.depth < depth { break }
                    if !Self.isXLIFFPlaceholder(name) { text.appendRaw(range) }
                    continue
                case .comment, .processingInstruction, .doctype:
                    continue
                }
                if tokenizer.depth < depth { break }
            }
        }
        guard let key else {
            file.malformed("<\(resource.name)> has no name attribute", at: lines.location(ofByte: resource.range.lowerBound))
            return
        }
        if resource.attribute("translatable") == "false" || element.attribute("translatable") == "false" {
            if let name = resource.attribute("name") { file.untranslatableResources.insert(name) }
            return
        }
        let (value, positions) = text.finish()
        let keyLocation = lines.location(ofByte: element.range.lowerBound)
        var string = LocalizedString(file: file.path, key: key, language: file.language, value: value, positions: positions,
                                     keyLocation: keyLocation, role: .translation,
                                     checksPlaceholders: resource.attribute("formatted") != "false")
        string.pluralGroup = pluralGroup
        string.resourceName = resource.attribute("name")
        string.droppedQuotes = text.droppedQuotes
        string.printfDialect = .java
        string.declaresFormat = resource.attribute("formatted") == "true"
        string.isFuzzy = resource.attribute("fuzzy") == "true" || element.attribute("fuzzy") == "true"
        var silenced = silencedInFile
        for ignore in [resource.attribute(AndroidToolsIgnore.attribute), element.attribute(AndroidToolsIgnore.attribute)] {
            if let ignore { silenced.formUnion(AndroidToolsIgnore.rules(silencedBy: ignore)) }
        }
        if !silenced.isEmpty { file.silencedRules[key, default: []].formUnion(silenced) }
        // The same name may appear once per `product` (phone, tablet).
        let identity = key + "\u{0}" + (resource.attribute("product") ?? "")
        if let first = firstDefinition[identity] {
            file.duplicate(string, firstAt: first)
        } else {
            firstDefinition[identity] = keyLocation
        }
        file.strings.append(string)
    }

    private static func isXLIFFPlaceholder(_ name: String) -> Bool {
        name == "xliff:g"
    }

    /// The language of a `values` directory: `nil` for `values` itself, `fr` for `values-fr`,
    /// `pt-BR` for `values-pt-rBR`, `sr-Latn` for `values-b+sr+Latn`. A directory with other
    /// qualifiers only (`values-night`, `values-v21`) holds variants of the default resources:
    /// its strings are checked against `values/` like translations, with no language.
    static func language(ofDirectory name: String) -> (language: String?, isDefault: Bool) {
        guard name != "values" else { return (nil, true) }
        let qualifiers = name.split(separator: "-").dropFirst().map(String.init)
        guard let first = qualifiers.first else { return (nil, false) }
        if first.hasPrefix("b+") {
            return (first.dropFirst(2).split(separator: "+").joined(separator: "-"), false)
        }
        let isLanguage = (2...3).contains(first.count) && first.allSatisfy { $0.isASCII && $0.isLowercase } && first != "car"
        guard isLanguage else { return (nil, false) }
        if qualifiers.count > 1, qualifiers[1].count == 3, qualifiers[1].hasPrefix("r") {
            return ("\(first)-\(qualifiers[1].dropFirst())", false)
        }
        return (first, false)
    }
}
