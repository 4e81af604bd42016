/// The output formats, one per emitter (`markupc --format`).
package enum OutputFormat: String, Sendable, CaseIterable {
    /// Text for a terminal: ``ANSIEmitter``.
    case ansi
    /// An HTML fragment or page: ``HTMLEmitter``.
    case html
    /// The JSON run list: ``JSONEmitter``.
    case json
    /// Rich Text Format: ``RTFEmitter``.
    case rtf
    /// The plain text: ``TextEmitter``.
    case text

    /// The file extension of this format's documents, without a dot: `ans`, `html`, `json`,
    /// `rtf`, `txt`.
    package var fileExtension: String {
        switch self {
        case .ansi: return "ans"
        case .html: return "html"
        case .json: return "json"
        case .rtf: return "rtf"
        case .text: return "txt"
        }
    }
}
