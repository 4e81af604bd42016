import Foundation
import StyleMarkup
import StyleMarkupLint

extension PseudoLocalizer {
    /// The files made from the source file `file` (read from `lines`, whose bytes on disk are
    /// `original`) for each locale, whose edits are `localeEdits` (in the order of ``locales``).
    /// A gettext catalog goes where it would go for the catalog at `placedBeside` (its
    /// group's, when the template is a `.pot`).
    func outputs(of file: LocalizationFile, lines: LineTable, original: PseudoFileCopy.SourceEncoding, localeEdits: [[FileEdit]], placedBeside: String) -> [PseudoOutput] {
        let text = lines.text
        var outputs: [PseudoOutput] = []
        switch file.format {
        case .xcstrings:
            guard let catalog = catalogWriter(text: text, language: file.strings.first { $0.role == .source }?.language) else { return outputs }
            let made = catalog.write(zip(locales, localeEdits).map {
                PseudoCatalogWriter.Locale(identifier: $0.identifier, edits: FileEdit.sortedStably($1))
            })
            outputs.append(PseudoOutput(path: file.path, contents: PseudoFileCopy.encode(made, like: original), source: file.path, replacesSource: true))
        case .appleStrings, .stringsdict, .androidXML:
            for (locale, edits) in zip(locales, localeEdits) {
                guard let path = PseudoFileCopy.path(for: file.path, format: file.format, locale: locale.identifier) else { continue }
                let made = FileEdit.apply(FileEdit.sortedStably(edits), to: text, in: 0..<text.count)
                outputs.append(PseudoOutput(path: path, contents: PseudoFileCopy.encode(made, like: original), source: file.path, replacesSource: false))
            }
        case .gettext:
            for (locale, edits) in zip(locales, localeEdits) {
                let made = PseudoPOWriter(text: text).write(language: PseudoPOWriter.gettextName(locale.identifier), edits: FileEdit.sortedStably(edits))
                outputs.append(PseudoOutput(path: PseudoPOWriter.path(for: placedBeside, locale: locale.identifier), contents: made,
                                            source: file.path, replacesSource: false))
            }
        case .xliff:
            for (locale, edits) in zip(locales, localeEdits) {
                guard let made = PseudoXLIFFWriter(lines: lines).write(locale: locale.identifier, edits: FileEdit.sortedStably(edits)) else { continue }
                outputs.append(PseudoOutput(path: PseudoXLIFFWriter.path(for: file.path, language: file.language, locale: locale.identifier),
                                            contents: PseudoFileCopy.encode(made, like: original), source: file.path, replacesSource: false))
            }
        }
        return outputs
    }

    /// Whether `file` holds development-language strings: a catalog, an Android `values/`
    /// file, or a table in the source language's `.lproj` (the one lint pairs translations with).
    func isSourceFile(_ file: LocalizationFile) -> Bool {
        switch file.format {
        case .xcstrings: return true
        case .androidXML: return LintPairing.isAndroidDefault(file.path)
        case .appleStrings, .stringsdict:
            return file.strings.contains { $0.role == .source } || file.language.map { (sourceLanguage.map { [$0] } ?? ["Base", "en"]).contains($0) } ?? false
        case .gettext, .xliff: return true  // a template: the others are skipped before
        }
    }

    /// The XLIFF files whose sources are rewritten: one per place a pseudo-locale's file goes,
    /// the first by path, never a file an earlier run wrote.
    static func xliffTemplates(_ files: [LocalizationFile], locales: [PseudoLocale]) -> Set<String> {
        guard let first = locales.first else { return [] }
        var chosen: [String: String] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard !locales.contains(where: { $0.identifier == file.language }) else { continue }
            let target = PseudoXLIFFWriter.path(for: file.path, language: file.language, locale: first.identifier)
            if chosen[target] == nil { chosen[target] = file.path }
        }
        return Set(chosen.values)
    }

    /// The writer of a catalog whose text is `text` and whose source strings are in `language`.
    func catalogWriter(text: [UInt8], language: String?) -> PseudoCatalogWriter? {
        let parsed: BookValue? = text.withUnsafeBufferPointer { bytes in
            var reader = JSONBookReader(bytes: bytes)
            return try? reader.read()
        }
        guard let root = parsed, let language else { return nil }
        return PseudoCatalogWriter(text: text, root: root, sourceLanguage: language)
    }
}
