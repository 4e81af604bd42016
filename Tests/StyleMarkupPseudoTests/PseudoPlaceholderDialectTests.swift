import XCTest
@testable import StyleMarkupLint
@testable import StyleMarkupPseudo

/// `markupc pseudo` keeps every directive of gettext's format dialects byte for byte.
final class PseudoPlaceholderDialectTests: XCTestCase {
    /// The text of each directive `dialect` finds in `value`.
    private func directives(_ value: String, _ dialect: PlaceholderDialect) -> [String] {
        let bytes = Array(value.utf8)
        return dialect.spans(in: value).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    func testPseudoKeepsEveryDirective() {
        let samples: [(String, PlaceholderDialect)] = [
            ("Hello %(name)s, 100%% done", .python), ("{user.name} sorted {items[0]} to {value:{width}}", .pythonBrace),
            ("Your home is $HOME, ${USER}", .sh), ("Hello {name}", .perlBrace), ("%L1 of %2", .qt), ("%Ln files", .qtPlural),
            ("{0,-10:N2} of {1}", .csharp), ("{0,number,integer} files in ''{1}''", .java), ("~a has ~:d item~:p", .lisp),
            ("%{name} has %<count>d items", .ruby), ("%qs has %<%d%> items", .gccInternal), ("%[1]s has %[2]d items", .go),
        ]
        for (value, dialect) in samples {
            var rewriter = PseudoStringRewriter(styleBook: nil)
            let made = rewriter.transform(value, dialect: .html, placeholders: dialect, transformations: Set(PseudoTransformation.allCases))
            XCTAssertEqual(made.map { directives($0, dialect) }, directives(value, dialect), value)
            XCTAssertNotEqual(made, value)
        }
        var rewriter = PseudoStringRewriter(styleBook: nil)
        XCTAssertEqual(rewriter.transform("Hello %(name)s", dialect: .html, placeholders: .python, transformations: [.accented]), "Ĥéļļö %(name)s")
        XCTAssertEqual(rewriter.transform("Hello {name}", dialect: .html, placeholders: .pythonBrace, transformations: [.accented]), "Ĥéļļö {name}")
        XCTAssertEqual(rewriter.transform("Go to $HOME", dialect: .html, placeholders: .sh, transformations: [.accented]), "Ĝö ţö $HOME")
    }
}
