import StyleMarkup

/// The sign-up sentence and its style book: two actions that wear the reserved `link` style
/// (blue, underlined) under their own, and Dynamic Type through the `footnote` text style
/// (https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote).
enum SignUp {
    static let markup = "By signing up you agree to our <terms>Terms & Conditions</terms> and <privacy>Privacy Policy</privacy>."

    static func styleBook() throws -> StyleBook {
        try StyleBook(json: """
        {
          "body": {"font": {"textStyle": "footnote"}, "color": "gray", "paragraph": {"alignment": "center"}},
          "link": {"color": "#007aff", "underline": "single"},
          "terms": {"action": "terms"},
          "privacy": {"action": "privacy", "font": {"weight": "semibold"}}
        }
        """)
    }
}
