import StyleMarkup

/// Decides whether to colour output and how many colours the terminal shows.
struct TerminalCapabilities {
    var environment: [String: String]
    var stdoutIsTerminal: Bool

    /// `--color always|never` wins; `auto` emits no escapes when `NO_COLOR` is set and
    /// non-empty, else emits them when `FORCE_COLOR` is set and non-empty, else only when
    /// standard output is a terminal and `TERM` is not `dumb`.
    func wantsColor(_ option: String) -> Bool {
        switch option {
        case "always": return true
        case "never": return false
        default:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["FORCE_COLOR"], !force.isEmpty { return true }
            return stdoutIsTerminal && environment["TERM"] != "dumb"
        }
    }

    /// Truecolor when `COLORTERM` says so, 256 when `TERM` names a 256-color terminal, else 16.
    var colorDepth: ColorDepth {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if (environment["TERM"] ?? "").contains("256") { return .ansi256 }
        return .ansi16
    }
}
