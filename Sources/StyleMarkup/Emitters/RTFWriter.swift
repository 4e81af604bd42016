/// Builds one RTF document: collects the font and color tables while the body is written,
/// then puts the header in front. Used by ``RTFEmitter``; the layout is described in
/// `Docs/RTF.md`.
///
/// The body is a sequence of paragraphs. Each paragraph that has content starts with `\pard`
/// and the paragraph attributes of its first character, and ends with `\par`. Inside it, each
/// stretch of a run is its own group, `{\f0\b text}`, so no character formatting outlives its
/// run; consecutive stretches with the same link share one `HYPERLINK` field. Fields and
/// groups never span a `\par`.
struct RTFWriter {
    private var body: [UInt8] = []
    private var fontEntries: [[UInt8]] = []
    private var fontIndexes: [[UInt8]: Int] = [:]
    private var colors: [Color] = []
    private var colorIndexes: [Color: Int] = [:]
    private var atParagraphStart = true
    private var openLink: String?
    private let monospaceFamily: [UInt8]
    private let defaultSize: Double

    /// Starts a document whose font 0 (`\deff0`) is `defaultFamily`; text whose style sets no
    /// size gets `defaultSize` points (12 when it is not a positive number).
    init(defaultFamily: String, monospaceFamily: String, defaultSize: Double) {
        self.defaultSize = defaultSize.isFinite && defaultSize > 0 ? defaultSize : 12
        let fallback = Array("Helvetica".utf8)
        let defaultName = RTFEscaping.fontName(defaultFamily) ?? fallback
        self.monospaceFamily = RTFEscaping.fontName(monospaceFamily) ?? Array("Courier".utf8)
        _ = font(named: defaultName, class: "fswiss")
    }

    // MARK: Tables

    /// The font table index of `name`, added with font family class `class` when new.
    private mutating func font(named name: [UInt8], class fontClass: String) -> Int {
        if let index = fontIndexes[name] { return index }
        let index = fontEntries.count
        var entry = Array("{\\f\(index)\\\(fontClass)\\fcharset0 ".utf8)
        entry.append(contentsOf: name)
        entry.append(contentsOf: ";}".utf8)
        fontEntries.append(entry)
        fontIndexes[name] = index
        return index
    }

    /// The font table index for a run's font: its family, else Courier for monospace, else font 0.
    private mutating func font(for attributes: FontAttributes?) -> Int {
        let monospace = attributes?.monospace ?? false
        if let family = attributes?.family, let name = RTFEscaping.fontName(family) {
            return font(named: name, class: monospace ? "fmodern" : "fnil")
        }
        return monospace ? font(named: monospaceFamily, class: "fmodern") : 0
    }

    /// The color table index (1-based; 0 is the reader's automatic color) of `color` composited
    /// over white, or `nil` for a fully transparent color when `dropTransparent` is set.
    private mutating func colorIndex(_ color: Color, dropTransparent: Bool = false) -> Int? {
        if dropTransparent && color.alpha == 0 { return nil }
        let opaque = Self.overWhite(color)
        if let index = colorIndexes[opaque] { return index }
        colors.append(opaque)
        colorIndexes[opaque] = colors.count
        return colors.count
    }

    /// `color` as it looks drawn over white; RTF colors have no alpha.
    static func overWhite(_ color: Color) -> Color {
        guard color.alpha != 255 else { return color }
        let alpha = UInt32(color.alpha)
        func blend(_ channel: UInt8) -> UInt8 { UInt8((UInt32(channel) * alpha + 255 * (255 - alpha) + 127) / 255) }
        return Color(red: blend(color.red), green: blend(color.green), blue: blend(color.blue))
    }

    // MARK: Numbers

    /// `value × factor` rounded, clamped to the signed 16-bit range RTF parameters have, or
    /// `nil` when `value` is not finite.
    static func scaled(_ value: Double?, by factor: Double) -> Int? {
        guard let value, value.isFinite else { return nil }
        return Int(max(-32767, min(32767, (value * factor).rounded())))
    }

    /// Appends `\name` and, when given, its numeric parameter.
    private static func word(_ name: String, _ parameter: Int? = nil, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        output.append(contentsOf: name.utf8)
        if let parameter { output.append(contentsOf: String(parameter).utf8) }
    }

    // MARK: Formatting

    /// The character formatting control words for a run (never empty: the font is always named,
    /// and the size too, since LibreOffice gives CJK text without `\fs` a size of its own).
    mutating func characterFormatting(_ attributes: StyleAttributes) -> [UInt8] {
        var output: [UInt8] = []
        Self.word("f", font(for: attributes.font), to: &output)
        let size = attributes.font?.size.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? defaultSize
        if let halfPoints = Self.scaled(size, by: 2) { Self.word("fs", max(1, halfPoints), to: &output) }
        if (attributes.font?.weight ?? 400) >= 600 { Self.word("b", to: &output) }
        if attributes.font?.italic == true { Self.word("i", to: &output) }
        if let underline = attributes.underline, underline.pattern != .none {
            switch underline.pattern {
            case .single, .none: Self.word("ul", to: &output)
            case .double: Self.word("uldb", to: &output)
            case .thick: Self.word("ulth", to: &output)
            }
            if let color = underline.color, let index = colorIndex(color) { Self.word("ulc", index, to: &output) }
        }
        if let strikethrough = attributes.strikethrough, strikethrough.pattern != .none {
            Self.word("strike", to: &output)
            if strikethrough.pattern == .double { Self.word("striked", 1, to: &output) }
            if let color = strikethrough.color, let index = colorIndex(color) { Self.word("strikec", index, to: &output) }
        }
        if let color = attributes.color, let index = colorIndex(color) { Self.word("cf", index, to: &output) }
        if let color = attributes.background, let index = colorIndex(color, dropTransparent: true) {
            Self.word("cb", index, to: &output)
            Self.word("chcbpat", index, to: &output)
        }
        if let twips = Self.scaled(attributes.kern, by: 20), twips != 0 {
            Self.word("expnd", Self.scaled(attributes.kern, by: 4), to: &output)
            Self.word("expndtw", twips, to: &output)
        }
        if let halfPoints = Self.scaled(attributes.baselineOffset, by: 2), halfPoints != 0 {
            Self.word(halfPoints > 0 ? "up" : "dn", abs(halfPoints), to: &output)
        }
        return output
    }

