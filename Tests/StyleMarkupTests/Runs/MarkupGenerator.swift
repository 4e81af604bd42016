import Foundation
import XCTest
@testable import StyleMarkup

/// SplitMix64 (Steele, Lea and Flood): a tiny, fast, seeded generator, so every run of these
/// tests sees the same inputs on every platform.

/// Random markup for the property tests: a seeded generator of well-formed and broken inputs.
struct SplitMix64 {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (the modulo bias is negligible for small bounds).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// One piece of generated markup.
enum Token {
    case text(String)
    case open(name: String, source: String)
    case close(name: String, source: String)
    case empty(source: String)

    var source: String {
        switch self {
        case .text(let s): return s
        case .open(_, let s), .close(_, let s), .empty(let s): return s
        }
    }

    var isClose: Bool { if case .close = self { return true } else { return false } }
}

/// What the generator expects compiling its markup to do.
enum Expectation: Equatable {
    /// Compiles.
    case success
    /// Fails to parse with one of these kinds, at this byte offset if given.
    case markupError(Set<MarkupError.Kind>, byteOffset: Int?)
    /// Parses, but an `href` is rejected at this byte offset (the tag's `<`).
    case invalidLink(byteOffset: Int)
}

/// Builds random markup from pieces: text (ASCII, non-ASCII, combining marks, emoji), entities,
/// literal `&` and `<`, well-nested tags (in the book or not, with attributes, empty), inline
/// images and, sometimes, one deliberate breakage.
struct MarkupGenerator {
    var random: SplitMix64

    static let textPieces = [
        "hello", " ", "world", "é", "日本", "😀", "👍🏽", "e\u{301}", "a\u{308}\u{301}", "\u{301}", "\n", "\r\n", "\t",
        "Terms & Conditions", "a < b", "<3", "x </ y", "&unknown;", "& ", "&", "&#", "&#x;", "AT&T", "1 > 0", "\"q\"", "'s",
        "\u{200D}", "ééééééééé", "日本語のテキストです", "😀😀😀😀😀", "plain ascii text that is longer than a word",
        "mixed ascii é and 日本 and 😀 in one piece", "\u{2028}\u{7F}\u{1}",
    ]
    static let entityPieces = [
        "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#x1F600;", "&#233;", "&#X41;", "&hellip;", "&nbsp;", "&copy;",
        "&mdash;", "&NotNestedLessLess;", "&#x301;", "&#xFFFC;", "&#10;",
    ]
    /// Tag names the property book styles, and names it does not.
    static let styledNames = ["b", "i", "u", "em", "strong", "red", "help", "terms", "p"]
    static let unstyledNames = ["x", "span", "q.z", "_n", "data-v", "a:b", "B"]
    static let hrefs = [
        "https://x.test/", "https://x.test/a?b=1&amp;c=2", "https://x.test/日本", "https://x.test/a b", "https://x.test/%20",
        "https://x.test/&quot;q&quot;", "https://x.test/#frag", "/relative", "mailto:a@x.test", "https://x.test/&#x1F600;",
        "HTTPS://x.test/UPPER",
    ]
    static let badHrefs = ["javascript:alert(1)", "https://x.test/&#10;", "file:///etc/passwd", "data:text/html,x",
                           "//evil.test/x", "\\\\evil.test", " /\\evil.test", "&#47;&#47;evil.test", " java&#9;script:x"]
    static let imageContents = ["", " ", "x", "😀", "👍🏽", "e\u{301}", "&amp;", "&#x1F600;", "\r\n", "<b>y</b>", "<b></b>", "<br/>", "<thumb/>"]

    private(set) var tokens: [Token] = []
    /// Byte offsets of tags whose href the book rejects.
    private var badLinkOffsets: [Int] = []
    private var length = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func append(_ token: Token) {
        tokens.append(token)
        length += token.source.utf8.count
    }

