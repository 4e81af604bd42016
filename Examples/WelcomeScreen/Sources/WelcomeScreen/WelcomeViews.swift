import Foundation
import StyleMarkup
import StyleMarkupUI

// UITextView exists on iOS, iPadOS, Mac Catalyst, tvOS and visionOS, not on watchOS.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The welcome text in a text view that looks like a label; tapping "Get started" calls `onStart`.
@MainActor
public final class WelcomeTextView {
    /// The view to put on screen.
    public let textView = UITextView()
    private let router: MarkupTextViewDelegate

    /// Loads `Welcome.json` and sets the text view up.
    public init(onStart: @escaping () -> Void) throws {
        router = MarkupTextViewDelegate(actions: MarkupAction.self) { action in
            WelcomeActions.perform(action, onStart: onStart)
        }
        textView.configureAsMarkupLabel()
        textView.attributedText = UIKitMarkupRenderer().attributedString(try WelcomeStrings.compiled("Welcome"))
        textView.delegate = router
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

/// The welcome text in SwiftUI; tapping "Get started" calls `onStart`.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct WelcomeText: View {
    private let compiled: CompiledText?
    private let onStart: () -> Void

    /// Loads `Welcome.json` (a missing resource shows nothing).
    public init(onStart: @escaping () -> Void) {
        compiled = try? WelcomeStrings.compiled("Welcome")
        self.onStart = onStart
    }

    public var body: some View {
        (compiled.map { Text(markup: $0) } ?? Text(verbatim: ""))
            .onMarkupAction(MarkupAction.self) { action in
                WelcomeActions.perform(action, onStart: onStart)
            }
    }
}
#endif
