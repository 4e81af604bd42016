import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// The HTML dialect without a style book, dialects chosen in the configuration, and
/// `source-malformed`.
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
            ("res/values/strings.xml", "<resources>\n<string name=\"s\">&lt;b&gt;Unknown sender %1$s</string>\n</resources>\n"),
            ("res/values-fr/strings.xml", "<resources>\n<string name=\"s\">&lt;b&gt;Expéditeur inconnu %1$s</string>\n</resources>\n"),
            ("res/values-de/strings.xml", "<resources>\n<string name=\"s\">&lt;i&gt;Unbekannt</string>\n</resources>\n"),
        ])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"2:18 source-malformed "s": the source does not parse as HTML markup at "<b>": tag <b> is never closed; add &lt;/b&gt; where its text ends. If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "s", "dialect": "text"}]}; if it is rendered as HTML, write each < that is text as &amp;lt; in this file (its translations' tags and links are not compared)"#,
            // Placeholders are still compared.
            #"2:18 placeholder-mismatch de: "s": placeholder %1$s is missing (source has %1$s)"#,
        ])
        XCTAssertEqual(report.findings.map(\.level), [.warning, .error])
        XCTAssertEqual(report.findings.map(\.file), ["res/values/strings.xml", "res/values-de/strings.xml"])
    }

    func testSourceRepeatedInPOFilesIsReportedOnce() {
        let po = { (language: String, translation: String) in
            (language + ".po", "msgid \"\"\nmsgstr \"Language: \(language)\\n\"\n\nmsgid \"Press <Ctrl><kbd>S\"\nmsgstr \"\(translation)\"\n")
        }
        let report = LintTestSupport.lint([po("fr", "Appuyez sur <Ctrl><kbd>S"), po("de", "Drücken Sie <Ctrl><kbd>S")])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"4:20 source-malformed "Press <Ctrl><kbd>S": the source does not parse as HTML markup at "<kbd>": tag <kbd> is never closed; add </kbd> where its text ends. If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "Press <Ctrl><kbd>S", "dialect": "text"}]}; if it is rendered as HTML, write each < that is text as &lt; in this file (its translations' tags and links are not compared)"#,
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
        // `<Time>` names an HTML element, so it is a tag never closed, not text.
        let files = [("en.lproj/Menu.strings", "\"sort.by\" = \"Sort by <Time>\";\n"), ("fr.lproj/Menu.strings", "\"sort.by\" = \"Trier par <Heure>\";\n")]
        let finding = try XCTUnwrap(LintTestSupport.lint(files).findings.first)
        XCTAssertEqual(finding.rule, .sourceMalformed)
        // The message must not tell a string shown as text to write &lt; (it would show "&lt;").
        XCTAssertTrue(finding.message.contains(#"If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "sort.by", "dialect": "text"}]}; if it is rendered as HTML"#),
                      finding.message)
        let configuration = try LintConfiguration(json: Data(#"{"dialects": [{"key": "sort.by", "dialect": "text"}]}"#.utf8))
        XCTAssertEqual(LintTestSupport.lint(files, configuration: configuration).findings, [])
    }

    func testStartTagOfNoHTMLElementNeverClosedIsText() throws {
        // Real sources (IINA, GNOME Calculator): plain text, no `source-malformed`.
        XCTAssertEqual(strings("<None>", "<Aucune>"), [])
        XCTAssertEqual(strings("<key>=<value>", "<clé>=<valeur>"), [])
        XCTAssertEqual(strings("  -s, --solve <equation>   Solve the given equation", "  -s, --solve <équation>   Résoudre"), [])
        XCTAssertEqual(strings("<Unknown Sender>", "<Expéditeur inconnu>"), [])
        // A translation of a plain-text source is judged for its placeholders only.
        XCTAssertEqual(strings("<None> %@", "<b>Aucune"),
                       [#"fr 1:8 placeholder-mismatch fr: "k": placeholder 1 (%@) is missing (source has %@)"#])
        // Beside real tags, the word is text and the tags are compared as usual.
        XCTAssertEqual(strings("Press <b>%@</b> or <Super>", "Appuyez sur <b>%@</b> ou <Super>"), [])
        XCTAssertEqual(strings("Press <b>%@</b> or <Super>", "Appuyez sur %@ ou <Super>"),
                       [#"fr 1:8 tag-mismatch fr: "k": tag <b> is missing (source has <b>)"#])
    }

    func testKnownElementsClosedNamesAndSourceTagsStayMarkup() throws {
        // A known element never closed is still reported, in sources and translations.
        XCTAssertEqual(strings("<b>Bold", "<b>Gras</b>"), [
            #"en 1:8 source-malformed en: "k": the source does not parse as HTML markup at "<b>": tag <b> is never closed; add </b> where its text ends. If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "k", "dialect": "text"}]}; if it is rendered as HTML, write each < that is text as &lt; in this file (its translations' tags and links are not compared)"#,
        ])
        XCTAssertEqual(strings("<b>Bold</b>", "<b>Gras"),
                       [#"fr 1:8 malformed-markup fr: "k": tag <b> is never closed; add </b> where its text ends"#])
        // A name the string closes somewhere is a tag everywhere in it.
        XCTAssertEqual(strings("<key>Ctrl</key> or <key>Alt", "x"), [
            #"en 1:27 source-malformed en: "k": the source does not parse as HTML markup at "<key>": tag <key> is never closed; add </key> where its text ends. If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "k", "dialect": "text"}]}; if it is rendered as HTML, write each < that is text as &lt; in this file (its translations' tags and links are not compared)"#,
        ])
        // A closing tag that closes nothing is reported, whatever its name.
        XCTAssertEqual(strings("Menu", "Menu</gui>"),
                       [#"fr 1:12 malformed-markup fr: "k": closing tag </gui> has no matching open tag <gui>"#])
        // `<x/>` is an empty tag, not text.
        XCTAssertEqual(strings("a<sep/>b", "ab"), [#"fr 1:8 tag-mismatch fr: "k": tag <sep> is missing (source has <sep>)"#])
        // A translation reads a name its source reads as a tag as a tag: a dropped </gui> is found.
        XCTAssertEqual(strings("<gui>A</gui> and <gui>B</gui>", "<gui>A</gui> et <gui>B"),
                       [#"fr 1:24 malformed-markup fr: "k": tag <gui> is never closed; add </gui> where its text ends"#])
        XCTAssertEqual(strings("Click <gui>OK</gui>", "Cliquez sur <gui>OK"),
                       [#"fr 1:20 malformed-markup fr: "k": tag <gui> is never closed; add </gui> where its text ends"#])
        // The markupc dialect (with a style book) is unchanged: `<None>` is a tag never closed.
        let book = try StyleBook(json: #"{"b": {}}"#)
        XCTAssertEqual(strings("<None>", "<Aucune>", styleBook: book).first?.hasPrefix(#"en 1:8 source-malformed en: "k": the source does not parse as markupc markup at "<None>": tag <None> is never closed"#), true)
    }

    func testVoidElementTheSourceClosesIsAContainerInItsTranslations() {
        // Mallard's <link> has content: a translation that drops </link> is found.
        XCTAssertEqual(strings(#"See <link xref=\"basics\">Basics</link>."#, #"Voir <link xref=\"basics\">Bases</link>."#), [])
        XCTAssertEqual(strings(#"See <link xref=\"basics\">Basics</link>."#, #"Voir <link xref=\"basics\">Bases."#),
                       [#"fr 1:13 malformed-markup fr: "k": tag <link> is never closed; add </link> where its text ends"#])
        // Nested spans keep their chain: the same nesting passes, another is reported.
        XCTAssertEqual(strings("<link xref=a><gui>A</gui></link> b", "<link xref=a><gui>A</gui></link> c"), [])
        XCTAssertEqual(strings("<link xref=a><gui>A</gui></link> b", "<gui><link xref=a>A</link></gui> c"),
                       [#"fr 1:8 tag-nesting fr: "k": tag <gui> is at the top level here but inside <link> in the source"#])
        // A source that closes one <link> and not another does not parse.
        XCTAssertEqual(strings("<link xref=a>A</link> or <link xref=b>B", "x").map { String($0.prefix(154)) },
                       [#"en 1:33 source-malformed en: "k": the source does not parse as HTML markup at "<link xref=b>": tag <link> is never closed; add </link> where its text ends"#])
        // Where nothing closes it, <link> (and every void element) stays void, and a closing
        // tag of a void element that closes nothing is ignored.
        XCTAssertEqual(strings("<link rel=x>A", "<link rel=x>B"), [])
        XCTAssertEqual(strings("a<img src=x.png>b", "a<img src=x.png></img>b"), [])
        XCTAssertEqual(strings("One<br>two", "Un</br>deux"), [])
    }

    func testMallardLinkInAPOFileIsPositionedInTheFile() {
        let po = { (language: String, translation: String) in
            (language + ".po", "msgid \"\"\nmsgstr \"Language: \(language)\\n\"\n\nmsgid \"\"\n\"In <link xref=\\\"mouse\\\">programming mode</link>, use the menu\"\nmsgstr \"\"\n\"\(translation)\"\n")
        }
        let report = LintTestSupport.lint([po("de", #"Im <link xref=\"mouse\">Informatik-Modus</link> das Menü"#),
                                           po("fr", #"En <link xref=\"mouse\">mode programmation, utilisez le menu"#)])
        XCTAssertEqual(report.findings.map(\.file), ["fr.po"])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"7:5 malformed-markup fr: "In <link xref="mouse">programming mode</link>, use the menu": tag <link> is never closed; add </link> where its text ends"#,
        ])
    }

    func testSourceMalformedAdviceLeavesOutAKeyAGlobCannotMatch() throws {
        XCTAssertEqual(MarkupRules.configurationKey("menu.*"), #""…""#)
        XCTAssertEqual(MarkupRules.configurationKey(String(repeating: "k", count: 61)), #""…""#)
        XCTAssertEqual(MarkupRules.configurationKey("say \"hi\"\\\n\u{1B}"), #""say \"hi\"\\\n\u001B""#)
    }
}
