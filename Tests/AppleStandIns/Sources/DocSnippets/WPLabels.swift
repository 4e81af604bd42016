import Foundation
import StyleMarkup
import StyleMarkupUIStandIn
import UIKit

/// WPAttributedMarkup's three examples, each in a UILabel: fonts and colors, arrays of styles
/// with inline images, and actions (a label shows them; for taps, use a text view as below).
@MainActor
func makeWPLabels(styleBooks folder: URL) throws -> [UILabel] {
    let renderer = UIKitMarkupRenderer()
    let examples = [
        ("wp-fonts-colors.json", "Attributed <bold>Bold</bold> <red>Red</red> text"),
        ("wp-arrays-images.json", "<thumb> </thumb> Multiple <u>styles</u> text <thumb> </thumb>"),
        ("wp-actions.json", "Tap <help>here</help> to show help or <settings>here</settings> to show settings"),
    ]
    return try examples.map { file, markup in
        let book = try StyleBook(contentsOfFile: folder.appendingPathComponent(file).path)
        let label = UILabel()
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        label.attributedText = try renderer.attributedString(markup: markup, styleBook: book)
        return label
    }
}
