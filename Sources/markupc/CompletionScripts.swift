import StyleMarkup

/// `markupc --generate-completion-script bash|zsh|fish`: shell completion for every command
/// and option, generated from one table so the three shells agree.
///
/// Install the output as `share/bash-completion/completions/markupc`,
/// `share/zsh/site-functions/_markupc` or `share/fish/vendor_completions.d/markupc.fish`
/// (`make install` does).
enum CompletionScripts {
    static let shells = ["bash", "zsh", "fish"]

    /// What an option's value (or a command's operand) is.
    enum Value {
        case none
        case file
        case directory
        case text(String)
        case choices([String])
    }

    struct Option {
        var names: [String]
        var help: String
        var value: Value = .none
    }

    struct Subcommand {
        var name: String
        var help: String
        var options: [Option]
        var operand: (label: String, value: Value)
    }

    static let helpOption = Option(names: ["-h", "--help"], help: "show help")

    static let subcommands: [Subcommand] = [
        Subcommand(name: "compile", help: "compile tagged strings (the default command)", options: [
            Option(names: ["--stylebook"], help: "style book (JSON or property list)", value: .file),
            Option(names: ["--format", "-f"], help: "output format", value: .choices(ArgumentParser.formats)),
            Option(names: ["-o", "--output"], help: "write the output to FILE", value: .file),
            Option(names: ["--output-dir"], help: "write one file per input into DIR", value: .directory),
            Option(names: ["--offsets"], help: "offsets in JSON", value: .choices(OffsetUnit.allCases.map(\.rawValue))),
            Option(names: ["--strict"], help: "a tag the style book does not name is an error"),
            Option(names: ["--color"], help: "when to write colour escapes", value: .choices(["auto", "always", "never"])),
            Option(names: ["--color-depth"], help: "terminal colour depth", value: .choices(ColorDepth.allCases.map(\.rawValue))),
            Option(names: ["--width"], help: "word-wrap ANSI output to N columns", value: .text("columns")),
            Option(names: ["--html-document"], help: "write a whole HTML page, not a fragment"),
            Option(names: ["--html-styles"], help: "HTML styles inline or as classes", value: .choices(HTMLEmitter.StyleMode.allCases.map(\.rawValue))),
            Option(names: ["--css"], help: "write the HTML stylesheet to FILE", value: .file),
            Option(names: ["--lang"], help: "the lang attribute of the HTML", value: .text("language")),
            Option(names: ["--max-input-bytes"], help: "limit: the largest input in bytes", value: .text("bytes")),
            Option(names: ["--max-depth"], help: "limit: the deepest tag nesting", value: .text("depth")),
            Option(names: ["--max-tags"], help: "limit: tags in one input", value: .text("count")),
            Option(names: ["--max-attribute-bytes"], help: "limit: the longest attribute value in bytes", value: .text("bytes")),
            Option(names: ["--max-reference-digits"], help: "limit: digits in a numeric character reference", value: .text("digits")),
            Option(names: ["--max-reference-depth"], help: "limit: depth of style book references", value: .text("depth")),
            helpOption,
        ], operand: ("input file", .file)),
        Subcommand(name: "lint", help: "check the markup of localized strings", options: [
            Option(names: ["--stylebook"], help: "report tags the style book does not name", value: .file),
            Option(names: ["--source-language"], help: "the source language", value: .text("language")),
            Option(names: ["--reporter"], help: "report format", value: .choices(LintReporterKind.allCases.map(\.rawValue))),
            Option(names: ["-o", "--output"], help: "write the report to FILE", value: .file),
            Option(names: ["--strict"], help: "report warnings as errors"),
            Option(names: ["--config"], help: "rule levels and ignores", value: .file),
            helpOption,
        ], operand: ("localization file or folder", .file)),
        Subcommand(name: "check-stylebook", help: "check style books", options: [], operand: ("style book", .file)),
        Subcommand(name: "help", help: "show help", options: [], operand: ("", .none)),
    ]

    /// Options only valid as the whole command line (`markupc --version`).
    static let topLevelOptions = [
        Option(names: ["--version"], help: "show the version"),
        Option(names: ["--generate-completion-script"], help: "print a shell completion script", value: .choices(shells)),
    ]

