import Foundation
import StyleMarkup
import StyleMarkupUI
import SwiftUI
import UIKit

/// A string compiled at build time by the MarkupcPlugin (`Welcome.markup` → `Welcome.json` in the
/// bundle), shown without parsing markup at run time, in UIKit and in SwiftUI.
enum Welcome {
    // URL: https://developer.apple.com/documentation/foundation/url
    // Data: https://developer.apple.com/documentation/foundation/data,
    // https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
    // https://developer.apple.com/documentation/foundation/url/lastpathcomponent
    static func compiled(runList url: URL) throws -> CompiledText {
        try CompiledText(jsonRunList: Data(contentsOf: url), fileName: url.lastPathComponent)
    }

    // UILabel: https://developer.apple.com/documentation/uikit/uilabel
    @MainActor
    static func label(runList url: URL) throws -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0                          // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
        // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
        label.adjustsFontForContentSizeCategory = true
        // https://developer.apple.com/documentation/uikit/uilabel/attributedtext
        label.attributedText = UIKitMarkupRenderer().attributedString(try compiled(runList: url))
        return label
    }

    // Text: https://developer.apple.com/documentation/swiftui/text
    @available(iOS 15, macOS 12, *)
    static func text(runList url: URL) throws -> Text {
        Text(markup: try compiled(runList: url))
    }
}
