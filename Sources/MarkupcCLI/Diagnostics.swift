import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// Prints diagnostics to standard error as `path:line:column: error: message [rule]` (or
/// `warning:`).
enum Diagnostics {
    static func error(_ message: String) {
        Console.error("markupc: error: \(message)")
    }

    static func report(_ error: CompileError, file: String) {
        Console.error("\(file):\(error.location.line):\(error.location.column): error: \(error.message) [\(error.rule)]")
    }

    static func report(_ warning: CompileWarning, file: String) {
        Console.error("\(file):\(warning.location.line):\(warning.location.column): warning: \(warning.message) [\(warning.rule)]")
    }

    /// Each problem of a style book (or another document) on its own line.
    static func report(_ error: some DocumentProblemList) {
        for line in error.lines { Console.error(line) }
    }

    /// A usage error, then where the usage is, when that would help.
    static func usage(_ error: UsageError) {
        Console.error("markupc: error: \(error.message)")
        if error.suggestsHelp { Console.error("Run '\(error.help)' for usage.") }
    }
}