    /// The script for `shell`, or `nil` for a shell markupc does not know.
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": return bash()
        case "zsh": return zsh()
        case "fish": return fish()
        default: return nil
        }
    }

    private static let commandNames = subcommands.map(\.name).joined(separator: " ")
    private static var compile: Subcommand { subcommands[0] }

    // MARK: bash

    private static func bash() -> String {
        var cases = ""
        for command in subcommands {
            var options = command.options
            if command.name == "compile" { options += topLevelOptions }
            var valueCases = ""
            for option in options {
                let pattern = option.names.joined(separator: "|")
                switch option.value {
                case .none: continue
                case .file: valueCases += "                \(pattern)) return ;;\n"
                case .directory: valueCases += "                \(pattern)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
                case .text: valueCases += "                \(pattern)) return ;;\n"
                case .choices(let values):
                    valueCases += "                \(pattern)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
                }
            }
            let names = options.flatMap(\.names).joined(separator: " ")
            cases += "        \(command.name))\n"
            if !valueCases.isEmpty {
                cases += "            case \"$prev\" in\n\(valueCases)            esac\n"
            }
            cases += "            options=\"\(names)\"\n            ;;\n"
        }
        return #"""
        # bash completion for markupc
        # Generated by `markupc --generate-completion-script bash`; install it as
        # $PREFIX/share/bash-completion/completions/markupc.

        _markupc() {
            local cur="${COMP_WORDS[COMP_CWORD]}"
            local prev="${COMP_WORDS[COMP_CWORD-1]}"
            local command=compile options
            # --name=value: bash splits at "=".
            if [[ "$cur" == "=" ]]; then
                cur=""
            elif [[ "$prev" == "=" ]]; then
                prev="${COMP_WORDS[COMP_CWORD-2]}"
            fi
            if (( COMP_CWORD > 1 )); then
                case "${COMP_WORDS[1]}" in
                    \#(commandNames.replacingSpaces(with: "|"))) command="${COMP_WORDS[1]}" ;;
                esac
            fi
            case "$command" in
        \#(cases)    esac
            if [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "$options" -- "$cur"))
            elif (( COMP_CWORD == 1 )); then
                COMPREPLY=($(compgen -W "\#(commandNames)" -- "$cur") $(compgen -f -- "$cur"))
            fi
        }

        complete -o bashdefault -o default -F _markupc markupc

        """#
    }

    // MARK: zsh

    private static func zshSpec(_ option: Option) -> [String] {
        let exclusions = option.names.count > 1 ? "(\(option.names.joined(separator: " ")))" : ""
        return option.names.map { name in
            let help = "[\(option.help)]"
            switch option.value {
            case .none: return "'\(exclusions)\(name)\(help)'"
            case .file: return "'\(exclusions)\(name)\(name.hasPrefix("--") ? "=" : "")\(help):file:_files'"
            case .directory: return "'\(exclusions)\(name)\(name.hasPrefix("--") ? "=" : "")\(help):directory:_files -/'"
            case .text(let label): return "'\(exclusions)\(name)\(name.hasPrefix("--") ? "=" : "")\(help):\(label): '"
            case .choices(let values): return "'\(exclusions)\(name)\(name.hasPrefix("--") ? "=" : "")\(help):value:(\(values.joined(separator: " ")))'"
            }
        }
    }

    private static func zsh() -> String {
        var cases = ""
        for command in subcommands {
            var specs = command.options.flatMap(zshSpec)
            switch command.operand.value {
            case .none: break
            default: specs.append("'*:\(command.operand.label):_files'")
            }
            let body = specs.isEmpty ? "            ;;\n" : "            _arguments -s -S \\\n                " + specs.joined(separator: " \\\n                ") + "\n            ;;\n"
            cases += "        \(command.name))\n" + body
        }
        let descriptions = subcommands.map { "        '\($0.name):\($0.help)'" }.joined(separator: "\n")
        let topLevel = (compile.options + topLevelOptions).flatMap(zshSpec).joined(separator: " \\\n        ")
        return #"""
        #compdef markupc
        # zsh completion for markupc
        # Generated by `markupc --generate-completion-script zsh`; install it as
        # $PREFIX/share/zsh/site-functions/_markupc (a directory in $fpath).

        _markupc() {
            local -a commands
            commands=(
        \#(descriptions)
            )
            if (( CURRENT > 2 )) && (( ${commands[(I)${words[2]}:*]} )); then
                local command=${words[2]}
                shift words
                (( CURRENT-- ))
                case $command in
        \#(cases)        esac
                return
            fi
            if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                _describe -t commands 'markupc command' commands
            fi
            _arguments -s -S \
                \#(topLevel) \
                '*:input file:_files'
        }

        if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
            _markupc "$@"
        else
            compdef _markupc markupc
        fi

        """#
    }

    // MARK: fish

    private static func fishLine(_ option: Option, condition: String) -> String {
        var line = "complete -c markupc -n '\(condition)'"
        for name in option.names {
            line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
        }
        switch option.value {
        case .none: break
        case .file: line += " -r -F"
        case .directory: line += " -x -a '(__fish_complete_directories)'"
        case .text: line += " -x"
        case .choices(let values): line += " -x -a '\(values.joined(separator: " "))'"
        }
        return line + " -d '\(option.help)'"
    }

    private static func fish() -> String {
        var lines: [String] = []
        for command in subcommands {
            lines.append("complete -c markupc -n '__markupc_first_argument' -a \(command.name) -d '\(command.help)'")
        }
        for option in topLevelOptions {
            lines.append(fishLine(option, condition: "__markupc_first_argument"))
        }
        for command in subcommands {
            for option in command.options {
                lines.append(fishLine(option, condition: "__markupc_using \(command.name)"))
            }
            if case .none = command.operand.value {
                lines.append("complete -c markupc -n '__markupc_using \(command.name)' -f")
            }
        }
        return #"""
        # fish completion for markupc
        # Generated by `markupc --generate-completion-script fish`; install it as
        # $PREFIX/share/fish/vendor_completions.d/markupc.fish.

        function __markupc_first_argument
            test (count (commandline -opc)) -eq 1
        end

        # The command: the first argument when it names one, else compile.
        function __markupc_command
            set -l words (commandline -opc)
            if test (count $words) -ge 2; and contains -- $words[2] \#(commandNames)
                echo $words[2]
            else
                echo compile
            end
        end

        function __markupc_using
            test (__markupc_command) = $argv[1]
        end

        \#(lines.joined(separator: "\n"))

        """#
    }
}

private extension String {
    func replacingSpaces(with separator: String) -> String {
        split(separator: " ").joined(separator: separator)
    }
}
