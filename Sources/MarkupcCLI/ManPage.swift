import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// The parts of the man page `Docs/markupc.1` that come from ``CommandTable``: the synopsis,
/// the option lists and the exit statuses. They sit between `.\" BEGIN GENERATED` and
/// `.\" END GENERATED` comment lines; `OptionTableTests` fails when the committed page
/// differs from ``update(_:)``'s result (and rewrites it with `MARKUPC_WRITE_MAN_PAGE=1`).
enum ManPage {
    static let begin = #".\" BEGIN GENERATED from CommandTable: edit Sources/MarkupcCLI/CommandTable.swift, not this part"#
    static let end = #".\" END GENERATED"#

    /// `page` with each generated part replaced by what the table gives now: the first is the
    /// synopsis, the second the option lists, the third the exit statuses.
    static func update(_ page: String) -> String {
        var lines = page.components(separatedBy: "\n")
        var parts = [synopsis(), optionSections(), exitStatuses()]
        var index = 0
        var result: [String] = []
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            index += 1
            guard line == begin, !parts.isEmpty else { continue }
            result.append(contentsOf: parts.removeFirst().components(separatedBy: "\n"))
            while index < lines.count, lines[index] != end { index += 1 }
        }
        lines = result
        return lines.joined(separator: "\n")
    }

    /// Escapes text for roff: hyphens, backslashes, and a line starting with `.` or `'`.
    static func escape(_ text: String) -> String {
        var escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        // groff reads ASCII: anything else as a named Unicode character.
        return escaped.unicodeScalars.map { $0.isASCII ? String($0) : "\\[u" + String(format: "%04X", $0.value) + "]" }.joined()
    }

    /// One `.SY` block per command line: the command, its operands, its required options,
    /// then the others in brackets.
    static func synopsis() -> String {
        var lines: [String] = []
        for spec in CommandTable.commands where spec.name != "help" {
            lines.append(".SY markupc")
            lines.append(spec.name == "compile" ? ".RB [ compile ]" : ".B " + escape(spec.name))
            if let operand = spec.operand { lines.append(".IR " + escape(operand.placeholder) + " ...") }
            let listed = spec.options.filter { $0.name != .help }
            for option in listed where option.required {
                lines.append(".B " + escape(option.short ?? option.long))
                let value = option.choices?.joined(separator: "|") ?? option.placeholder
                if !value.isEmpty { lines.append(".I " + escape(value)) }
            }
            for option in listed where !option.required {
                let value = option.choices?.joined(separator: "|") ?? option.placeholder
                lines.append(".OP " + escape(option.short ?? option.long) + (value.isEmpty ? "" : " " + escape(value)))
            }
            lines.append(".YS")
        }
        for option in CommandTable.topLevel.options where option.name != .help {
            lines += [".SY markupc", ".B " + escape(option.long)]
            if let choices = option.choices { lines.append(".I " + escape(choices.joined(separator: "|"))) }
            lines.append(".YS")
        }
        lines += [".SY markupc", ".BR \\-\\-help", ".YS"]
        return lines.joined(separator: "\n")
    }

    /// `.SS markupc lint` and a `.TP` per exit status, for every command.
    static func exitStatuses() -> String {
        var lines: [String] = []
        for spec in CommandTable.commands where !spec.exitStatuses.isEmpty {
            lines.append(".SS " + escape(spec.commandLine))
            for (status, meaning) in spec.exitStatuses {
                lines += [".TP", ".B \(status)", escape(meaning.prefix(1).uppercased() + meaning.dropFirst()) + "."]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `.SH COMPILE OPTIONS`, `.SH LINT OPTIONS`, `.SH GENERAL OPTIONS`, each option a `.TP`.
    static func optionSections() -> String {
        var lines: [String] = []
        func section(_ title: String, _ options: [OptionSpec]) {
            lines.append(".SH " + title)
            for option in options {
                lines.append(".TP")
                var names = option.names.map { "\\fB" + escape($0) + "\\fR" }.joined(separator: ", ")
                if !option.placeholder.isEmpty { names += " \\fI" + escape(option.placeholder) + "\\fR" }
                lines.append(names)
                lines.append(escape(option.help))
                if !option.valueSentence.isEmpty { lines.append(escape(option.valueSentence)) }
            }
        }
        for spec in CommandTable.commands where spec.options.contains(where: { $0.name != .help }) {
            section(spec.name.uppercased() + " OPTIONS", spec.options.filter { $0.name != .help })
        }
        section("GENERAL OPTIONS", CommandTable.topLevel.options)
        return lines.joined(separator: "\n")
    }
}
