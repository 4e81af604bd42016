/// The parts of `Docs/CLI.md` that come from ``CommandTable``: the synopsis, each command's
/// option table and what the completion scripts complete. Each sits between
/// `<!-- BEGIN GENERATED (NAME) … -->` and `<!-- END GENERATED -->` lines, NAME saying which
/// part; `OptionTableTests` fails when the committed page differs from ``update(_:)``'s
/// result (and rewrites it with `MARKUPC_WRITE_DOCS=1`).
enum CLIPage {
    static let end = "<!-- END GENERATED -->"

    /// The marker line that starts the part `name`.
    static func begin(_ name: String) -> String {
        "<!-- BEGIN GENERATED (\(name)) from Sources/MarkupcCLI/CommandTable.swift: edit the table, not this part -->"
    }

    /// Every part, by name.
    static var parts: [String: String] {
        var parts = ["synopsis": synopsis(), "completion": completion(), "exit statuses": exitStatuses()]
        for spec in CommandTable.commands where spec.options.contains(where: { $0.name != .help }) {
            parts["options " + spec.name] = optionTable(spec)
        }
        return parts
    }

    /// `page` with each generated part replaced by what the table gives now.
    static func update(_ page: String) -> String {
        let lines = page.components(separatedBy: "\n")
        let parts = self.parts
        var result: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            index += 1
            guard let name = parts.keys.first(where: { begin($0) == line }), let part = parts[name] else { continue }
            result.append(contentsOf: part.components(separatedBy: "\n"))
            while index < lines.count, lines[index] != end { index += 1 }
        }
        return result.joined(separator: "\n")
    }

    /// The synopsis block: each command line wrapped before 92 columns.
    static func synopsis() -> String {
        var lines = ["```"]
        for spec in CommandTable.commands where spec.name != "help" {
            var line = spec.commandLine
            for word in spec.optionSynopsis {
                if line.count + 1 + word.count > 92 {
                    lines.append(line)
                    line = String(repeating: " ", count: 7)
                }
                line += " " + word
            }
            lines.append(line)
        }
        lines += Help.usageLines.suffix(2)
        lines.append("```")
        return lines.joined(separator: "\n")
    }

    /// `| option | meaning |` and a row per option of `spec` but `--help`.
    static func optionTable(_ spec: CommandSpec) -> String {
        var lines = ["| option | meaning |", "| --- | --- |"]
        for option in spec.options where option.name != .help {
            let names = option.names.map { "`" + $0 + (option.placeholder.isEmpty ? "" : " " + option.placeholder) + "`" }.joined(separator: ", ")
            var meaning = option.details ?? (option.help + (option.valueSentence.isEmpty ? "" : " " + option.valueSentence))
            if option.details != nil, !option.conditionSentence.isEmpty { meaning += ". " + option.conditionSentence }
            lines.append("| \(names) | \(meaning.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `| command | status | meaning |`, a row per status of each command.
    static func exitStatuses() -> String {
        var lines = ["| command | status | meaning |", "| --- | --- | --- |"]
        for spec in CommandTable.commands where !spec.exitStatuses.isEmpty {
            for (index, (status, meaning)) in spec.exitStatuses.enumerated() {
                lines.append("| \(index == 0 ? "`\(spec.name)`" : "") | \(status) | \(meaning.replacingOccurrences(of: "|", with: "\\|")) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What the completion scripts complete.
    static func completion() -> String {
        let commands = CommandTable.commands.map { "`\($0.name)`" }.joined(separator: ", ")
        var choices: [String] = []
        for spec in CommandTable.commands + [CommandTable.topLevel] {
            for option in spec.options where option.choices != nil && !choices.contains("`\(option.long)`") {
                choices.append("`\(option.long)`")
            }
        }
        let text = "They complete the commands (\(commands)), every option of each, the values of options that take a fixed set "
            + "(\(choices.joined(separator: ", "))), and file and directory names where a path goes. bash also completes "
            + "`--name=value`. `--generate-completion-script` with another shell is a usage error (status 2)."
        return Help.wrap(text, width: 92).joined(separator: "\n")
    }
}
