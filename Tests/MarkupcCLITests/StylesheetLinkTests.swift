import Foundation
import MarkupcTestSupport
import XCTest

/// A page written with `--html-document --css FILE` links the stylesheet by its path relative
/// to the page, so it opens styled; each case runs the built binary in a scratch directory.
final class StylesheetLinkTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try MarkupcRunner.temporaryDirectory(self)
        try Data("<b>x</b>".utf8).write(to: directory.appendingPathComponent("in.txt"))
        for sub in ["out", "css", "pages/deep", "my dir"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
    }

    /// The `<link>` line of the page `markupc` writes to `page` (relative to the directory).
    private func link(_ arguments: [String], page: String?, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let result = try MarkupcRunner.run(["in.txt", "--format", "html", "--html-document"] + arguments, directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let html = try page.map { String(decoding: try Data(contentsOf: directory.appendingPathComponent($0)), as: UTF8.self) } ?? result.stdoutText
        return html.split(separator: "\n").first { $0.hasPrefix("<link ") }.map(String.init)
    }

    func testStylesheetBesideThePageIsLinkedByItsName() throws {
        XCTAssertEqual(try link(["--css", "out/style.css", "-o", "out/page.html"], page: "out/page.html"),
                       #"<link rel="stylesheet" href="style.css">"#)
        XCTAssertEqual(try link(["--css", "./out/../out/style.css", "-o", "out/page.html"], page: "out/page.html"),
                       #"<link rel="stylesheet" href="style.css">"#)
    }

    func testStylesheetElsewhereIsLinkedThroughParentDirectories() throws {
        XCTAssertEqual(try link(["--css", "css/site.css", "-o", "pages/deep/page.html"], page: "pages/deep/page.html"),
                       #"<link rel="stylesheet" href="../../css/site.css">"#)
        XCTAssertEqual(try link(["--css", "site.css", "-o", "out/page.html"], page: "out/page.html"),
                       #"<link rel="stylesheet" href="../site.css">"#)
        XCTAssertEqual(try link(["--css", "out/site.css", "-o", "page.html"], page: "page.html"),
                       #"<link rel="stylesheet" href="out/site.css">"#)
    }

    func testAbsolutePathsAndOutputDirectories() throws {
        let absolute = directory.appendingPathComponent("css/site.css").path
        XCTAssertEqual(try link(["--css", absolute, "-o", "out/page.html"], page: "out/page.html"),
                       #"<link rel="stylesheet" href="../css/site.css">"#)
        XCTAssertEqual(try link(["--css", "css/site.css", "--output-dir", "pages"], page: "pages/in.html"),
                       #"<link rel="stylesheet" href="../css/site.css">"#)
    }

    func testNamesAreEncodedAsURLPathSegments() throws {
        XCTAssertEqual(try link(["--css", "my dir/a b#2?:x%.css", "-o", "out/page.html"], page: "out/page.html"),
                       #"<link rel="stylesheet" href="../my%20dir/a%20b%232%3F%3Ax%25.css">"#)
    }

    /// A page on standard output: its file is unknown, the path is linked as given.
    func testPageOnStandardOutputLinksThePathAsGiven() throws {
        XCTAssertEqual(try link(["--css", "out/style.css"], page: nil), #"<link rel="stylesheet" href="out/style.css">"#)
    }
}
