import Foundation
import XCTest
@testable import StyleMarkup

/// The HTML dialect without a style book, dialects chosen in the configuration, and
/// `source-malformed` (SPEC §8).
final class LintDialectTests: XCTestCase {
    private func strings(_ source: String, _ translation: String, configuration: LintConfiguration = LintConfiguration(),
                         styleBook: StyleBook? = nil) -> [String] {
        let report = LintTestSupport.lint([("en.lproj/L.strings", "\"k\" = \"\(source)\";\n"),
                                           ("fr.lproj/L.strings", "\"k\" = \"\(translation)\";\n")],
                                          styleBook: styleBook, configuration: configuration)
        return report.findings.map { "\($0.language ?? "-") \(LintTestSupport.describe([$0])[0])" }
    }

    func testVoidElementsNeedNoClosingTag() {
        XCTAssertEqual(strings("One<br>two<hr><img src=x.png>", "Un<br>deux<hr><img src=x.png>"), [])
        XCTAssertEqual(strings("One<br>two", "Un<br/>deux"), [])
        // `</br>` is read as `<br>`, as browsers do.
        XCTAssertEqual(strings("One<br>two", "Un</br>deux"), [])
        // A translation that drops the <br> is reported, now that the source is read.
        XCTAssertEqual(strings("One<br>two", "Un deux"), [#"fr 1:8 tag-mismatch fr: "k": tag <br> is missing (source has <br>)"#])
    }

    func testTagNamesAreCaseInsensitiveAndAttributesLoose() {
        XCTAssertEqual(strings("<B>Bold</b>", "<b>Gras</B>"), [])
        XCTAssertEqual(strings("<a href=%1$s>here</a>", "<a href=%1$s>ici</a>"), [])
        XCTAssertEqual(strings("<input disabled> ok", "<input disabled> d'accord"), [])
        XCTAssertEqual(strings("<a href=https://x.com/help>here</a>", "<a href=https://x.com/aide>ici</a>"),
                       [#"fr 1:8 link-changed fr: "k": the link of <a> is "https://x.com/aide" but "https://x.com/help" in the source"#])
        // `<` not before a letter, and `&` that starts no reference, are text.
        XCTAssertEqual(strings("a < b & c <3", "a < b & c <3"), [])
    }

    func testEveryProblemOfAStringIsReported() {
        XCTAssertEqual(strings("<u>x</u> and <b>y</b>", "<u>x<u/> et <b>y"), [
            #"fr 1:8 malformed-markup fr: "k": tag <u> is never closed; add </u> where its text ends"#,
            #"fr 1:20 malformed-markup fr: "k": tag <b> is never closed; add </b> where its text ends"#,
        ])
        XCTAssertEqual(strings("<b><i>x</i></b>", "<b><i>x</b></i>"),
                       [#"fr 1:15 malformed-markup fr: "k": closing tag </b> does not match <i> opened at 1:11; close </i> first"#])
    }

    func testHostileHTMLIsReadInLinearTime() {
        // 900 open tags, then 200,000 closing tags that match none: each costs no search, and
        // only the first 16 problems are kept (and positioned). No clock: a search per closing
        // tag would be 1.8·10⁸ steps and time out; speed is the benchmarks' business.
        let value = String(repeating: "<b>", count: 900) + String(repeating: "</i>", count: 200_000)
        var analyzer = StringAnalyzer()
        let analysis = analyzer.analyze(value, dialect: .html)
        XCTAssertEqual(analysis.markupErrors.count, 16)
        XCTAssertEqual(analysis.markupErrors.first?.message, "closing tag </i> does not match <b> opened at 1:2698; close </b> first")
        XCTAssertEqual(analysis.markupErrors.first?.relatedLocation, SourceLocation(line: 1, column: 2698, byteOffset: 2697))
    }

    func testDialectIsChosenPerFormatPathAndKey() throws {
        let markupc = try LintConfiguration(json: Data(#"{"dialects": [{"format": "strings", "dialect": "markupc"}]}"#.utf8))
        XCTAssertEqual(strings("One<br>two", "Un<br>deux", configuration: markupc).first?.hasPrefix("en 1:11 source-malformed en: \"k\": the source does not parse as markupc markup at \"<br>\": tag <br> is never closed"), true)
        let byPath = try LintConfiguration(json: Data(#"{"dialects": [{"path": "*.lproj/**", "dialect": "markupc"}]}"#.utf8))
        XCTAssertEqual(strings("One<br>two", "Un<br>deux", configuration: byPath).count, 1)
        let otherFormat = try LintConfiguration(json: Data(#"{"dialects": [{"format": "po", "dialect": "markupc"}]}"#.utf8))
        XCTAssertEqual(strings("One<br>two", "Un<br>deux", configuration: otherFormat), [])
        let text = try LintConfiguration(json: Data(#"{"dialects": [{"key": "k", "dialect": "text"}]}"#.utf8))
        XCTAssertEqual(strings("Press <Super>+%@", "Appuyez sur <Super>", configuration: text),
                       [#"fr 1:8 placeholder-mismatch fr: "k": placeholder 1 (%@) is missing (source has %@)"#])
        // With a style book, strings are read as markupc reads them.
        let book = try StyleBook(json: #"{"br": {}}"#)
        XCTAssertEqual(strings("One<br/>two", "Un<br/>deux", styleBook: book), [])
    }

    func testMalformedSourceIsReportedOnceAndItsTranslationsTagsAreNotJudged() {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<string name=\"s\">&lt;Unknown Sender&gt; %1$s</string>\n</resources>\n"),
            ("res/values-fr/strings.xml", "<resources>\n<string name=\"s\">&lt;Expéditeur inconnu&gt; %1$s</string>\n</resources>\n"),
            ("res/values-de/strings.xml", "<resources>\n<string name=\"s\">&lt;Unbekannt&gt;</string>\n</resources>\n"),
        ])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"2:18 source-malformed "s": the source does not parse as HTML markup at "<Unknown Sender>": tag <unknown> is never closed; add &lt;/unknown&gt; where its text ends. If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "s", "dialect": "text"}]}; if it is rendered as HTML, write each < that is text as &amp;lt; in this file (its translations' tags and links are not compared)"#,
            // Placeholders are still compared.
            #"2:18 placeholder-mismatch de: "s": placeholder %1$s is missing (source has %1$s)"#,
        ])
        XCTAssertEqual(report.findings.map(\.level), [.warning, .error])
        XCTAssertEqual(report.findings.map(\.file), ["res/values/strings.xml", "res/values-de/strings.xml"])
    }

    func testSourceRepeatedInPOFilesIsReportedOnce() {
        let po = { (language: String, translation: String) in
            (language + ".po", "msgid \"\"\nmsgstr \"Language: \(language)\\n\"\n\nmsgid \"Press <Super>\"\nmsgstr \"\(translation)\"\n")
        }
        let report = LintTestSupport.lint([po("fr", "Appuyez sur <Super>"), po("de", "Drücken Sie <Super>")])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"4:14 source-malformed "Press <Super>": the source does not parse as HTML markup at "<Super>": tag <super> is never closed; add </super> where its text ends. If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "Press <Super>", "dialect": "text"}]}; if it is rendered as HTML, write each < that is text as &lt; in this file (its translations' tags and links are not compared)"#,
        ])
        XCTAssertEqual(report.findings.first?.file, "fr.po")
    }

    func testAndroidQuotesDroppedInCDATAAreExplainedInTheFilesSyntax() throws {
        let book = try StyleBook(json: #"{"a": {}}"#)
        let files = [
            ("res/values/strings.xml", "<resources>\n<string name=\"l\"><![CDATA[See <a href=\"https://x.com\">this</a>]]></string>\n</resources>\n"),
            ("res/values-fr/strings.xml", "<resources>\n<string name=\"l\"><![CDATA[Voir <a href=\\\"https://x.com\\\">ceci</a>]]></string>\n</resources>\n"),
        ]
        let report = LintTestSupport.lint(files, styleBook: book)
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"2:40 source-malformed "l": the source does not parse as markupc markup at "<a href=https://x.com>": the value of attribute href has no quotes once aapt2 has read the string, because aapt2 drops every unescaped "; escape them: href=\"…\". If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "l", "dialect": "text"}]}; if it is rendered as markupc markup, write each < that is text as &lt; in this file (its translations' tags and links are not compared)"#,
        ])
        // Without a style book the HTML dialect reads the unquoted value, as Html.fromHtml does.
        XCTAssertEqual(LintTestSupport.lint(files).findings, [])
    }

    func testSourceMalformedAdviceDeclaresTheKeyTextAndFollowingItSilencesTheWarning() throws {
        let files = [("en.lproj/Menu.strings", "\"track.none\" = \"<None>\";\n"), ("fr.lproj/Menu.strings", "\"track.none\" = \"<Aucune>\";\n")]
        let finding = try XCTUnwrap(LintTestSupport.lint(files).findings.first)
        XCTAssertEqual(finding.rule, .sourceMalformed)
        // The message must not tell a string shown as text to write &lt; (it would show "&lt;").
        XCTAssertTrue(finding.message.contains(#"If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "track.none", "dialect": "text"}]}; if it is rendered as HTML"#),
                      finding.message)
        let configuration = try LintConfiguration(json: Data(#"{"dialects": [{"key": "track.none", "dialect": "text"}]}"#.utf8))
        XCTAssertEqual(LintTestSupport.lint(files, configuration: configuration).findings, [])
    }

    func testSourceMalformedAdviceLeavesOutAKeyAGlobCannotMatch() throws {
        XCTAssertEqual(MarkupRules.configurationKey("menu.*"), #""…""#)
        XCTAssertEqual(MarkupRules.configurationKey(String(repeating: "k", count: 61)), #""…""#)
        XCTAssertEqual(MarkupRules.configurationKey("say \"hi\"\\\n\u{1B}"), #""say \"hi\"\\\n\u001B""#)
    }
}
