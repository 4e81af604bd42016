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
    /// The chains numbered so far, by id: the parent chain's id (-1 at the top) and the name.
    private(set) var chains: [(parent: Int, name: String)] = []

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
                chains.append((key.parent, key.name))
            }
            open.append(analysis.tags.count)
            analysis.tags.append(.init(name: tag.name, href: tag.attribute("href"), offset: tag.sourceByteOffset, parent: parent, pathID: id))
        }
        return analysis
    }
}

extension StringAnalyzer {
    /// Renumbers the chain ids of analyses made by separate analyzers (one per thread) so that
    /// equal chains have equal ids across all of them. `analyzers[i]` made `analyses[i]`.
    static func unify(_ analyses: inout [[StringAnalysis]], madeBy analyzers: [StringAnalyzer], workers: Int) {
        var shared: [PathKey: Int] = [:]
        let maps: [[Int]] = analyzers.map { analyzer in
            var map: [Int] = []
            map.reserveCapacity(analyzer.chains.count)
            for chain in analyzer.chains {
                let key = PathKey(parent: chain.parent < 0 ? -1 : map[chain.parent], name: chain.name)
                if let known = shared[key] {
                    map.append(known)
                } else {
                    map.append(shared.count)
                    shared[key] = shared.count
                }
            }
            return map
        }
        let parts = analyses
        analyses = ParallelWork.map(parts.count, workers: workers) { index in
            var part = parts[index]
            let map = maps[index]
            for string in part.indices where !part[string].tags.isEmpty {
                for tag in part[string].tags.indices { part[string].tags[tag].pathID = map[part[string].tags[tag].pathID] }
            }
            return part
        }
    }
}
