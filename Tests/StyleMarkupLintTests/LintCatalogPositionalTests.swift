import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// String Catalog substitutions without `argNum` take their arguments by position, and an
/// argument the source uses only to choose a plural form may be dropped by a language
/// without plural forms.
final class LintCatalogPositionalTests: XCTestCase {
    private func lint(_ entries: String) -> [String] {
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + entries + "}}"
        return LintTestSupport.describe(LintTestSupport.lint([("Localizable.xcstrings", catalog)]).findings)
    }

    private func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }

    private func plural(_ name: String, argument: Int?, specifier: String = "lld", _ forms: [(String, String)]) -> String {
        let number = argument.map { #""argNum": \#($0), "#} ?? ""
        let cases = forms.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", ")
        return #""\#(name)": {\#(number)"formatSpecifier": "\#(specifier)", "variations": {"plural": {\#(cases)}}}"#
    }

    func testSubstitutionsWithoutArgNumTakeTheirArgumentsByPosition() {
        let entry = #"""
        "summary": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@arg1@ from %#@arg2@"},
                 "substitutions": {\#(plural("arg1", argument: 1, [("one", "%arg post"), ("other", "%arg posts")])),
                                   \#(plural("arg2", argument: 2, [("one", "%arg person"), ("other", "%arg people")]))}},
          "de": {"stringUnit": {"state": "translated", "value": "%#@count_posts@ von %#@count_participants@"},
                 "substitutions": {\#(plural("count_posts", argument: nil, [("one", "%arg Beitrag"), ("other", "%arg Beiträge")])),
                                   \#(plural("count_participants", argument: nil, [("one", "%arg Person"), ("other", "%arg Personen")]))}}}}
        """#
        XCTAssertEqual(lint(entry), [])
        // A substitution that takes the second place where the source's second argument is
        // text is still a mismatch.
        let wrongType = entry.replacingOccurrences(of: #""count_participants": {"formatSpecifier": "lld""#,
                                                   with: #""count_participants": {"formatSpecifier": "@""#)
        XCTAssertEqual(lint(wrongType).first?.hasSuffix("placeholder %#@count_participants@ (argument 2, %@) does not match the source's %#@arg2@ (argument 2, %lld)"), true,
                       lint(wrongType).joined(separator: "\n"))
    }

    func testAnArgumentThatOnlyChoosesAFormMayBeDroppedWhereThereAreNoForms() {
        // The forms print the formatted number %2$@, not the count they are chosen by.
        let source = #"""
          "en": {"stringUnit": {"state": "translated", "value": "%#@followers@"},
                 "substitutions": {\#(plural("followers", argument: 1, [("one", "%2$@ follower"), ("other", "%2$@ followers")]))}}
        """#
        XCTAssertEqual(lint(#""followers": {"localizations": {\#(source), "ko": \#(unit("팔로워 %2$@명")), "ja": \#(unit("フォロワー %2$@ 人"))}}"#), [])
        // A language with plural forms must still be given the count to choose them.
        XCTAssertEqual(lint(#""followers": {"localizations": {\#(source), "ru": \#(unit("%2$@ подписчиков"))}}"#),
                       [#"2:318 placeholder-mismatch ru: "followers": placeholder %#@followers@ (argument 1, %lld) is missing (source has %#@followers@)"#])
        // An argument a form prints is no mere selector.
        let printed = #"""
          "en": {"stringUnit": {"state": "translated", "value": "%#@followers@"},
                 "substitutions": {\#(plural("followers", argument: 1, [("one", "%arg follower"), ("other", "%arg followers")]))}}
        """#
        XCTAssertEqual(lint(#""followers": {"localizations": {\#(printed), "ko": \#(unit("팔로워"))}}"#).count, 1)
    }
}
