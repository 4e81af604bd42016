// Stand-in for SwiftUI's attribute scope of AttributedString (declared in SwiftUI, documented
// under Foundation). Only the keys StyleMarkupUI sets. Not Apple's code: Linux only.
import Foundation

extension AttributeScopes {
    /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/fontattribute
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/foregroundcolorattribute
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/backgroundcolorattribute
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/underlinestyleattribute
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/strikethroughstyleattribute
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/kerningattribute
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes/baselineoffsetattribute
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}
