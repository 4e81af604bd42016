import Foundation
import StyleMarkup

/// The strings markupc compiled at build time: the MarkupcPlugin turned each
/// `Resources/NAME.markup` into a JSON run list (`NAME.json`), and the library reads it back into
/// `CompiledText` — text, runs with every attribute, tags — without a model of our own and
/// without parsing markup at run time.
public enum WelcomeStrings {
    /// The compiled text of `Resources/NAME.markup`, from this module's bundle.
    public static func compiled(_ name: String) throws -> CompiledText {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(name).json"])
        }
        return try CompiledText(jsonRunList: Data(contentsOf: url), fileName: "\(name).json")
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
