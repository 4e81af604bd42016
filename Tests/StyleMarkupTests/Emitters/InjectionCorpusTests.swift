import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup

/// One corpus of injection attempts (HTML/script/CSS, terminal escapes, RTF control words,
/// JSON breakers) through text, tag attributes (`href`, `title`), style names and style values
/// (font family, color, action, link, image src and alt), run through every emitter in every
/// mode, each output checked by its structure:
///
/// - JSON parses with `JSONSerialization` and gives back the exact text, action and attribute;
///   no raw control character, U+2028 or U+2029;
/// - RTF is one balanced group holding only the emitter's own control words, one field per link;
/// - ANSI holds no ESC but well-formed SGR and OSC 8 sequences, and no other control character;
/// - HTML holds only allowed elements and attributes (``HTMLScanner``);
/// - text is the compiled text, byte for byte.
final class InjectionCorpusTests: XCTestCase {
    static let payloads = HTMLEmitterTests.payloads + [
        // RTF
        "\\", "{", "}", "\\par\\b bold", "{\\field{\\*\\fldinst HYPERLINK \"javascript:x\"}{\\fldrslt y}}",
        "{\\object\\objemb\\objdata 0102}", "}{\\rtf1 evil}", "\\u-3999?", "\\'41\\bin5 x", "{\\*\\x}",
        // JSON (U+FEFF after an x: at the very start of an input it is a byte-order mark, skipped)
        "\"", "\\\"}, {\"x\": 1", "a\u{2028}b\u{2029}c", "\\u0000", "</script><!--", "x\u{FEFF}\u{FFFE}",
        // Terminals
        "\u{1B}[2J\u{1B}[H", "\u{1B}]0;title\u{7}", "\u{9B}31m", "\u{1B}P+q\u{1B}\\", "x\r\u{1B}[K", "\u{7}\u{8}\u{7F}",
        "\u{1B}]8;;https://evil.test\u{1B}\\click\u{1B}]8;;\u{1B}\\", "\u{202E}evil\u{202C}", "\u{85}\u{9D}",
    ]

    private static let esc: UInt8 = 0x1B

