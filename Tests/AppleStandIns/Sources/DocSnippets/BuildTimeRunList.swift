import Foundation
import StyleMarkup
import StyleMarkupUIStandIn
import SwiftUI
import UIKit

/// A string compiled at build time by the MarkupcPlugin (`Welcome.markup` → `Welcome.json` in the
/// bundle), shown without parsing markup at run time, in UIKit and in SwiftUI.
enum Welcome {
    static func compiled(runList url: URL) throws -> CompiledText {
        try CompiledText(jsonRunList: Data(contentsOf: url), fileName: url.lastPathComponent)
    }

    @MainActor
    static func label(runList url: URL) throws -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        label.attributedText = UIKitMarkupRenderer().attributedString(try compiled(runList: url))
        return label
    }

    @available(iOS 15, macOS 12, *)
    static func text(runList url: URL) throws -> Text {
        Text(markup: try compiled(runList: url))
    }
}
