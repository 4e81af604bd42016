import XCTest
@testable import StyleMarkup

/// The book's table of merged styles kept across compiles (``StyleTable``, ``CompileCache``).
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
        let table = book.compileCache.table(for: book)
        XCTAssertTrue(before.runs.table === table)
        book.compileCache.retire(table)
        XCTAssertFalse(book.compileCache.table(for: book) === table)
        let after = try compiler.compile(Self.inputs[1])
        XCTAssertFalse(after.runs.table === table)
        XCTAssertEqual(json(before), json(after))
        XCTAssertEqual(Array(before.runs), Array(after.runs))
    }

    func testAFullTableSaysSoAndStillMerges() throws {
        let book = try StyleBook(json: Self.bookJSON)
        let table = StyleTable(book: book, capacity: 4)
        let ids = book.contributions.ids
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

    func testALinkContributionIsMadeOncePerNameAndHref() throws {
        let book = try StyleBook(json: Self.bookJSON)
        let table = StyleTable(book: book)
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
