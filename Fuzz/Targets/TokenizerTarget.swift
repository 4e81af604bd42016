import Foundation
import StyleMarkup

/// `tokenizer`: the markup reader (`MarkupTokenizer`) on arbitrary bytes, with the default
/// limits and with tight ones, with and without image tags: a fresh tokenizer for each input,
/// and one with the same settings reused across every input of the run, which must agree with
/// the fresh one (and `tokenize(String)` with `tokenize(Data)`).
enum TokenizerTarget {
    /// The settings each input is read with.
    static let settings: [(limits: MarkupLimits, imageTags: Set<String>)] = [
        (.default, []),
        (MarkupLimits(maxNestingDepth: 4, maxInputBytes: 4_096, maxTags: 32, maxAttributeBytes: 16), ["img", "icon", "thumb"]),
    ]
    /// One tokenizer per setting, kept from input to input (libFuzzer calls the target on one thread).
    nonisolated(unsafe) static let reused = settings.map { MarkupTokenizer(limits: $0.limits, imageTags: $0.imageTags) }

    /// A tokenizer's result, copied out so two tokenizers' results can be compared.
    struct Result: Equatable {
        var text: [UInt8]
        var utf16Count: Int
        var tags: [Tag]

        init(_ tokenizer: MarkupTokenizer) {
            text = Array(tokenizer.makeText().utf8)
            utf16Count = tokenizer.utf16Count
            tags = tokenizer.makeTags()
        }
    }

    static func run(_ input: [UInt8]) {
        let data = Data(input)
        let valid = isValidUTF8(input)
        for (setting, tokenizer) in zip(settings, reused) {
            let fresh = MarkupTokenizer(limits: setting.limits, imageTags: setting.imageTags)
            do {
                try fresh.tokenize(data)
            } catch {
                requireInside(error.location, input, "markup error \(error.kind)")
                require(fresh.tags.isEmpty && fresh.utf8Count == 0, "a failed input left a result")
                do {
                    try tokenizer.tokenize(data)
                    require(false, "a fresh tokenizer failed with \(error) but the reused one succeeded")
                } catch let other {
                    require(other == error, "a fresh tokenizer failed with \(error) but the reused one with \(other)")
                }
                if valid, !input.contains(0) {
                    // The same error from the String entry point.
                    do {
                        try fresh.tokenize(String(decoding: input, as: UTF8.self))
                        require(false, "tokenize(Data) failed with \(error) but tokenize(String) succeeded")
                    } catch let other {
                        require(other == error, "tokenize(Data) failed with \(error) but tokenize(String) with \(other)")
                    }
                }
                continue
            }
            require(valid, "invalid UTF-8 input tokenized without an error")
            let fromData = Result(fresh)
            checkResult(fromData, input: input, imageTags: setting.imageTags)
            do {
                try tokenizer.tokenize(data)
                require(Result(tokenizer) == fromData, "the reused and the fresh tokenizer disagree")
            } catch {
                require(false, "a fresh tokenizer succeeded but the reused one failed with \(error)")
            }
            let stringWorked = (try? fresh.tokenize(String(decoding: input, as: UTF8.self))) != nil
            require(stringWorked && Result(fresh) == fromData, "tokenize(String) and tokenize(Data) disagree")
        }
    }

    /// Text valid, tags inside the text and nested as their depths say, each at a `<`.
    static func checkResult(_ result: Result, input: [UInt8], imageTags: Set<String>) {
        require(isValidUTF8(result.text), "the text is not valid UTF-8")
        let units = String(decoding: result.text, as: UTF8.self).utf16.count
        require(result.utf16Count == units, "utf16Count \(result.utf16Count) but the text has \(units) UTF-16 units")
        checkTags(result.tags, text: result.text, input: input, imageTags: imageTags)
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
