import XCTest
@testable import StyleMarkupLint

/// The format dialects of gettext's `*-format` flags: which directives each finds, byte for
/// byte (PseudoPlaceholderDialectTests checks that `markupc pseudo` keeps them).
final class PlaceholderDialectTests: XCTestCase {
    /// The text of each directive `dialect` finds in `value`.
    private func directives(_ value: String, _ dialect: PlaceholderDialect) -> [String] {
        let bytes = Array(value.utf8)
        return dialect.spans(in: value).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    func testEveryFlagNamesItsDialect() {
        for dialect in PlaceholderDialect.allCases {
            XCTAssertEqual(PlaceholderDialect(flag: Substring(dialect.flag)), dialect)
        }
        XCTAssertEqual(PlaceholderDialect(flag: "python-brace-format"), .pythonBrace)
        XCTAssertEqual(PlaceholderDialect(flag: "c++-format"), .cPlusPlus)
        XCTAssertEqual(PlaceholderDialect(flag: "object-pascal-format"), .pascal)
        XCTAssertEqual(PlaceholderDialect(flag: "c-format"), .c)
        XCTAssertNil(PlaceholderDialect(flag: "no-python-format"))
        XCTAssertNil(PlaceholderDialect(flag: "fuzzy"))
        XCTAssertNil(PlaceholderDialect(flag: "klingon-format"))
        XCTAssertNil(PlaceholderDialect(flag: "python"))
    }

    func testPrintfLikeDialects() {
        XCTAssertEqual(directives("Copied %s to %*d places, %<PRIu64> bytes, 100%% done, %1$-5.2lf", .c),
                       ["%s", "%*d", "%<PRIu64>", "%1$-5.2lf"])
        XCTAssertEqual(directives("%@ sent %lu messages", .objc), ["%@", "%lu"])
        XCTAssertEqual(directives("Hello %(name)s, 100%% done, %-5.2f and %(count)d", .python), ["%(name)s", "%-5.2f", "%(count)d"])
        XCTAssertEqual(directives("%1$s has %2$,d items%n at %tH:%<tM", .javaPrintf), ["%1$s", "%2$,d", "%n", "%tH", "%<tM"])
        XCTAssertEqual(directives("%s has %d items, %j", .javascript), ["%s", "%d", "%j"])
        XCTAssertEqual(directives("%{name} has %<count>05d items", .ruby), ["%{name}", "%<count>05d"])
        XCTAssertEqual(directives("%s has %d items, %vd, %*v02x", .perl), ["%s", "%d", "%vd", "%*v02x"])
        XCTAssertEqual(directives("%1$s has %2$'*10d items", .php), ["%1$s", "%2$'*10d"])
        XCTAssertEqual(directives("%qs has %<%d%> items: %m", .gccInternal), ["%qs", "%<", "%d", "%>", "%m"])
        XCTAssertEqual(directives("%s at %L", .gfcInternal), ["%s", "%L"])
        XCTAssertEqual(directives("%s has %0:d items, %*:s", .pascal), ["%s", "%0:d", "%*:s"])
        XCTAssertEqual(directives("%[1]s has %[2]*[3]d items, %+v", .go), ["%[1]s", "%[2]*[3]d", "%+v"])
        XCTAssertEqual(directives("50% off, 100%", .c), ["% o"], "a space is a flag in C: `% o` is a directive")
        XCTAssertEqual(directives("50% off, 100%", .python), ["% o"])
        XCTAssertEqual(directives("100%", .lua), [])
    }

    func testBoostDirectives() {
        XCTAssertEqual(directives("%1% of %2% items, %|3$+5d|, %s, 100%%", .boost), ["%1%", "%2%", "%|3$+5d|", "%s"])
    }

    func testBraceDialects() {
        XCTAssertEqual(directives("{{Literal}} braces {0} {name!r:>10} {user.name} {items[0]} {value:{width}} }}", .pythonBrace),
                       ["{0}", "{name!r:>10}", "{user.name}", "{items[0]}", "{value:{width}}"])
        XCTAssertEqual(directives("{name} has {count} items, {0} and { spaced }", .perlBrace), ["{name}", "{count}"])
        XCTAssertEqual(directives("{0,-10:N2} of {1}, {{0}} literal", .csharp), ["{0,-10:N2}", "{1}"])
        XCTAssertEqual(directives("{0,number,integer} files in ''{1}'', '{2}' is quoted, it''s {3}", .java),
                       ["{0,number,integer}", "{1}", "{3}"])
        XCTAssertEqual(directives("{0,choice,0#no files|1#one file|1<{0,number} files}", .java),
                       ["{0,choice,0#no files|1#one file|1<{0,number} files}"])
        XCTAssertEqual(directives("{} has {count:?} items, {{}}", .rust), ["{}", "{count:?}"])
        XCTAssertEqual(directives("{} has {:>5} items", .cPlusPlus), ["{}", "{:>5}"])
    }

    func testOtherDialects() {
        XCTAssertEqual(directives("Your home is $HOME, ${USER}; $5 and $ and ${} are text; $A_1x", .sh), ["$HOME", "${USER}", "$A_1x"])
        XCTAssertEqual(directives("~a has ~:d item~:p~%, ~10,'0d, ~/pkg:fn/ ~~", .lisp), ["~a", "~:d", "~:p", "~%", "~10,'0d", "~/pkg:fn/", "~~"])
        XCTAssertEqual(directives("~a has ~s items~%", .scheme), ["~a", "~s", "~%"])
        XCTAssertEqual(directives("%L1 of %2, %10 and 100%%", .qt), ["%L1", "%2", "%10"])
        XCTAssertEqual(directives("%L1 of %2", .kde), ["%2"], "only Qt writes %L1")
        XCTAssertEqual(directives("%Ln files, %n folders", .qtPlural), ["%Ln", "%n"])
        XCTAssertEqual(directives("%1 has %<yes|no>2 items", .smalltalk), ["%1", "%<yes|no>2"])
        XCTAssertEqual(directives("%1 has %2 items, 100%%", .ycp), ["%1", "%2"])
    }
}
