import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPseudo

/// The transformations and the text-only rewriter, against results written out by hand.
final class PseudoTransformationTests: XCTestCase {
    private let rlo = "\u{202E}"
    private let pdf = "\u{202C}"

    private func pseudo(_ value: String, _ transformations: Set<PseudoTransformation>, dialect: MarkupDialect = .markupc,
                        styleBook: StyleBook? = nil) -> String? {
        var rewriter = PseudoStringRewriter(styleBook: styleBook)
        return rewriter.transform(value, dialect: dialect, transformations: transformations)
    }

    func testAccentedAlphabetIsOnePrecomposedScalarPerLetter() {
        XCTAssertEqual(PseudoText.accented.count, 52)
        XCTAssertEqual(pseudo("Save", [.accented]), "Šåṽé")
        XCTAssertEqual(pseudo("The quick brown fox jumps over a lazy dog", [.accented]), "Ţĥé ǫûîçķ ƀŕöŵñ ƒöẋ ĵûṁþš öṽéŕ å ļåžý ðöĝ")
        XCTAssertEqual(pseudo("ÀBÇ 123 ü", [.accented]), "ÀƁÇ 123 ü", "only ASCII letters change")
    }

    func testExpansionShares() {
        XCTAssertEqual([0, 1, 5, 20, 21, 50, 51, 100, 101, 400].map(PseudoText.paddingLength(forTextLength:)),
                       [0, 1, 2, 8, 7, 15, 11, 20, 11, 40])
        XCTAssertEqual(PseudoText.padding(count: 3), " on")
        XCTAssertEqual(PseudoText.padding(count: 8), " one two")
        XCTAssertEqual(PseudoText.padding(count: 53), " one two three four five six seven eight nine ten one", "the words are 49 scalars, then they start again")
        XCTAssertEqual(pseudo("Cancel", [.expanded]), "Cancel on")
    }

    func testPaddingIsVisibleAndNeverEndsInASpace() {
        // A one- or two-character string gets a letter, not a bare space before its bracket.
        XCTAssertEqual(pseudo("∞", [.expanded, .bounded]), "[∞ o]")
        XCTAssertEqual(pseudo("OK", PseudoLocale.enXA.transformations), "[ÖĶ o]")
        // A cut that ends at a space takes the next letter too.
        XCTAssertEqual(PseudoText.padding(count: 5), " one t")
        XCTAssertEqual(PseudoText.padding(count: 9), " one two t")
        XCTAssertEqual(pseudo("Sign in to your account now", [.expanded, .bounded]), "[Sign in to your account now one two t]")
        for count in 1...200 {
            let padding = PseudoText.padding(count: count)
            XCTAssertTrue(padding.hasPrefix(" "), "\(count)")
            XCTAssertFalse(padding.hasSuffix(" "), "\(count): '\(padding)'")
            XCTAssertTrue(padding.unicodeScalars.count == count || padding.unicodeScalars.count == max(count, 2) + 1
                          || (count == 1 && padding.unicodeScalars.count == 2), "\(count): '\(padding)'")
        }
    }

    func testEnXAKeepsTagsAndPlaceholders() {
        // Text: "Hello " and "!" (7 scalars), padding ceil(2.8) = 3.
        XCTAssertEqual(pseudo("Hello <b>%@</b>!", PseudoLocale.enXA.transformations), "[Ĥéļļö <b>%@</b>! on]")
    }

