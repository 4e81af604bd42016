/// The `--help` and `--version` texts, rendered from ``CommandTable``.
enum Help {
    static let version = "markupc 0.1.0"

    /// Every usage line: one per command, then the whole-command-line options.
    static var usageLines: [String] {
        [
            "markupc [compile] INPUT... [OPTIONS]",
            "markupc lint PATH... [OPTIONS]",
            "markupc generate CATALOG|FOLDER... --stylebook FILE -o FILE.swift [OPTIONS]",
            "markupc preview CATALOG|FOLDER|FILE... --stylebook FILE -o FILE.html [OPTIONS]",
            "markupc check-stylebook FILE...",
            "markupc --help | --version",
            "markupc --generate-completion-script \(CompletionScripts.shells.joined(separator: "|"))",
        ]
    }

    /// `markupc --help` (compile's options, and every other command's) or `markupc lint --help`.
    static func text(for spec: CommandSpec) -> String {
        var text: String
        if spec.name == "compile" {
            text = "markupc — \(CommandTable.topLevel.summary)\n\nUSAGE:\n" + usageLines.map { "  " + $0 }.joined(separator: "\n") + "\n"
        } else {
            let operand = spec.operand.map { " \($0.placeholder)..." } ?? ""
            text = "markupc \(spec.name) — \(spec.summary)\n\nUSAGE:\n  markupc \(spec.name)\(operand) [OPTIONS]\n"
        }
        if !spec.about.isEmpty { text += "\n" + spec.about + "\n" }
        let heading = spec.name == "compile" ? "COMPILE OPTIONS" : "OPTIONS"
        text += "\n\(heading):\n" + optionList(spec.options.filter { $0.long != "--help" })
        if spec.name == "compile" {
            text += "\nLINT OPTIONS (markupc lint --help):\n" + optionList(CommandTable.lint.options.filter { $0.long != "--help" })
            text += "\nGENERATE OPTIONS (markupc generate --help):\n" + optionList(CommandTable.generate.options.filter { $0.long != "--help" })
            text += "\nPREVIEW OPTIONS (markupc preview --help):\n" + optionList(CommandTable.preview.options.filter { $0.long != "--help" })
            text += "\nGENERAL OPTIONS:\n" + optionList(CommandTable.topLevel.options)
        } else {
            text += optionList([CommandTable.help])
        }
        if !spec.footer.isEmpty { text += "\n" + spec.footer + "\n" }
        return text
    }

    /// `  -f, --format FORMAT   The output format. One of ansi (default), …`, wrapped at 80 columns.
    static func optionList(_ options: [OptionSpec]) -> String {
        let column = 28
        var text = ""
        for option in options {
            var left = "  " + option.names.joined(separator: ", ")
            if !option.placeholder.isEmpty { left += " " + option.placeholder }
            let words = (option.help + (option.valueSentence.isEmpty ? "" : " " + option.valueSentence)).split(separator: " ")
            var lines: [String] = []
            var line = ""
            for word in words {
                if !line.isEmpty, column + line.count + 1 + word.count > 80 {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            if !line.isEmpty { lines.append(line) }
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