    private mutating func attributes(allowBadLink: Bool) -> String {
        var result = ""
        if random.chance(25) {
            var href = random.pick(Self.hrefs)
            if allowBadLink && random.chance(6) {
                href = random.pick(Self.badHrefs)
                badLinkOffsets.append(length)
            }
            result += random.pick([" ", "\n", "  "]) + "href" + random.pick(["=", " = "]) + (random.chance(50) ? "\"\(href)\"" : "'\(href)'")
        }
        if random.chance(15) {
            result += " " + random.pick([#"title='it&apos;s &lt;b&gt; "q"'"#, #"title="x &amp; y""#, #"data-n="1""#, "title=''", #"t="日本 &#x1F600;""#, #"title="a > b /> c""#])
        }
        return result
    }

    private mutating func content(depth: Int) {
        let count = depth == 0 ? 1 + random.below(8) : random.below(5)
        for _ in 0..<count {
            let roll = random.below(100)
            if roll < 45 || depth >= 6 {
                append(.text(random.pick(Self.textPieces)))
            } else if roll < 60 {
                append(.text(random.pick(Self.entityPieces)))
            } else if roll < 67 {
                image()
            } else {
                tag(depth: depth)
            }
        }
    }

    private mutating func image() {
        let attributes = self.attributes(allowBadLink: false)
        if random.chance(30) {
            append(.empty(source: "<thumb\(attributes)\(random.pick(["/>", " />"]))"))
            return
        }
        append(.open(name: "thumb", source: "<thumb\(attributes)>"))
        let inner = random.pick(Self.imageContents)
        if !inner.isEmpty { append(.text(inner)) }
        append(.close(name: "thumb", source: "</thumb>"))
    }

    private mutating func tag(depth: Int) {
        let name = random.chance(65) ? random.pick(Self.styledNames) : random.pick(Self.unstyledNames)
        let attributes = self.attributes(allowBadLink: true)
        if random.chance(15) {
            append(.empty(source: "<\(name)\(attributes)\(random.pick(["/>", " />", "\n/>"]))"))
            return
        }
        append(.open(name: name, source: "<\(name)\(attributes)\(random.pick(["", "", " ", "\n", "\t"]))>"))
        content(depth: depth + 1)
        append(.close(name: name, source: "</\(name)\(random.pick(["", "", " ", "\n"]))>"))
    }

    /// Generates one input and what compiling it should do.
    mutating func generate() -> (input: String, expectation: Expectation) {
        tokens = []
        badLinkOffsets = []
        length = 0
        content(depth: 0)
        var expectation: Expectation = badLinkOffsets.first.map { .invalidLink(byteOffset: $0) } ?? .success
        if random.chance(25) {
            expectation = breakSomething()
        }
        return (tokens.map(\.source).joined(), expectation)
    }

    private func offset(ofToken index: Int) -> Int {
        tokens[..<index].reduce(0) { $0 + $1.source.utf8.count }
    }

    /// Applies one breakage and returns the error it must cause.
    private mutating func breakSomething() -> Expectation {
        let closes = tokens.indices.filter { tokens[$0].isClose }
        switch random.below(7) {
        case 0 where !closes.isEmpty:
            // A dropped closing tag leaves something open: a later closing tag mismatches, or
            // the input ends with the tag open.
            tokens.remove(at: random.pick(closes))
            return .markupError([.mismatchedClosingTag, .unclosedTag], byteOffset: nil)
        case 1:
            // Crossed tags: swap two neighbouring closing tags with different names.
            let pairs = closes.filter { index in
                guard index + 1 < tokens.count, case .close(let a, _) = tokens[index], case .close(let b, _) = tokens[index + 1] else { return false }
                return a != b
            }
            if !pairs.isEmpty {
                let index = random.pick(pairs)
                tokens.swapAt(index, index + 1)
                return .markupError([.mismatchedClosingTag], byteOffset: offset(ofToken: index))
            }
            let at = length
            tokens.append(.text("<b><i>x</b></i>"))
            return .markupError([.mismatchedClosingTag], byteOffset: at + 7)
        case 2:
            // A tag that never reaches '>' at the end of the input.
            let suffix = random.pick(["<b", "</b", #"<b title="x""#, "<b\n", "<help "])
            let at = tokens.reduce(0) { $0 + $1.source.utf8.count }
            tokens.append(.text(suffix))
            return .markupError([.unterminatedTag], byteOffset: at)
        case 3:
            // An attribute value that never closes: the error points at its quote.
            let at = tokens.reduce(0) { $0 + $1.source.utf8.count }
            tokens.append(.text(#"<b title="x"#))
            return .markupError([.malformedAttribute], byteOffset: at + 9)
        case 4:
            tokens.insert(.text("</i>"), at: 0)
            return .markupError([.unexpectedClosingTag], byteOffset: 0)
        case 5:
            // A numeric reference that is not a Unicode scalar, between two tokens.
            let index = random.below(tokens.count + 1)
            tokens.insert(.text(random.pick(["&#xD800;", "&#0;", "&#x110000;", "&#99999999999;", "&#xDFFF;"])), at: index)
            return .markupError([.invalidCharacterReference], byteOffset: offset(ofToken: index))
        default:
            // An image holding more than one character.
            let index = random.below(tokens.count + 1)
            tokens.insert(.text(random.pick(["<thumb>ab</thumb>", "<thumb>😀😀</thumb>", "<thumb><b>x</b>y</thumb>"])), at: index)
            return .markupError([.imageContent], byteOffset: offset(ofToken: index))
        }
    }
}

/// Property tests: for thousands of generated inputs, compiling either fails with a location
/// inside the input, or gives runs that cover the text exactly, consistent offsets, and a text
/// that round-trips through re-escaping and re-inserting its tags.
