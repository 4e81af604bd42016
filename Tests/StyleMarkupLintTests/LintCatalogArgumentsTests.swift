import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// String Catalog translations compared with their key's arguments by argument number: the
/// four ways a correct translation was reported before (the key declares an argument the
/// source value leaves out; substitutions named differently; a placeholder the source has only
/// inside its substitution's forms; an empty value awaiting review), and real mismatches.
final class LintCatalogArgumentsTests: XCTestCase {
    private func lint(_ entries: String) -> [String] {
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + entries + "}}"
        return LintTestSupport.describe(LintTestSupport.lint([("Localizable.xcstrings", catalog)]).findings)
    }

    private func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
    }

    private func plural(_ name: String, argument: Int?, _ forms: [(String, String)]) -> String {
        let number = argument.map { #""argNum": \#($0), "#} ?? ""
        let cases = forms.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", ")
        return #""\#(name)": {\#(number)"formatSpecifier": "lld", "variations": {"plural": {\#(cases)}}}"#
    }

    func testTheKeysArgumentMayBeUsedWhereTheSourceValueLeavesItOut() {
        // English says "starred"; German says how many, as the key's %lld allows.
        let entry = #"""
        "notifications.label.favorite %lld": {"localizations": {
          "en": \#(unit("starred")),
          "de": {"stringUnit": {"state": "translated", "value": "%#@count@"},
                 "substitutions": {\#(plural("count", argument: 1, [("one", "hat favorisiert"), ("other", "%arg haben favorisiert")]))}}}}
        """#
        XCTAssertEqual(lint(entry), [])
        // An argument the key does not have is still reported, and so is one of another type.
        let wrong = #"""
        "notifications.label.favorite %lld": {"localizations": {
          "en": \#(unit("starred")),
          "fr": \#(unit("%2$@ a aimé")),
          "pl": \#(unit("%1$@ polubił"))}}
        """#
        XCTAssertEqual(lint(wrong), [
            #"3:58 placeholder-mismatch fr: "notifications.label.favorite %lld": placeholder %2$@ is not in the source (source has no placeholders)"#,
            #"4:58 placeholder-mismatch pl: "notifications.label.favorite %lld": placeholder %1$@ does not match argument 1 of the key, %lld"#,
        ])
    }

    func testSubstitutionsArePairedByArgumentNumberWhateverTheirNames() {
        let entry = #"""
        "posts.count": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@arg1@"},
                 "substitutions": {\#(plural("arg1", argument: 1, [("one", "%arg post"), ("other", "%arg posts")]))}},
          "de": {"stringUnit": {"state": "translated", "value": "%#@count_posts@"},
                 "substitutions": {\#(plural("count_posts", argument: 1, [("one", "%arg Beitrag"), ("other", "%arg Beiträge")]))}},
          "pl": {"stringUnit": {"state": "translated", "value": "%#@posts@"},
                 "substitutions": {\#(plural("posts", argument: 1, [("one", "%arg wpis"), ("few", "%arg wpisy"), ("many", "%arg wpisów"), ("other", "%arg wpisu")]))}}}}
        """#
        XCTAssertEqual(lint(entry), [])
        // Paired with the source's forms: a Polish `few` that drops the count is an error.
        let dropped = entry.replacingOccurrences(of: #""value": "%arg wpisy""#, with: #""value": "wpisy""#)
        XCTAssertEqual(lint(dropped), [
            #"7:229 plural-count-dropped pl: "posts.count{arg1}[few]": the plural form leaves out the count %1$lld that its source form has, but "few" in pl is used for 2, 3, 4, …: the reader sees no number, or the wrong one"#,
        ])
    }

    func testASubstitutionOfAnotherTypeSaysWhichTypes() {
        let entry = #"""
        "files.count": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@files@"},
                 "substitutions": {\#(plural("files", argument: 1, [("one", "%arg file"), ("other", "%arg files")]))}},
          "de": {"stringUnit": {"state": "translated", "value": "%#@files@"},
                 "substitutions": {"files": {"argNum": 1, "formatSpecifier": "@", "variations": {"plural": {"one": \#(unit("%arg Datei")), "other": \#(unit("%arg Dateien"))}}}}}}}
        """#
        let found = lint(entry)
        XCTAssertEqual(found.first, #"4:58 placeholder-mismatch de: "files.count": placeholder %#@files@ (argument 1, %@) does not match the source's %#@files@ (argument 1, %lld)"#)
    }

    func testAnArgumentTheSourceHasOnlyInsideItsFormsMayBeWrittenAtTopLevel() {
        let entry = #"""
        "shared %lld %@": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@photos@"},
                 "substitutions": {\#(plural("photos", argument: 1, [("one", "%2$@ shared a photo"), ("other", "%2$@ shared %arg photos")]))}},
          "de": {"stringUnit": {"state": "translated", "value": "%2$@ hat %#@photos@ geteilt"},
                 "substitutions": {\#(plural("photos", argument: 1, [("one", "ein Foto"), ("other", "%arg Fotos")]))}}}}
        """#
        XCTAssertEqual(lint(entry).filter { $0.contains("placeholder-mismatch") }, [])
    }

    func testAnEmptyValueAwaitingReviewIsNotATranslation() {
        let entry = #"""
        "greeting %@": {"localizations": {
          "en": \#(unit("Hello %@")),
          "de": \#(unit("", state: "needs_review")),
          "fr": \#(unit("", state: "translated"))}}
        """#
        XCTAssertEqual(lint(entry), [
            #"4:58 placeholder-mismatch fr: "greeting %@": placeholder %@ (argument 1) is missing (source has %@)"#,
        ])
    }

    /// A reference cut short (`%#@` with no name before its `@`, as in `%#@c]unt@`) names no
    /// substitution; reading it once crashed the reader.
    func testAReferenceCutShortNamesNoSubstitution() throws {
        let placeholder = try XCTUnwrap(PrintfScanner.scan("%#@c]unt@ in %@", dialect: .apple).first)
        XCTAssertNil(CatalogArguments.referencedName(placeholder))
        XCTAssertEqual(CatalogArguments.referencedName(try XCTUnwrap(PrintfScanner.scan("%#@count@", dialect: .apple).first)), "count")
        let findings = lint(#""photos": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@c]unt@ in %@"}, "substitutions": {"count": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}}}}, "fr": \#(unit("%#@c]unt@ dans %@"))}}"#)
        XCTAssertFalse(findings.contains { $0.contains("malformed-file") }, findings.joined(separator: "\n"))
    }
}
