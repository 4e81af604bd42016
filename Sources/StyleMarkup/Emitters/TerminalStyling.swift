/// When to write terminal escapes: the `--color` choice.
package enum ColorChoice: String, Sendable, CaseIterable {
    /// Decide from the environment and whether the output is a terminal (see ``TerminalStyling``).
    case auto
    /// Always write escapes, with colours, whatever the environment says.
    case always
    /// Never write escapes: plain text.
    case never
}

/// What terminal output gets, by the rules of `markupc --color` (Docs/CLI.md, "The ANSI format"), for any program
/// that writes ``ANSIEmitter`` output:
///
/// 1. ``ColorChoice/always`` gives escapes with colours, ``ColorChoice/never`` plain text,
///    whatever the environment says;
/// 2. with ``ColorChoice/auto``, escapes are written when `FORCE_COLOR` is set and not empty,
///    else only when the output is a terminal and `TERM` is not `dumb`;
/// 3. then, with ``ColorChoice/auto``, `NO_COLOR` set and not empty removes the colours
///    (foreground and background) but keeps bold, italic, underline, strikethrough and
///    OSC 8 links, as no-color.org asks.
///
/// ```swift
/// let styling = TerminalStyling(choice: .auto, environment: ProcessInfo.processInfo.environment,
///                               isTerminal: isatty(1) == 1)
/// let emitter = ANSIEmitter(styling: styling, colorDepth: ColorDepth(environment: environment))
/// ```
package struct TerminalStyling: Equatable, Sendable {
    /// Whether to write escape sequences at all (``ANSIEmitter/styled``).
    package var escapes: Bool
    /// Whether the escapes include foreground and background colours (``ANSIEmitter/colors``).
    package var colors: Bool

    /// Plain text: no escapes.
    package static let plain = TerminalStyling(escapes: false, colors: false)
    /// Every attribute and colour.
    package static let full = TerminalStyling(escapes: true, colors: true)
    /// Bold, italic, underline, strikethrough and links, but no colour (`NO_COLOR`).
    package static let noColor = TerminalStyling(escapes: true, colors: false)

    /// Creates a styling from its two parts.
    package init(escapes: Bool, colors: Bool) {
        self.escapes = escapes
        self.colors = escapes && colors
    }

    /// Applies the rules above.
    /// - Parameters:
    ///   - choice: the user's choice (`--color`).
    ///   - environment: the process environment (`NO_COLOR`, `FORCE_COLOR`, `TERM` are read).
    ///   - isTerminal: whether the output goes to a terminal.
    package init(choice: ColorChoice, environment: [String: String], isTerminal: Bool) {
        switch choice {
        case .always: self = .full
        case .never: self = .plain
        case .auto:
            let forced = !(environment["FORCE_COLOR"] ?? "").isEmpty
            guard forced || isTerminal && environment["TERM"] != "dumb" else {
                self = .plain
                return
            }
            self = (environment["NO_COLOR"] ?? "").isEmpty ? .full : .noColor
        }
    }
}

extension ColorDepth {
    /// The depth a terminal shows, from its environment: truecolor when `COLORTERM` is
    /// `truecolor` or `24bit`, 256 colours when `TERM` contains `256`, else the 16 basic ones.
    package init(environment: [String: String]) {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else if (environment["TERM"] ?? "").contains("256") {
            self = .ansi256
        } else {
            self = .ansi16
        }
    }
}
