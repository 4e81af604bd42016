import Foundation
@testable import StyleMarkup

/// One value of each style field, written by hand (every nested field set), with the JSON the run
/// list gives it: the expected outputs of `StyleFieldTests` and `EveryFieldOutputTests` are
/// written for these values. A new ``StyleField`` case is a compile error here until it has one.
struct StyleFieldSample {
    /// The member of a style's attributes object that sets the field, as a style book holds it.
    let book: String
    /// The attributes that member reads into: the field alone.
    let attributes: StyleAttributes
    /// The attributes as the JSON run list writes them.
    let json: String
    /// Another value of the same field, every nested field set too: merging `attributes` on
    /// top of it gives `attributes`.
    let other: StyleAttributes

    static let red = Color(red: 255, green: 0, blue: 0)

    static func of(_ field: StyleField) -> StyleFieldSample {
        switch field {
        case .action:
            return .init(book: #""action": "help""#, attributes: StyleAttributes(action: "help"),
                         json: #"{"action": "help"}"#, other: StyleAttributes(action: "close"))
        case .background:
            return .init(book: ##""background": "#FE0""##, attributes: StyleAttributes(background: Color(red: 255, green: 238, blue: 0)),
                         json: ##"{"background": "#ffee00"}"##, other: StyleAttributes(background: Color(red: 0, green: 0, blue: 0)))
        case .baselineOffset:
            return .init(book: #""baselineOffset": 3"#, attributes: StyleAttributes(baselineOffset: 3),
                         json: #"{"baselineOffset": 3}"#, other: StyleAttributes(baselineOffset: -2))
        case .color:
            return .init(book: ##""color": "#336699""##, attributes: StyleAttributes(color: Color(red: 0x33, green: 0x66, blue: 0x99)),
                         json: ##"{"color": "#336699"}"##, other: StyleAttributes(color: Color(red: 0, green: 0, blue: 0)))
        case .custom:
            return .init(book: #""custom": {"role": "hint"}"#, attributes: StyleAttributes(custom: ["role": .string("hint")]),
                         json: #"{"custom": {"role": "hint"}}"#, other: StyleAttributes(custom: ["role": .number(2)]))
        case .font:
            return .init(book: #""font": {"family": "Georgia", "size": 20, "weight": "bold", "italic": true, "monospace": true, "textStyle": "title2"}"#,
                         attributes: StyleAttributes(font: FontAttributes(family: "Georgia", size: 20, weight: 700, italic: true, monospace: true, textStyle: .title2)),
                         json: #"{"font": {"family": "Georgia", "italic": true, "monospace": true, "size": 20, "textStyle": "title2", "weight": 700}}"#,
                         other: StyleAttributes(font: FontAttributes(family: "Times", size: 9, weight: 300, italic: false, monospace: false, textStyle: .body)))
        case .image:
            return .init(book: #""image": {"name": "star", "src": "https://example.com/star.png", "alt": "*", "width": 12, "height": 10}"#,
                         attributes: StyleAttributes(image: ImageAttributes(name: "star", src: "https://example.com/star.png", alt: "*", width: 12, height: 10)),
                         json: #"{"image": {"alt": "*", "height": 10, "name": "star", "src": "https://example.com/star.png", "width": 12}}"#,
                         other: StyleAttributes(image: ImageAttributes(name: "dot", src: "https://example.com/dot.png", alt: ".", width: 1, height: 1)))
        case .kern:
            return .init(book: #""kern": 1.5"#, attributes: StyleAttributes(kern: 1.5),
                         json: #"{"kern": 1.5}"#, other: StyleAttributes(kern: -1))
        case .link:
            return .init(book: #""link": "https://example.com/a""#, attributes: StyleAttributes(link: "https://example.com/a"),
                         json: #"{"link": "https://example.com/a"}"#, other: StyleAttributes(link: "https://example.com/b"))
        case .paragraph:
            return .init(book: #""paragraph": {"alignment": "center", "lineSpacing": 2, "paragraphSpacing": 6, "lineHeightMultiple": 1.5, "firstLineHeadIndent": 10, "headIndent": 4}"#,
                         attributes: StyleAttributes(paragraph: ParagraphAttributes(alignment: .center, lineSpacing: 2, paragraphSpacing: 6, lineHeightMultiple: 1.5,
                                                                                    firstLineHeadIndent: 10, headIndent: 4)),
                         json: #"{"paragraph": {"alignment": "center", "firstLineHeadIndent": 10, "headIndent": 4, "lineHeightMultiple": 1.5, "lineSpacing": 2, "paragraphSpacing": 6}}"#,
                         other: StyleAttributes(paragraph: ParagraphAttributes(alignment: .right, lineSpacing: 1, paragraphSpacing: 1, lineHeightMultiple: 1,
                                                                               firstLineHeadIndent: 1, headIndent: 1)))
        case .strikethrough:
            return .init(book: #""strikethrough": {"style": "double", "color": "red"}"#, attributes: StyleAttributes(strikethrough: LineStyle(.double, color: red)),
                         json: ##"{"strikethrough": {"color": "#ff0000", "style": "double"}}"##, other: StyleAttributes(strikethrough: LineStyle(.single)))
        case .underline:
            return .init(book: #""underline": "thick""#, attributes: StyleAttributes(underline: LineStyle(.thick)),
                         json: #"{"underline": {"style": "thick"}}"#, other: StyleAttributes(underline: LineStyle(.none, color: red)))
        }
    }
}
