import Foundation
import StyleMarkup

/// What the rules need to know about one string: whether its markup parses, its tags (with
/// their nesting) and its printf placeholders. Each string is analysed once, however many
/// translations it is compared with.
package struct StringAnalysis {
    /// One tag occurrence.
    struct TagInfo {
        var name: String
        var href: String?
        /// The byte offset of the tag's `<` in the string.
        var offset: Int
        /// The index of the enclosing tag, if any.
        var parent: Int?
        /// Identifies the chain of tag names from the outermost tag down to this one; equal
        /// chains have equal ids across every string analysed by the same ``StringAnalyzer``.
        var pathID: Int
        /// Whether the tag was written `</br>`, which the HTML dialect reads as `<br>`.
        var isClosingLineBreak = false
        /// Whether ``href`` is an `xref` or `linkend` (the XML dialect): the id of a page or an
        /// element of the same document, not a URL.
        var isReference = false
    }

    /// Every problem found reading the markup (the markupc dialect stops at its first); empty
    /// when the string parses.
    package var markupErrors: [MarkupError] = []
    /// The first markup problem, when the string does not parse.
    var markupError: MarkupError? { markupErrors.first }
    var tags: [TagInfo] = []
    package var placeholders: [PrintfPlaceholder] = []
    /// How many `%` of the string start no placeholder (beside `%%` and `%n`), which a
    /// formatter misreads (``FormattedPercentSigns``); 0 for most strings.
    var strayPercentCount = 0
    /// How many start tags the HTML dialect read as text (`<None>`: no HTML element, never
    /// closed); see ``HTMLDialectReader``.
    var textTagCount = 0
    /// The void elements the HTML dialect read as containers, because the string (or its
    /// source) closes them (`<link …>…</link>`), as ``HTMLElementNames/voidBit(key:)`` bits: a
    /// mask, so the analysis of most strings holds nothing more to copy.
    var containerVoids: UInt16 = 0
    /// Whether the string was read in the XML dialect (Mallard or DocBook from itstool).
    var isXML = false
    /// Whether the string was read in the HTML dialect (no style book).
    var isHTML = false

    /// Whether the string is plain text although it holds `<word>`s: every one was read as
    /// text, and nothing else is markup.
    var readsAsText: Bool { textTagCount > 0 && tags.isEmpty && markupErrors.isEmpty }

    /// Whether, as a source, its translations' markup is judged (their tags and links compared,
    /// their markup problems reported): not when it does not parse (its `source-malformed`
    /// warning stands for them) or reads as plain text. Their placeholders are judged either way.
    var judgesTranslationMarkup: Bool { markupErrors.isEmpty && !readsAsText }

    /// The names of the enclosing tags of tag `index`, outermost first.
    func ancestors(of index: Int) -> [String] {
        var names: [String] = []
        var current = tags[index].parent
        while let parent = current {
            names.append(tags[parent].name)
            current = tags[parent].parent
        }
        return names.reversed()
    }

    /// Whether a translation analysed as `translation` passes every pair rule against a source
    /// analysed as `source` without a closer look: both parse, and they have the same tags
    /// (same chains, same links) and the same placeholders, in the same order.
    static func sameMarkup(_ translation: StringAnalysis, _ source: StringAnalysis) -> Bool {
        translation.markupError == nil && source.markupError == nil
            && translation.tags.count == source.tags.count && translation.placeholders.count == source.placeholders.count
            && zip(translation.tags, source.tags).allSatisfy { $0.pathID == $1.pathID && $0.href == $1.href }
            && zip(translation.placeholders, source.placeholders).allSatisfy {
                $0.position == $1.position && $0.length == $1.length && $0.conversion == $1.conversion
            }
    }

    /// The tag names in order of first appearance, each once.
    var distinctTagNames: [String] {
        var seen = Set<String>()
        return tags.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }
}

/// The ids of tag-name chains (`<b>` at the top, `<i>` inside `<b>`, …), shared by every
/// analyzer of a lint run, on any thread: equal chains get equal ids, so two strings' nesting
/// is compared by comparing ids. Which id a chain gets depends on which thread saw it first;
/// ids are only ever compared for equality, so results do not.
package final class TagChainTable: @unchecked Sendable {
    struct Key: Hashable {
        var parent: Int
        var name: String
    }

    private let lock = NSLock()
    private var ids: [Key: Int] = [:]

    /// An empty table.
    package init() {}

    /// The id of `key`'s chain, numbered now if it is new.
    func id(of key: Key) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let known = ids[key] { return known }
        let id = ids.count
        ids[key] = id
        return id
    }
}

