import Foundation
import XCTest
@testable import StyleMarkup

/// SplitMix64 (Steele, Lea and Flood): a tiny, fast, seeded generator, so every run of these
/// tests sees the same inputs on every platform.
final class PropertyTests: XCTestCase {
    private static let bookJSON = ##"""
    {
      "body": {"font": {"size": 12}},
      "link": {"color": "#0a66c2", "underline": "single"},
      "b": {"font": {"weight": "bold"}},
      "strong": "b",
      "i": {"font": {"italic": true}},
      "em": ["i", {"color": "#333"}],
      "u": {"underline": "double"},
      "red": {"color": "red", "custom": {"k": 1}},
      "help": {"action": "help", "underline": "none"},
      "terms": {"link": "https://example.com/terms", "font": {"weight": 300}},
      "p": {"paragraph": {"alignment": "center"}, "font": {"size": 14}},
      "thumb": {"image": {"name": "thumb", "alt": "👍"}}
    }
    """##

    private var book: StyleBook!
    private var compiler: MarkupCompiler!
    private var failures = 0

    override func setUpWithError() throws {
        book = try StyleBook(json: Self.bookJSON)
        compiler = MarkupCompiler(styleBook: book)
        failures = 0
    }

    // MARK: - The properties

    func testCompilingRandomMarkup() throws {
        var generator = MarkupGenerator(seed: 0x6D61_726B_7570_6321)
        var outcomes: [String: Int] = [:]
        for index in 0..<3_000 {
            let (input, expectation) = generator.generate()
            let label = "case \(index): \(input.debugDescription)"
            do {
                let compiled = try compiler.compile(input)
                outcomes["success", default: 0] += 1
                check(expectation == .success, "compiled, but expected \(expectation)", label)
                checkCompiled(compiled, label)
                checkRoundTrip(compiled, label)
                checkJSON(compiled, label)
                // The Data entry point gives the same result.
                let fromData = try compiler.compile(Data(input.utf8))
                check(fromData.makeText() == compiled.makeText() && summary(fromData.makeTags()) == summary(compiled.makeTags()) && runs(fromData) == runs(compiled),
                      "compile(Data) differs from compile(String)", label)
            } catch {
                outcomes[error.rule.rawValue, default: 0] += 1
                checkError(error, input: input, label)
                switch expectation {
                case .success:
                    check(false, "expected success, got \(error)", label)
                case .invalidLink(let offset):
                    check(error.rule == .invalidLink && error.markupError == nil, "expected invalid-link, got \(error)", label)
                    check(error.location.byteOffset == offset, "invalid-link at byte \(error.location.byteOffset), expected \(offset)", label)
                case .markupError(let kinds, let offset):
                    check(error.markupError.map { kinds.contains($0.kind) } ?? false, "expected one of \(kinds.map(\.rawValue).sorted()), got \(error)", label)
                    if let offset {
                        check(error.location.byteOffset == offset, "error at byte \(error.location.byteOffset), expected \(offset): \(error)", label)
                    }
                }
            }
            if failures >= 10 { break }
        }
        // The generator exercises every outcome.
        XCTAssertGreaterThan(outcomes["success", default: 0], 1_500, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["malformed-markup", default: 0], 300, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["image-content", default: 0], 20, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["invalid-link", default: 0], 20, "\(outcomes)")
    }

    /// With a small nesting limit, deep inputs fail with `nestingTooDeep` at a tag's `<`, and
    /// inputs that compile nest no deeper than the limit.
    func testNestingLimitOnRandomMarkup() throws {
        let limit = 3
        let shallow = MarkupCompiler(styleBook: book, limits: MarkupLimits(maxNestingDepth: limit))
        var generator = MarkupGenerator(seed: 42)
        var tooDeep = 0
        for index in 0..<1_000 {
            let (input, expectation) = generator.generate()
            guard expectation == .success else { continue }
            let label = "case \(index): \(input.debugDescription)"
            do {
                let compiled = try shallow.compile(input)
                let deepest = compiled.makeTags().filter { !$0.isEmptyElement }.map(\.depth).max() ?? -1
                check(deepest < limit, "a tag at depth \(deepest) passed a limit of \(limit)", label)
            } catch {
                check(error.markupError?.kind == .nestingTooDeep, "unexpected \(error)", label)
                checkError(error, input: input, label)
                let bytes = Array(input.utf8)
                check(error.location.byteOffset < bytes.count && bytes[error.location.byteOffset] == UInt8(ascii: "<"),
                      "nesting error does not point at a '<'", label)
                check(error.message.hasPrefix("tags nest deeper than the limit of \(limit) at <"), error.message, label)
                tooDeep += 1
                // The same input compiles under the default limit.
                XCTAssertNoThrow(try compiler.compile(input), label)
            }
            if failures >= 10 { break }
        }
        XCTAssertGreaterThan(tooDeep, 20)
    }

    func testGeneratorIsDeterministic() {
        var a = MarkupGenerator(seed: 7)
        var b = MarkupGenerator(seed: 7)
        for _ in 0..<50 {
            XCTAssertEqual(a.generate().input, b.generate().input)
        }
        var mix = SplitMix64(seed: 0)
        // Reference values of SplitMix64 from seed 0.
        XCTAssertEqual(mix.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(mix.next(), 0x6E78_9E6A_A1B9_65F4)
    }

    // MARK: - Checks

    private func check(_ condition: Bool, _ message: @autoclosure () -> String, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard !condition else { return }
        failures += 1
        if failures <= 10 { XCTFail("\(message())\n  \(label)", file: file, line: line) }
    }

    /// The error's location lies inside the input, and its line and column agree with its byte offset.
    private func checkError(_ error: CompileError, input: String, _ label: String) {
        let bytes = Array(input.utf8)
        let location = error.location
        check(location.byteOffset >= 0 && location.byteOffset <= bytes.count, "byte offset \(location.byteOffset) outside 0...\(bytes.count)", label)
        check(location.line >= 1 && location.column >= 1, "line \(location.line), column \(location.column)", label)
        guard location.byteOffset >= 0 && location.byteOffset <= bytes.count else { return }
        check(location.byteOffset == bytes.count || bytes[location.byteOffset] & 0xC0 != 0x80, "byte offset inside a character", label)
        var line = 1
        var column = 1
        for scalar in String(decoding: bytes[..<location.byteOffset], as: UTF8.self).unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        check(location.line == line && location.column == column,
              "location \(location.line):\(location.column) but byte \(location.byteOffset) is \(line):\(column)", label)
        check(error.description == "\(line):\(column): \(error.message) [\(error.rule)]", "description \(error.description)", label)
    }

    /// The UTF-16 offset of a UTF-8 offset into `text`, or `nil` when it is not on a scalar boundary.
    private func utf16Offset(ofUTF8 offset: Int, in text: String) -> Int? {
        guard offset >= 0, offset <= text.utf8.count else { return nil }
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        guard index.samePosition(in: text.unicodeScalars) != nil else { return nil }
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    private func rangeIsConsistent(_ range: TextRange, in text: String) -> Bool {
        utf16Offset(ofUTF8: range.utf8.lowerBound, in: text) == range.utf16.lowerBound
            && utf16Offset(ofUTF8: range.utf8.upperBound, in: text) == range.utf16.upperBound
    }

    /// What the spec says a tag adds to its text: the `link` style if the tag is a link or an
    /// action, then the tag's own style, then its `href`.
    private func contribution(of tag: Tag) -> StyleAttributes {
        let style = book.style(named: tag.name)
        let href = tag.attribute("href").map { try? book.linkPolicy.normalize($0) } ?? nil
        var result = StyleAttributes()
        if style?.link != nil || style?.action != nil || href != nil { result.merge(book.linkStyle) }
        if let style { result.merge(style) }
        if let href { result.link = href }
        return result
    }

    /// The runs computed from scratch: cut the text at every tag boundary, give each piece
    /// `body` plus the contributions of the tags around it (outermost first), then join
    /// neighbours with equal attributes.
    private func expectedRuns(_ compiled: CompiledText) -> [RunSummary] {
        var cuts = Set([0, compiled.utf16Count])
        for tag in compiled.makeTags() {
            cuts.insert(tag.range.utf16.lowerBound)
            cuts.insert(tag.range.utf16.upperBound)
        }
        let sorted = cuts.sorted()
        var result: [RunSummary] = []
        for (start, end) in zip(sorted, sorted.dropFirst()) where start < end {
            var attributes = book.body
            for tag in compiled.makeTags() where tag.range.utf16.lowerBound <= start && end <= tag.range.utf16.upperBound {
                attributes.merge(contribution(of: tag))
            }
            if let last = result.last, last.attributes == attributes {
                result[result.count - 1].utf16 = last.utf16.lowerBound..<end
            } else {
                result.append(RunSummary(utf8: 0..<0, utf16: start..<end, attributes: attributes))
            }
        }
        return result
    }

    private struct RunSummary: Equatable {
        var utf8: Range<Int>
        var utf16: Range<Int>
        var attributes: StyleAttributes
    }

    private struct TagSummary: Equatable {
        var name: String
        var attributes: [TagAttribute]
        var utf8: Range<Int>
        var utf16: Range<Int>
        var depth: Int
        var isEmptyElement: Bool
    }

    private func runs(_ compiled: CompiledText) -> [RunSummary] {
        compiled.runs.map { RunSummary(utf8: $0.range.utf8, utf16: $0.range.utf16, attributes: $0.attributes) }
    }

    private func summary(_ tags: [Tag]) -> [TagSummary] {
        tags.map { TagSummary(name: $0.name, attributes: $0.attributes, utf8: $0.range.utf8, utf16: $0.range.utf16, depth: $0.depth, isEmptyElement: $0.isEmptyElement) }
    }

    private func checkCompiled(_ compiled: CompiledText, _ label: String) {
        let text = compiled.makeText()
        let length16 = text.utf16.count
        let length8 = text.utf8.count
        check(compiled.utf16Count == length16, "utf16Count \(compiled.utf16Count), text has \(length16)", label)

        // Runs cover the text exactly: no gap, no overlap, no empty run, neighbours differ.
        let runs = Array(compiled.runs)
        if text.isEmpty {
            check(runs.isEmpty, "empty text has \(runs.count) runs", label)
        } else {
            check(runs.first?.range.utf16.lowerBound == 0 && runs.first?.range.utf8.lowerBound == 0, "first run does not start at 0", label)
            check(runs.last?.range.utf16.upperBound == length16 && runs.last?.range.utf8.upperBound == length8, "last run does not end at the text's end", label)
        }
        for (index, run) in runs.enumerated() {
            check(!run.range.utf16.isEmpty && !run.range.utf8.isEmpty && !run.range.isEmpty, "run \(index) is empty", label)
            check(rangeIsConsistent(run.range, in: text), "run \(index) utf8 \(run.range.utf8) and utf16 \(run.range.utf16) disagree", label)
            if index > 0 {
                let previous = runs[index - 1]
                check(previous.range.utf16.upperBound == run.range.utf16.lowerBound && previous.range.utf8.upperBound == run.range.utf8.lowerBound,
                      "run \(index) does not start where run \(index - 1) ends", label)
                check(previous.attributes != run.attributes, "runs \(index - 1) and \(index) have equal attributes", label)
                check(compiled.runs.styleIndex(at: index - 1) != compiled.runs.styleIndex(at: index), "runs \(index - 1) and \(index) share a style index", label)
            }
            // Lookup by offset finds this run at both ends.
            check(compiled.runs.index(containingUTF16Offset: run.range.utf16.lowerBound) == index
                  && compiled.runs.index(containingUTF16Offset: run.range.utf16.upperBound - 1) == index, "lookup misses run \(index)", label)
        }
        check(compiled.runs.index(containingUTF16Offset: length16) == nil, "lookup past the end", label)

        // The runs' attributes are the spec's, computed from scratch.
        let expected = expectedRuns(compiled)
        let actual = runs.map { RunSummary(utf8: 0..<0, utf16: $0.range.utf16, attributes: $0.attributes) }
        check(actual == expected, "runs differ from the spec's:\n    actual   \(actual.map { "\($0.utf16) \(JSONEmitterTestsShim.json($0.attributes))" })\n    expected \(expected.map { "\($0.utf16) \(JSONEmitterTestsShim.json($0.attributes))" })", label)

        // Tags lie inside the text, their offsets agree, and depths describe their nesting.
        var open: [Tag] = []
        for (index, tag) in compiled.makeTags().enumerated() {
            check(tag.range.utf16.lowerBound >= 0 && tag.range.utf16.upperBound <= length16 && tag.range.utf8.upperBound <= length8,
                  "tag \(index) <\(tag.name)> range \(tag.range.utf16) outside the text", label)
            check(rangeIsConsistent(tag.range, in: text), "tag \(index) utf8 \(tag.range.utf8) and utf16 \(tag.range.utf16) disagree", label)
            while open.count > tag.depth { open.removeLast() }
            check(open.count == tag.depth, "tag \(index) <\(tag.name)> has depth \(tag.depth) but \(open.count) tags enclose it", label)
            if let parent = open.last {
                check(parent.range.utf16.lowerBound <= tag.range.utf16.lowerBound && tag.range.utf16.upperBound <= parent.range.utf16.upperBound,
                      "tag \(index) <\(tag.name)> \(tag.range.utf16) is not inside <\(parent.name)> \(parent.range.utf16)", label)
            }
            if tag.name == "thumb" {
                check(tag.range.utf16.count == 1 && (text.utf16.count >= tag.range.utf16.upperBound)
                      && Array(text.utf16)[tag.range.utf16.lowerBound] == 0xFFFC, "image <thumb> does not hold one U+FFFC", label)
            }
            if !tag.isEmptyElement { open.append(tag) }
        }
    }

    /// The JSON emitter's document parses, and holds the same text, runs and tags.
    private func checkJSON(_ compiled: CompiledText, _ label: String) {
        let output = JSONEmitter().emit(compiled)
        guard let document = (try? JSONSerialization.jsonObject(with: Data(output))) as? [String: Any],
              let runs = document["runs"] as? [[String: Any]], let tags = document["tags"] as? [[String: Any]] else {
            check(false, "the JSON output does not parse: \(String(decoding: output, as: UTF8.self))", label)
            return
        }
        check(document["text"] as? String == compiled.makeText(), "JSON text differs", label)
        check(runs.map { [$0["start"] as? Int, $0["length"] as? Int] } == compiled.runs.map { [$0.range.utf16.lowerBound, $0.range.utf16.count] },
              "JSON runs differ", label)
        check(tags.map { "\($0["name"] ?? "") \($0["start"] ?? "") \($0["length"] ?? "") \($0["depth"] ?? "")" }
              == compiled.makeTags().map { "\($0.name) \($0.range.utf16.lowerBound) \($0.range.utf16.count) \($0.depth)" }, "JSON tags differ", label)
        check(tags.map { ($0["attributes"] as? [String: String]) ?? [:] }
              == compiled.makeTags().map { Dictionary($0.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }) }, "JSON tag attributes differ", label)
    }

    /// Re-escapes the text and re-inserts every tag with its attributes; compiling that gives
    /// the same text, tags and runs.
    private func checkRoundTrip(_ compiled: CompiledText, _ label: String) {
        let markup = rebuild(compiled)
        do {
            let again = try compiler.compile(markup)
            check(again.makeText() == compiled.makeText(), "round trip changed the text to \(again.makeText().debugDescription)\n    markup \(markup.debugDescription)", label)
            check(summary(again.makeTags()) == summary(compiled.makeTags()), "round trip changed the tags\n    markup \(markup.debugDescription)", label)
            check(runs(again) == runs(compiled), "round trip changed the runs\n    markup \(markup.debugDescription)", label)
        } catch {
            check(false, "round trip does not compile: \(error)\n    markup \(markup.debugDescription)", label)
        }
    }

    private static func escapeText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    private static func escapeAttribute(_ value: String) -> String {
        escapeText(value).replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func rebuild(_ compiled: CompiledText) -> String {
        let utf8 = Array(compiled.makeText().utf8)
        var output = ""
        var position = 0
        func text(upTo end: Int) {
            guard end > position else { return }
            output += Self.escapeText(String(decoding: utf8[position..<end], as: UTF8.self))
            position = end
        }
        func startTag(_ tag: Tag, empty: Bool) -> String {
            "<" + tag.name + tag.attributes.map { " \($0.name)=\"\(Self.escapeAttribute($0.value))\"" }.joined() + (empty ? "/>" : ">")
        }
        var open: [Tag] = []
        func close() {
            let tag = open.removeLast()
            text(upTo: tag.range.utf8.upperBound)
            output += "</\(tag.name)>"
        }
        for tag in compiled.makeTags() {
            while open.count > tag.depth { close() }
            text(upTo: tag.range.utf8.lowerBound)
            if tag.isEmptyElement {
                output += startTag(tag, empty: true)
                // An empty image tag makes its own U+FFFC.
                position = max(position, tag.range.utf8.upperBound)
            } else {
                output += startTag(tag, empty: false)
                open.append(tag)
            }
        }
        while !open.isEmpty { close() }
        text(upTo: utf8.count)
        return output
    }

    // MARK: - Hand-picked cases the generator relies on

    func testRoundTripOfHandPickedCases() throws {
        let cases = [
            "",
            "plain",
            "<b></b>",
            "<b>x<i></i></b>y",
            "<b>x</b><i></i><u>y</u>",
            "<b><i>x</i></b><u>y</u>",
            "a &amp; b &lt; c < d &unknown; AT&T",
            "<thumb/><thumb> </thumb><thumb><b>x</b></thumb><thumb><br/></thumb>",
            "<thumb><b></b><i></i></thumb>",
            "<x href=\"https://x.test/a b\" title='it&apos;s \"q\"'>link</x>",
            "<help>tap</help><terms>read</terms><terms href=\"/other\">other</terms>",
            "e<b>\u{301}</b>👍<i>🏽</i>",
        ]
        for input in cases {
            let compiled = try compiler.compile(input)
            checkCompiled(compiled, input.debugDescription)
            checkRoundTrip(compiled, input.debugDescription)
        }
        XCTAssertEqual(rebuild(try compiler.compile("<b>x<i></i></b>y")), "<b>x<i></i></b>y")
        XCTAssertEqual(rebuild(try compiler.compile("<b>x</b><i></i>y")), "<b>x</b><i></i>y")
        XCTAssertEqual(rebuild(try compiler.compile("a &lt; <thumb/> &amp;")), "a &lt; <thumb/> &amp;")
        XCTAssertEqual(rebuild(try compiler.compile("<x t='a\"b'/>")), "<x t=\"a&quot;b\"/>")
    }
}

/// Writes attributes as the JSON emitter does, for readable failure messages.
private enum JSONEmitterTestsShim {
    static func json(_ attributes: StyleAttributes) -> String {
        var writer = JSONWriter()
        writer.write(attributes)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
