import Foundation
import XCTest

/// Every declaration of the UIKit, AppKit and SwiftUI stand-ins that cites its developer.apple.com
/// page carries the availability that page gives (an `@available(` attribute), or says that no
/// page was found (`// availability: no Apple page found`). The stand-ins' own helpers, whose doc
/// comment says "Not an Apple API", are exempt.
final class StandInAvailabilityTests: XCTestCase {
    static let marker = "// availability: no Apple page found"

    /// "file:line: name" of each declaration in `source` that cites an Apple page in its doc
    /// comment but has neither an `@available(` attribute nor the marker.
    static func declarationsWithoutAvailability(in source: String, file: String) -> [String] {
        // A line of attributes only (`@MainActor @preconcurrency`, `@available(iOS 17.0, *)`).
        let attributesOnly = try! NSRegularExpression(pattern: #"^(?:@\w+(?:\([^)]*\))?\s*)+$"#)
        var missing: [String] = []
        var doc: [String] = [], attributes: [String] = []
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            let range = NSRange(code.startIndex..., in: code)
            if code.hasPrefix("///") {
                if !attributes.isEmpty { doc = []; attributes = [] }
                doc.append(code)
            } else if !doc.isEmpty, code.hasPrefix("//") || code == "nonisolated" || attributesOnly.firstMatch(in: code, range: range) != nil {
                attributes.append(code)
            } else {
                let comment = doc.joined(separator: "\n")
                let cites = comment.contains("https://developer.apple.com/documentation/")
                let exempt = comment.range(of: "not an Apple API", options: .caseInsensitive) != nil
                // The declaration line may start with attributes of its own.
                let carries = (attributes + [code]).contains { $0.contains("@available(") || $0.hasPrefix(marker) }
                if cites, !exempt, !carries {
                    missing.append("\(file):\(index + 1): \(code)")
                }
                doc = []
                attributes = []
            }
        }
        return missing
    }

    func testEveryStandInDeclarationCitingItsPageCarriesItsAvailability() throws {
        var checked = 0
        for module in ["UIKit", "AppKit", "SwiftUI"] {
            let directory = DocSnippetTests.sources.appendingPathComponent(module)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where file.hasSuffix(".swift") {
                let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                checked += source.components(separatedBy: "/// https://developer.apple.com/documentation/").count - 1
                let missing = Self.declarationsWithoutAvailability(in: source, file: "\(module)/\(file)")
                XCTAssertEqual(missing, [], "cite a page but carry no @available( and no \"\(Self.marker)\" line")
            }
        }
        XCTAssertGreaterThan(checked, 200, "the stand-ins' citations are read")
    }

    func testTheCheckFindsADeclarationWithoutAvailability() {
        let source = """
        /// https://developer.apple.com/documentation/uikit/uilabel
        @MainActor
        open class UILabel {
            /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
            @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
            @available(watchOS, unavailable)
            open var numberOfLines = 1
            /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
            /// (a second line of comment)
            \(Self.marker)
            open var attributedText: String?
            /// Not an Apple API: how the label was made
            /// (https://developer.apple.com/documentation/uikit/uiview).
            public let origin = 0
            /// https://developer.apple.com/documentation/swiftui/text/baselineoffset(_:)
            nonisolated
            public func baselineOffset() {}
            /// https://developer.apple.com/documentation/uikit/uilabel/font
            @available(iOS 2.0, *) @MainActor open var font = 0
        }
        """
        XCTAssertEqual(Self.declarationsWithoutAvailability(in: source, file: "F.swift"), [
            "F.swift:3: open class UILabel {",
            "F.swift:17: public func baselineOffset() {}",
        ])
    }
}
