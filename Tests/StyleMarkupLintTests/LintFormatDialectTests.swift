import XCTest
@testable import StyleMarkupLint

/// PO entries flagged with a format language other than C's (`python-format`,
/// `python-brace-format`, `sh-format`, `java-format`, …) are judged in that language, as
/// `msgfmt --check` judges them.
final class LintFormatDialectTests: XCTestCase {
    private let header = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"

    /// The findings on one entry (its flag line is line 6 of the file).
    private func lint(_ flag: String, _ msgid: String, _ msgstr: String) -> [String] {
        let po = header + "#, \(flag)\nmsgid \"\(msgid)\"\nmsgstr \"\(msgstr)\"\n"
        return LintTestSupport.describe(LintTestSupport.lint([("de.po", po)]).findings)
    }

    func testANamedArgumentTranslatedIsMissingAndNotInTheSource() {
        XCTAssertEqual(lint("python-format", "Hello %(name)s", "Hallo %(nome)s"), [
            #"8:9 placeholder-mismatch de: "Hello %(name)s": placeholder %(name)s is missing (source has %(name)s)"#,
            #"8:15 placeholder-mismatch de: "Hello %(name)s": placeholder %(nome)s is not in the source (source has %(name)s)"#,
        ])
        XCTAssertEqual(lint("python-format", "Hello %(name)s", "Hallo %(name)s"), [])
        XCTAssertEqual(lint("python-format", "%(a)s and %(b)d", "%(b)d und %(a)s"), [], "named arguments may be reordered")
    }

