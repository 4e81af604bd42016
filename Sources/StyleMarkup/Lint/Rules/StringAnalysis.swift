/// What the rules need to know about one string: whether its markup parses, its tags (with
/// their nesting) and its printf placeholders. Each string is analysed once, however many
/// translations it is compared with.
struct StringAnalysis {
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
    }

    /// The markup error, when the string does not parse.
    var markupError: MarkupError?
    var tags: [TagInfo] = []
    var placeholders: [PrintfPlaceholder] = []

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

    /// The tag names in order of first appearance, each once.
    var distinctTagNames: [String] {
        var seen = Set<String>()
        return tags.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }
}

/// Analyses strings, sharing the ids of tag-name chains between them.
struct StringAnalyzer {
    let parser: MarkupParser
    private var pathIDs: [PathKey: Int] = [:]

    private struct PathKey: Hashable {
        var parent: Int
        var name: String
    }

    init(parser: MarkupParser) {
        self.parser = parser
    }

    mutating func analyze(_ value: String) -> StringAnalysis {
        var analysis = StringAnalysis()
        analysis.placeholders = PrintfPlaceholder.scan(value)
        let parsed: ParsedMarkup
        do {
            parsed = try parser.parse(value)
        } catch {
            analysis.markupError = error
            return analysis
        }
        analysis.tags.reserveCapacity(parsed.tags.count)
        var open: [Int] = []
        for tag in parsed.tags {
            if open.count > tag.depth { open.removeLast(open.count - tag.depth) }
            let parent = open.last
            let key = PathKey(parent: parent.map { analysis.tags[$0].pathID } ?? -1, name: tag.name)
            let id: Int
            if let known = pathIDs[key] {
                id = known
            } else {
                id = pathIDs.count
                pathIDs[key] = id
            }
            open.append(analysis.tags.count)
            analysis.tags.append(.init(name: tag.name, href: tag.attribute("href"), offset: tag.sourceByteOffset, parent: parent, pathID: id))
        }
        return analysis
    }
}