    func testBoundedMarksLinkTextWithItsOwnBrackets() {
        XCTAssertEqual(pseudo("Read the <a href=\"https://x.org/terms\">Terms &amp; Conditions</a>.", [.bounded]),
                       "[Read the <a href=\"https://x.org/terms\">⟦Terms &amp; Conditions⟧</a>.]")
        let book = try! StyleBook(json: #"{"terms": {"action": "openTerms"}, "b": {"font": {"weight": "bold"}}}"#, fileName: "s.json")
        XCTAssertEqual(pseudo("<b>Accept</b> the <terms>terms</terms>", [.bounded], styleBook: book),
                       "[<b>Accept</b> the <terms>⟦terms⟧</terms>]")
    }

    func testRightToLeftWrapsEachWordOutsideTheMarkup() {
        XCTAssertEqual(pseudo("Hi <b>you</b>!", [.rightToLeft]), "\(rlo)Hi\(pdf) <b>\(rlo)you\(pdf)</b>\(rlo)!\(pdf)")
        XCTAssertEqual(pseudo("%d new mails", [.rightToLeft]), "%d \(rlo)new\(pdf) \(rlo)mails\(pdf)")
    }

    func testPlaceholdersOfEveryDialectAreKept() {
        XCTAssertEqual(pseudo("%1$@ has %lld files in %#@folders@", [.accented]), "%1$@ ĥåš %lld ƒîļéš îñ %#@folders@")
        XCTAssertEqual(pseudo("%1$,d items, %2$s left%n", [.accented]), "%1$,d îţéṁš, %2$s ļéƒţ%n")
        XCTAssertEqual(pseudo("Due %1$tB %1$te, %2$-8.2f %% off", [.accented]), "Ðûé %1$tB %1$te, %2$-8.2f %% öƒƒ")
        XCTAssertEqual(pseudo("%@", PseudoLocale.enXA.transformations), "%@", "a string without text is left alone")
        XCTAssertEqual(pseudo("", PseudoLocale.enXA.transformations), "")
        XCTAssertEqual(pseudo("%#@files@", PseudoLocale.enXA.transformations), "%#@files@")
    }

    func testICUMessageSyntaxIsKeptAndOnlyItsMessagesChange() {
        XCTAssertEqual(pseudo("{count, plural, one {# item} other {# items}}", [.accented]), "{count, plural, one {# îţéṁ} other {# îţéṁš}}")
        XCTAssertEqual(pseudo("Hello {name}!", [.accented]), "Ĥéļļö {name}!")
        XCTAssertEqual(pseudo("{n, plural, offset:1 =0 {Nobody} =1 {Just {host}} other {{host} and # others}}", [.accented]),
                       "{n, plural, offset:1 =0 {Ñöƀöðý} =1 {Ĵûšţ {host}} other {{host} åñð # öţĥéŕš}}")
        XCTAssertEqual(pseudo("{gender, select, female {She left} other {They left}}", [.accented]),
                       "{gender, select, female {Šĥé ļéƒţ} other {Ţĥéý ļéƒţ}}")
        XCTAssertEqual(pseudo("{total, number, integer} km on {day, date, short}", [.accented]), "{total, number, integer} ķṁ öñ {day, date, short}")
        XCTAssertEqual(pseudo("{count, plural, one {<b>#</b> file} other {<b>#</b> files}}", [.accented, .bounded]),
                       "[{count, plural, one {<b>#</b> ƒîļé} other {<b>#</b> ƒîļéš}}]")
        // With its cases apart (XLIFF), a string that is one expression is shown one case at a
        // time: each case is bracketed and padded on its own; the expression stays the whole string.
        var rewriter = PseudoStringRewriter(styleBook: nil)
        XCTAssertEqual(rewriter.transform("{count, plural, one {<b>#</b> file} other {<b>#</b> files}}", dialect: .markupc,
                                          transformations: [.accented, .bounded], casesApart: true),
                       "{count, plural, one {[<b>#</b> ƒîļé]} other {[<b>#</b> ƒîļéš]}}")
        XCTAssertEqual(rewriter.transform("{VAR_SELECT, select, true {Hide} other {Show}}", dialect: .markupc, transformations: [.bounded, .stress],
                                          casesApart: true),
                       "{VAR_SELECT, select, true {[Hide\(PseudoText.stressSuffix)]} other {[Show\(PseudoText.stressSuffix)]}}")
        XCTAssertEqual(rewriter.transform("{count, plural, other {# files}} left", dialect: .markupc, transformations: [.bounded], casesApart: true),
                       "[{count, plural, other {# files}} left]")
        // Right to left: the words of the messages only, never the syntax.
        XCTAssertEqual(pseudo("{count, plural, other {# new}}", [.rightToLeft]), "{count, plural, other {# \(rlo)new\(pdf)}}")
        // A brace that starts no argument is text.
        XCTAssertEqual(pseudo("Press {Enter or }", [.accented]), "Þŕéšš {Éñţéŕ öŕ }")
    }

    func testEntitiesAndCommentsAreKept() {
        XCTAssertEqual(pseudo("&copy; Acme &#x2014; Tom & Jerry", [.accented], dialect: .html), "&copy; Åçṁé &#x2014; Ţöṁ & Ĵéŕŕý")
        XCTAssertEqual(pseudo("a<!-- note -->b", [.accented], dialect: .html), "å<!-- note -->ƀ")
    }

    func testHTMLDialectVoidElementsAndUnquotedAttributes() {
        XCTAssertEqual(pseudo("Tap <a href=%1$@>here</a><br>now", [.accented, .bounded], dialect: .html),
                       "[Ţåþ <a href=%1$@>⟦ĥéŕé⟧</a><br>ñöŵ]")
    }

    func testLeadingAndTrailingWhiteSpaceStaysOutside() {
        // Six scalars of text, the line breaks included: padding 3.
        XCTAssertEqual(pseudo("\nSave\n", PseudoLocale.enXA.transformations), "\n[Šåṽé on]\n")
        XCTAssertEqual(pseudo(" <b>Hi</b> ", [.bounded]), " [<b>Hi</b>] ")
        XCTAssertEqual(pseudo("Hi <b>there </b>", [.bounded]), "[Hi <b>there </b>]", "white space inside a tag is the tag's")
    }

    func testStressSuffix() {
        XCTAssertEqual(pseudo("Go", [.stress]), "Go ปั้น Ą̈́ 👩🏽‍💻漢字")
    }

    func testAllTogetherInTheirFixedOrder() {
        // Text "Hi" (2 scalars): padding " o" (a space and a letter, its word wrapped), then the stress suffix.
        XCTAssertEqual(pseudo("Hi", Set(PseudoTransformation.allCases)),
                       "[\(rlo)Ĥî\(pdf) \(rlo)o\(pdf) ปั้น Ą̈́ 👩🏽‍💻漢字]")
    }

    func testMalformedSourceIsNotRewritten() {
        var rewriter = PseudoStringRewriter(styleBook: nil)
        guard case .malformed(let errors) = rewriter.rewrite("<b>open", dialect: .markupc, transformations: [.accented]) else {
            return XCTFail("expected malformed")
        }
        XCTAssertFalse(errors.isEmpty)
        XCTAssertNil(pseudo("<b>open", [.accented]))
    }

    func testCharactersMadeByEscapesStayAsWritten() {
        var rewriter = PseudoStringRewriter(styleBook: nil)
        let outcome = rewriter.rewrite("ab", dialect: .markupc, transformations: [.accented], rewritable: { $0 != 0 })
        XCTAssertEqual(outcome, .edits([ValueEdit(range: 1..<2, text: "ƀ")]))
    }

    func testLocaleArguments() throws {
        XCTAssertEqual(try PseudoLocale(parsing: "en-XA"), .enXA)
        XCTAssertEqual(try PseudoLocale(parsing: "ar-xb"), .arXB)
        XCTAssertEqual(try PseudoLocale(parsing: "en-XL=accented,stress"), PseudoLocale(identifier: "en-XL", transformations: [.accented, .stress]))
        XCTAssertThrowsError(try PseudoLocale(parsing: "fr")) { error in
            XCTAssertEqual((error as? PseudoLocale.ParseError)?.message,
                           "'fr' is not a preset (en-XA, ar-XB); name its transformations: fr=NAME,… with NAME one of accented, expanded, bounded, right-to-left, stress")
        }
        XCTAssertThrowsError(try PseudoLocale(parsing: "en-XL=accented,shout")) { error in
            XCTAssertEqual((error as? PseudoLocale.ParseError)?.message,
                           "'shout' is not a transformation; use accented, expanded, bounded, right-to-left, stress")
        }
        XCTAssertThrowsError(try PseudoLocale(parsing: "../x=accented")) { error in
            XCTAssertEqual((error as? PseudoLocale.ParseError)?.message,
                           "'../x' is not a locale identifier (letters, digits, - _ @, starting with a letter, such as en-XA)")
        }
    }
}
