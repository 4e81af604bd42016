import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupPreview

/// `preview`: arbitrary bytes as a style book and a catalog, split at the first zero byte
/// (without one, all of it is the catalog, previewed with the emit target's book). The
/// catalog is a String Catalog when it starts with `{`, else a `.stringsdict`, an Android
/// resource file, an XLIFF file or a gettext catalog when it holds `<plist`, `<resources`,
/// `<xliff` or `msgid`, else a `.strings` table. When the readers accept both, the page must
/// be well-formed HTML in which no text of either became an element, an attribute or a script
/// (``PreviewPageChecker``), and every key the catalog holds must appear on it.
enum PreviewTarget {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-fuzz-preview-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }()

    /// The page writer's own script, from the page of a catalog with one plain string.
    static let writersScripts: [String] = {
        let file = folder.appendingPathComponent("en.lproj/Localizable.strings")
        write(Array(#""k" = "v";"#.utf8), to: file)
        let page = Previewer(styleBook: EmitTarget.book, sourceLanguage: "en").preview(paths: [folder.path]).html()
        return PreviewPageChecker(page).scripts
    }()

    static func relativePath(of catalog: [UInt8]) -> String {
        let head = catalog.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if head.first == UInt8(ascii: "{") { return "Localizable.xcstrings" }
        let text = String(decoding: catalog.prefix(1024), as: UTF8.self)
        if text.contains("<plist") { return "en.lproj/Localizable.stringsdict" }
        if text.contains("<resources") { return "res/values/strings.xml" }
        if text.contains("<xliff") { return "fr.xliff" }
        if text.contains("msgid") { return "po/fr.po" }
        return "en.lproj/Localizable.strings"
    }

    static func write(_ bytes: [UInt8], to file: URL) {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        } catch { fatalError("cannot write the scratch file \(file.path): \(error)") }
    }

    static func run(_ input: [UInt8]) {
        _ = writersScripts
        var book = EmitTarget.book
        var catalog = input[...]
        if let zero = input.firstIndex(of: 0) {
            guard let read = try? StyleBook(json: String(decoding: input[..<zero], as: UTF8.self)) else { return }
            book = read
            catalog = input[(zero + 1)...]
        }
        try? FileManager.default.removeItem(at: folder)
        write(Array(catalog), to: folder.appendingPathComponent(relativePath(of: Array(catalog))))
        let preview = Previewer(styleBook: book, sourceLanguage: "en").preview(paths: [folder.path])
        guard !preview.findings.contains(where: { $0.rule == .malformedFile }) else { return }
        let page = preview.html()
        let checked = PreviewPageChecker(page)
        require(checked.scripts == writersScripts, "the preview page's scripts are not the writer's: \(checked.scripts)")
        var linter = Linter(styleBook: book, configuration: LintConfiguration(), sourceLanguage: "en")
        linter.keepsStrings = true
        linter.workers = 1
        let keys = Set(linter.lint(paths: [folder.path]).checkedStrings.map(\.string.key))
        let texts = Set(checked.texts)
        for key in keys where !tableKeyCandidates(ofLintKey: key).contains(where: texts.contains) {
            require(false, "the key \"\(key)\" is not on the preview page:\n\(String(decoding: page, as: UTF8.self))")
        }
    }
}
