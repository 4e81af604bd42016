import StyleMarkup
import StyleMarkupLint

/// Compiles every string read for `markupc generate` with the style book, as the generated
/// code will at run time, and reports what lint does not check: a link whose scheme or host
/// the style book does not allow (`invalid-link`). Markup errors and unknown tags are lint's
/// (`malformed-markup`, `unknown-tag`) and are not reported twice.
enum CompileCheck {
    /// The `invalid-link` findings of `files`' strings, each at the link in the file.
    static func findings(_ files: [LocalizationFile], styleBook: StyleBook) -> [GenerationFinding] {
        let compiler = MarkupCompiler(styleBook: styleBook)
        var findings: [GenerationFinding] = []
        for file in files {
            for string in file.strings {
                do {
                    _ = try compiler.compile(string.value)
                } catch where error.rule == .invalidLink {
                    findings.append(GenerationFinding(file: string.file, location: string.location(ofUTF8Offset: error.location.byteOffset),
                                                      compileRule: .invalidLink,
                                                      message: LintFinding.prefix(language: string.language, key: string.key) + error.message))
                } catch {
                    continue
                }
            }
        }
        return findings
    }
}
