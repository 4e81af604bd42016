import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// `link-changed` as an error when the translated target no longer works, and itstool's PO
/// files (Mallard, DocBook) read in the XML dialect, where `xref` and `linkend` are links and
/// no element is void.
final class LintLinksAndXMLDialectTests: XCTestCase {
    private func strings(_ source: String, _ translation: String) -> [String] {
        let report = LintTestSupport.lint([("en.lproj/Localizable.strings", "\"k\" = \"\(source)\";"),
                                           ("fr.lproj/Localizable.strings", "\"k\" = \"\(translation)\";")])
        return report.findings.map { "\($0.level.rawValue) \($0.location!) \($0.message)" }
    }

    func testABrokenTargetIsAnErrorAndAnotherValidOneAWarning() {
        let source = #"Read <a href=\"https://example.com/help\">help</a>."#
        XCTAssertEqual(strings(source, #"Lisez l'<a href=\"https://example.com/aide\">aide</a>."#),
                       [#"warning 1:16 fr: "k": the link of <a> is "https://example.com/aide" but "https://example.com/help" in the source"#])
        XCTAssertEqual(strings(source, #"Lisez l'<a href=\"https: //example.com/help\">aide</a>."#),
                       [#"error 1:16 fr: "k": the link of <a> is "https: //example.com/help" but "https://example.com/help" in the source; it no longer works as a link: a space is inside it"#])
        XCTAssertEqual(strings(source, #"Lisez l'<a href=\"\">aide</a>."#),
                       [#"error 1:16 fr: "k": the link of <a> is "" but "https://example.com/help" in the source; it no longer works as a link: it is empty"#])
        XCTAssertEqual(strings(source, #"Lisez l'<a href=\"https://example.com/\nhelp\">aide</a>."#),
                       [#"error 1:16 fr: "k": the link of <a> is "https://example.com/↵help" but "https://example.com/help" in the source; it no longer works as a link: a line break is inside it"#])
        XCTAssertEqual(strings(source, #"Lisez l'<a href='<span>https://example.com/help</span>'>aide</a>."#),
                       [#"error 1:16 fr: "k": the link of <a> is "<span>https://example.com/help</span>" but "https://example.com/help" in the source; it no longer works as a link: markup is inside it"#])
        // A long link is quoted whole.
        let long = "https://example.com/" + String(repeating: "long-path/", count: 20)
        XCTAssertEqual(strings(source, "Lisez l'<a href=\\\"\(long)\\\">aide</a>."),
                       [#"warning 1:16 fr: "k": the link of <a> is "\#(long)" but "https://example.com/help" in the source"#])
        XCTAssertEqual(strings(source, #"Lisez l'<a href=\"example.com/help\">aide</a>."#),
                       [#"error 1:16 fr: "k": the link of <a> is "example.com/help" but "https://example.com/help" in the source; it no longer works as a link: it is no longer an absolute URL like the source's https://…"#])
    }

    func testAnExtraLinkIsNotPairedWithTheWrongSourceLink() {
        let source = #"<a href=\"https://a.example\">A</a> and <a href=\"https://b.example\">B</a>"#
        // The translation drops the first link and keeps the second: one tag-mismatch, and
        // the kept link is not compared with the dropped one.
        XCTAssertEqual(strings(source, #"A et <a href=\"https://b.example\">B</a>"#),
                       [#"error 1:8 fr: "k": tag <a> appears once but 2 times in the source"#])
    }

    private func po(_ msgid: String, _ msgstr: String, itstool: Bool = true) -> [String] {
        let comment = itstool ? "#. (itstool) path: page/p\n" : ""
        let text = "msgid \"\"\nmsgstr \"Language: de\\n\"\n\n\(comment)msgid \"\(msgid)\"\nmsgstr \"\(msgstr)\"\n"
        return LintTestSupport.describe(LintTestSupport.lint([("help/de/de.po", text)]).findings)
    }

    func testItstoolPOFilesAreReadAsXML() {
        let source = #"See <link xref=\"set-default\">the default</link>."#
        XCTAssertEqual(po(source, #"Siehe <link xref=\"set-default\">die Vorgabe</link>."#), [])
        XCTAssertEqual(po(source, #"Siehe <link xref=\"set-baku\">die Vorgabe</link>."#),
                       [#"6:15 link-changed de: "See <link xref="set-default">the default</link>.": the link of <link> is "set-baku" but "set-default" in the source; it no longer works as a link: the manual has no page "set-baku""#])
        XCTAssertEqual(po(source, ##"Siehe <link xref=\"# set-default\">die Vorgabe</link>."##),
                       [##"6:15 link-changed de: "See <link xref="set-default">the default</link>.": the link of <link> is "# set-default" but "set-default" in the source; it no longer works as a link: a space is inside it"##])
        // `link` is no void element in XML: a dropped </link> is found, and so is an unknown
        // element left open.
        XCTAssertEqual(po(source, #"Siehe <link xref=\"set-default\">die Vorgabe."#),
                       [#"6:15 malformed-markup de: "See <link xref="set-default">the default</link>.": tag <link> is never closed; add </link> where its text ends"#])
        XCTAssertEqual(po("Press <key>Ctrl</key>.", "Drücken Sie <key>Strg."),
                       [#"6:21 malformed-markup de: "Press <key>Ctrl</key>.": tag <key> is never closed; add </key> where its text ends"#])
        // DocBook's linkend is a link too.
        XCTAssertEqual(po(#"See <xref linkend=\"intro\"/>."#, #"Siehe <xref linkend=\"einleitung\"/>."#),
                       [#"6:15 link-changed de: "See <xref linkend="intro"/>.": the link of <xref> is "einleitung" but "intro" in the source"#])
        // A PO file without itstool's comments stays in the HTML dialect, where xref is no link.
        XCTAssertEqual(po(source, #"Siehe <link xref=\"set-baku\">die Vorgabe</link>."#, itstool: false), [])
    }

    private func poLevels(_ msgid: String, _ msgstr: String) -> [String] {
        let text = "msgid \"\"\nmsgstr \"Language: de\\n\"\n\n#. (itstool) path: page/p\nmsgid \"\(msgid)\"\nmsgstr \"\(msgstr)\"\n"
        return LintTestSupport.lint([("help/de/de.po", text)]).findings.map { "\($0.level.rawValue) \($0.rule.rawValue) \($0.location!): \($0.message)" }
    }

    func testInItstoolFilesOnlyLinksMakeATagDifferenceAnError() {
        let source = #"<app>Files</app> opens <file>Home</file>. <app>Files</app> shows <gui>Connect</gui> and <link xref=\"a\">A</link>."#
        // The message quotes the source's first 60 characters.
        let prefix = #"de: "<app>Files</app> opens <file>Home</file>. <app>Files</app> …": "#
        // A pronoun for the second <app> and the home folder by its German name: warnings.
        XCTAssertEqual(poLevels(source, #"<app>Dateien</app> öffnet den persönlichen Ordner. Es zeigt <gui>Verbinden</gui> und <link xref=\"a\">A</link>."#),
                       ["warning tag-mismatch 6:9: " + prefix + "tag <app> appears once but 2 times in the source",
                        "warning tag-mismatch 6:9: " + prefix + "tag <file> is missing (source has <app>, <file>, <gui>, <link>)"])
        // An added <em>: a warning.
        XCTAssertEqual(poLevels(source, #"<app>Dateien</app> öffnet <file>Home</file>. <app>Dateien</app> zeigt <gui>Verbinden</gui> <em>und</em> <link xref=\"a\">A</link>."#),
                       ["warning tag-mismatch 6:100: " + prefix + "tag <em> is not in the source (source has <app>, <file>, <gui>, <link>)"])
        // A dropped <gui> (a label quoted, or a menu the application no longer has rewritten) and
        // <app> written <gui>: warnings, for a reviewer to read.
        XCTAssertEqual(poLevels(source, #"<app>Dateien</app> öffnet <file>Home</file>. <app>Dateien</app> zeigt »Verbinden« und <link xref=\"a\">A</link>."#),
                       ["warning tag-mismatch 6:9: " + prefix + "tag <gui> is missing (source has <app>, <file>, <gui>, <link>)"])
        XCTAssertEqual(poLevels(source, #"<app>Dateien</app> öffnet <file>Home</file>. <gui>Dateien</gui> zeigt <gui>Verbinden</gui> und <link xref=\"a\">A</link>."#),
                       ["warning tag-mismatch 6:9: " + prefix + "tag <app> appears once but 2 times in the source",
                        "warning tag-mismatch 6:79: " + prefix + "tag <gui> appears 2 times but once in the source"])
        // A dropped link is a page the reader can no longer reach, an added one leads where the source does not: errors.
        XCTAssertEqual(poLevels(source, #"<app>Dateien</app> öffnet <file>Home</file>. <app>Dateien</app> zeigt <gui>Verbinden</gui> und A."#),
                       ["error tag-mismatch 6:9: " + prefix + "tag <link> is missing (source has <app>, <file>, <gui>, <link>)"])
        XCTAssertEqual(poLevels(source, #"<app>Dateien</app> öffnet <file>Home</file>. <app>Dateien</app> zeigt <gui>Verbinden</gui> und <link xref=\"a\">A</link> <link xref=\"b\">B</link>."#),
                       ["error tag-mismatch 6:130: " + prefix + "tag <link> appears 2 times but once in the source"])
    }

    func testALinkRepeatedToTheSamePageMayBeGivenOnce() {
        let source = #"Put a <link xref=\"sup\">subscript</link> or <link xref=\"sup\">superscript</link> number before <link xref=\"root\">the root</link>."#
        let prefix = #"de: "Put a <link xref="sup">subscript</link> or <link xref="sup"…": "#
        // One phrase under one link to the same page: every page is still linked, a warning that says so.
        XCTAssertEqual(poLevels(source, #"Put a <link xref=\"sup\">subscript or superscript</link> number before <link xref=\"root\">the root</link>."#),
                       ["warning tag-mismatch 6:9: " + prefix + "tag <link> appears 2 times but 3 times in the source; it still links every page the source links to"])
        // The only link to a page dropped: that page is lost, an error.
        XCTAssertEqual(poLevels(source, #"Put a <link xref=\"sup\">subscript</link> or <link xref=\"sup\">superscript</link> number before the root."#),
                       ["error tag-mismatch 6:9: " + prefix + "tag <link> appears 2 times but 3 times in the source"])
        // One link kept to the page of a dropped one but aimed elsewhere: an error, and the changed target is reported.
        XCTAssertEqual(poLevels(source, #"Put a <link xref=\"sup\">subscript or superscript</link> number before <link xref=\"roots\">the root</link>."#).filter { $0.contains("tag-mismatch") },
                       ["error tag-mismatch 6:9: " + prefix + "tag <link> appears 2 times but 3 times in the source"])
    }

    func testAStringWithoutTagsIsReadInItsFilesXMLDialectToo() {
        // A translation that keeps no tag at all is judged by the XML dialect's levels, as one that keeps some.
        XCTAssertEqual(poLevels(#"To see whether swapping, or <em>paging</em>, is a problem:"#, "So sehen Sie, ob Auslagern ein Problem ist:"),
                       [#"warning tag-mismatch 6:9: de: "To see whether swapping, or <em>paging</em>, is a problem:": tag <em> is missing (source has <em>)"#])
        // A source without tags: the tag a translation adds is a warning.
        XCTAssertEqual(poLevels("Refresh the information every second.", #"Die Angaben von <app>Systemüberwachung</app> jede Sekunde erneuern."#),
                       [#"warning tag-mismatch 6:25: de: "Refresh the information every second.": tag <app> is not in the source (source has no tags)"#])
    }

    func testAnXrefToAPageTheManualDoesNotHaveIsADeadLink() {
        // The manual's pages: those its references name (mem-swap, net-bits) and those its sources link to
        // (`function`, whose page file is functions.page).
        func lint(_ target: String) -> [String] {
            let text = """
            msgid ""
            msgstr "Language: tr\\n"

            #. (itstool) path: page/p
            #: C/mem-swap.page:12 C/net-bits.page:40
            msgid "See <link xref=\\"mem-swap\\">swap</link> and <link xref=\\"function\\">functions</link>."
            msgstr "Bkz. <link xref=\\"\(target)\\">takas</link> ve <link xref=\\"function\\">işlevler</link>."

            """
            return LintTestSupport.lint([("help/tr/tr.po", text)]).findings.map { "\($0.level.rawValue) \($0.location!): \($0.message)" }
        }
        let prefix = #"tr: "See <link xref="mem-swap">swap</link> and <link xref="funct…": "#
        XCTAssertEqual(lint("mem-swap-check"),
                       ["error 7:14: " + prefix + #"the link of <link> is "mem-swap-check" but "mem-swap" in the source; it no longer works as a link: the manual has no page "mem-swap-check""#])
        // Another page of the manual, a section of one, or a page only a source links to (its file has another
        // name): valid references, warnings.
        XCTAssertEqual(lint("net-bits"), ["warning 7:14: " + prefix + #"the link of <link> is "net-bits" but "mem-swap" in the source"#])
        XCTAssertEqual(lint("net-bits#speed"), ["warning 7:14: " + prefix + #"the link of <link> is "net-bits#speed" but "mem-swap" in the source"#])
        XCTAssertEqual(lint("function"), ["warning 7:54: " + prefix + #"the link of <link> is "function" but "mem-swap" in the source"#])
    }
}
