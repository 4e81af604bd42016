import Foundation

/// The parts of the man page `Docs/markupc.1` that come from ``CommandTable``: the synopsis
/// and the option lists. They sit between `.\" BEGIN GENERATED` and `.\" END GENERATED`
/// comment lines; `ManPageTests` fails when the committed page differs from
/// ``update(_:)``'s result (and rewrites it with `MARKUPC_WRITE_MAN_PAGE=1`).
enum ManPage {
    static let begin = #".\" BEGIN GENERATED from CommandTable: edit Sources/markupc/CommandTable.swift, not this part"#
    static let end = #".\" END GENERATED"#

    /// `page` with each generated part replaced by what the table gives now: the first is the
    /// synopsis, the second the option lists.
    static func update(_ page: String) -> String {
        var lines = page.components(separatedBy: "\n")
        var parts = [synopsis(), optionSections()]
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

    /// One `.SY` block per command line.
    static func synopsis() -> String {
        var lines: [String] = []
        func options(_ spec: CommandSpec) {
            for option in spec.options where option.long != "--help" {
                let value = option.choices?.joined(separator: "|") ?? option.placeholder
                lines.append(".OP " + escape(option.short ?? option.long) + (value.isEmpty ? "" : " " + escape(value)))
            }
        }
        lines += [".SY markupc", ".RB [ compile ]", ".IR INPUT ..."]
        options(CommandTable.compile)
        lines += [".YS", ".SY markupc", ".B lint", ".IR PATH ..."]
        options(CommandTable.lint)
        lines += [".YS", ".SY markupc", ".B generate", ".IR CATALOG|FOLDER ..."]
        options(CommandTable.generate)
        lines += [".YS", ".SY markupc", ".B preview", ".IR CATALOG|FOLDER|FILE ..."]
        options(CommandTable.preview)
        lines += [".YS", ".SY markupc", ".B check\\-stylebook", ".IR FILE ...", ".YS"]
        for option in CommandTable.topLevel.options where option.long != "--help" {
            lines += [".SY markupc", ".B " + escape(option.long)]
            if let choices = option.choices { lines.append(".I " + escape(choices.joined(separator: "|"))) }
            lines.append(".YS")
        }
        lines += [".SY markupc", ".BR \\-\\-help", ".YS"]
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
        section("COMPILE OPTIONS", CommandTable.compile.options.filter { $0.long != "--help" })
        section("LINT OPTIONS", CommandTable.lint.options.filter { $0.long != "--help" })
        section("GENERATE OPTIONS", CommandTable.generate.options.filter { $0.long != "--help" })
        section("PREVIEW OPTIONS", CommandTable.preview.options.filter { $0.long != "--help" })
        section("GENERAL OPTIONS", CommandTable.topLevel.options)
        return lines.joined(separator: "\n")
    }
}
