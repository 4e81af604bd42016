import Foundation
import XCTest
@testable import StyleMarkup

/// The `AttributedString` bridge against each field's declared key (``StyleField/attributeKey``):
/// each field has a key of its own, `AttributeContainer(_:)` sets the field under it and nothing
/// else, and `StyleAttributes(_:)` reads it back from that key alone. A field either direction
/// leaves out (a bare `break`) fails here.
final class AttributeKeyTableTests: XCTestCase {
    func testEachFieldHasAKeyOfItsOwn() {
        var fields: [String: StyleField] = [:]
        for field in StyleField.allCases {
            let name = field.attributeKey.name
            XCTAssertNil(fields[name], "\(field) shares the key \(name) with \(fields[name].map { "\($0)" } ?? "")")
            fields[name] = field
            XCTAssertEqual(name, field == .link ? AttributeScopes.FoundationAttributes.LinkAttribute.name : "StyleMarkup.\(field.rawValue)")
        }
    }

    func testTheBridgeSetsEachFieldUnderItsKeyAlone() {
        for field in StyleField.allCases {
            let container = AttributeContainer(StyleFieldSample.of(field).attributes)
            XCTAssertTrue(field.attributeKey.isSet(container), "\(field): AttributeContainer(_:) does not set \(field.attributeKey.name)")
            for other in StyleField.allCases where other != field {
                XCTAssertFalse(other.attributeKey.isSet(container), "\(field) sets the key of \(other)")
            }
        }
    }

    func testTheBridgeReadsEachFieldFromItsKey() {
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            var alone = AttributeContainer()
            field.attributeKey.copy(AttributeContainer(sample.attributes), &alone)
            // Compared as the JSON run list writes them, which does not rest on a hand-written `==`.
            XCTAssertEqual(JSONEmitterTests.attributesJSON(StyleAttributes(alone)), sample.json,
                           "\(field): StyleAttributes(_:) does not read \(field.attributeKey.name)")
        }
    }
}
