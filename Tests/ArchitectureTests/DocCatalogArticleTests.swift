import XCTest

/// How a `Docs/` page becomes a catalog article: which links become DocC links, which name
/// a file, and which are errors (with the page and line).
final class DocCatalogArticleTests: XCTestCase {
    private let pages = [
        "Intro": DocsPage(name: "Intro", markdown: "# Intro\n\nSee [limits](Rules.md#the-limits-of-it) and [the tool](Tool.md#run-it).\n"),
        "Rules": DocsPage(name: "Rules", markdown: "# Rules\n\n## The limits of `it`\n\n```sh\n# not a heading\n```\n"),
        "Tool": DocsPage(name: "Tool", markdown: "# Tool\n\n## Run it\n"),
    ]

    private func writer(catalog: Set<String>, files: Set<String> = []) -> DocCatalogArticle {
        DocCatalogArticle(pages: pages, catalogPages: catalog) { files.contains($0) }
    }

    private func article(_ markdown: String, catalog: Set<String> = ["Intro", "Rules"], files: Set<String> = []) throws -> String {
        let lines = try writer(catalog: catalog, files: files).article(of: DocsPage(name: "Intro", markdown: "# Intro\n\n" + markdown))
            .split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst(4).joined(separator: "\n")
    }

    func testTheTitleComesFirstThenTheMarker() throws {
        let made = try writer(catalog: ["Intro"]).article(of: DocsPage(name: "Intro", markdown: "# Intro\n\nText.\n"))
        XCTAssertEqual(made, "# Intro\n\n" + DocCatalogArticle.marker(of: "Intro") + "\n\nText.\n")
    }

    func testALinkToAPageOfTheCatalogBecomesADocCLinkToItsHeading() throws {
        XCTAssertEqual(try article("See [limits](Rules.md#the-limits-of-it), [rules](Rules.md) and [here](#intro)."),
                       "See [limits](doc:RulesGuide#The-limits-of-it), [rules](doc:RulesGuide) and [here](doc:IntroGuide#Intro).")
    }

    func testALinkNamingAPageOfTheCatalogShowsItsTitle() throws {
        XCTAssertEqual(try article("See [Rules.md](Rules.md) and [`Docs/Rules.md`](Rules.md#the-limits-of-it)."),
                       "See <doc:RulesGuide> and <doc:RulesGuide#The-limits-of-it>.")
    }

    func testALinkToAPageOutsideTheCatalogNamesThePageAndHeading() throws {
        XCTAssertEqual(try article("See [the tool](Tool.md#run-it), [`Docs/Tool.md`](Tool.md), [Tool.md](Tool.md#run-it) or [it](Tool.md)."),
                       "See the tool (“Run it” in `Docs/Tool.md`), `Docs/Tool.md`, “Run it” in `Docs/Tool.md` or it (`Docs/Tool.md`).")
    }

    func testALinkToAFileOrAnImageNamesItsPathFromTheRoot() throws {
        let files: Set = ["Tests/Fixtures/list.json", "Docs/shot.png"]
        XCTAssertEqual(try article("The [list](../Tests/Fixtures/list.json).\n\n![A shot](shot.png)", files: files),
                       "The list (`Tests/Fixtures/list.json`).\n\nA shot (image: `Docs/shot.png`)")
    }

    func testWebLinksAndCodeStayAsWritten() throws {
        let markdown = "[web](https://example.com) and `[not](Nowhere.md)`\n\n```md\n[not](Nowhere.md)\n```\n``Symbol``"
        XCTAssertEqual(try article(markdown), markdown)
    }

    func testACodeSpanHoldingABacktickBecomesEscapedText() throws {
        XCTAssertEqual(try article("written `` `default` `` or `` ` ``."), #"written \`default\` or \`."#)
    }

    func testALinkAcrossLinesIsConverted() throws {
        XCTAssertEqual(try article("See [the\nrules](Rules.md)."), "See [the\nrules](doc:RulesGuide).")
    }

    func testABrokenLinkIsAnErrorWithItsPageAndLine() {
        let cases: [(String, DocCatalogArticle.BrokenLink)] = [
            ("Text.\n\nSee [x](Missing.md).", .init(page: "Intro", line: 5, target: "Missing.md", reason: "no such page in Docs/")),
            ("See [x](Rules.md#not-a-heading).",
             .init(page: "Intro", line: 3, target: "Rules.md#not-a-heading", reason: "no heading of Docs/Rules.md has this anchor")),
            ("A `code\nspan` and [a\nlink](Rules.md) before\n[x](Missing.md).", .init(page: "Intro", line: 6, target: "Missing.md", reason: "no such page in Docs/")),
            ("```\n```\nSee [x](#nowhere).", .init(page: "Intro", line: 5, target: "#nowhere", reason: "no heading of Docs/Intro.md has this anchor")),
            ("See [x](../gone.json).", .init(page: "Intro", line: 3, target: "../gone.json", reason: "no such file: gone.json")),
        ]
        for (markdown, expected) in cases {
            XCTAssertThrowsError(try article(markdown)) { error in
                XCTAssertEqual(error as? DocCatalogArticle.BrokenLink, expected)
            }
        }
        XCTAssertEqual("\(cases[1].1)", "Docs/Intro.md:3: (Rules.md#not-a-heading) no heading of Docs/Rules.md has this anchor")
    }

    func testAPageWithoutATitleIsAnError() {
        XCTAssertThrowsError(try writer(catalog: []).article(of: DocsPage(name: "Intro", markdown: "## Intro\n"))) { error in
            XCTAssertEqual(error as? DocCatalogArticle.BrokenLink,
                           .init(page: "Intro", line: 1, target: "", reason: "the page must start with its title, a `# ` heading"))
        }
    }
}