    /// `\pard` and the paragraph formatting control words.
    static func paragraphFormatting(_ paragraph: ParagraphAttributes?) -> [UInt8] {
        var output = Array(#"\pard"#.utf8)
        guard let paragraph else { return output }
        switch paragraph.alignment {
        case .left: word("ql", to: &output)
        case .center: word("qc", to: &output)
        case .right: word("qr", to: &output)
        case .justified: word("qj", to: &output)
        case .natural, nil: break
        }
        if let multiple = paragraph.lineHeightMultiple, multiple > 0, let twips = scaled(multiple, by: 240) {
            word("sl", twips, to: &output)
            word("slmult", 1, to: &output)
        }
        if let twips = scaled(paragraph.lineSpacing, by: 20), twips != 0 { word("slleading", twips, to: &output) }
        if let twips = scaled(paragraph.paragraphSpacing, by: 20), twips != 0 { word("sa", twips, to: &output) }
        if paragraph.firstLineHeadIndent != nil || paragraph.headIndent != nil {
            let left = scaled(paragraph.headIndent, by: 20) ?? 0
            let first = (scaled(paragraph.firstLineHeadIndent, by: 20) ?? 0) - left
            if first != 0 { word("fi", first, to: &output) }
            if left != 0 { word("li", left, to: &output) }
        }
        return output
    }

    // MARK: Body

    /// Appends text (UTF-8, may hold paragraph breaks) with a run's attributes.
    /// `formatting` is ``characterFormatting(_:)`` of `attributes`.
    mutating func append(_ text: UnsafeBufferPointer<UInt8>, attributes: StyleAttributes, formatting: [UInt8]) {
        var start = 0
        var index = 0
        while index < text.count {
            let breakLength = RTFEscaping.lineBreakLength(text, at: index)
            if breakLength == 0 {
                index += 1
                continue
            }
            appendGroup(UnsafeBufferPointer(rebasing: text[start..<index]), attributes: attributes, formatting: formatting)
            paragraphBreak(attributes)
            index += breakLength
            start = index
        }
        appendGroup(UnsafeBufferPointer(rebasing: text[start..<text.count]), attributes: attributes, formatting: formatting)
    }

    /// Appends one group of text without paragraph breaks; nothing when `text` is empty.
    private mutating func appendGroup(_ text: UnsafeBufferPointer<UInt8>, attributes: StyleAttributes, formatting: [UInt8]) {
        guard !text.isEmpty else { return }
        startParagraphIfNeeded(attributes)
        if attributes.link != openLink {
            closeLink()
            if let link = attributes.link {
                body.append(contentsOf: #"{\field{\*\fldinst{HYPERLINK ""#.utf8)
                body.append(contentsOf: RTFEscaping.fieldURL(link))
                body.append(contentsOf: #""}}{\fldrslt"#.utf8)
                openLink = link
            }
        }
        body.append(UInt8(ascii: "{"))
        body.append(contentsOf: formatting)
        body.append(UInt8(ascii: " "))
        RTFEscaping.appendText(text, to: &body)
        body.append(UInt8(ascii: "}"))
    }

    private mutating func startParagraphIfNeeded(_ attributes: StyleAttributes) {
        guard atParagraphStart else { return }
        body.append(contentsOf: Self.paragraphFormatting(attributes.paragraph))
        atParagraphStart = false
    }

    private mutating func closeLink() {
        guard openLink != nil else { return }
        body.append(contentsOf: "}}".utf8)
        openLink = nil
    }

    /// Ends the paragraph; an empty paragraph takes the attributes of its line break.
    private mutating func paragraphBreak(_ attributes: StyleAttributes) {
        startParagraphIfNeeded(attributes)
        closeLink()
        body.append(contentsOf: "\\par\n".utf8)
        atParagraphStart = true
    }

    /// The whole document: header, font table, color table, body.
    mutating func finish() -> [UInt8] {
        closeLink()
        var output = Array("{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1\n{\\fonttbl".utf8)
        output.reserveCapacity(body.count + 256)
        for entry in fontEntries { output.append(contentsOf: entry) }
        output.append(contentsOf: "}\n{\\colortbl;".utf8)
        for color in colors {
            output.append(contentsOf: "\\red\(color.red)\\green\(color.green)\\blue\(color.blue);".utf8)
        }
        output.append(contentsOf: "}\n".utf8)
        output.append(contentsOf: body)
        if !atParagraphStart { output.append(UInt8(ascii: "\n")) }
        output.append(contentsOf: "}\n".utf8)
        return output
    }
}
