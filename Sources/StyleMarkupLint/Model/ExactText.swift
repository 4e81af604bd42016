import Foundation
import StyleMarkup

/// A string hashed and compared by its UTF-8 bytes, without the Unicode normalization that
/// `String`'s own hashing and equality do (`é` and `e` + combining accent differ here); a
/// cheap dictionary key when only identical text must match.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (a: ExactText, b: ExactText) -> Bool {
        var (left, right) = (a.text, b.text)
        return left.withUTF8 { l in right.withUTF8 { r in l.count == r.count && (l.isEmpty || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0) } }
    }
}
