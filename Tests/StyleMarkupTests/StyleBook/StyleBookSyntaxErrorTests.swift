import Foundation
import XCTest
@testable import StyleMarkup

/// Style book files that are not valid JSON, or not a style book at all, with exact positions.
///
/// Expected lines and columns are counted by hand from each test's literal (columns count
/// Unicode scalars from 1).
final class StyleBookSyntaxErrorTests: XCTestCase {
    // MARK: - Invalid JSON

    func testTrailingCommaInObject() {
        // Line 3 is "}", found where a key should follow the ','.
        assertError(#"""
        {
          "b": {"kern": 1},
        }
        """#, "styles.json:3:1: error: invalid JSON: expected a key after ','")
    }

    func testTrailingCommaInArray() {
        // {"a": ["b",]}
        // 1234567890123  -> ']' at column 12
        assertError(#"{"a": ["b",]}"#, "styles.json:1:12: error: invalid JSON: unexpected ']'; expected a value")
    }

    func testUnclosedStringAtEndOfFile() {
        // {"a": "bold
        // 1234567      -> the string opens at column 7
        assertError(#"{"a": "bold"#, "styles.json:1:7: error: invalid JSON: string is never closed with '\"'")
    }

    func testStringRunningIntoANewline() {
        // Line 2: `  "a": "bold` is 12 scalars; the newline that ends it is column 13.
        assertError("{\n  \"a\": \"bold\n}", "styles.json:2:13: error: invalid JSON: control character in string (write it as a \\u escape)")
    }

    func testDuplicateKeyAtTopLevel() {
        // The second "b" is on line 3, after two spaces.
        let json = #"""
        {
          "b": {"kern": 1},
          "b": {"kern": 2}
        }
        """#
        assertError(json, #"styles.json:3:3: error: invalid JSON: duplicate key "b""#)
        let error = loadError(Data(json.utf8), fileName: "styles.json")
        // Byte offset: "{\n" is 2 bytes, line 2 is 19 bytes + "\n", then 2 spaces -> 2 + 20 + 2.
        XCTAssertEqual(error?.problems.first?.location, SourceLocation(line: 3, column: 3, byteOffset: 24))
    }

    func testDuplicateKeyInNestedObject() {
        // {"b": {"kern": 1, "kern": 2}}
        // 1234567890123456789           -> second "kern" at column 19
        assertError(#"{"b": {"kern": 1, "kern": 2}}"#, #"styles.json:1:19: error: invalid JSON: duplicate key "kern""#)
    }

    func testGarbageAfterTheDocument() {
        // {"b": {}} x
        // 12345678901 -> 'x' at column 11
        assertError(#"{"b": {}} x"#, "styles.json:1:11: error: invalid JSON: unexpected 'x' after the end of the document")
        assertError("{}\n{}", "styles.json:2:1: error: invalid JSON: unexpected '{' after the end of the document")
        // Trailing white space is fine.
        XCTAssertNoThrow(try StyleBook(json: "{}\n\n  \t\r\n"))
    }

    func testOtherSyntaxErrors() {
        // {"a" {}}  -> '{' at column 6 where ':' belongs
        assertError(#"{"a" {}}"#, #"styles.json:1:6: error: invalid JSON: expected ':' after key "a""#)
        // A key is quoted on one line: its line break (written \n or \r in the JSON) shows as ↵.
        assertError(#"{"a\nb" {}}"#, #"styles.json:1:9: error: invalid JSON: expected ':' after key "a↵b""#)
        assertError(#"{"a\r": {} "b": {}}"#, #"styles.json:1:12: error: invalid JSON: expected ',' or '}' after the value of "a↵""#)
        assertError(#"{"\t": {}, "\t": {}}"#, #"styles.json:1:12: error: invalid JSON: duplicate key "␉""#)
        // {"a": {} "b": {}} -> '"' at column 10 where ',' or '}' belongs
        assertError(#"{"a": {} "b": {}}"#, #"styles.json:1:10: error: invalid JSON: expected ',' or '}' after the value of "a""#)
        // {a: {}} -> 'a' at column 2
        assertError("{a: {}}", "styles.json:1:2: error: invalid JSON: expected a quoted key")
        // {"a": {"kern": tru}} -> the word starts at 16, fails at '}' (column 19)
        assertError(#"{"a": {"kern": tru}}"#, "styles.json:1:19: error: invalid JSON: unexpected '}'; expected a value")
        // {"a": {"kern": 1.}} -> '}' after the '.' is column 18
        assertError(#"{"a": {"kern": 1.}}"#, "styles.json:1:18: error: invalid JSON: invalid number")
        // {"a": "\q"} -> the escaped 'q' is column 9
        assertError(#"{"a": "\q"}"#, #"styles.json:1:9: error: invalid JSON: invalid escape \'q'"#)
        // {"a": {"kern": 1e999}} -> error after the number, column 21
        assertError(#"{"a": {"kern": 1e999}}"#, "styles.json:1:21: error: invalid JSON: invalid number 1e999")
        // Unexpected end inside an object.
        assertError(#"{"a": "#, "styles.json:1:7: error: invalid JSON: unexpected end of file")
    }

    func testPositionsCountScalarsNotBytes() {
        // Line 2: `  "日本😀": {"colr": 1}` -> key "日本😀" is 5 scalars wide (cols 3-7),
        // ':' 8, ' ' 9, '{' 10, '"colr"' starts at 11.
        assertError("{\n  \"日本😀\": {\"colr\": 1}\n}",
                    #"styles.json:2:11: error: 日本😀.colr: unknown key "colr" (did you mean "color"?)"#)
    }

    func testNestingDeeperThan64Levels() {
        // {"a": [[[…   -> the object is level 1, so the 63rd '[' reaches 64 levels and the 64th
        // is one too many. The first '[' is column 7, the 64th is column 7 + 63 = 70.
        let ok = #"{"a": "# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        XCTAssertEqual(try load(ok).style(named: "a"), StyleAttributes())
        let tooDeep = #"{"a": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        assertError(tooDeep, "styles.json:1:70: error: invalid JSON: nesting deeper than 64 levels")
        // Far deeper input fails the same way, without exhausting the stack.
        let hostile = #"{"a": "# + String(repeating: "[", count: 200_000)
        assertError(hostile, "styles.json:1:70: error: invalid JSON: nesting deeper than 64 levels")
        let hostileObjects = String(repeating: #"{"a": "#, count: 100_000)
        // The 65th '{' is where the limit trips: each `{"a": ` is 6 scalars, so column 64 * 6 + 1.
        assertError(hostileObjects, "styles.json:1:385: error: invalid JSON: nesting deeper than 64 levels")
    }

    // MARK: - Not a style book

    func testEmptyFile() {
        assertError("", "styles.json:1:1: error: the file is empty; a style book is a JSON object or a property list dictionary")
        XCTAssertEqual(loadError(Data(), fileName: "x.json")?.problems, [
            .init(path: "", message: "the file is empty; a style book is a JSON object or a property list dictionary",
                  location: SourceLocation(line: 1, column: 1, byteOffset: 0)),
        ])
    }

    func testNeitherJSONNorPropertyList() {
        assertError("b:\n  font: bold\n", "styles.json:1:1: error: not a style book: expected a JSON object or a property list (XML or binary)")
        assertError("42", "styles.json:1:1: error: not a style book: expected a JSON object or a property list (XML or binary)")
    }

    func testTopLevelNotAnObject() {
        assertError(#"["b", "i"]"#, "styles.json:1:1: error: a style book must be an object of styles, found an array")
        // The string starts on line 2, column 3.
        assertError("\n  \"b\"", "styles.json:2:3: error: a style book must be an object of styles, found a string")
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array><string>b</string></array></plist>
        """
        // Property lists carry no positions, so the line names only the file.
        XCTAssertEqual(loadError(Data(plist.utf8), fileName: "styles.plist")?.description,
                       "styles.plist: error: a style book must be an object of styles, found an array")
    }

    func testInvalidPropertyList() throws {
        let error = try XCTUnwrap(loadError(Data("<plist><dict><key>a</key></plist>".utf8), fileName: "styles.plist"))
        XCTAssertEqual(error.problems.count, 1)
        // Foundation's own explanation, positioned at the start of the line it names.
        XCTAssertEqual(error.description, "styles.plist:1:1: error: invalid property list: Value missing for key inside <dict> at line 1")
        let second = try XCTUnwrap(loadError(Data("<?xml version=\"1.0\"?>\n<plist>\n  <dict><key>a</key><string>x</dict></plist>".utf8), fileName: "styles.plist"))
        XCTAssertEqual(second.problems.first?.location.map { "\($0.line):\($0.column)" }, "3:1", second.description)
    }

    func testUnreadableFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-missing-\(UUID().uuidString).json")
        XCTAssertThrowsError(try StyleBook(contentsOf: url)) { error in
            XCTAssertEqual((error as? StyleBookError)?.description, "\(url.path): error: cannot read the style book: No such file or directory")
        }
    }

    func testErrorsFromAFileNameItsPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("styles.json")
        try Data(#"{"b": {"colour": "red"}}"#.utf8).write(to: url)
        // {"b": {"colour": "red"}} -> key at column 8
        XCTAssertThrowsError(try StyleBook(contentsOf: url)) { error in
            XCTAssertEqual((error as? StyleBookError)?.description,
                           #"\#(url.path):1:8: error: b.colour: unknown key "colour" (did you mean "color"?)"#)
        }
    }
}
