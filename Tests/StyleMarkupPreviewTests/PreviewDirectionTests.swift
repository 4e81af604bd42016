import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// A column's direction comes from its language's script: the script subtag when there is one,
/// else the script the language is likely written in for its region (Punjabi is Gurmukhi in
/// India and Arabic script in Pakistan).
final class PreviewDirectionTests: XCTestCase {
    func testTheScriptDecidesTheDirection() {
        let rightToLeft = ["ar", "ar-EG", "he", "iw", "yi", "fa", "ur", "ps", "ckb", "dv", "syr", "nqo", "ug",
                           "pa-PK", "pa_PK", "pa-Arab", "az-IR", "az-IQ", "ku-IQ", "ku-Arab", "uz-Arab", "uz-AF", "ms-Arab", "sd",
                           "ff-Adlm", "rhg", "ar-XB", "ks", "man-GN", "tk-AF", "mzn", "lrc", "pnb"]
        let leftToRight = ["en", "de", "ru", "pa", "pa-IN", "pa-Guru", "az", "az-AZ", "ku", "ku-TR", "uz", "uz-UZ", "uz-Latn-AF",
                           "sd-IN", "sd-Deva", "ms", "ar-Latn", "he-Latn", "ff", "en-XA", "tk", "zh-Hant-TW", "sr-Latn", "ha", "ha-NG"]
        for tag in rightToLeft { XCTAssertTrue(PreviewLanguages.isRightToLeft(tag), tag) }
        for tag in leftToRight { XCTAssertFalse(PreviewLanguages.isRightToLeft(tag), tag) }
    }

    func testAPunjabiColumnFromPakistanIsRightToLeftAndOneFromIndiaIsNot() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-direction-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        for (language, text) in [("en", "Hello"), ("pa-IN", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ"), ("pa-PK", "سلام"), ("az-IR", "سلام"), ("uz-Arab", "سلام")] {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"hello\" = \"\(text)\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let preview = Previewer(styleBook: .default, sourceLanguage: "en").preview(paths: [directory.path])
        let cells = try XCTUnwrap(PageRow.rows(String(decoding: preview.html(), as: UTF8.self))["hello"]).cells
        for language in ["pa-PK", "az-IR", "uz-Arab"] {
            XCTAssertTrue(try XCTUnwrap(cells[language]).contains("lang=\"\(language)\" dir=\"rtl\">"), language)
        }
        for language in ["en", "pa-IN"] { XCTAssertFalse(try XCTUnwrap(cells[language]).contains("dir=\"rtl\""), language) }
    }
}
