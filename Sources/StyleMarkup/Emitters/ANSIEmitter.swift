/// Text for a terminal (`--format ansi`): SGR styles, OSC 8 hyperlinks, images as their `alt`.
///
/// Only what changes between runs is emitted, and everything is reset at the end, so a style
/// never bleeds past its run or the output. Control characters in the text never reach the
/// terminal raw (see `Docs/CLI.md`). With ``styled`` off, the output is the plain text with
/// images as their `alt` and control characters made visible.
public struct ANSIEmitter: Emitter {
    /// Whether to write escape sequences at all.
    public var styled: Bool
    /// How many colors the terminal shows.
    public var colorDepth: ColorDepth
    /// Whether to write links as OSC 8 hyperlinks.
    public var hyperlinks: Bool

    /// Creates the emitter.
    public init(styled: Bool = true, colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = true) {
        self.styled = styled
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
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
        var state = State()
        var openLink: String?
        var linkCount = 0
        for index in compiled.runs.indices {
            let run = compiled.runs[index]
            let attributes = run.attributes
            if styled {
                let next = State(attributes)
                output.append(contentsOf: transition(from: state, to: next).utf8)
                state = next
                if hyperlinks, attributes.link != openLink {
                    if openLink != nil { output.append(contentsOf: "\u{1B}]8;;\u{1B}\\".utf8) }
                    if let link = attributes.link {
                        linkCount += 1
                        output.append(contentsOf: "\u{1B}]8;id=markupc-\(linkCount);\(TextSanitizer.visible(link))\u{1B}\\".utf8)
                    }
                    openLink = attributes.link
                }
            }
            if let image = attributes.image {
                // Each U+FFFC of an image run becomes the image's alt text.
                let alt = Array((image.alt ?? "").utf8)
                for _ in String(decoding: utf8[run.range.utf8], as: UTF8.self).unicodeScalars {
                    TextSanitizer.appendVisible(alt[...], to: &output)
                }
            } else {
                TextSanitizer.appendVisible(utf8[run.range.utf8], to: &output)
            }
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
