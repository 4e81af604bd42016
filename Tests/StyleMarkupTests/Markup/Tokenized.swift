import Foundation
@testable import StyleMarkup

/// Everything a ``MarkupTokenizer`` reports about its latest input, copied out as values, so
/// tests can compare results of different tokenizers and inputs.
struct Tokenized: Equatable {
    var utf8Text: [UInt8]
    var utf16Count: Int
    var tags: [Tag]
    var text: String { String(decoding: utf8Text, as: UTF8.self) }
}

extension MarkupTokenizer {
    /// The latest input's result, copied out.
    var result: Tokenized {
        Tokenized(utf8Text: withUTF8Text { Array($0) }, utf16Count: utf16Count, tags: makeTags())
    }

    /// Tokenizes `input` with a fresh tokenizer and returns its result.
    static func tokenized(_ input: String, limits: MarkupLimits = .default, imageTags: Set<String> = []) throws(MarkupError) -> Tokenized {
        let tokenizer = MarkupTokenizer(limits: limits, imageTags: imageTags)
        try tokenizer.tokenize(input)
        return tokenizer.result
    }

    /// Tokenizes the UTF-8 bytes `input` with a fresh tokenizer and returns its result.
    static func tokenized(_ input: Data, limits: MarkupLimits = .default, imageTags: Set<String> = []) throws(MarkupError) -> Tokenized {
        let tokenizer = MarkupTokenizer(limits: limits, imageTags: imageTags)
        try tokenizer.tokenize(input)
        return tokenizer.result
    }
}
