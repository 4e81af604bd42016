import Foundation
import XCTest
@testable import StyleMarkup

/// Every example style book in `StyleBooks/` loads, and compiles its sample
/// `StyleBooks/Samples/<name>.txt` to the text and attributes the book promises.
final class StyleBookExamplesTests: XCTestCase {
    // MARK: - Locating the examples

    /// The package root: this file is `Tests/StyleMarkupTests/StyleBook/StyleBookExamplesTests.swift`.
    private static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // StyleBook
        .deletingLastPathComponent()  // StyleMarkupTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    private static let booksDirectory = packageRoot.appendingPathComponent("StyleBooks")
    private static let samplesDirectory = booksDirectory.appendingPathComponent("Samples")

    /// Every style book file in `StyleBooks/` (JSON and property lists; not the JSON Schema).
    private func bookFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.booksDirectory.path)
        return names.sorted()
            .filter { ($0.hasSuffix(".json") || $0.hasSuffix(".plist")) && !$0.hasSuffix(".schema.json") }
            .map { Self.booksDirectory.appendingPathComponent($0) }
    }

    private func book(_ file: String) throws -> StyleBook {
        try StyleBook(contentsOf: Self.booksDirectory.appendingPathComponent(file))
    }

    private func sample(_ name: String) throws -> String {
        try String(contentsOf: Self.samplesDirectory.appendingPathComponent(name + ".txt"), encoding: .utf8)
    }

    private func compileSample(_ name: String, with book: StyleBook) throws -> CompiledText {
        try MarkupCompiler(styleBook: book).compile(try sample(name))
    }

    // MARK: - Describing runs

    private static func attributesJSON(_ attributes: StyleAttributes) -> String {
        var writer = JSONWriter()
        writer.write(attributes)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func substring(_ text: String, utf16 range: Range<Int>) -> String {
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(utf16.startIndex, offsetBy: range.upperBound)
        return String(utf16[start..<end])!
    }

    /// The text in quotes, with newlines and U+FFFC written as `\n` and `\u{FFFC}`.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{FFFC}", with: "\\u{FFFC}") + "\""
    }

    /// One line per run: `start..<end "text" {attributes}`.
    private static func summary(_ compiled: CompiledText) -> [String] {
        compiled.runs.map { run in
            let range = run.range.utf16
            return "\(range.lowerBound)..<\(range.upperBound) \(quoted(substring(compiled.makeText(), utf16: range))) \(attributesJSON(run.attributes))"
        }
    }

    /// One line per tag: `name depth start..<end`.
    private static func tagSummary(_ compiled: CompiledText) -> [String] {
        compiled.makeTags().map { "\($0.name) \($0.depth) \($0.range.utf16.lowerBound)..<\($0.range.utf16.upperBound)" }
    }

    // MARK: - Every book

    /// The books this test knows about; a new book needs a sample and expectations below.
    private static let expectedBooks = ["default.json", "signup-binary.plist", "signup.json", "signup.plist",
                                        "wp-actions.json", "wp-arrays-images.json", "wp-fonts-colors.json"]

    func testEveryBookLoadsAndCompilesItsSample() throws {
        let files = try bookFiles()
        XCTAssertEqual(files.map(\.lastPathComponent), Self.expectedBooks,
                       "StyleBooks/ changed: give every new book a sample in StyleBooks/Samples and expectations in this file")
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            let book: StyleBook
            do {
                book = try StyleBook(contentsOf: file)
            } catch {
                XCTFail("\(file.lastPathComponent) does not load:\n\(error)")
                continue
            }
            let samplePath = Self.samplesDirectory.appendingPathComponent(name + ".txt").path
            XCTAssertTrue(FileManager.default.fileExists(atPath: samplePath), "\(file.lastPathComponent) has no sample at \(samplePath)")
            let compiled = try compileSample(name, with: book)
            XCTAssertFalse(compiled.makeText().isEmpty, name)
            XCTAssertFalse(compiled.runs.isEmpty, name)
            // Every tag in a sample is one the book names, so the sample also compiles strictly.
            XCTAssertNoThrow(try MarkupCompiler(styleBook: book, strict: true).compile(try sample(name)), name)
            // Runs cover the text exactly.
            XCTAssertEqual(compiled.runs.first?.range.utf16.lowerBound, 0, name)
            XCTAssertEqual(compiled.runs.last?.range.utf16.upperBound, compiled.makeText().utf16.count, name)
            for (a, b) in zip(compiled.runs, compiled.runs.dropFirst()) {
                XCTAssertEqual(a.range.utf16.upperBound, b.range.utf16.lowerBound, name)
                XCTAssertNotEqual(a.attributes, b.attributes, name)
            }
        }
    }

    // MARK: - Each book's sample

    func testDefaultSample() throws {
        let compiled = try compileSample("default", with: try book("default.json"))
        XCTAssertEqual(compiled.makeText(), "Bold, italic, underlined, red and a link & more\n")
        XCTAssertEqual(Self.summary(compiled), [
            #"0..<4 "Bold" {"font": {"weight": 700}}"#,
            #"4..<6 ", " {}"#,
            #"6..<12 "italic" {"font": {"italic": true}}"#,
            #"12..<14 ", " {}"#,
            #"14..<24 "underlined" {"underline": {"style": "single"}}"#,
            #"24..<26 ", " {}"#,
            ##"26..<29 "red" {"color": "#ff0000"}"##,
            #"29..<34 " and " {}"#,
            ##"34..<40 "a link" {"color": "#0a66c2", "link": "https://example.com", "underline": {"style": "single"}}"##,
            #"40..<48 " & more\n" {}"#,
        ])
        XCTAssertEqual(Self.tagSummary(compiled), ["b 0 0..<4", "i 0 6..<12", "u 0 14..<24", "red 0 26..<29", "a 0 34..<40"])
        XCTAssertEqual(compiled.makeTags()[4].attributes, [TagAttribute(name: "href", value: "https://example.com")])
        XCTAssertEqual(compiled.link(atUTF16Offset: 34), "https://example.com")
        XCTAssertEqual(compiled.link(atUTF16Offset: 39), "https://example.com")
        XCTAssertNil(compiled.link(atUTF16Offset: 40))
    }

    func testDefaultSampleWithTheBuiltInBookIsTheSame() throws {
        let fromFile = try compileSample("default", with: try book("default.json"))
        let builtIn = try compileSample("default", with: .default)
        XCTAssertEqual(JSONEmitter().emitString(builtIn), JSONEmitter().emitString(fromFile))
    }

    func testSignupSample() throws {
        let compiled = try compileSample("signup", with: try book("signup.json"))
        XCTAssertEqual(compiled.makeText(), "By signing up you agree to our Terms & Conditions and Privacy Policy.\n")
        let body = ##"{"color": "#808080", "font": {"family": "SF Pro Text", "size": 13, "textStyle": "footnote"}, "paragraph": {"alignment": "center", "lineHeightMultiple": 1.2}}"##
        XCTAssertEqual(Self.summary(compiled), [
            #"0..<31 "By signing up you agree to our " "# + body,
            ##"31..<49 "Terms & Conditions" {"color": "#007aff", "font": {"family": "SF Pro Text", "size": 13, "textStyle": "footnote"}, "link": "https://example.com/terms", "paragraph": {"alignment": "center", "lineHeightMultiple": 1.2}, "underline": {"style": "single"}}"##,
            #"49..<54 " and " "# + body,
            ##"54..<68 "Privacy Policy" {"color": "#007aff", "font": {"family": "SF Pro Text", "size": 13, "textStyle": "footnote"}, "link": "https://example.com/privacy", "paragraph": {"alignment": "center", "lineHeightMultiple": 1.2}, "underline": {"style": "single"}}"##,
            #"68..<70 ".\n" "# + body,
        ])
        XCTAssertEqual(Self.tagSummary(compiled), ["terms 0 31..<49", "privacy 0 54..<68"])
        // The terms run is a link to the terms page, coloured by the `link` style over `body`.
        let terms = try XCTUnwrap(compiled.run(atUTF16Offset: 31))
        XCTAssertEqual(terms.attributes.link, "https://example.com/terms")
        XCTAssertEqual(terms.attributes.color, Color(red: 0x00, green: 0x7A, blue: 0xFF))
        XCTAssertEqual(terms.attributes.font, FontAttributes(family: "SF Pro Text", size: 13, textStyle: .footnote))
        XCTAssertEqual(compiled.link(atUTF16Offset: 60), "https://example.com/privacy")
        XCTAssertNil(compiled.link(atUTF16Offset: 30))
    }

    func testSignupBooksInEveryFormatAreTheSame() throws {
        let json = try book("signup.json")
        let xml = try book("signup.plist")
        let binary = try book("signup-binary.plist")
        // The binary property list really is binary, and the XML one XML.
        XCTAssertEqual(try Data(contentsOf: Self.booksDirectory.appendingPathComponent("signup-binary.plist")).prefix(8), Data("bplist00".utf8))
        XCTAssertEqual(try Data(contentsOf: Self.booksDirectory.appendingPathComponent("signup.plist")).prefix(5), Data("<?xml".utf8))

        XCTAssertEqual(Set(json.styles.keys), ["body", "link", "terms", "privacy", "strong", "emphasis"])
        XCTAssertEqual(xml.styles, json.styles)
        XCTAssertEqual(binary.styles, json.styles)
        XCTAssertEqual(json.linkPolicy.allowedSchemes, ["https", "mailto"])
        XCTAssertEqual(xml.linkPolicy, json.linkPolicy)
        XCTAssertEqual(binary.linkPolicy, json.linkPolicy)
        XCTAssertEqual(json.style(named: "emphasis"), StyleAttributes(font: FontAttributes(weight: 700), color: Color(red: 0x1D, green: 0x1D, blue: 0x1F)))

        let emitter = JSONEmitter()
        let expected = emitter.emitString(try compileSample("signup", with: json))
        XCTAssertEqual(emitter.emitString(try compileSample("signup", with: xml)), expected)
        XCTAssertEqual(emitter.emitString(try compileSample("signup", with: binary)), expected)
        XCTAssertEqual(emitter.emitString(try compileSample("signup-binary", with: binary)), expected)
        XCTAssertEqual(try sample("signup-binary"), try sample("signup"))
        XCTAssertTrue(expected.contains(#""link": "https://example.com/terms""#), expected)
    }

    func testActionsSample() throws {
        let compiled = try compileSample("wp-actions", with: try book("wp-actions.json"))
        // The whole document, byte for byte.
        XCTAssertEqual(JSONEmitter().emitString(compiled), #"""
        {
          "version": 1,
          "text": "Tap here to show help or here to show settings\n",
          "offsets": "utf16",
          "runs": [
            {"start": 0, "length": 4, "attributes": {"font": {"family": "Helvetica Neue", "size": 22}}},
            {"start": 4, "length": 4, "attributes": {"action": "help", "color": "#ffa500", "font": {"family": "Helvetica Neue", "size": 22}}},
            {"start": 8, "length": 17, "attributes": {"font": {"family": "Helvetica Neue", "size": 22}}},
            {"start": 25, "length": 4, "attributes": {"action": "settings", "color": "#ffa500", "font": {"family": "Helvetica Neue", "size": 22}}},
            {"start": 29, "length": 18, "attributes": {"font": {"family": "Helvetica Neue", "size": 22}}}
          ],
          "tags": [
            {"name": "help", "start": 4, "length": 4, "depth": 0, "attributes": {}},
            {"name": "settings", "start": 25, "length": 4, "depth": 0, "attributes": {}}
          ]
        }

        """#)
        XCTAssertEqual(compiled.action(atUTF16Offset: 4), "help")
        XCTAssertEqual(compiled.action(atUTF16Offset: 28), "settings")
        XCTAssertNil(compiled.action(atUTF16Offset: 8))
        XCTAssertNil(compiled.link(atUTF16Offset: 4), "an action is not a link")
    }

    func testArraysAndImagesSample() throws {
        let book = try book("wp-arrays-images.json")
        XCTAssertEqual(book.imageStyleNames, ["thumb"])
        let compiled = try compileSample("wp-arrays-images", with: book)
        XCTAssertEqual(compiled.makeText(), "\u{FFFC} Multiple styles text \u{FFFC}\n")
        let body = ##"{"color": "#a9a9a9", "font": {"family": "Helvetica Neue", "size": 18}}"##
        let image = ##"{"color": "#a9a9a9", "font": {"family": "Helvetica Neue", "size": 18}, "image": {"alt": "👍", "height": 16, "name": "thumbIcon", "width": 16}}"##
        XCTAssertEqual(Self.summary(compiled), [
            #"0..<1 "\u{FFFC}" "# + image,
            #"1..<11 " Multiple " "# + body,
            ##"11..<17 "styles" {"color": "#0000ff", "font": {"family": "Helvetica Neue", "size": 18}, "underline": {"style": "single"}}"##,
            #"17..<23 " text " "# + body,
            #"23..<24 "\u{FFFC}" "# + image,
            #"24..<25 "\n" "# + body,
        ])
        XCTAssertEqual(Self.tagSummary(compiled), ["thumb 0 0..<1", "u 0 11..<17", "thumb 0 23..<24"])
        // U+FFFC is three UTF-8 bytes.
        XCTAssertEqual(compiled.makeTags().map(\.range.utf8), [0..<3, 13..<19, 25..<28])
        XCTAssertEqual(compiled.run(atUTF16Offset: 0)?.attributes.image,
                       ImageAttributes(name: "thumbIcon", alt: "👍", width: 16, height: 16))
    }

    func testFontsAndColorsSample() throws {
        let compiled = try compileSample("wp-fonts-colors", with: try book("wp-fonts-colors.json"))
        XCTAssertEqual(compiled.makeText(), "Attributed Bold Red text\n")
        let body = #"{"font": {"family": "Helvetica Neue", "size": 18}}"#
        XCTAssertEqual(Self.summary(compiled), [
            #"0..<11 "Attributed " "# + body,
            #"11..<15 "Bold" {"font": {"family": "Helvetica Neue", "size": 18, "weight": 700}}"#,
            #"15..<16 " " "# + body,
            ##"16..<19 "Red" {"color": "#ff0000", "font": {"family": "Helvetica Neue", "size": 18}}"##,
            #"19..<25 " text\n" "# + body,
        ])
        XCTAssertEqual(Self.tagSummary(compiled), ["bold 0 11..<15", "red 0 16..<19"])
    }

    // MARK: - The default book

    func testDefaultJSONIsTheBuiltInBook() throws {
        let url = Self.booksDirectory.appendingPathComponent("default.json")
        let fileText = try String(contentsOf: url, encoding: .utf8)
        let trimmed = fileText.hasSuffix("\n") ? String(fileText.dropLast()) : fileText
        let builtIn = DefaultStyleBook.json.hasSuffix("\n") ? String(DefaultStyleBook.json.dropLast()) : DefaultStyleBook.json
        XCTAssertEqual(trimmed, builtIn, "StyleBooks/default.json and DefaultStyleBook.json must be the same text")

        let fromFile = try StyleBook(contentsOf: url)
        XCTAssertEqual(fromFile.styles, StyleBook.default.styles)
        XCTAssertEqual(fromFile.linkPolicy, StyleBook.default.linkPolicy)
        XCTAssertEqual(fromFile.imageStyleNames, StyleBook.default.imageStyleNames)
    }

    func testDefaultBookHasTheDocumentedStyles() {
        let book = StyleBook.default
        for name in ["b", "i", "u", "s", "em", "strong", "code", "a", "link", "body"] {
            XCTAssertNotNil(book.style(named: name), name)
        }
        XCTAssertEqual(book.style(named: "strong"), book.style(named: "b"))
        XCTAssertEqual(book.style(named: "em"), book.style(named: "i"))
        XCTAssertEqual(book.style(named: "b"), StyleAttributes(font: FontAttributes(weight: 700)))
        XCTAssertEqual(book.style(named: "s"), StyleAttributes(strikethrough: LineStyle(.single)))
        XCTAssertEqual(book.style(named: "code"), StyleAttributes(font: FontAttributes(monospace: true)))
        XCTAssertEqual(book.linkStyle, StyleAttributes(color: Color(red: 0x0A, green: 0x66, blue: 0xC2), underline: LineStyle(.single)))
        let colors: [String: String] = ["black": "#000000", "red": "#ff0000", "green": "#008000", "yellow": "#ffff00",
                                        "blue": "#0000ff", "magenta": "#ff00ff", "cyan": "#00ffff", "white": "#ffffff",
                                        "gray": "#808080", "orange": "#ffa500", "purple": "#800080"]
        for (name, hex) in colors {
            XCTAssertEqual(book.style(named: name)?.color?.hexString, hex, name)
        }
        XCTAssertEqual(book.styles.count, 10 + colors.count, "b i u s em strong code a link body + the colors")
    }
}