/// Analyses strings. Chain ids come from a ``TagChainTable`` that analyzers on other threads
/// may share; each analyzer remembers the ids it has seen, so the shared table is consulted
/// (under its lock) only for chains new to this analyzer.
///
/// Markup is read with a ``MarkupTokenizer`` of the analyzer's own, which reuses its buffers
/// from string to string: an analyzer belongs to one thread.
package struct StringAnalyzer {
    private let tokenizer: MarkupTokenizer
    private let table: TagChainTable
    private var known: [TagChainTable.Key: Int] = [:]

    package init(imageTags: Set<String> = [], table: TagChainTable = TagChainTable()) {
        tokenizer = MarkupTokenizer(imageTags: imageTags)
        self.table = table
    }

    /// The analysis of `original` read in `dialect`, its placeholders in the `printf` dialect;
    /// in the HTML dialect, a translation is read with its source's `context` (``HTMLSourceContext``).
    package mutating func analyze(_ original: String, dialect: MarkupDialect = .markupc, printf: PrintfDialect = .apple,
                                  context: HTMLSourceContext? = nil) -> StringAnalysis {
        var analysis = StringAnalysis()
        analysis.placeholders = Self.placeholders(in: original, dialect: printf)
        let percentSigns = FormattedPercentSigns.percentSignCount(original)
        analysis.strayPercentCount = max(0, percentSigns - analysis.placeholders.count)
        // The dialect is the file's, whether or not this string has tags.
        analysis.isXML = dialect == .xml
        analysis.isHTML = dialect == .html
        if dialect == .text || Self.isPlainText(original) { return analysis }
        var value = original
        if InttypesPlaceholders.mayContain(original), let masked = InttypesPlaceholders.masked(original) {
            analysis.placeholders = (analysis.placeholders + InttypesPlaceholders.scan(original)).sorted { $0.range.lowerBound < $1.range.lowerBound }
            analysis.strayPercentCount = max(0, percentSigns - analysis.placeholders.count)
            value = masked
        }
        if dialect == .html || dialect == .xml { return analyzeHTML(value, into: analysis, context: context, xml: dialect == .xml) }
        do {
            try tokenizer.tokenize(value)
        } catch {
            analysis.markupErrors = [error]
            return analysis
        }
        let tags = tokenizer.tags
        analysis.tags.reserveCapacity(tags.count)
        var open: [Int] = []
        for tag in tags {
            if open.count > tag.depth { open.removeLast(open.count - tag.depth) }
            let parent = open.last
            let name = tokenizer.name(of: tag)
            let key = TagChainTable.Key(parent: parent.map { analysis.tags[$0].pathID } ?? -1, name: name)
            let id: Int
            if let seen = known[key] {
                id = seen
            } else {
                id = table.id(of: key)
                known[key] = id
            }
            open.append(analysis.tags.count)
            analysis.tags.append(.init(name: name, href: tokenizer.attribute("href", of: tag), offset: tag.sourceByteOffset, parent: parent, pathID: id))
        }
        return analysis
    }

    /// The id of the chain `parent` (a chain id, or -1 for the top) → `name`.
    private mutating func chainID(parent: Int, name: String) -> Int {
        let key = TagChainTable.Key(parent: parent, name: name)
        if let seen = known[key] { return seen }
        let id = table.id(of: key)
        known[key] = id
        return id
    }

    /// Reads `value` in the HTML (or XML) dialect (``HTMLDialectReader``), keeping every problem.
    private mutating func analyzeHTML(_ value: String, into start: StringAnalysis, context: HTMLSourceContext?, xml: Bool) -> StringAnalysis {
        var analysis = start
        var copy = value
        let reader = copy.withUTF8 { HTMLDialectReader($0, limits: tokenizer.limits, context: context, xml: xml) }
        analysis.markupErrors = reader.errors
        analysis.textTagCount = reader.textTagCount
        analysis.containerVoids = reader.containerVoids
        analysis.isXML = xml
        analysis.tags.reserveCapacity(reader.tags.count)
        for tag in reader.tags {
            let parentChain = tag.parent.map { analysis.tags[$0].pathID } ?? -1
            analysis.tags.append(.init(name: tag.name, href: tag.href, offset: tag.offset, parent: tag.parent,
                                       pathID: chainID(parent: parentChain, name: tag.name), isClosingLineBreak: tag.isClosingLineBreak,
                                       isReference: tag.isReference))
        }
        return analysis
    }
}

extension StringAnalyzer {
    /// The printf placeholders of `value` in `dialect`, without the ones that are a percent
    /// sign before a word: a `%` whose flags hold a space and whose conversion letter starts a
    /// word (`50 % des`, `50% off`, `10 % d'entre eux`) is text in every language that writes
    /// a space before `%`, while a real `% d` placeholder is followed by a space, punctuation
    /// or the end; one with an argument number (`%1$ e`) is a placeholder wherever it stands.
    /// In the C dialect glibc's `I` flag (the locale's own digits, which gettext allows in a
    /// translation: `%Id`) is a flag.
    static func placeholders(in value: String, dialect: PrintfDialect = .apple) -> [PrintfPlaceholder] {
        let found = PrintfScanner.scan(value, dialect: dialect)
        guard found.contains(where: { $0.flags.contains(" ") }) else { return found }
        let utf8 = Array(value.utf8)
        return found.filter { placeholder in
            // Text never writes an argument number: `%1$ erauzteko` is Java's `%1$ e` (and a crash).
            guard placeholder.flags.contains(" "), placeholder.position == nil, placeholder.range.upperBound < utf8.count else { return true }
            let next = utf8[placeholder.range.upperBound]
            let startsWord = (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
                || next >= 0x80 || next == UInt8(ascii: "'")
            return !startsWord
        }
    }

    /// Whether the markup parser has nothing to do: no `<`, `&` or NUL byte, and too short to
    /// reach any size limit. Such a string has no tags and cannot be malformed (a `String` is
    /// valid Unicode), so most plain strings are never parsed.
    static func isPlainText(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { bytes in
            guard bytes.count <= 65_536 else { return false }
            for byte in bytes where byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == 0 { return false }
            return true
        }
    }
}
