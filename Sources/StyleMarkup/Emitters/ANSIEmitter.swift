/// Text for a terminal (`--format ansi`): SGR styles, OSC 8 hyperlinks, images as their `alt`.
///
/// Only what changes between runs is emitted, and everything is reset at the end, so a style
/// never bleeds past its run or the output. Before every line break (the text's own, and those
/// of the word wrap with ``width``) styles and links are closed, and they are opened again only
/// when the next text is written, so `less -R` and line-by-line tools keep them, no line feed
/// is ever inside a style, and the output ends exactly as the text ends. Control characters in the text never reach the
/// terminal raw (see `Docs/CLI.md`). With ``styled`` off, the output is the plain text with
/// images as their `alt` and control characters made visible; with ``colors`` off, every
/// attribute and link but the colours (`markupc --color` decides both from the option and the
/// environment: `Docs/CLI.md`, "The ANSI format").
public struct ANSIEmitter: Emitter {
    /// Whether to write escape sequences at all.
    public var styled: Bool
    /// How many colors the terminal shows.
    public var colorDepth: ColorDepth
    /// Whether to write links as OSC 8 hyperlinks.
    public var hyperlinks: Bool
    /// The column width to word-wrap to (by display width: `Docs/CLI.md`, "Wrapping"), or `nil` for no wrapping.
    public var width: Int?
    /// Whether to write foreground and background colours; off (`NO_COLOR`), the other
    /// attributes and links are still written.
    public var colors: Bool

    /// Creates the emitter.
    public init(styled: Bool = true, colors: Bool = true, colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = true, width: Int? = nil) {
        self.styled = styled
        self.colors = colors
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
        self.width = width
    }

    /// Creates the emitter for a `TerminalStyling` (the `--color` rules).
    package init(styling: TerminalStyling, colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = true, width: Int? = nil) {
        self.init(styled: styling.escapes, colors: styling.colors, colorDepth: colorDepth, hyperlinks: hyperlinks, width: width)
    }

    /// `ans`.
    public var fileExtension: String { OutputFormat.ansi.fileExtension }

    /// The SGR state of a run.
    struct State: Equatable {
        var bold = false
        var italic = false
        var underline: LineStyle.Pattern = .none
        var strikethrough = false
        var color: Color?
        var background: Color?

        init() {}

        init(_ attributes: StyleAttributes, colors: Bool) {
            bold = (attributes.font?.weight ?? 400) >= 600
            italic = attributes.font?.italic ?? false
            underline = attributes.underline?.pattern ?? .none
            strikethrough = (attributes.strikethrough?.pattern ?? .none) != .none
            color = colors ? attributes.color : nil
            background = colors ? attributes.background : nil
        }
    }

    /// The whole output.
    ///
    /// Two states are tracked: the one the current run wants (`wanted`, `wantedLink`) and the
    /// one the terminal is in (`shown`, `shownLink`). The terminal is brought to the wanted
    /// state only just before text is written, and back to plain just before every line
    /// break, so nothing is ever open across a line feed, nothing is opened for an empty line,
    /// and the output ends exactly as the text ends.
    public func emit(_ compiled: CompiledText) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(compiled.utf8Text.count + compiled.runs.count * 16)
        let utf8 = compiled.utf8Text
        // Line breaks: the text's own newlines (where styles are closed and reopened) and,
        // with a width, the breaks of the word wrap.
        let breaks = styled || width != nil ? TerminalLayout(compiled, width: width).breaks : []
        var nextBreak = 0
        // Per distinct attribute set: its SGR state, computed once; and each transition between
        // two sets (or from the plain state, `plain`), built once.
        let runs = compiled.runs
        let plain = -1
        var states: [State?] = Array(repeating: nil, count: runs.styleCount)
        var transitions: [UInt64: [UInt8]] = [:]
        var wanted = plain
        var shown = plain
        // Links by number (0 for none): each distinct link in a row of runs gets the next
        // number, its OSC 8 `id`.
        var wantedLinkURL: String?
        var wantedLink = 0
        var wantedLinkSequence: [UInt8] = []
        var shownLink = 0
        var linkCount = 0
        let closeLink = Array("\u{1B}]8;;\u{1B}\\".utf8)
        let reset = Array("\u{1B}[0m".utf8)

        func state(_ style: Int) -> State {
            if style == plain { return State() }
            if let known = states[style] { return known }
            let made = State(runs.style(style), colors: colors)
            states[style] = made
            return made
        }
        /// Brings the terminal to the wanted style and link, just before text is written.
        func show() {
            if shown != wanted {
                let from = state(shown)
                let to = state(wanted)
                if from != to {
                    let key = UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: shown))) << 32 | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: wanted)))
                    if let cached = transitions[key] {
                        output.append(contentsOf: cached)
                    } else {
                        let sequence = Array(transition(from: from, to: to).utf8)
                        transitions[key] = sequence
                        output.append(contentsOf: sequence)
                    }
                }
                shown = wanted
            }
            if shownLink != wantedLink {
                if shownLink != 0 { output.append(contentsOf: closeLink) }
                if wantedLink != 0 { output.append(contentsOf: wantedLinkSequence) }
                shownLink = wantedLink
            }
        }
        /// Brings the terminal back to plain: before a line break and at the end.
        func hide() {
            if shownLink != 0 { output.append(contentsOf: closeLink) }
            shownLink = 0
            if state(shown) != State() { output.append(contentsOf: reset) }
            shown = plain
        }
        func writeSegment(_ range: Range<Int>, image: ImageAttributes?) {
            guard !range.isEmpty else { return }
            if styled { show() }
            if let image {
                // Each U+FFFC (three bytes) of an image run becomes the image's alt text.
                let alt = Array((image.alt ?? "").utf8)
                for _ in 0..<(range.count / 3) { TextSanitizer.appendVisible(alt[...], to: &output) }
            } else {
                TextSanitizer.appendVisible(utf8[range], to: &output)
            }
        }

        for index in runs.indices {
            let styleIndex = runs.styleIndex(at: index)
            let attributes = runs.style(styleIndex)
            if styled {
                wanted = styleIndex
                let link = hyperlinks ? attributes.link : nil
                if link != wantedLinkURL {
                    // The same link across runs and lines keeps its id, so a terminal shows
                    // it as one link.
                    wantedLink = 0
                    if let link {
                        linkCount += 1
                        wantedLink = linkCount
                        wantedLinkSequence = Array("\u{1B}]8;id=markupc-\(linkCount);\(TextSanitizer.visible(link))\u{1B}\\".utf8)
                    }
                    wantedLinkURL = link
                }
            }
            let range = runs.range(at: index).utf8
            var cursor = range.lowerBound
            while nextBreak < breaks.count, breaks[nextBreak].utf8 < range.upperBound {
                let lineEnd = breaks[nextBreak]
                // CRLF: the CR stays with its line break, after the styles are closed.
                let crlf = lineEnd.kind == .newline && lineEnd.utf8 > cursor && utf8[lineEnd.utf8 - 1] == UInt8(ascii: "\r")
                writeSegment(cursor..<lineEnd.utf8 - (crlf ? 1 : 0), image: attributes.image)
                if styled { hide() }
                if crlf { output.append(UInt8(ascii: "\r")) }
                output.append(UInt8(ascii: "\n"))
                cursor = lineEnd.utf8 + (lineEnd.kind == .inserted ? 0 : 1)
                nextBreak += 1
            }
            writeSegment(cursor..<range.upperBound, image: attributes.image)
        }
        if styled { hide() }
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
