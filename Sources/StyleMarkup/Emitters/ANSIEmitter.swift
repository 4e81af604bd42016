/// Text for a terminal (`--format ansi`): SGR styles, OSC 8 hyperlinks, images as their `alt`.
///
/// Only what changes between runs is emitted, and everything is reset at the end, so a style
/// never bleeds past its run or the output. At every line break (the text's own, and those of
/// the word wrap with ``width``) styles and links are closed and reopened after it, so
/// `less -R` and line-by-line tools keep them. Control characters in the text never reach the
/// terminal raw (see `Docs/CLI.md`). With ``styled`` off, the output is the plain text with
/// images as their `alt` and control characters made visible.
public struct ANSIEmitter: Emitter {
    /// Whether to write escape sequences at all.
    public var styled: Bool
    /// How many colors the terminal shows.
    public var colorDepth: ColorDepth
    /// Whether to write links as OSC 8 hyperlinks.
    public var hyperlinks: Bool
    /// The column width to word-wrap to (see ``TerminalLayout``), or `nil` for no wrapping.
    public var width: Int?

    /// Creates the emitter.
    public init(styled: Bool = true, colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = true, width: Int? = nil) {
        self.styled = styled
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
        self.width = width
    }

    /// `ans`.
    public var fileExtension: String { "ans" }

    /// The SGR state of a run.
    struct State: Equatable {
        var bold = false
        var italic = false
        var underline: LineStyle.Pattern = .none
        var strikethrough = false
        var color: Color?
        var background: Color?

        init() {}

        init(_ attributes: StyleAttributes) {
            bold = (attributes.font?.weight ?? 400) >= 600
            italic = attributes.font?.italic ?? false
            underline = attributes.underline?.pattern ?? .none
            strikethrough = (attributes.strikethrough?.pattern ?? .none) != .none
            color = attributes.color
            background = attributes.background
        }
    }

    /// The whole output.
    public func emit(_ compiled: CompiledText) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(compiled.utf8Text.count + compiled.runs.count * 16)
        let utf8 = compiled.utf8Text
        // Line breaks: the text's own newlines (where styles are closed and reopened) and,
        // with a width, the breaks of the word wrap.
        let breaks = styled || width != nil ? TerminalLayout(compiled, width: width).breaks : []
        var nextBreak = 0
        var state = State()
        var openLink: String?
        var openLinkSequence = ""
        var linkCount = 0

        func writeSegment(_ range: Range<Int>, image: ImageAttributes?) {
            guard !range.isEmpty else { return }
            if let image {
                // Each U+FFFC (three bytes) of an image run becomes the image's alt text.
                let alt = Array((image.alt ?? "").utf8)
                for _ in 0..<(range.count / 3) { TextSanitizer.appendVisible(alt[...], to: &output) }
            } else {
                TextSanitizer.appendVisible(utf8[range], to: &output)
            }
        }
        func lineBreak() {
            guard styled else {
                output.append(UInt8(ascii: "\n"))
                return
            }
            if openLink != nil { output.append(contentsOf: "\u{1B}]8;;\u{1B}\\".utf8) }
            if state != State() { output.append(contentsOf: "\u{1B}[0m".utf8) }
            output.append(UInt8(ascii: "\n"))
            if state != State() {
                if reopen[previousStyle] == nil { reopen[previousStyle] = Array(transition(from: State(), to: state).utf8) }
                output.append(contentsOf: reopen[previousStyle]!)
            }
            if openLink != nil { output.append(contentsOf: openLinkSequence.utf8) }
        }

        // Per distinct attribute set: its SGR state, computed once; and each transition between
        // two sets, built once.
        let runs = compiled.runs
        var states: [State?] = Array(repeating: nil, count: runs.styles.count)
        var transitions: [UInt64: [UInt8]] = [:]
        var reopen: [[UInt8]?] = Array(repeating: nil, count: runs.styles.count)
        var previousStyle = -1
        for index in runs.indices {
            let styleIndex = runs.styleIndex(at: index)
            let attributes = runs.styles[styleIndex]
            if styled {
                if states[styleIndex] == nil { states[styleIndex] = State(attributes) }
                let next = states[styleIndex]!
                if next != state {
                    let key = UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: previousStyle))) << 32 | UInt64(styleIndex)
                    if let cached = transitions[key], previousStyle >= 0 {
                        output.append(contentsOf: cached)
                    } else {
                        let sequence = Array(transition(from: state, to: next).utf8)
                        if previousStyle >= 0 { transitions[key] = sequence }
                        output.append(contentsOf: sequence)
                    }
                }
                state = next
                if hyperlinks, attributes.link != openLink {
                    if openLink != nil { output.append(contentsOf: "\u{1B}]8;;\u{1B}\\".utf8) }
                    if let link = attributes.link {
                        linkCount += 1
                        openLinkSequence = "\u{1B}]8;id=markupc-\(linkCount);\(TextSanitizer.visible(link))\u{1B}\\"
                        output.append(contentsOf: openLinkSequence.utf8)
                    }
                    openLink = attributes.link
                }
            }
            previousStyle = styleIndex
            let range = runs.range(at: index).utf8
            var cursor = range.lowerBound
            while nextBreak < breaks.count, breaks[nextBreak].utf8 < range.upperBound {
                let lineEnd = breaks[nextBreak]
                if lineEnd.kind == .newline, lineEnd.utf8 > cursor, utf8[lineEnd.utf8 - 1] == UInt8(ascii: "\r") {
                    // CRLF: the CR stays with its line break, raw.
                    writeSegment(cursor..<lineEnd.utf8 - 1, image: attributes.image)
                    output.append(UInt8(ascii: "\r"))
                } else {
                    writeSegment(cursor..<lineEnd.utf8, image: attributes.image)
                }
                lineBreak()
                cursor = lineEnd.utf8 + (lineEnd.kind == .inserted ? 0 : 1)
                nextBreak += 1
            }
            writeSegment(cursor..<range.upperBound, image: attributes.image)
        }
        if openLink != nil { output.append(contentsOf: "\u{1B}]8;;\u{1B}\\".utf8) }
        if state != State() { output.append(contentsOf: "\u{1B}[0m".utf8) }
        return output
    }

    /// The SGR sequence that changes the terminal from `old` to `new`, or "" when they are equal.
    func transition(from old: State, to new: State) -> String {
        guard old != new else { return "" }
        var parameters: [String] = []
        if old.bold != new.bold { parameters.append(new.bold ? "1" : "22") }
        if old.italic != new.italic { parameters.append(new.italic ? "3" : "23") }
        if old.underline != new.underline {
            switch new.underline {
            case .none: parameters.append("24")
            case .single, .thick: parameters.append("4")
            case .double: parameters.append("21")
            }
        }
        if old.strikethrough != new.strikethrough { parameters.append(new.strikethrough ? "9" : "29") }
        if old.color != new.color {
            parameters.append(new.color.map { TerminalPalette.parameters($0, depth: colorDepth, background: false) } ?? "39")
        }
        if old.background != new.background {
            parameters.append(new.background.map { TerminalPalette.parameters($0, depth: colorDepth, background: true) } ?? "49")
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
