import StyleMarkup

extension XMLTokenizer {
    /// Reads the text content of `element` (just opened) up to its end tag: character data
    /// XML-decoded once, CDATA kept verbatim, nested elements' tags dropped and their text
    /// kept. Returns the decoded string with the map from its characters back to the file.
    mutating func readDecodedText(of element: StartTag) throws(SyntaxError) -> (value: String, positions: PositionMap) {
        var ignored: [InlineElement] = []
        return try readDecodedText(of: element, inlineElements: &ignored)
    }

    /// As ``readDecodedText(of:)``, also listing the nested elements in `placeholderNames`
    /// (XLIFF's `<x/>`, `<ph>`, …) with their `id`, in order.
    mutating func readDecodedText(of element: StartTag, inlineElements: inout [InlineElement],
                                  placeholderNames: Set<String> = []) throws(SyntaxError) -> (value: String, positions: PositionMap) {
        var builder = DecodedTextBuilder(lines: lines, startingAt: element.range.upperBound)
        if !element.isEmpty {
            let depth = self.depth
            while let token = try next() {
                switch token {
                case .text(let range):
                    try XMLText.decode(range, in: lines, into: &builder)
                case .cdata(let range):
                    builder.appendVerbatim(range)
                case .start(let tag) where placeholderNames.contains(tag.name):
                    let id = tag.attribute("id").map { " id=\"\($0)\"" } ?? ""
                    inlineElements.append(InlineElement(text: "<\(tag.name)\(id)/>", location: lines.location(ofByte: tag.range.lowerBound),
                                                        offset: builder.bytes.count))
                default:
                    break
                }
                if self.depth < depth { break }
            }
        }
        return builder.finish()
    }
}
