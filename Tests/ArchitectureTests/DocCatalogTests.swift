import Foundation
import XCTest

/// Each library module's documentation catalog (`Sources/MODULE/MODULE.docc`) holds a landing
/// page written for it and, as articles, the `Docs/` pages its landing page lists with
/// `<doc:PAGEGuide>`, made from those pages (DocCatalogArticle). `Docs/` stays where the pages are
/// written: run with MARKUPC_WRITE_DOCS=1 to rewrite the articles after changing a page.
/// `scripts/build-docs` then builds the catalogs with `docc`, which checks every link.
final class DocCatalogTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A catalog: its module, its folder, and the `Docs/` pages its landing page lists.
    private struct Catalog {
        let module: String
        let folder: URL
        let pages: [String]
    }

    private func docsPages() throws -> [String: DocsPage] {
        let docs = root.appendingPathComponent("Docs")
        var pages: [String: DocsPage] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: docs.path) where file.hasSuffix(".md") {
            let name = String(file.dropLast(3))
            pages[name] = DocsPage(name: name, markdown: try String(contentsOf: docs.appendingPathComponent(file), encoding: .utf8))
        }
        return pages
    }

    private func catalogs(pages: [String: DocsPage]) throws -> [Catalog] {
        let sources = root.appendingPathComponent("Sources")
        var catalogs: [Catalog] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent("\(module)/\(module).docc")
            let landing = folder.appendingPathComponent("\(module).md")
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            let text = try String(contentsOf: landing, encoding: .utf8)
            var listed: [String] = []
            for piece in text.components(separatedBy: "<doc:").dropFirst() {
                let article = piece.prefix(while: { $0 != ">" && $0 != "#" })
                let name = String(article.dropLast("Guide".count))
                if DocCatalogArticle.articleName(of: name) == article, pages[name] != nil, !listed.contains(name) { listed.append(name) }
            }
            catalogs.append(Catalog(module: module, folder: folder, pages: listed))
        }
        return catalogs
    }

    private func writer(for catalog: Catalog, pages: [String: DocsPage]) -> DocCatalogArticle {
        DocCatalogArticle(pages: pages, catalogPages: Set(catalog.pages)) { [root] path in
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        }
    }

    /// The files a catalog holds that were made from a page (they carry the marker), without `.md`.
    private func madeArticles(in catalog: Catalog) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: catalog.folder.path).filter { file in
            guard file.hasSuffix(".md") else { return false }
            return try String(contentsOf: catalog.folder.appendingPathComponent(file), encoding: .utf8).contains("<!-- Made from Docs/")
        }.map { String($0.dropLast(3)) }.sorted()
    }

    func testEachArticleIsMadeFromItsPage() throws {
        let pages = try docsPages()
        let write = ProcessInfo.processInfo.environment["MARKUPC_WRITE_DOCS"] == "1"
        for catalog in try catalogs(pages: pages) {
            for name in catalog.pages {
                let file = DocCatalogArticle.articleName(of: name) + ".md"
                let url = catalog.folder.appendingPathComponent(file)
                let made = try writer(for: catalog, pages: pages).article(of: try XCTUnwrap(pages[name]))
                if write {
                    try Data(made.utf8).write(to: url)
                    continue
                }
                let committed = try? String(contentsOf: url, encoding: .utf8)
                XCTAssertTrue(committed == made, "\(catalog.module).docc/\(file) is not made from Docs/\(name).md; run the test with MARKUPC_WRITE_DOCS=1")
            }
            for stale in try madeArticles(in: catalog) where !catalog.pages.map(DocCatalogArticle.articleName).contains(stale) {
                let url = catalog.folder.appendingPathComponent("\(stale).md")
                if write {
                    try FileManager.default.removeItem(at: url)
                } else {
                    XCTFail("\(catalog.module).docc/\(stale).md is made from a page its landing page does not list as <doc:PAGEGuide>; run the test with MARKUPC_WRITE_DOCS=1")
                }
            }
        }
    }

    func testEveryPageIsAnArticleOfAtMostOneCatalog() throws {
        var owners: [String: [String]] = [:]
        for catalog in try catalogs(pages: try docsPages()) {
            for page in catalog.pages { owners[page, default: []].append(catalog.module) }
        }
        for (page, modules) in owners where modules.count > 1 {
            XCTFail("Docs/\(page).md is listed by the landing pages of \(modules.sorted().joined(separator: ", ")); one catalog holds it")
        }
    }

    /// Each library product has a catalog, and the Swift Package Index builds each catalog.
    func testEveryLibraryHasACatalogTheIndexBuilds() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = manifest.components(separatedBy: ".library(name: \"").dropFirst().map { String($0.prefix(while: { $0 != "\"" })) }
        let modules = try catalogs(pages: try docsPages()).map(\.module)
        XCTAssertEqual(Set(modules), Set(libraries), "a library product needs Sources/MODULE/MODULE.docc with a landing page MODULE.md")
        let index = try String(contentsOf: root.appendingPathComponent(".spi.yml"), encoding: .utf8)
        let line = try XCTUnwrap(index.split(separator: "\n").first { $0.contains("documentation_targets:") })
        let targets = line.split(separator: "[").last?.split(separator: "]").first?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(Set(targets ?? []), Set(modules), ".spi.yml's documentation_targets are the modules with a catalog")
    }

    /// Docs/Contributing.md's table of catalogs lists each catalog's pages, in its landing page's order.
    func testContributingListsEachCatalogsPages() throws {
        let page = try String(contentsOf: root.appendingPathComponent("Docs/Contributing.md"), encoding: .utf8)
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("| `Sources/") }
        let catalogs = try catalogs(pages: try docsPages())
        XCTAssertEqual(rows.count, catalogs.count, "Docs/Contributing.md lists \(rows.count) catalogs; there are \(catalogs.count)")
        for catalog in catalogs {
            let row = "| `Sources/\(catalog.module)/\(catalog.module).docc` | \(catalog.pages.joined(separator: ", ")) |"
            XCTAssertTrue(rows.contains(Substring(row)), "Docs/Contributing.md lacks the row \(row)")
        }
    }

    /// Every link of every page leads to a page, heading or file that exists, whether or not
    /// the page is in a catalog.
    func testEveryLinkOfEveryPageLeadsSomewhere() throws {
        let pages = try docsPages()
        let checker = DocCatalogArticle(pages: pages, catalogPages: []) { [root] path in
            FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
        }
        for page in pages.values.sorted(by: { $0.name < $1.name }) {
            XCTAssertNoThrow(try checker.article(of: page))
        }
    }
}
