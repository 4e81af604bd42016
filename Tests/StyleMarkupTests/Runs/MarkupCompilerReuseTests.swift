import XCTest
@testable import StyleMarkup

/// `MarkupCompiler.compile(_:into:)`: compiling many strings into one `CompiledText`, which
/// reuses its storage when nothing else holds it.
final class MarkupCompilerReuseTests: XCTestCase {
    private static let book = try! StyleBook(json: ##"""
    {"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}, "t": {"link": "https://example.com"},
     "help": {"action": "help"}, "img": {"image": {"name": "star"}}}
    """##)

    /// Everything a compiled text shows: its JSON document (text, runs with their attributes,
    /// tags with their ranges, depths and attributes), its HTML (what each tag resolved to),
    /// its tags as values and its warnings.
    private static func snapshot(_ compiled: CompiledText) -> String {
        let json = JSONEmitter(offsets: .utf8).emitString(compiled)
        let html = HTMLEmitter(styleBook: Self.book).emitString(compiled)
        return json + html + "\(compiled.makeTags())" + "\(compiled.warnings)" + "\(compiled.utf16Count)"
    }

    /// Strings of very different sizes in turn — no tags, more tags than a reused storage has
    /// room for, long text, empty text, unknown tags with warnings, attributes, images — each
    /// compiled into the same value gives what a fresh compile gives.
    func testReuseAcrossStringsOfDifferentSizes() throws {
        let compiler = MarkupCompiler(styleBook: Self.book)
        let many = (0..<40).map { "<b>\($0)</b> <t href=\"https://x.test/\($0)\">é😀</t>" }.joined(separator: " ")
        let long = String(repeating: "word café 日本語 ", count: 500)
        let inputs = ["Tap <help>here</help>", many, "", "plain", "<b>a<i>b</i></b> <zz>unknown</zz> <zz>again</zz>", long,
                      "<t href=\"https://a.test/?q=1&amp;r=2\" title=\"x\">link</t>", many + long, "x", "<img/> and <b>y</b>", ""]
        var compiled = CompiledText()
        XCTAssertEqual(Self.snapshot(compiled), Self.snapshot(try compiler.compile("")))
        for round in 0..<2 {
            for (index, input) in inputs.enumerated() {
                try compiler.compile(input, into: &compiled)
                XCTAssertEqual(Self.snapshot(compiled), Self.snapshot(try compiler.compile(input)), "round \(round), input \(index)")
            }
        }
    }

    /// A compile that fails (a malformed string, and with `strict` an unknown tag, found only
    /// while the runs are built) leaves the value empty and throws what a fresh compile throws;
    /// the next compile into it succeeds.
    func testAFailingCompileBetweenSuccessfulOnes() throws {
        for strict in [false, true] {
            let compiler = MarkupCompiler(styleBook: Self.book, strict: strict)
            var compiled = CompiledText()
            // The last fails (with `strict`) inside open tags, leaving the run builder's stack
            // of open tags full for the next compile to empty.
            let failing = ["<b>unclosed", "<b>x</i>", "a <b>b</b> <nope>c</nope>", "<b><i>a <nope>c</nope></i></b>"]
            for bad in failing {
                try compiler.compile("<b>before</b> <i>it</i>", into: &compiled)
                XCTAssertEqual(Self.snapshot(compiled), Self.snapshot(try compiler.compile("<b>before</b> <i>it</i>")))
                var expected: CompileError?
                do { _ = try compiler.compile(bad) } catch { expected = error }
                if expected == nil {
                    // Not an error without `strict`: compiled like any other string.
                    try compiler.compile(bad, into: &compiled)
                    XCTAssertEqual(Self.snapshot(compiled), Self.snapshot(try compiler.compile(bad)))
                    continue
                }
                XCTAssertThrowsError(try compiler.compile(bad, into: &compiled), "strict \(strict): \(bad)") { error in
                    XCTAssertEqual(error as? CompileError, expected)
                }
                XCTAssertEqual(compiled.utf8Text, [])
                XCTAssertEqual(compiled.runs.count, 0)
                XCTAssertEqual(compiled.makeTags(), [])
                XCTAssertEqual(compiled.warnings, [])
                XCTAssertEqual(Self.snapshot(compiled), Self.snapshot(CompiledText()))
                try compiler.compile("<t href=\"https://after.test\">after</t>", into: &compiled)
                XCTAssertEqual(Self.snapshot(compiled), Self.snapshot(try compiler.compile("<t href=\"https://after.test\">after</t>")))
            }
        }
    }

    /// What a compile handed out is not changed by later compiles into the same value: a copy
    /// of the text, of its runs, its tags and its text's bytes, kept across compiles of
    /// strings shorter, longer and with more tags, each keep what they held.
    func testResultsHandedOutKeepTheirValue() throws {
        let compiler = MarkupCompiler(styleBook: Self.book)
        let inputs = ["<b>one</b> <t href=\"https://1.test\">two</t>", "x", "<i>a</i><b>b</b><help>c</help><b>d</b> <zz>e</zz>",
                      String(repeating: "<b>long</b> text ", count: 30), "", "<b>end</b>"]
        var compiled = CompiledText()
        var kept: [(CompiledText, RunList, [Tag], [UInt8], String)] = []
        for input in inputs {
            try compiler.compile(input, into: &compiled)
            kept.append((compiled, compiled.runs, compiled.makeTags(), compiled.utf8Text, Self.snapshot(compiled)))
        }
        for (index, (text, runs, tags, bytes, expected)) in kept.enumerated() {
            let fresh = try compiler.compile(inputs[index])
            XCTAssertEqual(Self.snapshot(text), expected, "input \(index)")
            XCTAssertEqual(Self.snapshot(text), Self.snapshot(fresh), "input \(index)")
            XCTAssertEqual(Array(runs), Array(fresh.runs), "input \(index)")
            XCTAssertEqual(tags, fresh.makeTags(), "input \(index)")
            XCTAssertEqual(bytes, fresh.utf8Text, "input \(index)")
        }
    }

    /// The run storage is filled again while the value alone holds it and it has room (a weak
    /// reference does not count), and a new one is made when a copy holds it or it is too small.
    func testStorageIsReusedOnlyWhenHeldAlone() throws {
        let compiler = MarkupCompiler(styleBook: Self.book)
        var compiled = CompiledText()
        try compiler.compile("<b>a</b>", into: &compiled)
        // `weak var`, assigned apart: `weak let` needs Swift 6.2, and README promises 6.0.
        weak var first: RunStorage?
        first = compiled.runs.storage
        try compiler.compile("<i>b</i> c <b>d</b>", into: &compiled)
        XCTAssertTrue(first === compiled.runs.storage)
        let kept = compiled
        try compiler.compile("<b>e</b>", into: &compiled)
        XCTAssertFalse(kept.runs.storage === compiled.runs.storage)
        weak var second: RunStorage?
        second = compiled.runs.storage
        try compiler.compile(String(repeating: "<b>f</b>", count: 50), into: &compiled)
        XCTAssertNil(second)
        XCTAssertEqual(compiled.runs.count, 1)
        XCTAssertEqual(compiled.makeTags().count, 50)
    }

    /// A value compiled into on several threads at once, each its own, from one compiler.
    func testValuesOnSeveralThreads() throws {
        let compiler = MarkupCompiler(styleBook: Self.book)
        let inputs = (0..<200).map { "item \($0): <b>\($0 % 7)</b>" + String(repeating: " <i>x</i>", count: $0 % 12) }
        let expected = try inputs.map { Self.snapshot(try compiler.compile($0)) }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var compiled = CompiledText()
            for (index, input) in inputs.enumerated() where index % 4 != thread {
                do {
                    try compiler.compile(input, into: &compiled)
                    XCTAssertEqual(Self.snapshot(compiled), expected[index])
                } catch {
                    XCTFail("\(error)")
                }
            }
        }
    }
}
