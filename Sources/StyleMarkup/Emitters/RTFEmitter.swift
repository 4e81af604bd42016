/// Rich Text Format (`--format rtf`): an RTF 1.x document that Apple's
/// `NSAttributedString(data:options:documentAttributes:)`, LibreOffice and Word read with
/// fonts, colors, underline and tappable links intact.
///
/// ```swift
/// let rtf = RTFEmitter().emit(try MarkupCompiler().compile("Read the <a href=\"https://example.com\">terms</a>"))
/// let string = try NSAttributedString(data: Data(rtf), options: [.documentType: NSAttributedString.DocumentType.rtf], documentAttributes: nil)
/// ```
///
/// The document has a font table, a color table and, per run, a group of character formatting
/// control words that always names the font and size (`{\f0\fs34\b\cf1 text}`); each paragraph
/// starts with `\pard` and the paragraph attributes of its first character. Links are
/// `HYPERLINK` fields; actions are plain styled text; images are their `alt` text. Every
/// non-ASCII character is written as `\uN?`, so the output is plain ASCII. No text, attribute
/// value or style value can inject a control word or a group. The mapping of every attribute is
/// in `Docs/RTF.md`.
public struct RTFEmitter: Emitter {
    /// The font of text whose style sets no family (font 0, `\deff0`).
    public var defaultFontFamily: String
    /// The font of monospace text whose style sets no family.
    public var monospaceFontFamily: String
    /// The size in points of text whose style sets none (written as `\fs24` for 12).
    public var defaultFontSize: Double

    /// Creates the emitter. Family names are sanitized for the font table (`;`, `\`, `{`, `}`
    /// and control characters are removed); a name left empty falls back to Helvetica or Courier.
    /// The default size is RTF's and Cocoa's own, 12 points (also used when `defaultFontSize`
    /// is not a positive number).
    public init(defaultFontFamily: String = "Helvetica", monospaceFontFamily: String = "Courier", defaultFontSize: Double = 12) {
        self.defaultFontFamily = defaultFontFamily
        self.monospaceFontFamily = monospaceFontFamily
        self.defaultFontSize = defaultFontSize
    }

    /// `rtf`.
    public var fileExtension: String { OutputFormat.rtf.fileExtension }

    /// The RTF document, as ASCII bytes.
    public func emit(_ compiled: CompiledText) -> [UInt8] {
        var writer = RTFWriter(defaultFamily: defaultFontFamily, monospaceFamily: monospaceFontFamily, defaultSize: defaultFontSize)
        var formattings: [[UInt8]?] = Array(repeating: nil, count: compiled.runs.styleCount)
        compiled.utf8Text.withUnsafeBufferPointer { text in
            for index in compiled.runs.indices {
                let style = compiled.runs.styleIndex(at: index)
                let attributes = compiled.runs.style(style)
                if formattings[style] == nil { formattings[style] = writer.characterFormatting(attributes) }
                let range = compiled.runs.range(at: index).utf8
                let runText = UnsafeBufferPointer(rebasing: text[range])
                if let image = attributes.image {
                    // Each U+FFFC of an image run becomes the image's alt text.
                    let alt = Array((image.alt ?? "").utf8)
                    let count = String(decoding: runText, as: UTF8.self).unicodeScalars.count
                    alt.withUnsafeBufferPointer { alt in
                        for _ in 0..<count { writer.append(alt, attributes: attributes, formatting: formattings[style]!) }
                    }
                } else {
                    writer.append(runText, attributes: attributes, formatting: formattings[style]!)
                }
            }
        }
        return writer.finish()
    }
}
