import Foundation
import StyleMarkup
import StyleMarkupLint

/// Which file gives a pseudo-locale's gettext catalog its msgids, for each place such a
/// catalog goes (`po/en_XA.po`, `locale/en_XA/LC_MESSAGES/app.po`).
///
/// - The project's template, a `.pot` file, when there is one: in the catalogs' folder
///   (`po/app.pot` beside `po/de.po`) or, for the layouts with a folder per language, in the
///   folder that holds the language folders (`locale/app.pot` for
///   `locale/de/LC_MESSAGES/app.po`, `help/help.pot` for itstool's `help/de/de.po`); a
///   template named after the catalogs (`app.pot`) first, else the first by name.
/// - Otherwise the newest catalog: the one whose header's `POT-Creation-Date` (when its msgids
///   were last taken from the sources) is the latest, then whose `PO-Revision-Date` is; a
///   catalog without either comes after those with one, and a tie goes to the first by name.
///   A stale catalog that lost a third of today's msgids is not the template of a fresh one.
///
/// A `.pot` in a searched folder that holds no catalog yet is a template of its own.
/// A catalog an earlier run wrote (a pseudo-locale's) is never a template.
struct PseudoPOTemplates {
    /// One choice: the file whose msgids are rewritten, and the catalog of the group whose
    /// path says where the pseudo-locale's catalog goes.
    struct Choice: Equatable {
        /// The `.pot` or `.po` file read.
        var template: String
        /// A `.po` file of the group (the pseudo-locale's catalog goes where
        /// ``PseudoPOWriter/path(for:locale:)`` puts it for this file).
        var anchor: String
        /// Why this file, when there was a choice to make (a `.pot`, or several catalogs);
        /// `nil` when the group has one catalog and no template.
        var reason: String?
    }

    /// The choices for the catalogs `files` (read, in any order) and the pseudo-locales `locales`.
    static func choose(_ files: [LocalizationFile], locales: [PseudoLocale]) -> [Choice] {
        guard let first = locales.first else { return [] }
        var groups: [String: [LocalizationFile]] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            let earlierRun = locales.contains { PseudoPOWriter.path(for: file.path, locale: $0.identifier) == file.path }
                || file.language.map(PseudoLocaleCheck.isPseudoLocale) ?? false
            guard !earlierRun else { continue }
            groups[PseudoPOWriter.path(for: file.path, locale: first.identifier), default: []].append(file)
        }
        return groups.keys.sorted().compactMap { target in
            guard let catalogs = groups[target], let anchor = catalogs.first?.path else { return nil }
            if let template = templateFile(for: anchor) {
                return Choice(template: template, anchor: anchor, reason: "the template")
            }
            guard catalogs.count > 1 else { return Choice(template: anchor, anchor: anchor, reason: nil) }
            let dated = catalogs.map { (path: $0.path, dates: headerDates(of: $0.path)) }
            // Stable: the first by name wins a tie.
            func key(_ date: String?) -> String { date.map { utc($0) ?? $0 } ?? "" }
            let newest = dated.enumerated().max { a, b in
                (key(a.element.dates.creation), key(a.element.dates.revision), -a.offset)
                    < (key(b.element.dates.creation), key(b.element.dates.revision), -b.offset)
            }!.element
            let reason: String
            if let creation = newest.dates.creation {
                reason = "the newest catalog: POT-Creation-Date \(creation)"
            } else if let revision = newest.dates.revision {
                reason = "the newest catalog: PO-Revision-Date \(revision)"
            } else {
                reason = "the first catalog by name: none has a POT-Creation-Date or PO-Revision-Date"
            }
            return Choice(template: newest.path, anchor: anchor, reason: reason)
        }
    }

    /// The `.pot` files in the folders of `paths` (searched as lint searches them, hidden
    /// files skipped) that no catalog's group took: a project whose template has no catalog
    /// yet. Each is a template of its own, its pseudo-locale's catalog beside it.
    static func loneTemplates(in paths: [String], besides choices: [Choice], configuration: LintConfiguration) -> [Choice] {
        let manager = FileManager.default
        let taken = Set(choices.map(\.template))
        let folders = Set(choices.map { ($0.anchor as NSString).deletingLastPathComponent })
        var result: [Choice] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                  let enumerator = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            for case let relative as String in enumerator {
                let shown = LintPath.join(path, relative)
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                guard relative.hasSuffix(".pot"), !configuration.ignores(path: LintPath.relativeToCurrentDirectory(shown)) else { continue }
                found.append(shown)
            }
            for template in found.sorted() where !taken.contains(template) && !folders.contains((template as NSString).deletingLastPathComponent) {
                result.append(Choice(template: template, anchor: template, reason: "the template"))
            }
        }
        return result
    }

    /// The `.pot` file of the catalog at `path`, or `nil`.
    static func templateFile(for path: String) -> String? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = components.removeLast()
        let stem = file.hasSuffix(".po") ? String(file.dropLast(3)) : file
        var folders = [components]
        if components.count >= 2, components.last == "LC_MESSAGES" {
            folders.append(Array(components.dropLast(2)))
        } else if components.last == stem {
            folders.append(Array(components.dropLast()))
        }
        for folder in folders {
            let directory = folder.isEmpty ? "." : folder.joined(separator: "/")
            let prefix = folder.isEmpty ? "" : directory + "/"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "/" : directory) else { continue }
            let templates = names.filter { $0.hasSuffix(".pot") && !$0.hasPrefix(".") }.sorted().filter { name in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: prefix + name, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
            if let named = templates.first(where: { $0 == stem + ".pot" }) ?? templates.first { return prefix + named }
        }
        return nil
    }

    /// A catalog's `POT-Creation-Date` and `PO-Revision-Date` as written (`nil` when missing,
    /// empty or gettext's unfilled `YEAR-MO-DA …`).
    static func headerDates(of path: String) -> (creation: String?, revision: String?) {
        guard let data = try? FileContents.read(path, maxBytes: MarkupLimits.default.maxInputBytes) else { return (nil, nil) }
        let head = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        func field(_ name: String) -> String? {
            guard let start = head.range(of: "\"\(name):") else { return nil }
            let rest = head[start.upperBound...]
            let value = rest.prefix { $0 != "\\" && $0 != "\"" && $0 != "\n" }.trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, !value.hasPrefix("YEAR") else { return nil }
            return value
        }
        return (field("POT-Creation-Date"), field("PO-Revision-Date"))
    }

    /// `2024-05-02 10:00+0200` as `2024-05-02 08:00` (UTC), so that dates compare as text, or
    /// `nil` when it is not in that form.
    static func utc(_ date: String) -> String? {
        let reader = DateFormatter()
        reader.locale = Locale(identifier: "en_US_POSIX")
        reader.dateFormat = "yyyy-MM-dd HH:mmZ"
        guard let parsed = reader.date(from: date.replacingOccurrences(of: " +", with: "+").replacingOccurrences(of: " -", with: "-")) else { return nil }
        let writer = DateFormatter()
        writer.locale = Locale(identifier: "en_US_POSIX")
        writer.timeZone = TimeZone(identifier: "UTC")
        writer.dateFormat = "yyyy-MM-dd HH:mm"
        return writer.string(from: parsed)
    }
}