    func testEachBraceDialect() {
        XCTAssertEqual(lint("python-brace-format", "{0} of {1}", "{0} von"),
                       [#"8:9 placeholder-mismatch de: "{0} of {1}": placeholder {1} is missing (source has {0}, {1})"#])
        XCTAssertEqual(lint("python-brace-format", "{0} of {1}", "{1} von {0}"), [])
        XCTAssertEqual(lint("perl-brace-format", "Hello {name}", "Hallo {nom}"),
                       [#"8:9 placeholder-mismatch de: "Hello {name}": placeholder {name} is missing (source has {name})"#],
                       "Perl leaves a {nom} it has no value for as written: only the missing {name} is wrong")
        XCTAssertEqual(lint("csharp-format", "{0,-10:N2} of {1}", "{0} von {1}"), [], "C# compares arguments, not their formats")
        XCTAssertEqual(lint("java-format", "Saved {0,number,percent}", "{0} gespeichert"),
                       [#"8:9 placeholder-mismatch de: "Saved {0,number,percent}": placeholder {0} does not match the source's {0,number,percent}"#])
        XCTAssertEqual(lint("java-format", "{0,number,integer} files", "{0,number} Dateien"), [])
        XCTAssertEqual(lint("rust-format", "{} of {}", "{1} von {0}"), [], "`{}` counts from 0 as `{0}` does")
    }

    func testShellQtLispAndPrintfLikeDialects() {
        XCTAssertEqual(lint("sh-format", "Saved to $TARGET", "Gespeichert in ${TARGET}"), [])
        XCTAssertEqual(lint("sh-format", "Saved to $TARGET", "Gespeichert in $ZIEL").count, 2)
        XCTAssertEqual(lint("qt-format", "%1 of %2", "%2 von %1"), [])
        XCTAssertEqual(lint("kde-format", "Opened %1", "%1 in %2 geöffnet"),
                       [#"8:15 placeholder-mismatch de: "Opened %1": placeholder %2 is not in the source (source has %1)"#])
        XCTAssertEqual(lint("lisp-format", "~a was saved", "~s wurde gespeichert"), [], "~a and ~s both print any object")
        XCTAssertEqual(lint("lisp-format", "~a was saved", "~d wurde gespeichert"),
                       [#"8:9 placeholder-mismatch de: "~a was saved": placeholder ~d (argument 1) does not match the source's ~a (argument 1)"#])
        XCTAssertEqual(lint("javascript-format", "%s has %d items", "%s hat %s Dinge"),
                       [#"8:16 placeholder-mismatch de: "%s has %d items": placeholder %s (argument 2) does not match the source's %d (argument 2)"#])
        XCTAssertEqual(lint("ruby-format", "%{name} has %<count>d", "%<name>s hat %<count>d"), [])
    }

    func testAFormatStringThatIsNotOneIsJudgedAsGettextDoes() {
        // A translation that is no valid format string where its source is one.
        XCTAssertEqual(lint("python-format", "%(percent)d%% of %(name)s", "%(percent)d% von %(name)s"),
                       [#"8:20 placeholder-mismatch de: "%(percent)d%% of %(name)s": "% v" starts no placeholder of a python-format string, as the source's do"#])
        XCTAssertEqual(lint("python-brace-format", "{count} left", "{count} übrig {"),
                       [#"8:23 placeholder-mismatch de: "{count} left": "{" starts no placeholder of a python-brace-format string, as the source's do"#])
        XCTAssertEqual(lint("python-brace-format", "{count} left", "{count} übrig }"), [], "a lone } is text to Python")
        XCTAssertEqual(lint("csharp-format", "{0} left", "{0} übrig }").count, 1, "but not to C#")
        // A source that is none is not judged.
        XCTAssertEqual(lint("sh-format", "Costs $5 per $UNIT", "Kostet 5 $ pro Stück"), [])
        XCTAssertEqual(lint("python-brace-format", "Set {a", "Setze"), [])
        // Nor is an entry its programmer marked as no format string.
        XCTAssertEqual(lint("no-python-format", "Hello %(name)s", "Hallo %(nome)s"), [])
    }

    func testEachLanguagesOwnRules() {
        XCTAssertEqual(lint("python-brace-format", "{user.name} saved", "{user} gespeichert").count, 2, "{user.name} is not {user}")
        XCTAssertEqual(lint("python-brace-format", "{0} saved", "{0!r} gespeichert"),
                       [#"8:11 placeholder-mismatch de: "{0} saved": "!r}" starts no placeholder of a python-brace-format string, as the source's do"#])
        XCTAssertEqual(lint("python-brace-format", "{name!r} saved", "Gespeichert"), [], "gettext reads no conversion: the source is not judged")
        XCTAssertEqual(lint("qt-format", "%1 of %2", "%L1 von %2"),
                       [#"8:9 placeholder-mismatch de: "%1 of %2": placeholder %L1 has an L flag or a two-digit number, which the source's do not: the arg() that takes several arguments at once reads neither"#])
        XCTAssertEqual(lint("qt-format", "%L1 of %2", "%1 von %2"), [])
        XCTAssertEqual(lint("lua-format", "%s saved", "%q gespeichert").count, 1)
        XCTAssertEqual(lint("boost-format", "%1% saved", "%s gespeichert"), [], "%1% formats as %1$s does")
        XCTAssertEqual(lint("java-format", "{0,time} saved", "{0,date} gespeichert"), [])
        XCTAssertEqual(lint("python-format", "%*d saved", "%d gespeichert"),
                       [#"8:9 placeholder-mismatch de: "%*d saved": placeholder %*d (argument 2) is missing (source has %*d (argument 1), %*d (argument 2))"#],
                       "a * width takes an argument")
        XCTAssertEqual(lint("python-format", "%*d saved", "%d %d gespeichert"), [])
        XCTAssertEqual(lint("python-format", "%s of %(name)s", "%(name)s"), [], "Python takes arguments by name or in order, not both")
        XCTAssertEqual(lint("qt-format", "%1 saved", "%%1 gespeichert"), [], "Qt has no %% escape")
        XCTAssertEqual(lint("lisp-format", "~a and ~a", "~*~a"), [], "control directives choose arguments: not compared")
        XCTAssertEqual(lint("kde-format", "%1 saved", "%0 %1 gespeichert"), [], "KDE counts from %1: %0 is text")
        XCTAssertEqual(lint("object-pascal-format", "%s saved", "%0:s gespeichert"), [], "Object Pascal counts from 0")
        XCTAssertEqual(lint("pascal-format", "%s saved", "%d gespeichert"), [], "gettext's flag is object-pascal-format")
        XCTAssertEqual(lint("java-format", "{0} files", "{0} Dateien}"),
                       [#"8:20 placeholder-mismatch de: "{0} files": "}" starts no placeholder of a java-format string, as the source's do"#])
    }

    func testCConversionsOfOneKindOfValueAreAlike() {
        XCTAssertEqual(lint("c-format", "%d of %u, %f", "%i von %x, %g"), [])
        XCTAssertEqual(lint("c-format", "%d files", "%u Dateien"),
                       [#"8:9 placeholder-mismatch de: "%d files": placeholder 1 is %u but %d in the source"#])
        XCTAssertEqual(lint("objc-format", "%d files", "%i Dateien"), [])
    }

    func testPluralFormsAreComparedWithMsgidPlural() {
        func plural(_ one: String, _ other: String) -> [String] {
            let po = header + "#, python-format\nmsgid \"One %(kind)s file\"\nmsgid_plural \"%(count)d %(kind)s files\"\n"
                + "msgstr[0] \"\(one)\"\nmsgstr[1] \"\(other)\"\n"
            return LintTestSupport.describe(LintTestSupport.lint([("de.po", po)]).findings)
        }
        XCTAssertEqual(plural("Eine %(kind)s-Datei", "%(count)d %(kind)s-Dateien"), [], "the form for 1 alone may drop the count")
        XCTAssertEqual(plural("%(count)d %(kind)s-Datei", "%(count)d %(kind)s-Dateien"), [])
        XCTAssertEqual(plural("Eine %(kind)s-Datei", "Viele %(kind)s-Dateien"), [
            #"10:12 placeholder-mismatch de: "One %(kind)s file[1]": placeholder %(count)d is missing (source has %(count)d, %(kind)s)"#,
        ])
        XCTAssertEqual(plural("Eine %(art)s-Datei", "%(count)d %(kind)s-Dateien").count, 1, "no form may use an argument the source lacks")
    }
    func testAFormUsedForFewNumbersMayLeaveOutANamedArgumentAsMsgfmtAllows() {
        // French `msgstr[0]` is used for 0 and 1 only: msgfmt --check accepts it without
        // `%(count)s` (Python formats a mapping without using every key), not so `msgstr[1]`.
        func french(_ one: String, _ other: String, pluralForms: String = "nplurals=2; plural=(n > 1);") -> [String] {
            let po = "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Plural-Forms: \(pluralForms)\\n\"\n\n"
                + "#, python-format\nmsgid \"an hour ago\"\nmsgid_plural \"%(count)s hours ago\"\n"
                + "msgstr[0] \"\(one)\"\nmsgstr[1] \"\(other)\"\n"
            return LintTestSupport.describe(LintTestSupport.lint([("fr.po", po)]).findings)
        }
        XCTAssertEqual(french("il y a une heure", "il y a %(count)s heures"), [])
        XCTAssertEqual(french("il y a une heure", "il y a des heures"), [
            #"10:12 placeholder-mismatch fr: "an hour ago[1]": placeholder %(count)s is missing (source has %(count)s)"#,
        ])
        // A form used for five numbers or more must keep every argument.
        XCTAssertEqual(french("il y a une heure", "il y a %(count)s heures", pluralForms: "nplurals=2; plural=(n > 4);"), [
            #"9:12 placeholder-mismatch fr: "an hour ago[0]": placeholder %(count)s is missing (source has %(count)s)"#,
        ])
        XCTAssertEqual(POPluralForms(header: "nplurals=2; plural=(n > 1);")?.rareForms, [0])
        XCTAssertEqual(POPluralForms(header: "nplurals=2; plural=(n > 4);")?.rareForms, [])
    }
}
