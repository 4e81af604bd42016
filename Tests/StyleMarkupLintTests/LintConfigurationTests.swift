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
        XCTAssertEqual(error(#"{"rules": {"tag-nestin": "off"}}"#), #".markupc.json: rules: unknown rule "tag-nestin" (did you mean "tag-nesting"?)"#)
        // A compile-only rule is not one lint reports.
        XCTAssertTrue((error(#"{"rules": {"invalid-link": "off"}}"#) ?? "").hasPrefix(#".markupc.json: rules: unknown rule "invalid-link""#))
        XCTAssertEqual(error(#"{"rules": {"tag-nesting": "none"}}"#), #".markupc.json: rules.tag-nesting: the level must be "error", "warning" or "off""#)
        XCTAssertEqual(error(#"{"rule": {}}"#), #".markupc.json: unknown key "rule" (did you mean "rules"?); expected rules, ignore, dialects, po, preview"#)
        XCTAssertEqual(error(#"{"dialects": {"po": "html"}}"#), #".markupc.json: dialects must be an array of objects such as {"format": "po", "dialect": "html"}"#)
        XCTAssertEqual(error(#"{"dialects": [{"format": "po", "dialect": "htm"}]}"#), #".markupc.json: dialects[0].dialect: unknown dialect "htm" (did you mean "html"?); expected html, markupc, text, xml"#)
        XCTAssertEqual(error(#"{"dialects": [{"format": "andriod", "dialect": "html"}]}"#), #".markupc.json: dialects[0].format: unknown format "andriod" (did you mean "android"?); expected strings, android, po, xliff, xcstrings, stringsdict"#)
        XCTAssertEqual(error(#"{"dialects": [{"paths": "help/**", "dialect": "text"}]}"#), #".markupc.json: dialects[0]: unknown key "paths" (did you mean "path"?); expected format, path, key, dialect"#)
        XCTAssertEqual(error(#"{"dialects": [{"format": "po"}]}"#), #".markupc.json: dialects[0] has no "dialect""#)
        XCTAssertEqual(error(#"{"po": {"unflaggedPlaceholders": "yes"}}"#), ".markupc.json: po.unflaggedPlaceholders must be true or false")
        XCTAssertEqual(error(#"{"po": {"unflagged": true}}"#), #".markupc.json: po: unknown key "unflagged"; expected unflaggedPlaceholders"#)
        XCTAssertEqual(error(#"{"ignore": {"key": []}}"#), #".markupc.json: ignore: unknown key "key"; expected keys, paths"#)
        XCTAssertEqual(error(#"{"ignore": {"keys": "debug.*"}}"#), ".markupc.json: ignore.keys must be an array of strings")
        XCTAssertEqual(error("[]"), ".markupc.json: the configuration must be a JSON object")
        XCTAssertNotNil(error("{"))
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
