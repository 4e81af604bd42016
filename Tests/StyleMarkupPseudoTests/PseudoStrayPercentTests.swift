import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPseudo

/// A formatted string whose `%` starts no placeholder: lint accepts that `%` in a translation
/// only when the same characters follow it as in the source, so `pseudo` copies the string
/// unchanged instead of accenting or wrapping what follows the `%`; a `%` in prose is text and
/// is rewritten around as before.
final class PseudoStrayPercentTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-pseudo-percent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Runs pseudo, writes its outputs and lints the folder: the findings on the pseudo-locales.
    private func pseudoThenLint() throws -> (outputs: [String: String], findings: [LintFinding]) {
        let result = PseudoLocalizer(locales: [.enXA, .arXB], styleBook: nil, configuration: LintConfiguration(), sourceLanguage: "en")
            .run(paths: [root.path])
        XCTAssertEqual(result.findings, [])
        var outputs: [String: String] = [:]
        for output in result.outputs {
            try Data(output.contents).write(to: URL(fileURLWithPath: output.path))
            outputs[String(output.path.dropFirst(root.path.count + 1))] = String(decoding: output.contents, as: UTF8.self)
        }
        let report = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: "en").lint(paths: [root.path])
        return (outputs, report.findings.filter { $0.language != "en" })
    }

    func testStringsTableFormattedStringWithStrayPercentIsCopied() throws {
        try write("en.lproj/Localizable.strings", """
        "copied" = "%lld of %Y files";
        "macro" = "Copied %<PRIu65> of %d";
        "macros" = "Copied %<PRIu65> of %<PRIuMAX> files";
        "sale" = "Up 50%.";

        """)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en-XA.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ar-XB.lproj"), withIntermediateDirectories: true)
        let (outputs, findings) = try pseudoThenLint()
        XCTAssertEqual(findings.map(\.message), [])
        let enXA = try XCTUnwrap(outputs["en-XA.lproj/Localizable.strings"])
        XCTAssertTrue(enXA.hasPrefix("""
        "copied" = "%lld of %Y files";
        "macro" = "Copied %<PRIu65> of %d";
        "macros" = "Copied %<PRIu65> of %<PRIuMAX> files";
        "sale" = "[Ûþ 50%.
        """), enXA)
    }

    func testStringsDictFormWithStrayPercentIsCopied() throws {
        try write("en.lproj/Localizable.stringsdict", """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@ in %Y folder</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>lld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%lld file</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%lld files</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("en-XA.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("ar-XB.lproj"), withIntermediateDirectories: true)
        let (outputs, findings) = try pseudoThenLint()
        XCTAssertEqual(findings.map(\.message), [])
        let enXA = try XCTUnwrap(outputs["en-XA.lproj/Localizable.stringsdict"])
        XCTAssertTrue(enXA.contains("<string>%#@files@ in %Y folder</string>"), enXA)
        XCTAssertTrue(enXA.contains("<string>[%lld ƒîļé"), enXA)
    }
}
