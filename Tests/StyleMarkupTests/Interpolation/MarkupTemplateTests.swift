import XCTest
import StyleMarkup

final class MarkupTemplateTests: XCTestCase {
    private func fill(_ template: String, _ arguments: [TemplateArgument]) throws -> String {
        try MarkupTemplate.fill(template, with: arguments)
    }

    /// The error `fill` throws, or a failure when it does not throw.
    private func fillError(_ template: String, _ arguments: [TemplateArgument],
                           file: StaticString = #filePath, line: UInt = #line) -> TemplateError? {
        do {
            let result = try MarkupTemplate.fill(template, with: arguments)
            XCTFail("expected an error, got \(String(reflecting: result))", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Filling

    func testTextPlaceholder() throws {
        XCTAssertEqual(try fill("Hello, %@!", ["Ann"]), "Hello, Ann!")
        XCTAssertEqual(try fill("%s and %S", ["a", "b"]), "a and b")
        XCTAssertEqual(try fill("%@", [""]), "")
    }

    func testTemplateMarkupIsKept() throws {
        XCTAssertEqual(try fill("Welcome, <b>%@</b> &amp; <a href=\"x\">%@</a>", ["Ann", "more"]),
                       "Welcome, <b>Ann</b> &amp; <a href=\"x\">more</a>")
    }

    func testPercentPercentBecomesPercent() throws {
        XCTAssertEqual(try fill("100%%", []), "100%")
        XCTAssertEqual(try fill("%d%% off", [20]), "20% off")
        XCTAssertEqual(try fill("%%%@%%", ["x"]), "%x%")
        XCTAssertEqual(try fill("%1$@ is %2$d%%", ["Ann", 5]), "Ann is 5%")
    }

    func testMalformedPercentStaysAsWritten() throws {
        XCTAssertEqual(try fill("100% <b>%@</b>", ["sure"]), "100% <b>sure</b>")
        XCTAssertEqual(try fill("%y %1$ %", []), "%y %1$ %")
        XCTAssertEqual(try fill("50%", []), "50%")
    }

    func testNoPlaceholdersNoArguments() throws {
        XCTAssertEqual(try fill("", []), "")
        XCTAssertEqual(try fill("Plain <i>text</i>", []), "Plain <i>text</i>")
    }

    func testUnicodeAroundPlaceholders() throws {
        XCTAssertEqual(try fill("😀 é %@ ü", ["ñ"]), "😀 é ñ ü")
    }

    // MARK: - Escaping

    func testArgumentsAreEscaped() throws {
        XCTAssertEqual(try fill("Hello, %@!", [#"<b>Bob & "Co"</b>"#]),
                       "Hello, &lt;b&gt;Bob &amp; &quot;Co&quot;&lt;/b&gt;!")
        XCTAssertEqual(try fill("%@", ["it's"]), "it&apos;s")
        XCTAssertEqual(try fill("%@", ["&amp;"]), "&amp;amp;")
    }

    func testEscapeFunction() {
        XCTAssertEqual(MarkupTemplate.escape(#"<a href="x">Tom & 'Jerry'</a>"#),
                       "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;")
        XCTAssertEqual(MarkupTemplate.escape("plain é 😀"), "plain é 😀")
        XCTAssertEqual(MarkupTemplate.escape(""), "")
    }

    func testMarkupInAnArgumentShowsLiterally() throws {
        let input = #"<b>Bob & "Co"</b>"#
        let compiled = try MarkupTemplate.compile("%@", with: [.text(input)], using: MarkupCompiler())
        XCTAssertEqual(compiled.makeText(), input)
        XCTAssertFalse(compiled.makeTags().contains { $0.name == "b" })
        XCTAssertEqual(compiled.makeTags(), [])
    }

    func testMarkupInAnArgumentInsideTemplateTags() throws {
        let input = #"<b>Bob & "Co"</b>"#
        let compiled = try MarkupTemplate.compile("Welcome, <i>%@</i>!", with: [.text(input)])
        XCTAssertEqual(compiled.makeText(), "Welcome, \(input)!")
        XCTAssertEqual(compiled.makeTags().map(\.name), ["i"])
        XCTAssertEqual(compiled.makeTags()[0].range.utf16, 9..<(9 + input.utf16.count))
        XCTAssertFalse(compiled.makeTags().contains { $0.name == "b" })
    }

    func testTemplateTagWithSameNameAsArgumentTag() throws {
        let input = "<b>x</b>"
        let compiled = try MarkupTemplate.compile("<b>%@</b>", with: [.text(input)])
        XCTAssertEqual(compiled.makeText(), input)
        XCTAssertEqual(compiled.makeTags().count, 1)  // the template's own <b>, not the argument's
        XCTAssertEqual(compiled.makeTags()[0].range.utf8, 0..<input.utf8.count)
    }

    func testLessThanAndAmpersandArguments() throws {
        for input in ["a<b", "a < b", "<3", "Tom & Jerry", "&lt;", "&nbsp;", "&#60;", "a>b", "</i>", "<i", "'\"'"] {
            let compiled = try MarkupTemplate.compile("[<i>%@</i>]", with: [.text(input)])
            XCTAssertEqual(compiled.makeText(), "[\(input)]", input)
            XCTAssertEqual(compiled.makeTags().map(\.name), ["i"], input)
        }
    }

    func testArgumentsCannotBreakOutOfAnAttribute() throws {
        let input = #"x" onclick="evil' y='z"#
        let compiled = try MarkupTemplate.compile(#"<a href="https://example.com/?q=%@">go</a>"#, with: [.text(input)])
        XCTAssertEqual(compiled.makeText(), "go")
        XCTAssertEqual(compiled.makeTags().count, 1)
        XCTAssertEqual(compiled.makeTags()[0].attributes.map(\.name), ["href"])
        XCTAssertEqual(compiled.makeTags()[0].attribute("href"), "https://example.com/?q=" + input)
    }

    func testCharacterConversionIsEscaped() throws {
        XCTAssertEqual(try fill("%c", [60]), "&lt;")
    }

    func testNumbersAreEscapedToo() throws {
        // Numbers never contain markup characters, but go through the same path.
        XCTAssertEqual(try fill("<b>%d</b>", [-5]), "<b>-5</b>")
    }

    // MARK: - Numbered placeholders

    func testReorderedNumberedPlaceholders() throws {
        XCTAssertEqual(try fill("%2$@ liked <b>%1$lld</b> photos", [3, "Ann"]), "Ann liked <b>3</b> photos")
        XCTAssertEqual(try fill("%3$@ %1$@ %2$@", ["b", "c", "a"]), "a b c")
    }

    func testRepeatedNumberedPlaceholders() throws {
        XCTAssertEqual(try fill("%1$@, %1$@! <b>%2$@</b>", ["Hey", "you"]), "Hey, Hey! <b>you</b>")
        XCTAssertEqual(try fill("%1$d = %1$x", [255]), "255 = ff")
    }

    func testReorderedCompiledText() throws {
        let compiled = try MarkupTemplate.compile("%2$@ → <b>%1$@</b>", with: ["<x>", "a&b"])
        XCTAssertEqual(compiled.makeText(), "a&b → <x>")
        XCTAssertEqual(compiled.makeTags().map(\.name), ["b"])
    }

    // MARK: - Argument types

    func testLiterals() {
        let arguments: [TemplateArgument] = ["Bob", 3, 2.5]
        XCTAssertEqual(arguments, [.text("Bob"), .integer(3), .double(2.5)])
    }

    func testTextConversionsTakeNumbers() throws {
        XCTAssertEqual(try fill("%@ %@ %@ %@", [3, -7, .unsignedInteger(UInt64.max), 2.5]),
                       "3 -7 18446744073709551615 2.5")
        XCTAssertEqual(try fill("%@ %s", [.double(3), .double(1e20)]), "3.0 1e+20")
    }

    func testTextPrecisionTruncatesCharacters() throws {
        XCTAssertEqual(try fill("%.3@", ["Bobby"]), "Bob")
        XCTAssertEqual(try fill("%.3s", ["Bo"]), "Bo")
        XCTAssertEqual(try fill("%.2@", ["e\u{301}😀x"]), "e\u{301}😀")
        XCTAssertEqual(try fill("%.@", ["gone"]), "")
        XCTAssertEqual(try fill("%.2@", ["<<<"]), "&lt;&lt;")  // truncated before escaping
        XCTAssertEqual(try fill("%.1@", [12345]), "1")
    }

    func testTextWidthPads() throws {
        XCTAssertEqual(try fill("[%5@]", ["Bob"]), "[  Bob]")
        XCTAssertEqual(try fill("[%-5@]", ["Bob"]), "[Bob  ]")
        XCTAssertEqual(try fill("[%2@]", ["Bob"]), "[Bob]")
        XCTAssertEqual(try fill("[%6.2s]", ["Bobby"]), "[    Bo]")
        XCTAssertEqual(try fill("[%3@]", ["<"]), "[  &lt;]")
    }

    func testIntegerConversions() throws {
        XCTAssertEqual(try fill("%d %i", [42, -42]), "42 -42")
        XCTAssertEqual(try fill("%05d|%-5d|%+d|% d", [42, 42, 42, 42]), "00042|42   |+42| 42")
        XCTAssertEqual(try fill("%.3d", [7]), "007")
        XCTAssertEqual(try fill("%u %o %x %X", [42, 8, 255, 255]), "42 10 ff FF")
        XCTAssertEqual(try fill("%#o %#x %#X %08X", [8, 255, 255, 255]), "010 0xff 0XFF 000000FF")
        XCTAssertEqual(try fill("%lld %llu", [.integer(Int64.min), .unsignedInteger(UInt64.max)]),
                       "-9223372036854775808 18446744073709551615")
        XCTAssertEqual(try fill("%ld %zu %hhd %hd %qd %jd %td", [1, 2, 300, 70000, 4, 5, 6]), "1 2 300 70000 4 5 6")
        XCTAssertEqual(try fill("%d %+d", [.unsignedInteger(UInt64.max), .unsignedInteger(5)]), "18446744073709551615 +5")
        XCTAssertEqual(try fill("%'d", [1234567]), "1234567")  // no locale: ' groups nothing
        XCTAssertEqual(try fill("%+u %#d", [5, 5]), "5 5")      // flags that mean nothing are dropped
    }

    func testCharacterConversions() throws {
        XCTAssertEqual(try fill("%c%C", [65, .unsignedInteger(0x1F600)]), "A😀")
        XCTAssertEqual(try fill("[%3c]", [0xE9]), "[  é]")
    }

    func testFloatConversions() throws {
        XCTAssertEqual(try fill("%f", [2.5]), "2.500000")
        XCTAssertEqual(try fill("%.2f|%8.3f|%-8.1f|%+.1f|%08.2f", [3.14159, 3.14159, 2.5, 2.5, -3.14159]),
                       "3.14|   3.142|2.5     |+2.5|-0003.14")
        XCTAssertEqual(try fill("%e %E %g %G", [12345.678, 12345.678, 0.00001, 0.00001]),
                       "1.234568e+04 1.234568E+04 1e-05 1E-05")
        XCTAssertEqual(try fill("%a %A", [1.5, 1.5]), "0x1.8p+0 0X1.8P+0")
        XCTAssertEqual(try fill("%#.0f %.f", [3.0, 2.7]), "3. 3")
        XCTAssertEqual(try fill("%F", [1.0]), "1.000000")
        XCTAssertEqual(try fill("%.1f %.0f", [3, .unsignedInteger(7)]), "3.0 7")
        XCTAssertEqual(try fill("%Lf %lf", [1.5, 1.5]), "1.500000 1.500000")  // the length never reaches the formatter
        XCTAssertEqual(try fill("%f %f", [.double(.nan), .double(-.infinity)]), "nan -inf")
    }

    func testMaximumWidthIsAllowed() throws {
        XCTAssertEqual(try fill("%1000d", [1]).count, 1000)
        XCTAssertEqual(try fill("%1000@", ["x"]).count, 1000)
        XCTAssertEqual(MarkupTemplate.maximumWidth, 1000)
    }

    // MARK: - Errors

    func testTooManyArguments() {
        let error = fillError("Hi %@ and %@", ["a", "b", "c"])
        XCTAssertEqual(error?.message, "the template has 2 placeholders but 3 arguments were given")
        XCTAssertEqual(error?.description, "the template has 2 placeholders but 3 arguments were given")
        XCTAssertEqual(error?.reason, .argumentCount)
        XCTAssertNil(error?.location)
        XCTAssertNil(error?.placeholder)
        XCTAssertNil(error?.argument)
    }

    func testTooFewArguments() {
        XCTAssertEqual(fillError("Hi %@", [])?.message, "the template has 1 placeholder but 0 arguments were given")
        XCTAssertEqual(fillError("%@ %d %f", ["a"])?.message, "the template has 3 placeholders but 1 argument was given")
    }

    func testArgumentsForATemplateWithoutPlaceholders() {
        let error = fillError("100%% <b>sure</b>", ["x"])
        XCTAssertEqual(error?.message, "the template has 0 placeholders but 1 argument was given")
        XCTAssertEqual(error?.reason, .argumentCount)
    }

    func testUnusedNumberedArgument() {
        let error = fillError("%1$@ and %3$@", ["a", "b", "c"])
        XCTAssertEqual(error?.message, "argument 2 is not used by any placeholder")
        XCTAssertEqual(error?.reason, .unusedArgument)
        XCTAssertEqual(error?.argument, 2)
        XCTAssertNil(error?.location)
        XCTAssertEqual(fillError("%2$@ %1$@", ["a", "b", "c"])?.message, "argument 3 is not used by any placeholder")
    }

    func testUnusedArgumentsAllowedForLocalizedVariants() throws {
        XCTAssertEqual(try MarkupTemplate.fill("<b>eine</b> Nachricht", with: [1], allowingUnusedArguments: true), "<b>eine</b> Nachricht")
        XCTAssertEqual(try MarkupTemplate.fill("%2$@ <i>%1$@</i>", with: ["a", "b", "c"], allowingUnusedArguments: true), "b <i>a</i>")
        XCTAssertEqual(try MarkupTemplate.fill("%@ only", with: ["<a>", 2], allowingUnusedArguments: true), "&lt;a&gt; only")
        // Still refused: more unnumbered placeholders than arguments, a position beyond them.
        XCTAssertThrowsError(try MarkupTemplate.fill("%@ %@", with: ["a"], allowingUnusedArguments: true))
        XCTAssertThrowsError(try MarkupTemplate.fill("%3$@", with: ["a"], allowingUnusedArguments: true))
    }

    func testNumberedPositionBeyondTheArguments() {
        let error = fillError("%1$@ and %3$@", ["a", "b"])
        XCTAssertEqual(error?.message, "placeholder %3$@ at 1:10 refers to argument 3, but only 2 arguments were given")
        XCTAssertEqual(error?.reason, .positionOutOfRange)
        XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 10, byteOffset: 9))
        XCTAssertEqual(error?.placeholder?.text, "%3$@")
        XCTAssertEqual(error?.argument, 3)
        XCTAssertEqual(fillError("%2$@", ["a"])?.message,
                       "placeholder %2$@ at 1:1 refers to argument 2, but only 1 argument was given")
        XCTAssertEqual(fillError("%1$@", [])?.message,
                       "placeholder %1$@ at 1:1 refers to argument 1, but no arguments were given")
    }

    func testTypeMismatchNamesPlaceholderAndLocation() {
        let template = "<b>%1$@</b> has %2$d"
        let error = fillError(template, ["Ann", "Bob"])
        XCTAssertEqual(error?.message, #"placeholder %2$d at 1:17 needs an integer, got text "Bob""#)
        XCTAssertEqual(error?.reason, .typeMismatch)
        XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 17, byteOffset: 16))
        XCTAssertEqual(error?.placeholder, PrintfPlaceholder(position: 2, conversion: "d", range: 16..<20, text: "%2$d"))
        XCTAssertEqual(error?.argument, 2)
    }

    func testTypeMismatchAt1_15() {
        let error = fillError("Dear %1$@, yo %2$d", ["Ann", "Bob"])
        XCTAssertEqual(error?.message, #"placeholder %2$d at 1:15 needs an integer, got text "Bob""#)
    }

    func testLocationOnALaterLineCountsScalars() {
        let error = fillError("Line one\nsé %d", ["x"])
        XCTAssertEqual(error?.message, #"placeholder %d at 2:4 needs an integer, got text "x""#)
        XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 4, byteOffset: 13))
    }

    func testIntegerConversionsRejectOtherTypes() {
        XCTAssertEqual(fillError("%d", [2.5])?.message, "placeholder %d at 1:1 needs an integer, got double 2.5")
        XCTAssertEqual(fillError("%x", ["ff"])?.message, #"placeholder %x at 1:1 needs an integer, got text "ff""#)
        XCTAssertEqual(fillError("%c", ["A"])?.message, #"placeholder %c at 1:1 needs an integer, got text "A""#)
        XCTAssertEqual(fillError("%lld", ["1"])?.reason, .typeMismatch)
    }

    func testFloatConversionsRejectText() {
        let error = fillError("Total: %.2f", ["12"])
        XCTAssertEqual(error?.message, #"placeholder %.2f at 1:8 needs a number, got text "12""#)
        XCTAssertEqual(error?.reason, .typeMismatch)
    }

    func testNegativeNumberForUnsignedConversion() {
        let error = fillError("%u", [-1])
        XCTAssertEqual(error?.message, "placeholder %u at 1:1 needs a non-negative integer, got integer -1")
        XCTAssertEqual(error?.reason, .invalidValue)
        XCTAssertEqual(fillError("%x", [-255])?.message, "placeholder %x at 1:1 needs a non-negative integer, got integer -255")
    }

    func testCharacterThatIsNotAScalar() {
        XCTAssertEqual(fillError("%c", [0xD800])?.message, "placeholder %c at 1:1 needs a Unicode scalar value, got integer 55296")
        XCTAssertEqual(fillError("%C", [.unsignedInteger(0x110000)])?.message,
                       "placeholder %C at 1:1 needs a Unicode scalar value, got integer 1114112")
        XCTAssertEqual(fillError("%c", [-1])?.reason, .invalidValue)
    }

    func testPointerIsNotSupported() {
        let error = fillError("at %p", [1])
        XCTAssertEqual(error?.message, "placeholder %p at 1:4 prints a pointer, which is not supported")
        XCTAssertEqual(error?.reason, .unsupportedPlaceholder)
        XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 4, byteOffset: 3))
    }

    func testStarIsNotSupported() {
        let error = fillError("[%*d]", [5, 1])
        XCTAssertEqual(error?.message, "placeholder %*d at 1:2 takes its width or precision from an argument (*), which is not supported")
        XCTAssertEqual(error?.reason, .unsupportedPlaceholder)
        XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 2, byteOffset: 1))
        XCTAssertNil(error?.placeholder)
        XCTAssertEqual(fillError("%.*f", [2, 1.5])?.message,
                       "placeholder %.*f at 1:1 takes its width or precision from an argument (*), which is not supported")
    }

    func testMixedNumbering() {
        let error = fillError("%1$@ and %@", ["a", "b"])
        XCTAssertEqual(error?.message, "placeholder %@ at 1:10 is not numbered, but placeholder %1$@ at 1:1 is; number all placeholders or none")
        XCTAssertEqual(error?.reason, .mixedNumbering)
        XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 10, byteOffset: 9))
        XCTAssertEqual(fillError("%d: %2$@", [1, "b"])?.message,
                       "placeholder %2$@ at 1:5 is numbered, but placeholder %d at 1:1 is not; number all placeholders or none")
    }

    func testWidthAndPrecisionLimits() {
        let error = fillError("%1001d", [1])
        XCTAssertEqual(error?.message, "placeholder %1001d at 1:1 has width 1001, more than the limit of 1000")
        XCTAssertEqual(error?.reason, .widthTooLarge)
        XCTAssertEqual(fillError("%.99999999999999999999f", [1])?.message,
                       "placeholder %.99999999999999999999f at 1:1 has precision 99999999999999999999, more than the limit of 1000")
    }

    func testLongTextIsShortenedInMessages() {
        let long = String(repeating: "a", count: 50)
        XCTAssertEqual(fillError("%d", [.text(long)])?.message,
                       "placeholder %d at 1:1 needs an integer, got text \"\(String(repeating: "a", count: 40))…\"")
        XCTAssertEqual(fillError("%d", [.text("say \"hi\"\n")])?.message,
                       #"placeholder %d at 1:1 needs an integer, got text "say \"hi\"\n""#)
    }

    func testFirstProblemInTemplateOrderWins() {
        XCTAssertEqual(fillError("%f %d", ["x", "y"])?.message, #"placeholder %f at 1:1 needs a number, got text "x""#)
        // A placeholder problem is reported before an unused argument.
        XCTAssertEqual(fillError("%2$d", ["x", "y"])?.message, #"placeholder %2$d at 1:1 needs an integer, got text "y""#)
    }

    func testCompileReportsTemplateAndMarkupErrors() {
        XCTAssertThrowsError(try MarkupTemplate.compile("%d", with: ["x"])) { error in
            XCTAssertEqual((error as? TemplateError)?.reason, .typeMismatch)
        }
        XCTAssertThrowsError(try MarkupTemplate.compile("<b>%@", with: ["x"])) { error in
            XCTAssertTrue(error is CompileError, "\(error)")
        }
    }

    func testCompileUsesTheGivenCompiler() throws {
        let book = try StyleBook(json: #"{"help": {"action": "help"}}"#)
        let compiled = try MarkupTemplate.compile("Ask %@ for <help>help</help>", with: ["<help>me</help>"],
                                                  using: MarkupCompiler(styleBook: book))
        XCTAssertEqual(compiled.makeText(), "Ask <help>me</help> for help")
        XCTAssertEqual(compiled.makeTags().map(\.name), ["help"])
        XCTAssertNil(compiled.action(atUTF16Offset: 5))
        XCTAssertEqual(compiled.action(atUTF16Offset: 24), "help")
    }
}
