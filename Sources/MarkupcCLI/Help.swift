import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// The `--help` and `--version` texts, rendered from ``CommandTable``.
enum Help {
    static let version = "markupc 0.1.0"

    /// Every usage line: one per command, then the whole-command-line options.
    static var usageLines: [String] {
        let commands = CommandTable.commands.filter { $0.name != "help" }.map(\.usageLine)
        let version = CommandTable.topLevel.option(.version)
        let completion = CommandTable.topLevel.option(.generateCompletionScript)
        return commands + ["markupc \(CommandTable.help.long) | \(version.long)", "markupc \(completion.synopsisText)"]
    }

    /// `markupc --help` (``CommandTable/topLevel``: compile's options, and every other
    /// command's), or one command's own (`markupc compile --help`, `markupc lint --help`).
    static func text(for spec: CommandSpec) -> String {
        if spec.name == CommandTable.topLevel.name { return overview() }
        var text = "markupc \(spec.name) — \(spec.summary)\n\nUSAGE:\n  \(spec.usageLine)\n"
        if !spec.about.isEmpty { text += "\n" + spec.about + "\n" }
        text += "\nOPTIONS:\n" + optionList(spec.options.filter { $0.name != .help } + [CommandTable.help])
        return text + exitStatusText(spec)
    }

    /// `markupc --help`: every usage line, compile's options, the other commands' options, and
    /// compile's exit statuses.
    private static func overview() -> String {
        let compile = CommandTable.compile
        var text = "markupc — \(CommandTable.topLevel.summary)\n\nUSAGE:\n" + usageLines.map { "  " + $0 }.joined(separator: "\n") + "\n"
        text += "\n" + compile.about + "\n"
        text += "\nCOMPILE OPTIONS (markupc compile --help):\n" + optionList(compile.options.filter { $0.name != .help })
        for spec in CommandTable.commands where spec.name != "compile" && spec.name != "help" {
            let options = spec.options.filter { $0.name != .help }
            guard !options.isEmpty else { continue }
            text += "\n\(spec.name.uppercased()) OPTIONS (markupc \(spec.name) --help):\n" + optionList(options)
        }
        text += "\nGENERAL OPTIONS:\n" + optionList(CommandTable.topLevel.options)
        return text + exitStatusText(compile)
    }

    /// `EXIT STATUS:` and one wrapped line per status, or "" when the command lists none.
    static func exitStatusText(_ spec: CommandSpec) -> String {
        guard !spec.exitStatuses.isEmpty else { return "" }
        var text = "\nEXIT STATUS:\n"
        for (status, meaning) in spec.exitStatuses {
            let lines = wrap(meaning, width: 80 - 5)
            text += "  \(status)  " + lines.joined(separator: "\n     ") + "\n"
        }
        return text
    }

    /// `text` cut at spaces into lines of at most `width` characters (a longer word stays whole).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `  -f, --format FORMAT   The output format. One of ansi (default), …`, wrapped at 80 columns.
    static func optionList(_ options: [OptionSpec]) -> String {
        let column = 28
        var text = ""
        for option in options {
            var left = "  " + option.names.joined(separator: ", ")
            if !option.placeholder.isEmpty { left += " " + option.placeholder }
            var lines = wrap(option.help + (option.valueSentence.isEmpty ? "" : " " + option.valueSentence), width: 80 - column)
            let pad = String(repeating: " ", count: column)
            if left.count + 2 > column {
                text += left + "\n"
            } else {
                text += left + String(repeating: " ", count: column - left.count)
                if let first = lines.first { text += first }
                text += "\n"
                lines.removeFirst(min(1, lines.count))
            }
            for rest in lines { text += pad + rest + "\n" }
        }
        return text
    }
}
