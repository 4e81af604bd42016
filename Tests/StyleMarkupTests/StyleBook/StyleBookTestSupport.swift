import Foundation
import XCTest
@testable import StyleMarkup

/// Helpers shared by the style book tests.
extension XCTestCase {
    func load(_ json: String, fileName: String = "styles.json", file: StaticString = #filePath, line: UInt = #line) throws -> StyleBook {
        do {
            return try StyleBook(json: json, fileName: fileName)
        } catch {
            XCTFail("expected the book to load, got:\n\(error)", file: file, line: line)
            throw error
        }
    }

    func loadError(_ data: Data, fileName: String, file: StaticString = #filePath, line: UInt = #line) -> StyleBookError? {
        do {
            _ = try StyleBook(data: data, fileName: fileName)
            XCTFail("expected a StyleBookError", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// Asserts that loading `json` fails with exactly `expected` as the error's description.
    func assertError(_ json: String, _ expected: String, fileName: String = "styles.json", file: StaticString = #filePath, line: UInt = #line) {
        guard let error = loadError(Data(json.utf8), fileName: fileName, file: file, line: line) else { return }
        XCTAssertEqual(error.description, expected, file: file, line: line)
        XCTAssertEqual(error.file, fileName, file: file, line: line)
        XCTAssertEqual(error.problems.count, expected.split(separator: "\n").count, "one problem per line", file: file, line: line)
    }

    func style(_ json: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> StyleAttributes {
        let book = try load(json, file: file, line: line)
        return try XCTUnwrap(book.style(named: name), "no style \(name)", file: file, line: line)
    }

}
