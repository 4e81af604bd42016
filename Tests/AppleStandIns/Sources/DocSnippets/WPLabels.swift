import Foundation
import StyleMarkup
import StyleMarkupUI
import UIKit

/// WPAttributedMarkup's three examples, each in a UILabel: fonts and colors, arrays of styles
/// with inline images, and actions (a label shows them; for taps, use a text view as below).
// UILabel: https://developer.apple.com/documentation/uikit/uilabel
// URL: https://developer.apple.com/documentation/foundation/url
@MainActor
func makeWPLabels(styleBooks folder: URL) throws -> [UILabel] {
    let renderer = UIKitMarkupRenderer()
    let examples = [
        ("wp-fonts-colors.json", "Attributed <bold>Bold</bold> <red>Red</red> text"),
        ("wp-arrays-images.json", "<thumb> </thumb> Multiple <u>styles</u> text <thumb> </thumb>"),
        ("wp-actions.json", "Tap <help>here</help> to show help or <settings>here</settings> to show settings"),
    ]
    return try examples.map { file, markup in
        // https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:)
        // https://developer.apple.com/documentation/foundation/url/path
        let book = try StyleBook(contentsOfFile: folder.appendingPathComponent(file).path)
        let label = UILabel()
        label.numberOfLines = 0                          // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
        // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
        label.adjustsFontForContentSizeCategory = true
        // https://developer.apple.com/documentation/uikit/uilabel/attributedtext
        label.attributedText = try renderer.attributedString(markup: markup, styleBook: book)
        return label
    }
}
