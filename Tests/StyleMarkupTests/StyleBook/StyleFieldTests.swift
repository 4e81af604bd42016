import Foundation
import XCTest
@testable import StyleMarkup

/// The one declaration of the style fields (``StyleField``) against everything that handles
/// them one by one: equality and hashing (written by hand, for speed), merging, the style-book
/// reader and its hints, the JSON writer and the run-list reader. Each field comes from
/// ``StyleFieldSample``, so a new field is checked here as soon as it has a sample.
final class StyleFieldTests: XCTestCase {
    func testEachFieldAloneIsSetAndComparedByEquality() {
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            XCTAssertNotEqual(sample.attributes, .empty, "\(field): == ignores it")
            XCTAssertFalse(sample.attributes.isEmpty, "\(field)")
            XCTAssertNotEqual(sample.attributes, sample.other, "\(field): == compares only whether it is set")
            XCTAssertEqual(sample.attributes, sample.attributes.merging(.empty), "\(field)")
            XCTAssertEqual(sample.attributes.hashValue, sample.attributes.merging(.empty).hashValue, "\(field): equal sets hash alike")
            for otherField in StyleField.allCases where otherField != field {
                XCTAssertNotEqual(sample.attributes, StyleFieldSample.of(otherField).attributes, "\(field) and \(otherField)")
            }
        }
    }

    /// `==`, `hash(into:)` and the initializer are written by hand: each stored property is a
    /// field, the initializer takes each field, and hashing follows ``StyleAttributes/isHashed(_:)``.
    func testTheStoredPropertiesAreTheFields() {
        let labels = Mirror(reflecting: StyleAttributes.empty).children.compactMap(\.label)
        XCTAssertEqual(Set(labels), Set(StyleField.keys), "a stored property of StyleAttributes is not a StyleField, or the reverse")
        XCTAssertEqual(labels.count, StyleField.allCases.count)
    }

    func testTheInitializerTakesEveryField() {
        let all = StyleField.allCases.reduce(StyleAttributes.empty) { $0.merging(StyleFieldSample.of($1).attributes) }
        let made = StyleAttributes(font: all.font, color: all.color, background: all.background, underline: all.underline, strikethrough: all.strikethrough,
                                   kern: all.kern, baselineOffset: all.baselineOffset, paragraph: all.paragraph, link: all.link, action: all.action,
                                   image: all.image, custom: all.custom)
        XCTAssertEqual(JSONEmitterTests.attributesJSON(made), JSONEmitterTests.attributesJSON(all), "the initializer misses a field: give it a parameter, and pass it here")
        XCTAssertEqual(made, all)
    }

    func testHashingFollowsTheDeclaredChoice() {
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field).attributes
            if StyleAttributes.isHashed(field) {
                XCTAssertNotEqual(sample.hashValue, StyleAttributes.empty.hashValue, "\(field) is declared hashed; hash(into:) ignores it")
            } else {
                XCTAssertEqual(sample.hashValue, StyleAttributes.empty.hashValue, "\(field) is declared only compared; hash(into:) combines it")
            }
        }
    }

    func testEachFieldMerges() {
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            XCTAssertEqual(StyleAttributes.empty.merging(sample.attributes), sample.attributes, "\(field): merging drops it")
            XCTAssertEqual(sample.other.merging(sample.attributes), sample.attributes, "\(field): the later value does not win")
            XCTAssertEqual(sample.attributes.merging(sample.other), sample.other, "\(field): the later value does not win")
        }
    }

    func testAllFieldsTogetherMergeReadAndWriteInKeyOrder() throws {
        let all = StyleField.allCases.reduce(StyleAttributes.empty) { $0.merging(StyleFieldSample.of($1).attributes) }
        // The writer's order is the declaration's, which is alphabetical.
        XCTAssertEqual(StyleField.allCases.map(\.rawValue), StyleField.allCases.map(\.rawValue).sorted())
        let members = StyleField.allCases.map { String(StyleFieldSample.of($0).json.dropFirst().dropLast()) }
        XCTAssertEqual(JSONEmitterTests.attributesJSON(all), "{" + members.joined(separator: ", ") + "}")
        let book = #"{"all": {"# + StyleField.allCases.map { StyleFieldSample.of($0).book }.joined(separator: ", ") + "}}"
        XCTAssertEqual(try style(book, "all"), all)
    }

    func testTheReaderReadsEachField() throws {
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            XCTAssertEqual(try style(#"{"s": {"# + sample.book + "}}", "s"), sample.attributes, "\(field)")
        }
    }

    func testTheWriterWritesEachField() {
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            XCTAssertEqual(JSONEmitterTests.attributesJSON(sample.attributes), sample.json, "\(field)")
        }
    }

    func testTheRunListReaderReadsEachFieldBack() throws {
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            let document = #"{"version": 1, "text": "x", "runs": [{"start": 0, "length": 1, "attributes": "# + sample.json + "}]}"
            let compiled = try CompiledText(jsonRunList: Data(document.utf8))
            XCTAssertEqual(compiled.runs.map(\.attributes), [sample.attributes], "\(field)")
        }
    }

    func testMisspeltKeysAreHintedFromTheDeclarations() throws {
        func hints(_ book: String, _ typo: String, _ key: String, file: StaticString = #filePath, line: UInt = #line) {
            guard let error = loadError(Data(book.utf8), fileName: "styles.json", file: file, line: line) else { return }
            XCTAssertTrue(error.description.contains(#"unknown key "\#(typo)" (did you mean "\#(key)"?)"#), error.description, file: file, line: line)
        }
        for field in StyleField.allCases {
            hints(#"{"s": {""# + field.rawValue + #"s": 1}}"#, field.rawValue + "s", field.rawValue)
        }
        for field in FontField.allCases {
            hints(#"{"s": {"font": {""# + field.rawValue + #"s": 1}}}"#, field.rawValue + "s", field.rawValue)
        }
        for field in ParagraphField.allCases {
            hints(#"{"s": {"paragraph": {""# + field.rawValue + #"s": 1}}}"#, field.rawValue + "s", field.rawValue)
        }
        for field in ImageField.allCases {
            hints(#"{"s": {"image": {""# + field.rawValue + #"s": 1}}}"#, field.rawValue + "s", field.rawValue)
        }
        for field in LineField.allCases {
            hints(#"{"s": {"underline": {"style": "single", ""# + field.rawValue + #"s": 1}}}"#, field.rawValue + "s", field.rawValue)
        }
    }
}
