import Foundation
import StyleMarkup

/// `tokenizer`: the markup reader (`MarkupParser`) on arbitrary bytes, with the default
/// limits and with tight ones, with and without image tags; and a `MarkupTokenizer` with the
/// same settings, reused across every input of the run, which must agree with the parser.
enum TokenizerTarget {
    static let parsers = [
        MarkupParser(),
        MarkupParser(limits: MarkupLimits(maxNestingDepth: 4, maxInputBytes: 4_096, maxTags: 32, maxAttributeBytes: 16),
                     imageTags: ["img", "icon", "thumb"]),
    ]
    /// One tokenizer per parser, kept from input to input (libFuzzer calls the target on one thread).
    nonisolated(unsafe) static let tokenizers = parsers.map { MarkupTokenizer(limits: $0.limits, imageTags: $0.imageTags) }

    static func run(_ input: [UInt8]) {
        let data = Data(input)
        let valid = isValidUTF8(input)
        for (parser, tokenizer) in zip(parsers, tokenizers) {
            let fromData: ParsedMarkup
            do {
                fromData = try parser.parse(data)
            } catch {
                requireInside(error.location, input, "markup error \(error.kind)")
                do {
                    try tokenizer.tokenize(data)
                    require(false, "parse(Data) failed with \(error) but the tokenizer succeeded")
                } catch let other {
                    require(other == error, "parse(Data) failed with \(error) but the tokenizer with \(other)")
                }
                if valid, !input.contains(0) {
                    // The same error from the String entry point.
                    do {
                        _ = try parser.parse(String(decoding: input, as: UTF8.self))
                        require(false, "parse(Data) failed with \(error) but parse(String) succeeded")
                    } catch let other {
                        require(other == error, "parse(Data) failed with \(error) but parse(String) with \(other)")
                    }
                }
                continue
            }
            require(valid, "invalid UTF-8 input parsed without an error")
            checkParsed(fromData, input: input, imageTags: parser.imageTags)
            do {
                try tokenizer.tokenize(data)
                require(tokenizer.withUTF8Text { Array($0) } == fromData.utf8Text && tokenizer.makeTags() == fromData.tags
                        && tokenizer.utf16Count == fromData.utf16Count, "the tokenizer and parse(Data) disagree")
            } catch {
                require(false, "parse(Data) succeeded but the tokenizer failed with \(error)")
            }
            let fromString = try? parser.parse(String(decoding: input, as: UTF8.self))
            require(fromString?.utf8Text == fromData.utf8Text && fromString?.tags == fromData.tags,
                    "parse(String) and parse(Data) disagree")
        }
    }

    /// Text valid, tags inside the text and nested as their depths say, each at a `<`.
    static func checkParsed(_ parsed: ParsedMarkup, input: [UInt8], imageTags: Set<String>) {
        require(isValidUTF8(parsed.utf8Text), "parsed text is not valid UTF-8")
        require(parsed.utf16Count == parsed.text.utf16.count,
                "utf16Count \(parsed.utf16Count) but the text has \(parsed.text.utf16.count) UTF-16 units")
        checkTags(parsed.tags, text: parsed.utf8Text, input: input, imageTags: imageTags)
    }

    static func checkTags(_ tags: [Tag], text: [UInt8], input: [UInt8], imageTags: Set<String>) {
        let index = TextIndex(text)
        var enclosing: [Tag] = []
        var previousStart = 0
        var previousSource = -1
        for (number, tag) in tags.enumerated() {
            let what = "tag #\(number) <\(tag.name)>"
            index.requireValid(tag.range, what)
            require(tag.range.utf8.lowerBound >= previousStart, "\(what) starts before the tag before it")
            previousStart = tag.range.utf8.lowerBound
            require(tag.sourceByteOffset > previousSource, "\(what): source offsets are not in document order")
            previousSource = tag.sourceByteOffset
            require(tag.sourceByteOffset < input.count && input[tag.sourceByteOffset] == UInt8(ascii: "<"),
                    "\(what): source offset \(tag.sourceByteOffset) is not at a '<'")
            while enclosing.count > tag.depth { enclosing.removeLast() }
            require(enclosing.count == tag.depth, "\(what) has depth \(tag.depth) but only \(enclosing.count) tags enclose it")
            if let parent = enclosing.last {
                require(parent.range.utf8.lowerBound <= tag.range.utf8.lowerBound && tag.range.utf8.upperBound <= parent.range.utf8.upperBound,
                        "\(what) \(tag.range.utf8) is not inside its parent <\(parent.name)> \(parent.range.utf8)")
            }
            if imageTags.contains(tag.name) {
                require(Array(text[tag.range.utf8]) == [0xEF, 0xBF, 0xBC], "image \(what) does not hold exactly one U+FFFC")
            }
            enclosing.append(tag)
        }
    }
}
