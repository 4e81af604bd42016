// What each emitter shows of each style field, side by side: each emitter's
// ``FormatEmitter/handling(of:)``, one exhaustive switch per emitter, so a new ``StyleField`` is a
// compile error here until each emitter's choice is made (and then made in the emitter's code,
// which the every-field test checks).

extension HTMLEmitter: FormatEmitter {
    /// What the HTML output does with `field` set on a tag's style (`Docs/HTML.md`).
    static func handling(of field: StyleField) -> FieldHandling {
        switch field {
        case .action: return .shown("data-action, with role=\"button\" and tabindex=\"0\" when not a link")
        case .background: return .shown("background-color")
        case .baselineOffset: return .shown("vertical-align in px")
        case .color: return .shown("color")
        case .custom: return .dropped("the app's own values; only the JSON run list carries them")
        case .font: return .shown("font-family (with a monospace or sans-serif fallback), font-size, font-weight, font-style")
        case .image: return .shown("<img src alt width height> when the image has an allowed src, else its alt text")
        case .kern: return .shown("letter-spacing in px")
        case .link: return .shown("<a href> (links inside a link stay spans)")
        case .paragraph: return .dropped("CSS paragraph properties apply to blocks: only the body style's paragraph is shown, on the wrapper")
        case .strikethrough: return .shown("text-decoration-line: line-through, with the line's style and color unless an underline is drawn")
        case .underline: return .shown("text-decoration-line: underline, text-decoration-style, -thickness and -color")
        }
    }
}

extension RTFEmitter: FormatEmitter {
    /// What the RTF output does with `field` set on a tag's style (`Docs/RTF.md`).
    static func handling(of field: StyleField) -> FieldHandling {
        switch field {
        case .action: return .dropped("RTF has no way to hand a tap to an app; the text keeps its style")
        case .background: return .shown("\\cb and \\chcbpat")
        case .baselineOffset: return .shown("\\up or \\dn in half points")
        case .color: return .shown("\\cf")
        case .custom: return .dropped("the app's own values; only the JSON run list carries them")
        case .font: return .shown("\\f (the font table), \\fs, \\b from weight 600, \\i")
        case .image: return .shown("its alt text")
        case .kern: return .shown("\\expnd and \\expndtw")
        case .link: return .shown("a HYPERLINK field")
        case .paragraph: return .shown("\\q*, \\sl with \\slmult, \\slleading, \\sa, \\fi, \\li after \\pard")
        case .strikethrough: return .shown("\\strike, \\striked1 for double, \\strikec")
        case .underline: return .shown("\\ul, \\uldb or \\ulth, and \\ulc")
        }
    }
}

extension ANSIEmitter: FormatEmitter {
    /// What terminal output does with `field` set on a tag's style (`Docs/CLI.md`).
    static func handling(of field: StyleField) -> FieldHandling {
        switch field {
        case .action: return .dropped("a terminal cannot hand a click to the app")
        case .background: return .shown("SGR 48 (off with colours off)")
        case .baselineOffset: return .dropped("a terminal cell has no baseline to move")
        case .color: return .shown("SGR 38 (off with colours off)")
        case .custom: return .dropped("the app's own values; only the JSON run list carries them")
        case .font: return .shown("bold (SGR 1) from weight 600 and italic (SGR 3); the terminal chooses family and size")
        case .image: return .shown("its alt text")
        case .kern: return .dropped("terminal cells have a fixed width")
        case .link: return .shown("an OSC 8 hyperlink")
        case .paragraph: return .dropped("a terminal has no paragraph layout; --width wraps instead")
        case .strikethrough: return .shown("SGR 9")
        case .underline: return .shown("SGR 4, or 21 for double")
        }
    }
}

extension TextEmitter: FormatEmitter {
    /// What plain text output does with `field`: it is the text alone.
    static func handling(of field: StyleField) -> FieldHandling {
        switch field {
        case .image: return .shown("as the U+FFFC OBJECT REPLACEMENT CHARACTER the image stands on")
        case .action, .background, .baselineOffset, .color, .custom, .font, .kern, .link, .paragraph, .strikethrough, .underline:
            return .dropped("plain text has no styles")
        }
    }
}

extension JSONEmitter: FormatEmitter {
    /// What the JSON run list does with `field`: it writes every field under its key
    /// (`Docs/JSON.md`), as the writer's own switch over the fields does.
    static func handling(of field: StyleField) -> FieldHandling {
        switch field {
        case .action, .background, .baselineOffset, .color, .custom, .font, .image, .kern, .link, .paragraph, .strikethrough, .underline:
            return .shown("under its key, \"\(field.rawValue)\"")
        }
    }
}
