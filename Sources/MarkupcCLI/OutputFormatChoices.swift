import StyleMarkup

/// What the command line and the build plugin say about each ``OutputFormat``: one exhaustive
/// `switch` per choice, so a new format is a compile error here until each is made.
extension OutputFormat {
    /// Whether the build plugin (MarkupcPlugin) can write this format as a resource, the
    /// `format` of a `markupc.json`: a document an app bundles, not terminal output.
    ///
    /// The plugin cannot import the library, so it keeps its own copy of this list
    /// (`Plugins/MarkupcPlugin/MarkupcConfiguration.swift`); `PluginFormatListTests` compares it
    /// with ``pluginFormats``.
    var isPluginFormat: Bool {
        switch self {
        case .ansi: return false
        case .html, .json, .rtf, .text: return true
        }
    }

    /// The page of `Docs/` that gives this format's mapping in full, beyond `Emitters.md`, if any.
    var documentationPage: String? {
        switch self {
        case .ansi, .json, .text: return nil
        case .html: return "HTML.md"
        case .rtf: return "RTF.md"
        }
    }

    /// The formats a `markupc.json` may name, in declaration order.
    static var pluginFormats: [OutputFormat] { allCases.filter(\.isPluginFormat) }

    /// `html, json, rtf or text`: the plugin formats as a message lists them.
    static var pluginFormatList: String { listed(pluginFormats.map(\.rawValue)) }

    /// `` `ansi` (default), `html` (see [HTML.md](HTML.md)), … or `text` ``: every format for the
    /// CLI's page, the default marked and each with its page.
    static var documentedList: String {
        listed(allCases.map { format in
            "`\(format.rawValue)`" + (format == .ansi ? " (default)" : "") + (format.documentationPage.map { " (see [\($0)](\($0)))" } ?? "")
        })
    }

    /// `` (`.ans`, `.html`, `.json`, `.rtf`, `.txt`) ``: each format's file extension.
    static var extensionList: String { "(" + allCases.map { "`.\($0.fileExtension)`" }.joined(separator: ", ") + ")" }

    /// `a, b or c`.
    private static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
