import StyleMarkup

/// GitHub Actions workflow commands, which GitHub shows as annotations on the pull request:
///
/// ```
/// ::error file=fr.lproj/Localizable.strings,line=12,col=31,title=tag-mismatch::fr: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>)
/// ```
///
/// As GitHub's toolkit escapes them: in the message `%`, CR and LF become `%25`, `%0D` and
/// `%0A`; in property values `:` and `,` also become `%3A` and `%2C`. Every other control
/// character is shown as the `xcode` reporter shows it (`DiagnosticText.visible(_:)`: ESC as
/// `␛`, DEL as `␡`), so nothing from a key or a file name drives the terminal a log is read in.
public struct GitHubLintReporter: LintReporter {
    /// Creates the reporter.
    public init() {}

    /// One workflow command per finding.
    public func format(_ report: LintReport) -> [UInt8] {
        var output = ""
        for finding in report.findings {
            var properties = ["file=\(Self.escapeProperty(finding.file))"]
            if let location = finding.location {
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
            properties.append("title=\(Self.escapeProperty(finding.rule.rawValue))")
            output += "::\(finding.level.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(finding.message))\n"
        }
        return Array(output.utf8)
    }

    /// Escapes a command's message.
    public static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return DiagnosticText.visible(result)
    }

    /// Escapes a property value (`file=`, `title=`).
    public static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return DiagnosticText.visible(result)
    }
}
