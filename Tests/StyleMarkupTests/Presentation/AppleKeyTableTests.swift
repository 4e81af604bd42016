import Foundation
import XCTest
@testable import StyleMarkup

/// The Apple presentation plan against each field's declared keys (``StyleField/appleAttributeKeys``):
/// a field the plan leaves out (a bare `break`) fails here unless the table says it gives no key.
final class AppleKeyTableTests: XCTestCase {
    func testEachFieldGivesItsDeclaredKeysAndNoOthers() throws {
        let presentation = ApplePresentation()
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            let declared = Set(field.appleAttributeKeys)
            for attributes in [sample.attributes, sample.other] {
                let given = Set(presentation.attributes(for: attributes).keys).subtracting([.font])
                XCTAssertTrue(given.isSubset(of: declared), "\(field) gives \(given), declares \(declared)")
            }
            let given = Set(presentation.attributes(for: sample.attributes).keys)
            if let first = field.appleAttributeKeys.first {
                XCTAssertTrue(given.contains(first), "\(field): the plan gives no \(first)")
            } else {
                XCTAssertEqual(given, [.font], "\(field) declares no key")
            }
        }
    }

    func testEveryKeyComesFromAField() {
        XCTAssertEqual(Set(StyleField.allCases.flatMap(\.appleAttributeKeys)), Set(AppleAttributeKey.allCases))
    }
}
