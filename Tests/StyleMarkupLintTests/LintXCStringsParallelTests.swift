import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// A string catalog read on several threads (in pieces) gives the report it gives read in one
/// piece, including for catalogs the pieces cannot be made from.
final class LintXCStringsParallelTests: XCTestCase {
    private func entries(_ count: Int, broken: Int? = nil) -> String {
        (0..<count).map { index in
            let translation = index == broken ? "<i>Bonjour %d" : "<b>Bonjour</b> %@ \\u00e9"
            return """
                "key\(index)" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "<b>Hello</b> %@ \\u00e9" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(translation)" } }
                } }
            """
        }.joined(separator: ",\n")
    }

    private func catalog(_ strings: String, before: String = "\"sourceLanguage\" : \"en\",", after: String = ", \"version\" : \"1.0\"") -> String {
        "{\n  \(before)\n  \"strings\" : {\n\(strings)\n  }\(after)\n}\n"
    }

    private func assertSameReport(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let input = LintInput(path: "App/Localizable.xcstrings", contents: Data(text.utf8))
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.workers = 1
        let one = linter.lint([input])
        linter.workers = 4
        let pieces = linter.lint([input])
        XCTAssertEqual(LintTestSupport.describe(pieces.findings), LintTestSupport.describe(one.findings), file: file, line: line)
        XCTAssertEqual(pieces.stringCount, one.stringCount, file: file, line: line)
        XCTAssertEqual(pieces.files, one.files, file: file, line: line)
        XCTAssertEqual(pieces.languages, one.languages, file: file, line: line)
    }

    func testPiecesReportWhatOnePieceReports() {
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.workers = 4
        let input = LintInput(path: "App/Localizable.xcstrings", contents: Data(catalog(entries(300)).utf8))
        let pieces = linter.readPieces(input, format: .xcstrings)
        XCTAssertGreaterThan(pieces.count, 1)
        XCTAssertEqual(pieces.map(\.continuesPreviousFile), [false] + Array(repeating: true, count: pieces.count - 1))
        XCTAssertEqual(pieces.flatMap(\.pairs), linter.read(input, format: .xcstrings).pairs)
        assertSameReport(catalog(entries(300, broken: 250)))
        assertSameReport(catalog(entries(300), before: "\"version\" : \"1.0\", \"sourceLanguage\" : \"en\","))
    }

    func testMalformedCatalogsAreReadInOnePiece() {
        let many = entries(300)
        let cases = [
            catalog(many + ",\n\"key7\" : {}"),                                   // a duplicate entry
            catalog(many + ",\n\"extra\" : { \"localizations\" : { ] }"),        // a syntax error in an entry
            catalog(many + ",\n"),                                               // a trailing comma
            catalog(many, after: ", \"strings\" : {}"),                          // "strings" twice
            catalog(many, after: ", \"\\u0073trings\" : {}"),                    // "strings" twice, once escaped
            catalog(many, before: "\"sourceLanguage\" : 1,"),                    // no source language
            catalog(many, before: ""),                                           // no source language
            catalog(many, after: ", \"version\" : tru"),                         // a syntax error after the strings
            catalog(many) + "x",                                                 // text after the document
            catalog(many + ",\n\"deep\" : " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70)),
            catalog(many + ",\n\"deepish\" : " + String(repeating: "[", count: 61) + String(repeating: "]", count: 61)),
            catalog(many + ",\n\"text\" : \"a string, not an object\""),
        ]
        for text in cases { assertSameReport(text) }
    }
}
