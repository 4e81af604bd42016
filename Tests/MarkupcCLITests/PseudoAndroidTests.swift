import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc pseudo` on an Android module (Tests/Fixtures/Pseudo/android): resources not to
/// translate are left out, `<xliff:g>` content, ICU syntax and resource references are kept,
/// escaped text is translated, and the folders are named as aapt2 accepts them (aapt2 itself
/// compiles them in IntegrationTests' PseudoAndroidAaptTests).
final class PseudoAndroidTests: XCTestCase {
    static let resources = "app/src/main/res"

    /// A copy of the fixture module in a fresh directory.
    static func module(_ testCase: XCTestCase) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(testCase)
        try FileManager.default.copyItem(at: MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Pseudo/android/app"),
                                         to: directory.appendingPathComponent("app"))
        return directory
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func testResourcesAreRewrittenAsAapt2sPseudoLocalizerWould() throws {
        let directory = try Self.module(self)
        let result = try MarkupcRunner.run(["pseudo", "app", "--locale", "en-XA", "--locale", "ar-XB", "--locale", "en@pseudo=accented"],
                                           directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "pseudo: en-XA, ar-XB, en@pseudo: rewrote 7 source strings, wrote 3 files\n")
        let res = directory.appendingPathComponent(Self.resources)
        // Written by hand from the documented rules: translatable="false" resources are gone,
        // <xliff:g> content and ICU syntax are as they were, \@ text is translated and the
        // reference is kept; the "[" of a string that starts with <xliff:g> goes before it.
        XCTAssertEqual(try read(res.appendingPathComponent("values-en-rXA/strings.xml")), """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="app_name">[Ţŕåîļ Ñöţéš one t]</string>
            <string name="welcome">[Ŵéļçöṁé ƀåçķ, <xliff:g id="name" example="Sam">%1$s</xliff:g>! one t]</string>
            <string name="sync_via">[<xliff:g id="service">Trail Cloud</xliff:g> šýñç o]</string>
            <string name="trails_nearby">[{count, plural, =0 {Ñö ţŕåîļš} one {# ţŕåîļ ñéåŕ {place}} other {# ţŕåîļš ñéåŕ {place}}} one two th]</string>
            <string name="handle">[\\@ţŕåîļñöţéš one t]</string>
            <string name="title_alias">@string/app_name</string>
            <plurals name="photos">
                <item quantity="one">[%d þĥöţö on]</item>
                <item quantity="other">[%d þĥöţöš on]</item>
            </plurals>
        </resources>

        """)
        // Right to left: no override inside <xliff:g> or the ICU syntax.
        let rlo = "\u{202E}", pdf = "\u{202C}"
        let arabic = try read(res.appendingPathComponent("values-ar-rXB/strings.xml"))
        XCTAssertTrue(arabic.contains(#"<string name="sync_via"><xliff:g id="service">Trail Cloud</xliff:g> \#(rlo)sync\#(pdf)</string>"#), arabic)
        XCTAssertTrue(arabic.contains(#"{count, plural, =0 {\#(rlo)No\#(pdf) \#(rlo)trails\#(pdf)} one {# \#(rlo)trail\#(pdf) \#(rlo)near\#(pdf) {place}}"#), arabic)
        XCTAssertTrue(arabic.contains(#"<xliff:g id="name" example="Sam">%1$s</xliff:g>\#(rlo)!\#(pdf)</string>"#), arabic)
        // en@pseudo is a folder aapt2 refuses: its BCP 47 form is written.
        XCTAssertEqual(try read(res.appendingPathComponent("values-b+en+pseudo/strings.xml")).contains("[") , false)
        XCTAssertTrue(try read(res.appendingPathComponent("values-b+en+pseudo/strings.xml")).contains(">Ţŕåîļ Ñöţéš<"))
        let folders = try FileManager.default.contentsOfDirectory(atPath: res.path).sorted()
        XCTAssertEqual(folders, ["values", "values-ar-rXB", "values-b+en+pseudo", "values-en-rXA"])
        for folder in folders.dropFirst() {
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent(folder).path), ["strings.xml"],
                           "donottranslate.xml has no pseudo-locale copy")
        }
        // What was written lints clean against its source.
        let lint = try MarkupcRunner.run(["lint", "app"], directory: directory)
        XCTAssertEqual(lint.stdoutText, "")
        XCTAssertEqual(lint.status, 0, lint.stderr)
    }
}
