import Foundation
import MarkupcTestSupport
import XCTest

/// The gettext catalogs `markupc pseudo` writes, checked by GNU gettext itself:
/// `msgfmt --check` (format strings, a line break at both ends where the msgid has one, the
/// header) accepts them without a warning. The source catalogs are a real project's
/// (Tests/Fixtures/LintCorpus, provenance there) and the lint fixture.
final class PseudoGettextTests: XCTestCase {
    func testMsgfmtAcceptsEveryPseudoCatalog() throws {
        let msgfmt = try MarkupcRunner.runOnPath("sh", ["-c", "command -v msgfmt"])
        guard msgfmt.status == 0 else {
            return XCTFail("MISSING TOOL: msgfmt is needed by this test and is not installed: run scripts/install-tool gettext msgfmt")
        }
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let fixtures = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures")
        for (from, to) in [("LintCorpus/gnome-calculator/po/de.po", "calculator/po/de.po"),
                           ("Lint/gettext/locale/fr/LC_MESSAGES/snapshare.po", "snapshare/locale/fr/LC_MESSAGES/snapshare.po")] {
            let target = directory.appendingPathComponent(to)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(from), to: target)
        }
        let result = try MarkupcRunner.run(["pseudo", ".", "--locale", "en-XA", "--locale", "ar-XB", "--locale", "en-XS=stress,expanded,right-to-left"],
                                           directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        for locale in ["en_XA", "ar_XB", "en_XS"] {
            for catalog in ["calculator/po/\(locale).po", "snapshare/locale/\(locale)/LC_MESSAGES/snapshare.po"] {
                let checked = try MarkupcRunner.runOnPath("msgfmt", ["--check", "-o", "/dev/null", directory.appendingPathComponent(catalog).path])
                XCTAssertEqual(checked.status, 0, "\(catalog): \(checked.output)")
                XCTAssertEqual(checked.output, "", catalog)
            }
        }
    }

    /// A template as xgettext writes it (a fuzzy header, `charset=CHARSET`, an unfilled
    /// `PO-Revision-Date`): the catalog made from it passes `msgfmt --check` without a warning.
    func testMsgfmtAcceptsACatalogMadeFromAnXgettextTemplate() throws {
        guard try MarkupcRunner.runOnPath("sh", ["-c", "command -v msgfmt"]).status == 0 else {
            return XCTFail("MISSING TOOL: msgfmt is needed by this test and is not installed: run scripts/install-tool gettext msgfmt")
        }
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("po"), withIntermediateDirectories: true)
        try Data(#"""
        # SOME DESCRIPTIVE TITLE.
        # Copyright (C) YEAR THE PACKAGE'S COPYRIGHT HOLDER
        #
        #, fuzzy
        msgid ""
        msgstr ""
        "Project-Id-Version: trailnotes\n"
        "Report-Msgid-Bugs-To: \n"
        "POT-Creation-Date: 2024-07-01 12:00+0000\n"
        "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\n"
        "Last-Translator: FULL NAME <EMAIL@ADDRESS>\n"
        "Language-Team: LANGUAGE <LL@li.org>\n"
        "Language: \n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=CHARSET\n"
        "Content-Transfer-Encoding: 8bit\n"
        "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"

        #: src/trail.c:40
        #, c-format
        msgid "%d trail near %s"
        msgid_plural "%d trails near %s"
        msgstr[0] ""
        msgstr[1] ""

        #: src/trail.c:52
        msgid "Save"
        msgstr ""

        """#.utf8).write(to: directory.appendingPathComponent("po/trailnotes.pot"))
        let result = try MarkupcRunner.run(["pseudo", "po", "--locale", "en-XA", "--locale", "ar-XB"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        for catalog in ["po/en_XA.po", "po/ar_XB.po"] {
            let checked = try MarkupcRunner.runOnPath("msgfmt", ["--check", "-o", "/dev/null", directory.appendingPathComponent(catalog).path])
            XCTAssertEqual(checked.status, 0, "\(catalog): \(checked.output)")
            XCTAssertEqual(checked.output, "", catalog)
        }
        let written = try String(contentsOf: directory.appendingPathComponent("po/en_XA.po"), encoding: .utf8)
        XCTAssertTrue(written.contains("\"PO-Revision-Date: 2024-07-01 12:00+0000\\n\"\n"), written)
    }

    /// Every format-string language gettext checks (`python-format`, `python-brace-format`,
    /// `sh-format`, `perl-brace-format`, `qt-format`, `java-format`, …): the pseudo catalogs keep
    /// each directive as written, so `msgfmt --check` finds the same directives in each msgstr.
    func testMsgfmtAcceptsPseudoCatalogsOfEveryFormatLanguage() throws {
        guard try MarkupcRunner.runOnPath("sh", ["-c", "command -v msgfmt"]).status == 0 else {
            throw XCTSkip("msgfmt (GNU gettext) is not installed: run scripts/install-tool gettext msgfmt to check the pseudo catalogs")
        }
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let template = directory.appendingPathComponent("po/de.po")
        try FileManager.default.createDirectory(at: template.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/gettext-dialects/po/de.po"),
                                         to: template)
        let result = try MarkupcRunner.run(["pseudo", ".", "--locale", "en-XA", "--locale", "ar-XB",
                                            "--locale", "en-XS=stress,expanded,right-to-left,bounded"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        // Each msgstr keeps its msgid's directives, in lint's reading too.
        let linted = try MarkupcRunner.run(["lint", "po/en_XA.po", "po/ar_XB.po", "po/en_XS.po"], directory: directory)
        XCTAssertEqual(linted.status, 0, linted.stdoutText)
        for locale in ["en_XA", "ar_XB", "en_XS"] {
            let catalog = directory.appendingPathComponent("po/\(locale).po")
            let checked = try MarkupcRunner.runOnPath("msgfmt", ["--check", "-o", "/dev/null", catalog.path])
            XCTAssertEqual(checked.status, 0, "\(locale): \(checked.output)")
            XCTAssertEqual(checked.output, "", locale)
            let text = try String(contentsOf: catalog, encoding: .utf8)
            for kept in [#"msgstr "[Ĥéļļö %(name)s, 100%% ðöñé one tw]""#, #"msgstr "[Ŵéļçöṁé ƀåçķ, %(name)s one t]""#,
                         #"{value:{width}}"#, #"{name!r:>10}"#, #"$HOME, ${USER}"#, #"%L1 öƒ %2"#, #"{0,-10:N2} öƒ {1}"#,
                         #"''{1}''"#, #"%{name} ĥåš %<count>d"#] where locale == "en_XA" {
                XCTAssertTrue(text.contains(kept), "\(locale) lacks \(kept)")
            }
        }
    }
}
