#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Foundation
import StyleMarkup

extension AppKitMarkupRenderer {
    /// The attributed string of a localized ``StyleMarkup/StyledString`` (what the accessors of
    /// `markupc generate` return):
    ///
    /// ```swift
    /// textField.attributedStringValue = AppKitMarkupRenderer().attributedString(L10n.welcome(name))
    /// ```
    /// https://developer.apple.com/documentation/foundation/nsattributedstring
    public func attributedString(_ styled: StyledString) -> NSAttributedString {
        attributedString(styled.compiled)
    }
}
#endif
