import Foundation
import StyleMarkup

/// SARIF 2.1.0, the static analysis results format that GitHub code scanning, Azure DevOps
/// and many editors read: one run whose driver is `markupc` with every rule, and one result
/// per finding.
///
/// ```json
/// {"version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
///  "runs": [{"tool": {"driver": {"name": "markupc", "rules": [{"id": "tag-mismatch", …}]}},
///            "columnKind": "unicodeCodePoints",
///            "results": [{"ruleId": "tag-mismatch", "ruleIndex": 2, "level": "error",
///                         "message": {"text": "fr: \"signup.terms\": tag <terms> is missing …"},
///                         "locations": [{"physicalLocation": {"artifactLocation": {"uri": "fr.lproj/Localizable.strings"},
///                                                             "region": {"startLine": 2, "startColumn": 19}}}]}]}]}
/// ```
///
/// Paths inside the current directory are written relative to it (percent-encoded URI
/// references); others as `file://` URIs. Columns count Unicode scalars, as `columnKind`
/// says. A finding's key and language are in the result's `properties`.
///
/// Each rule carries its summary (`shortDescription`) and what to do about it (`help`) as
/// text. markupc has no published home to link to, so the log names no `informationUri` or
/// `helpUri` unless a caller gives ``informationURI`` (its own copy of Docs/Lint.md, say):
/// then each rule's `helpUri` is that address with `#rule-id`.
public struct SARIFLintReporter: LintReporter {
    /// The `$schema` the document names.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The driver's `informationUri`, where the rules are documented, or `nil` (the default)
    /// to name none.
    public var informationURI: String?
    /// The driver's `version`, when known.
    public var toolVersion: String?

    /// Creates the reporter.
    public init(informationURI: String? = nil, toolVersion: String? = nil) {
        self.informationURI = informationURI
        self.toolVersion = toolVersion
    }

    /// The SARIF log, ending with a line feed.
    public func format(_ report: LintReport) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{\n  \"version\": \"2.1.0\",\n  \"$schema\": ")
        json.string(Self.schemaURI)
        json.raw(",\n  \"runs\": [{\n    \"tool\": {\"driver\": {\"name\": \"markupc\"")
        if let informationURI {
            json.raw(", \"informationUri\": ")
            json.string(informationURI)
        }
        if let toolVersion {
            json.raw(", \"version\": ")
            json.string(toolVersion)
        }
        json.raw(", \"rules\": [")
        // Lint's rules, and any other rule a finding has (`over-budget` from `markupc preview`).
        let found = Set(report.findings.map(\.rule))
        let rules = LintRule.lintRules + LintRule.allCases.filter { found.contains($0) && !LintRule.lintRules.contains($0) }
        for (index, rule) in rules.enumerated() {
            json.raw(index == 0 ? "\n      {\"id\": " : ",\n      {\"id\": ")
            json.string(rule.rawValue)
            json.raw(", \"shortDescription\": {\"text\": ")
            json.string(rule.summary)
            json.raw("}, \"help\": {\"text\": ")
            json.string(rule.help)
            json.raw("}")
            if let informationURI {
                json.raw(", \"helpUri\": ")
                json.string(informationURI + "#" + rule.rawValue)
            }
            json.raw(", \"defaultConfiguration\": {\"level\": ")
            json.string(rule.defaultLevel.rawValue)
            json.raw("}}")
        }
        json.raw("\n    ]}},\n    \"columnKind\": \"unicodeCodePoints\",\n    \"results\": [")
        for (index, finding) in report.findings.enumerated() {
            json.raw(index == 0 ? "\n      {\"ruleId\": " : ",\n      {\"ruleId\": ")
            json.string(finding.rule.rawValue)
            json.raw(", \"ruleIndex\": ")
            json.number(rules.firstIndex(of: finding.rule) ?? 0)
            json.raw(", \"level\": ")
            json.string(finding.level.rawValue)
            json.raw(", \"message\": {\"text\": ")
            json.string(finding.message)
            json.raw("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ")
            json.string(Self.uri(forPath: finding.file))
            json.raw("}")
            if let location = finding.location {
                json.raw(", \"region\": {\"startLine\": ")
                json.number(location.line)
                json.raw(", \"startColumn\": ")
                json.number(location.column)
                json.raw("}")
            }
            json.raw("}}]")
            if finding.key != nil || finding.language != nil {
                json.raw(", \"properties\": {")
                var first = true
                if let key = finding.key {
                    json.key("key", first: &first)
                    json.string(key)
                }
                if let language = finding.language {
                    json.key("language", first: &first)
                    json.string(language)
                }
                json.raw("}")
            }
            json.raw("}")
        }
        json.raw(report.findings.isEmpty ? "]" : "\n    ]")
        if let hidden = report.hiddenByBaseline {
            // How many findings a baseline hid, in the run's property bag.
            json.raw(",\n    \"properties\": {\"hiddenByBaseline\": ")
            json.number(hidden)
            json.raw("}")
        }
        json.raw("\n  }]\n}\n")
        return json.bytes
    }

    /// A URI reference for a path: relative to the current directory when inside it, else a
    /// `file://` URI; characters other than unreserved ones and `/` are percent-encoded.
    static func uri(forPath path: String) -> String {
        var relative = LintPath.relativeToCurrentDirectory(path)
        var prefix = ""
        if relative.hasPrefix("/") {
            prefix = "file://"
        } else if relative.hasPrefix("../") || relative == ".." {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            prefix = "file://"
            relative = absolute
        }
        var encoded = prefix
        for byte in relative.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
