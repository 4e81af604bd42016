import Foundation
import StyleMarkup
import StyleMarkupGenerate
import StyleMarkupLint

/// `generate`: arbitrary bytes as one table `markupc generate` reads (a String Catalog when
/// they start with `{`, a `.stringsdict` when they hold `<plist`, else a `.strings` table).
/// When the generator writes Swift, it must lex as Swift (every literal and comment closed, no
/// control or format character in code), and every key of the table must be the text of a
/// string literal or stand in a comment: no key becomes code.
enum GenerateTarget {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-fuzz-generate-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }()

    static let generator: StringsGenerator = {
        var generator = StringsGenerator(styleBook: EmitTarget.book, styleBookText: EmitTarget.bookJSON, styleBookName: "styles.json")
        generator.sourceLanguage = "en"
        generator.workers = 1
        return generator
    }()

    static func relativePath(of input: [UInt8]) -> String {
        let head = input.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if head.first == UInt8(ascii: "{") { return "Localizable.xcstrings" }
        if String(decoding: input.prefix(512), as: UTF8.self).contains("<plist") { return "en.lproj/Localizable.stringsdict" }
        return "en.lproj/Localizable.strings"
    }

    static func run(_ input: [UInt8]) {
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        let file = folder.appendingPathComponent(relativePath(of: input))
        do {
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(input).write(to: file)
        } catch { fatalError("cannot write the scratch file \(file.path): \(error)") }
        let result = generator.generate(paths: [folder.path])
        guard let source = result.source else {
            require(result.errorCount > 0 || result.files.isEmpty, "generate wrote no Swift without an error")
            return
        }
        let lexed = SwiftLexChecker(source)
        var linter = Linter(styleBook: EmitTarget.book, configuration: LintConfiguration(), sourceLanguage: "en")
        linter.keepsStrings = true
        linter.workers = 1
        let keys = Set(linter.lint(paths: [folder.path]).checkedStrings.map(\.string.key))
        let literals = Set(lexed.literals)
        // Lint names a plural form by its table key and the form: the table key is what the Swift must hold.
        for key in keys where !tableKeyCandidates(ofLintKey: key).contains(where: literals.contains) {
            require(lexed.comments.contains { $0.contains(key) },
                    "the key \"\(key)\" is neither a string literal nor in a comment of the generated Swift:\n\(source)")
        }
    }
}
