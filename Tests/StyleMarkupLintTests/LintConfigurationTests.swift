import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintConfigurationTests: XCTestCase {
    func testGlobs() {
        XCTAssertTrue(LintGlob("Pods/**").matches("Pods/A/fr.lproj/x.strings"))
        XCTAssertFalse(LintGlob("Pods/**").matches("App/Pods/x.strings"))
        XCTAssertTrue(LintGlob("**/Pods/**").matches("App/Pods/x.strings"))
        XCTAssertTrue(LintGlob("**/Pods/**").matches("Pods/x.strings"))
        XCTAssertTrue(LintGlob("*.strings").matches("a.strings"))
        XCTAssertFalse(LintGlob("*.strings").matches("dir/a.strings"))
        XCTAssertTrue(LintGlob("**/*.strings").matches("dir/sub/a.strings"))
        XCTAssertTrue(LintGlob("fr.lproj/?.strings").matches("fr.lproj/a.strings"))
        XCTAssertFalse(LintGlob("fr.lproj/?.strings").matches("fr.lproj/ab.strings"))
        XCTAssertTrue(LintGlob("debug.*").matches("debug.banner.title", pathAware: false))
        XCTAssertTrue(LintGlob("debug.*").matches("debug.a/b", pathAware: false))
        XCTAssertFalse(LintGlob("debug.*").matches("release.debug.x", pathAware: false))
        XCTAssertTrue(LintGlob("*_debug").matches("menu_debug", pathAware: false))
        XCTAssertTrue(LintGlob("exact").matches("exact"))
        XCTAssertFalse(LintGlob("exact").matches("exactly"))
        // Many stars stay fast (no backtracking blow-up).
        XCTAssertFalse(LintGlob(String(repeating: "*a", count: 50) + "b").matches(String(repeating: "a", count: 2000), pathAware: false))
    }

    func testLevelsStrictAndOff() throws {
        let configuration = try LintConfiguration(json: Data(#"{"rules": {"link-changed": "error", "tag-nesting": "off", "placeholder-mismatch": "warning"}}"#.utf8))
        XCTAssertEqual(configuration.level(of: .linkChanged), .error)
        XCTAssertNil(configuration.level(of: .tagNesting))
        XCTAssertEqual(configuration.level(of: .placeholderMismatch), .warning)
        XCTAssertEqual(configuration.level(of: .orphanTranslation), .warning)
        var strict = configuration
        strict.warningsAsErrors = true
        XCTAssertEqual(strict.level(of: .orphanTranslation), .error)
        XCTAssertEqual(strict.level(of: .placeholderMismatch), .error)
        XCTAssertNil(strict.level(of: .tagNesting))
    }

    func testIgnores() throws {
        let configuration = try LintConfiguration(json: Data(#"{"ignore": {"keys": ["debug.*"], "paths": ["Pods/**", "build"]}}"#.utf8))
        XCTAssertTrue(configuration.ignores(key: "debug.banner"))
        XCTAssertFalse(configuration.ignores(key: "signup.debug"))
        XCTAssertTrue(configuration.ignores(path: "Pods/Lib/en.lproj/Localizable.strings"))
        XCTAssertTrue(configuration.ignores(path: "app/build/values/strings.xml"))
        XCTAssertFalse(configuration.ignores(path: "app/src/values/strings.xml"))
    }

    func testErrorsNameTheProblem() {
        func error(_ json: String) -> String? {
            do {
                _ = try LintConfiguration(json: Data(json.utf8), fileName: ".markupc.json")
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(error(#"{"rules": {"tag-nestin": "off"}}"#), #".markupc.json:1:12: error: rules: unknown rule "tag-nestin" (did you mean "tag-nesting"?)"#)
        // A compile-only rule is not one lint reports.
        XCTAssertTrue((error(#"{"rules": {"invalid-link": "off"}}"#) ?? "").hasPrefix(#".markupc.json:1:12: error: rules: unknown rule "invalid-link""#))
        XCTAssertEqual(error(#"{"rules": {"tag-nesting": "none"}}"#), #".markupc.json:1:27: error: rules.tag-nesting: the level must be "error", "warning" or "off""#)
        XCTAssertEqual(error(#"{"rule": {}}"#), #".markupc.json:1:2: error: unknown key "rule" (did you mean "rules"?); expected rules, ignore, dialects, po, preview"#)
        XCTAssertEqual(error(#"{"dialects": {"po": "html"}}"#), #".markupc.json:1:14: error: dialects must be an array of objects such as {"format": "po", "dialect": "html"}"#)
        XCTAssertEqual(error(#"{"dialects": [{"format": "po", "dialect": "htm"}]}"#), #".markupc.json:1:43: error: dialects[0].dialect: unknown dialect "htm" (did you mean "html"?); expected html, markupc, text, xml"#)
        XCTAssertEqual(error(#"{"dialects": [{"format": "andriod", "dialect": "html"}]}"#), #".markupc.json:1:26: error: dialects[0].format: unknown format "andriod" (did you mean "android"?); expected strings, android, po, xliff, xcstrings, stringsdict"#)
        XCTAssertEqual(error(#"{"dialects": [{"paths": "help/**", "dialect": "text"}]}"#), #".markupc.json:1:16: error: dialects[0]: unknown key "paths" (did you mean "path"?); expected format, path, key, dialect"#)
        XCTAssertEqual(error(#"{"dialects": [{"format": "po"}]}"#), #".markupc.json:1:15: error: dialects[0] has no "dialect""#)
        XCTAssertEqual(error(#"{"po": {"unflaggedPlaceholders": "yes"}}"#), ".markupc.json:1:34: error: po.unflaggedPlaceholders must be true or false")
        XCTAssertEqual(error(#"{"po": {"unflagged": true}}"#), #".markupc.json:1:9: error: po: unknown key "unflagged"; expected unflaggedPlaceholders"#)
        XCTAssertEqual(error(#"{"ignore": {"key": []}}"#), #".markupc.json:1:13: error: ignore: unknown key "key"; expected keys, paths"#)
        XCTAssertEqual(error(#"{"ignore": {"keys": "debug.*"}}"#), ".markupc.json:1:21: error: ignore.keys must be an array of strings")
        XCTAssertEqual(error("[]"), ".markupc.json:1:1: error: the configuration must be a JSON object, not an array")
        XCTAssertNotNil(error("{"))
    }

    /// The file is read as style books are, so every kind of problem has its line and column.
    func testEveryKindOfProblemHasItsPosition() {
        func error(_ json: String) -> String? {
            do {
                _ = try LintConfiguration(json: Data(json.utf8), fileName: ".markupc.json")
                return nil
            } catch {
                return error.description
            }
        }
        // A syntax error: the colon is missing.
        XCTAssertEqual(error("{\n  \"rules\": {\"tag-nesting\" \"off\"}\n}"),
                       #".markupc.json:2:27: error: not valid JSON: expected ':' after key "tag-nesting""#)
        // A trailing comma.
        XCTAssertEqual(error("{\n  \"rules\": {\"tag-nesting\": \"off\",}\n}"), ".markupc.json:2:34: error: not valid JSON: expected a key after ','")
        // A key given twice: the second would silently win.
        XCTAssertEqual(error(#"{"rules": {}, "rules": {}}"#), #".markupc.json:1:15: error: not valid JSON: duplicate key "rules""#)
        // An unknown key.
        XCTAssertEqual(error("{\n  \"ignore\": {},\n  \"dialect\": []\n}"),
                       #".markupc.json:3:3: error: unknown key "dialect" (did you mean "dialects"?); expected rules, ignore, dialects, po, preview"#)
        // A value of the wrong type, in an array.
        XCTAssertEqual(error(#"{"ignore": {"keys": [1]}}"#), ".markupc.json:1:22: error: ignore.keys must be an array of strings")
        XCTAssertEqual(error(#"{"po": {"unflaggedPlaceholders": 1}}"#), ".markupc.json:1:34: error: po.unflaggedPlaceholders must be true or false")
    }

    func testConfigurationAppliesToFindings() throws {
        let files = [("en.lproj/L.strings", "\"debug.x\" = \"<b>x</b>\";\n\"a\" = \"<b><i>x</i></b>\";"),
                     ("fr.lproj/L.strings", "\"debug.x\" = \"<b>x\";\n\"a\" = \"<i><b>x</b></i>\";\n\"extra\" = \"y\";")]
        XCTAssertEqual(LintTestSupport.lint(files).findings.map(\.rule), [.malformedMarkup, .tagNesting, .orphanTranslation])
        let configuration = try LintConfiguration(json: Data(#"{"rules": {"tag-nesting": "off", "orphan-translation": "error"}, "ignore": {"keys": ["debug.*"]}}"#.utf8))
        let report = LintTestSupport.lint(files, configuration: configuration)
        XCTAssertEqual(report.findings.map(\.rule), [.orphanTranslation])
        XCTAssertEqual(report.findings.map(\.level), [.error])
        XCTAssertEqual(report.stringCount, 3)
    }
}
