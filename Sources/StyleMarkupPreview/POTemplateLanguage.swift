import Foundation
import StyleMarkupLint

/// The source language a gettext template names: the `X-Source-Language`, else the
/// `Language`, of the header of the `.pot` beside a PO file. A preview shows a PO file's
/// `msgid`s in that language's column when the PO file's own header names none.
///
/// The template is looked for in the PO file's folder, then up to two folders above it
/// (`po/fr.po` beside `po/app.pot`; `locale/fr/LC_MESSAGES/app.po` below `locale/app.pot`):
/// in each folder, the template named after the PO file (`app.pot` for `app.po`), else the
/// folder's only `.pot`.
struct POTemplateLanguage {
    /// Folder → the language its template names (`nil` when none), worked out once.
    private var byFolder: [String: String?] = [:]

    /// The source language of the templates found for the PO file at `path`, or `nil`.
    mutating func language(forPOFile path: String) -> String? {
        let file = URL(fileURLWithPath: path)
        let domain = file.deletingPathExtension().lastPathComponent
        var folder = file.deletingLastPathComponent()
        for _ in 0..<3 {
            if let language = language(inFolder: folder, domain: domain) { return language }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private mutating func language(inFolder folder: URL, domain: String) -> String? {
        let key = "\(folder.path)\u{0}\(domain)"
        if let known = byFolder[key] { return known }
        let templates = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".pot") }.sorted()
        let chosen = templates.first { $0 == "\(domain).pot" } ?? (templates.count == 1 ? templates.first : nil)
        let language = chosen.flatMap { Self.headerLanguage(of: folder.appendingPathComponent($0)) }
        byFolder[key] = language
        return language
    }

    /// The `X-Source-Language`, else the `Language`, of a template's header entry; `nil` when
    /// it names none (a template's `Language:` is often left empty).
    static func headerLanguage(of template: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: template) else { return nil }
        defer { try? handle.close() }
        // The header entry comes first; its fields fit in the first 64 KiB.
        guard let data = try? handle.read(upToCount: 1 << 16) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        var fields: [String: String] = [:]
        var inHeader = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("msgid \"\"") { inHeader = true; continue }
            guard inHeader else { continue }
            if trimmed.isEmpty || trimmed.hasPrefix("msgid") || trimmed.hasPrefix("#") { break }
            let content = trimmed.hasPrefix("msgstr ") ? String(trimmed.dropFirst("msgstr ".count)) : trimmed
            guard content.hasPrefix("\""), content.hasSuffix("\""), content.count >= 2 else { continue }
            var field = String(content.dropFirst().dropLast())
            if field.hasSuffix("\\n") { field.removeLast(2) }
            let parts = field.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            if !value.isEmpty { fields[parts[0].trimmingCharacters(in: .whitespaces)] = value }
        }
        return fields["X-Source-Language"] ?? fields["Language"]
    }
}
