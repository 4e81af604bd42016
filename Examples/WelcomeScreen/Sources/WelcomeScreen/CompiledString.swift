import Foundation

/// A string that markupc compiled at build time: its text and attribute runs, read from the
/// JSON run list the MarkupcPlugin wrote as a resource (`Welcome.markup` → `Welcome.json`).
///
/// An app maps the runs to `NSAttributedString` attributes with `NSRange(location: start,
/// length: length)` (offsets are UTF-16) and hit-tests taps with ``action(atUTF16Offset:)``.
public struct CompiledString: Decodable, Sendable, Equatable {
    /// The plain text.
    public let text: String
    /// Attribute runs covering the text, in order.
    public let runs: [Run]

    /// A stretch of text with the same attributes.
    public struct Run: Decodable, Sendable, Equatable {
        /// Start, in UTF-16 code units.
        public let start: Int
        /// Length, in UTF-16 code units.
        public let length: Int
        /// The attributes this app uses.
        public let attributes: Attributes
    }

    /// The run attributes this app reads (the run list has more: see markupc's Docs/JSON.md).
    public struct Attributes: Decodable, Sendable, Equatable {
        /// The action to run on a tap.
        public var action: String?
        /// A link URL.
        public var link: String?
        /// `#rrggbb` or `#rrggbbaa`.
        public var color: String?
        /// Font fields.
        public var font: Font?
    }

    /// Font fields of a run.
    public struct Font: Decodable, Sendable, Equatable {
        /// 100–900.
        public var weight: Int?
        /// Whether the font is italic.
        public var italic: Bool?
        /// A Dynamic Type text style, such as `largeTitle`.
        public var textStyle: String?
    }

    /// The compiled string of `Resources/NAME.markup`, from this module's bundle.
    public static func named(_ name: String) throws -> CompiledString {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).json"])
        }
        return try JSONDecoder().decode(CompiledString.self, from: Data(contentsOf: url))
    }

    /// The action of the run holding a UTF-16 offset (a tap's character index), if any.
    public func action(atUTF16Offset offset: Int) -> String? {
        runs.first { $0.start <= offset && offset < $0.start + $0.length }?.attributes.action
    }
}

/// Legal texts, compiled to RTF at build time (`Resources/Legal/markupc.json` chooses RTF).
public enum LegalText {
    /// The RTF document of `Resources/Legal/NAME.markup`, ready for
    /// `NSAttributedString(data:options:documentAttributes:)`.
    public static func rtf(named name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "rtf") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).rtf"])
        }
        return try Data(contentsOf: url)
    }
}