    func testEveryPayloadThroughEveryEmitter() throws {
        for payload in Self.payloads {
            let book = try HTMLEmitterTests.hostileBook(payload)
            let text = HTMLEmitterTests.literal(payload)
            let href = HTMLEmitterTests.literal("https://x/" + HTMLEmitterTests.urlSafe(payload))
            let input = "\(text) <fam>\(text)</fam> <act>\(text)</act> <img/> <alt/> <go>\(text)</go> <b title=\"\(text)\" href=\"\(href)\">\(text)</b> <fam x='\(text)'/>"
            let compiled = try MarkupCompiler(styleBook: book).compile(input)
            XCTAssertEqual(compiled.makeText().components(separatedBy: payload).count - 1, 5, "the payload is text, five times: \(payload.debugDescription)")
            let label = payload.debugDescription

            try checkJSON(compiled, label)
            try checkJSONValues(compiled, payload: payload, label)
            checkRTF(compiled, label)
            for styled in [true, false] {
                for depth in ColorDepth.allCases {
                    checkANSI(ANSIEmitter(styled: styled, colorDepth: depth).emit(compiled), "\(label) styled=\(styled) \(depth)")
                }
            }
            checkANSI(ANSIEmitter(styled: true, width: 7).emit(compiled), "\(label) wrapped")
            XCTAssertEqual(TextEmitter().emit(compiled), compiled.utf8Text, label)
            for styles in HTMLEmitter.StyleMode.allCases {
                for document in [false, true] {
                    let html = HTMLEmitter(styleBook: book, options: .init(document: document, lang: payload, styles: styles, title: payload)).emitString(compiled)
                    XCTAssertEqual(HTMLScanner.safetyProblems(html), [], "\(label) \(styles) document=\(document)")
                }
                // The preview's inert mode: links, actions and images as marked spans and boxes.
                var inert = HTMLEmitter(styleBook: book, options: .init(styles: styles))
                inert.options.inertMarks = HTMLEmitter.InertMarks(numbers: [HTMLEmitter.InertMarks.action(payload): 7])
                let html = inert.emitString(compiled)
                let ownAttributes = ["attribute data-mark on <span>", "attribute title on <span>"]
                let problems = HTMLScanner.scan(html).problems.filter { problem in
                    !ownAttributes.contains(problem) && problem.range(of: #"^declaration (width|height): [0-9]+px$"#, options: .regularExpression) == nil
                }
                XCTAssertEqual(problems, [], "\(label) \(styles) inert")
                XCTAssertFalse(html.contains("<a ") || html.contains("<img") || html.contains("href="), "\(label) \(styles) inert")
            }
        }
    }

    // MARK: - JSON

    /// The JSON parses and gives back the text exactly, in every offset unit.
    private func checkJSON(_ compiled: CompiledText, _ label: String) throws {
        for unit in OffsetUnit.allCases {
            let bytes = JSONEmitter(offsets: unit).emit(compiled)
            XCTAssertFalse(bytes.contains { $0 < 0x20 && $0 != 0x0A }, "raw control character in JSON: \(label)")
            let string = String(decoding: bytes, as: UTF8.self)
            XCTAssertFalse(string.contains("\u{2028}") || string.contains("\u{2029}"), "raw U+2028/U+2029 in JSON: \(label)")
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], label)
            XCTAssertEqual(object["text"] as? String, compiled.makeText(), label)
        }
    }

    /// The action, font family and tag attributes come back exactly as the payload.
    private func checkJSONValues(_ compiled: CompiledText, payload: String, _ label: String) throws {
        do {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(JSONEmitter().emit(compiled))) as? [String: Any], label)
            let runs = try XCTUnwrap(object["runs"] as? [[String: Any]], label)
            let actions = runs.compactMap { ($0["attributes"] as? [String: Any])?["action"] as? String }
            XCTAssertEqual(actions, [payload], label)
            let families = Set(runs.compactMap { (($0["attributes"] as? [String: Any])?["font"] as? [String: Any])?["family"] as? String })
            XCTAssertEqual(families, [payload], label)
            let tags = try XCTUnwrap(object["tags"] as? [[String: Any]], label)
            let titles = tags.compactMap { ($0["attributes"] as? [String: String])?["title"] }
            XCTAssertEqual(titles, [payload], label)
            let xs = tags.compactMap { ($0["attributes"] as? [String: String])?["x"] }
            XCTAssertEqual(xs, [payload], label)
        }
    }

    // MARK: - RTF

    private func checkRTF(_ compiled: CompiledText, _ label: String) {
        let rtf = String(decoding: RTFEmitter().emit(compiled), as: UTF8.self)
        do {
            let reader = try RTFReader(rtf)
            XCTAssertEqual(reader.words.filter { $0 == "rtf" }.count, 1, "one \\rtf1: \(label)")
            let foreign = Set(reader.words).subtracting(RTFReader.emitterVocabulary)
            XCTAssertTrue(foreign.isEmpty, "control words from input \(foreign.sorted()): \(label)")
            // Two links; a link's text holding a paragraph break is split into one field per paragraph.
            XCTAssertGreaterThanOrEqual(reader.fieldInstructions.count, 2, label)
            XCTAssertEqual(reader.words.filter { $0 == "field" }.count, reader.fieldInstructions.count, "one instruction per field: \(label)")
            for instruction in reader.fieldInstructions {
                XCTAssertTrue(instruction.hasPrefix("HYPERLINK \"https://x/"), "\(instruction): \(label)")
                XCTAssertEqual(instruction.filter { $0 == "\"" }.count, 2, "a link cannot close its quotes early: \(instruction)")
            }
        } catch {
            XCTFail("\(error): \(label)\n\(rtf)")
        }
    }

    // MARK: - ANSI

    /// Every ESC starts an SGR (`ESC [ digits;… m`) or an OSC 8 link (`ESC ] 8 ; params ; URI ESC \`)
    /// whose parameters and URI hold no control character; no other control byte appears but
    /// tab, newline and a CR before a newline, and no C1 control.
    private func checkANSI(_ bytes: [UInt8], _ label: String) {
        var index = 0
        func fail(_ why: String) {
            XCTFail("\(why) at byte \(index): \(label)\n\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.esc {
                guard index + 1 < bytes.count else { return fail("ESC at the end") }
                if bytes[index + 1] == UInt8(ascii: "[") {
                    var end = index + 2
                    while end < bytes.count, (0x30...0x3B).contains(bytes[end]) { end += 1 }
                    guard end < bytes.count, bytes[end] == UInt8(ascii: "m") else { return fail("a CSI that is not SGR") }
                    index = end + 1
                } else if bytes[index + 1] == UInt8(ascii: "]") {
                    guard bytes[(index + 2)...].starts(with: Array("8;".utf8)) else { return fail("an OSC other than 8") }
                    var end = index + 4
                    while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
                    guard end + 1 < bytes.count, bytes[end] == Self.esc, bytes[end + 1] == UInt8(ascii: "\\") else {
                        return fail("an OSC 8 not ended by ESC \\ or holding a control character")
                    }
                    let body = String(decoding: bytes[(index + 4)..<end], as: UTF8.self)
                    guard body.filter({ $0 == ";" }).count >= 1 else { return fail("an OSC 8 without its URI") }
                    index = end + 2
                } else {
                    return fail("ESC followed by \(bytes[index + 1])")
                }
                continue
            }
            if byte < 0x20 {
                let allowed = byte == 0x09 || byte == 0x0A || (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A)
                if !allowed { return fail("raw control byte \(byte)") }
            } else if byte == 0x7F {
                return fail("raw DEL")
            } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                return fail("a C1 control")
            }
            index += 1
        }
    }

    // MARK: - Numeric references that cannot be text

    func testLoneSurrogatesAndNULByReferenceAreErrorsWithNoOutput() throws {
        let cases = [
            ("ok &#xD800; x", "1:4 character reference &#xD800; is not a valid Unicode character"),
            ("&#xD83D;&#xDE00;", "1:1 character reference &#xD83D; is not a valid Unicode character"),
            ("<a title=\"&#56320;\">x</a>", "1:11 character reference &#56320; is not a valid Unicode character"),
            ("a\n&#0;", "2:1 character reference &#0; is not a valid Unicode character (NUL is not allowed)"),
            ("&#x110000;", "1:1 character reference &#x110000; is not a valid Unicode character"),
        ]
        for (input, expected) in cases {
            do {
                _ = try MarkupCompiler().compile(input)
                XCTFail("compiled: \(input)")
            } catch {
                XCTAssertEqual("\(error.location.line):\(error.location.column) \(error.message)", expected)
            }
        }
    }

    func testByteOrderMarkIsEscapedInJSON() throws {
        // Regression: a raw U+FEFF starting a string was dropped by JSONSerialization on Linux.
        // (A U+FEFF written raw at the very start is a byte-order mark and is skipped; written
        // as a reference it is text.)
        let compiled = try MarkupCompiler().compile("&#xFEFF;<b>\u{FEFF}x</b>")
        let json = String(decoding: JSONEmitter().emit(compiled), as: UTF8.self)
        XCTAssertTrue(json.contains(#""text": "\ufeff\ufeffx""#), json)
        XCTAssertFalse(json.contains("\u{FEFF}"))
        try checkJSON(compiled, "BOM")
    }

    func testControlCharactersByReferenceAreEscapedInEveryEmitter() throws {
        // ESC, BEL, U+2028, U+2029, DEL and a C1 control written as references.
        let compiled = try MarkupCompiler().compile("<b>a&#x1B;[2J&#7;&#x2028;&#x2029;&#x7F;&#x9B;b</b>")
        XCTAssertEqual(compiled.makeText(), "a\u{1B}[2J\u{7}\u{2028}\u{2029}\u{7F}\u{9B}b")
        try checkJSON(compiled, "references")
        checkANSI(ANSIEmitter(styled: true).emit(compiled), "references")
        checkANSI(ANSIEmitter(styled: false).emit(compiled), "references")
        XCTAssertEqual(HTMLScanner.safetyProblems(HTMLEmitter(styleBook: .default).emitString(compiled)), [], "references")
        let rtf = try RTFReader(String(decoding: RTFEmitter().emit(compiled), as: UTF8.self))
        XCTAssertTrue(Set(rtf.words).isSubset(of: RTFReader.emitterVocabulary), "\(rtf.words)")
    }
}
