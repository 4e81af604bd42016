import Foundation

// A REIMPLEMENTATION, written for this benchmark, of the approach the Atributika library
// publishes for turning tagged strings into attributed strings: scan the text with Foundation's
// `Scanner` up to each `<`, read the tag, keep a stack of open tags and the ranges they enclose
// in the output, turn the few HTML entities into characters, then make an
// `NSMutableAttributedString` of the text and add each tag's attributes on its `NSRange`.
// It is not Atributika's code and uses no part of it; it is the yardstick the
// `AttributedString` rows are compared with (Docs/Performance.md, "Short strings to
// AttributedString"). Attributes are plain values under keys of the benchmark's own (Linux has
// no UIFont), one dictionary per tag name, as an app would give such a library.

/// The tags the short strings use and the attributes each adds, as a dictionary per tag.
enum AtributikaStyleBaseline {
    static let bold = NSAttributedString.Key("bench.bold"), italic = NSAttributedString.Key("bench.italic")
    static let underline = NSAttributedString.Key("bench.underline"), monospace = NSAttributedString.Key("bench.monospace")
    static let color = NSAttributedString.Key("bench.color"), link = NSAttributedString.Key("bench.link")
    static let action = NSAttributedString.Key("bench.action")

    nonisolated(unsafe) static let styles: [String: [NSAttributedString.Key: Any]] = [
        "b": [bold: true], "strong": [bold: true], "i": [italic: true], "em": [italic: true],
        "u": [underline: 1], "code": [monospace: true], "red": [color: "red"], "blue": [color: "blue"],
        "link": [color: "#0a66c2", underline: 1],
        "terms": [link: URL(string: "https://example.com/terms")!], "privacy": [link: URL(string: "https://example.com/privacy")!],
        "help": [action: "help"],
    ]

    private static let entities: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "hellip": "…"]

    /// A tag the scan found: its name and where its text lies in the output.
    private struct Found {
        let name: String
        let start: String.Index
        var end: String.Index?
    }

    /// `markup` as an attributed string: the tags' attributes from ``styles`` on the text they enclose.
    static func attributedString(_ markup: String) -> NSAttributedString {
        let (text, found) = scan(markup)
        let result = NSMutableAttributedString(string: text)
        for tag in found {
            guard let end = tag.end, let attributes = styles[tag.name] else { continue }
            result.addAttributes(attributes, range: NSRange(tag.start..<end, in: text))
        }
        return result
    }

    /// The text with its tags taken out and entities replaced, and each tag with its range in that text.
    private static func scan(_ markup: String) -> (String, [Found]) {
        let scanner = Scanner(string: markup)
        scanner.charactersToBeSkipped = nil
        var text = ""
        var found: [Found] = []
        var open: [Int] = []
        while !scanner.isAtEnd {
            if let plain = scanner.scanUpToCharacters(from: markupStarts) { text += plain }
            if scanner.scanString("&") != nil {
                if let name = scanner.scanUpToString(";"), scanner.scanString(";") != nil, let character = entities[name] {
                    text += character
                } else {
                    text += "&"
                }
                continue
            }
            guard scanner.scanString("<") != nil else { continue }
            let closing = scanner.scanString("/") != nil
            guard let inside = scanner.scanUpToString(">"), scanner.scanString(">") != nil else { break }
            let selfClosing = inside.hasSuffix("/")
            let name = String(inside.split(separator: " ", maxSplits: 1).first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            // The output is a String value: its end index is where the tag's text starts or ends.
            let here = text.endIndex
            if closing {
                if let index = open.lastIndex(where: { found[$0].name == name }) {
                    found[open[index]].end = here
                    open.remove(at: index)
                }
            } else {
                found.append(Found(name: name, start: here, end: selfClosing ? here : nil))
                if !selfClosing { open.append(found.count - 1) }
            }
        }
        return (text, found)
    }

    private static let markupStarts = CharacterSet(charactersIn: "<&")
}
