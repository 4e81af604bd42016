import XCTest
@testable import StyleMarkup

/// The compiler's table of merged styles kept across compiles (``StyleTable``, ``CompileCache``),
/// and the side tables later stages keep beside it (``StyleSideTable``).
final class StyleTableTests: XCTestCase {
    private static let bookJSON = ##"""
    {"body": {"font": {"size": 12}}, "link": {"color": "#0a66c2", "underline": "single"},
     "b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}, "red": {"color": "red"},
     "help": {"action": "help"}, "terms": {"link": "https://example.com/terms"}}
    """##

    private static let inputs = [
        "plain text", "<b>bold</b> and <i>italic <red>red</red></i>", "<help>Help</help> or <terms>terms</terms>",
        #"<a href="https://example.com/1">one</a> <b><a href="https://example.com/2">two</a></b>"#,
        #"<b href="https://example.com/1">bold link</b> <a href="https://example.com/1">same link</a>"#,
        "<red><b><i>deep</i></b></red>", "", "<b></b>", "&amp; <unknown>x</unknown> é",
    ]

    private func json(_ compiled: CompiledText) -> String {
        String(decoding: JSONEmitter().emit(compiled), as: UTF8.self)
    }

    /// Each input compiled with a book of its own, which has never compiled anything else.
    private func fresh(_ input: String) throws -> String {
        json(try MarkupCompiler(styleBook: try StyleBook(json: Self.bookJSON)).compile(input))
    }

    func testAWarmBookCompilesLikeAFreshOne() throws {
        let compiler = MarkupCompiler(styleBook: try StyleBook(json: Self.bookJSON))
        // Warm the table in another order first, through both entry points.
        for input in Self.inputs.reversed() {
            _ = try compiler.compile(input)
            _ = try compiler.compile(Data(input.utf8))
        }
        for input in Self.inputs {
            let expected = try fresh(input)
            XCTAssertEqual(json(try compiler.compile(input)), expected, input)
            XCTAssertEqual(json(try compiler.compile(Data(input.utf8))), expected, input)
        }
    }

    func testRunsKeepTheirStylesWhenTheTableIsReplaced() throws {
        let book = try StyleBook(json: Self.bookJSON)
        let compiler = MarkupCompiler(styleBook: book)
        let before = try compiler.compile(Self.inputs[1])
        let table = compiler.cache.styleTable()
        XCTAssertTrue(before.runs.table === table)
        compiler.cache.retire(table)
        XCTAssertFalse(compiler.cache.styleTable() === table)
        let after = try compiler.compile(Self.inputs[1])
        XCTAssertFalse(after.runs.table === table)
        XCTAssertEqual(json(before), json(after))
        XCTAssertEqual(Array(before.runs), Array(after.runs))
    }

    /// A style book is a plain value: the cache belongs to the compiler. Two compilers of one
    /// book keep tables of their own; copies of one compiler share its table.
    func testTheCacheBelongsToTheCompilerNotTheBook() throws {
        let book = try StyleBook(json: Self.bookJSON)
        let first = MarkupCompiler(styleBook: book)
        let copy = first
        let second = MarkupCompiler(styleBook: book)
        let a = try first.compile(Self.inputs[1]), b = try copy.compile(Self.inputs[1]), c = try second.compile(Self.inputs[1])
        XCTAssertTrue(a.runs.table === b.runs.table)
        XCTAssertFalse(a.runs.table === c.runs.table)
        XCTAssertEqual(json(a), json(c))
        // Setting another book starts another cache.
        var changed = first
        changed.styleBook = try StyleBook(json: #"{"b": {"color": "red"}}"#)
        let d = try changed.compile("<b>x</b>")
        XCTAssertFalse(d.runs.table === a.runs.table)
        XCTAssertEqual(d.runs.first?.attributes.color, Color(red: 255, green: 0, blue: 0))
        // Every compiler with the built-in book shares one cache.
        XCTAssertTrue(try MarkupCompiler().compile("<b>x</b>").runs.table === (try MarkupCompiler().compile("<i>y</i>").runs.table))
    }

    /// A side table attached after texts were compiled is told of every set the table already
    /// holds: texts compiled before it (which take the lock to find it) and after it (which
    /// find it in what they copied at their compile) read the same entries.
    func testASideTableAttachedLateKnowsEverySet() throws {
        let compiler = MarkupCompiler(styleBook: try StyleBook(json: Self.bookJSON))
        let before = try Self.inputs.map { try compiler.compile($0) }
        let table = compiler.cache.styleTable()
        XCTAssertTrue(before[1].runs.sideTable(JSONRunEnds.self) === table.withLock { table.sideTable(JSONRunEnds.self) })
        let after = try Self.inputs.map { try compiler.compile($0) }
        for (index, input) in Self.inputs.enumerated() {
            XCTAssertEqual(json(before[index]), try fresh(input), input)
            XCTAssertEqual(json(after[index]), try fresh(input), input)
            XCTAssertEqual(AttributedString(before[index]), AttributedString(after[index]), input)
        }
    }

    func testAFullTableSaysSoAndStillMerges() throws {
        let book = try StyleBook(json: Self.bookJSON)
        let contributions = StyleContributions(book: book)
        let table = StyleTable(book: book, contributions: contributions, capacity: 4)
        let ids = contributions.ids
        let merged = table.withLock { () -> [UInt32] in
            [table.merge(StyleTable.body, ids["b"]!), table.merge(StyleTable.body, ids["i"]!),
             table.merge(StyleTable.body, ids["b"]!)]
        }
        XCTAssertEqual(merged[0], merged[2])
        XCTAssertNotEqual(merged[0], merged[1])
        XCTAssertFalse(table.withLock { table.isFull })
        _ = table.withLock { table.merge(merged[0], ids["i"]!) }
        XCTAssertTrue(table.withLock { table.isFull })
        XCTAssertEqual(table.style(merged[0]).font, FontAttributes(size: 12, weight: 700))
    }

    /// Sets that differ only in fields the attribute hash leaves out (font family, paragraph,
    /// image, custom values, a line's color) hash alike and share a chain in the table: each is
    /// still its own set, found again whatever order they were first met in, and equal sets
    /// made by different merges get one id.
    func testSetsThatHashAlikeStayApart() throws {
        let book = try StyleBook(json: ##"""
        {"f1": {"font": {"family": "A"}}, "f2": {"font": {"family": "B"}}, "f3": {"font": {"family": "C"}},
         "p": {"paragraph": {"alignment": "center"}}, "c": {"custom": {"k": 1}}, "c2": {"custom": {"k": 2}},
         "u1": {"underline": {"style": "single", "color": "red"}}, "u2": {"underline": {"style": "single", "color": "blue"}}}
        """##)
        let names = ["f1", "f2", "f3", "p", "c", "c2", "u1", "u2"]
        let contributions = StyleContributions(book: book)
        let table = StyleTable(book: book, contributions: contributions)
        let ids = contributions.ids
        var expected: [UInt32: StyleAttributes] = [:]
        table.withLock {
            for first in names {
                for second in names {
                    let outer = table.merge(StyleTable.body, ids[first]!)
                    let inner = table.merge(outer, ids[second]!)
                    var style = book.body
                    style.merge(book.style(named: first)!)
                    style.merge(book.style(named: second)!)
                    if let known = expected[inner] { XCTAssertEqual(known, style, "\(first) \(second)") }
                    expected[inner] = style
                    XCTAssertEqual(table.style(inner), style, "\(first) \(second)")
                }
            }
        }
        // Distinct sets have distinct ids, and each id holds its own set.
        XCTAssertEqual(Set(expected.values).count, expected.count)
        for (id, style) in expected { XCTAssertEqual(table.style(id), style) }
        // <f1><f1> is <f1>: the merge finds the set already in the table.
        table.withLock {
            XCTAssertEqual(table.merge(table.merge(StyleTable.body, ids["f1"]!), ids["f1"]!), table.merge(StyleTable.body, ids["f1"]!))
        }
    }

    func testALinkContributionIsMadeOncePerNameAndHref() throws {
        let book = try StyleBook(json: Self.bookJSON)
        let table = StyleTable(book: book, contributions: StyleContributions(book: book))
        let first = try table.withLock { () throws(LinkPolicy.Problem) -> UInt32 in try table.linkContribution(name: "a", href: "https://example.com/x", book: book) }
        let again = try table.withLock { () throws(LinkPolicy.Problem) -> UInt32 in try table.linkContribution(name: "a", href: "https://example.com/x", book: book) }
        let other = try table.withLock { () throws(LinkPolicy.Problem) -> UInt32 in try table.linkContribution(name: "b", href: "https://example.com/x", book: book) }
        XCTAssertEqual(first, again)
        XCTAssertNotEqual(first, other)
        XCTAssertEqual(table.contribution(other).font?.weight, 700)
        XCTAssertEqual(table.contribution(first).link, "https://example.com/x")
        XCTAssertEqual(table.contribution(first).color, Color(red: 0x0a, green: 0x66, blue: 0xc2))
    }
}
