import Foundation
import StyleMarkup

/// `emit`: arbitrary markup compiled with a style book that uses every kind of attribute,
/// then written by every format's emitter (in the configurations of ``configurations(of:)``);
/// each output is checked by its format's checker.
enum EmitTarget {
    /// Links, actions, images (with and without `src`), fonts, colors, lines, paragraphs.
    static let bookJSON = #"""
        {
          "$version": 1,
          "$linkSchemes": ["https", "mailto", "app"],
          "body": {"font": {"family": "Helvetica Neue", "size": 15}, "color": "#333333", "paragraph": {"alignment": "left"}},
          "link": {"color": "#007aff", "underline": "single"},
          "b": {"font": {"weight": "bold"}},
          "i": {"font": {"italic": true}},
          "u": {"underline": {"style": "double", "color": "red"}},
          "s": {"strikethrough": "single"},
          "code": {"font": {"family": "Menlo", "monospace": true}, "background": "rgba(255, 230, 0, 0.4)"},
          "sup": {"baselineOffset": 6, "font": {"size": 10}, "kern": 1.5},
          "center": {"paragraph": {"alignment": "center", "lineSpacing": 2}},
          "terms": {"link": "https://example.com/terms?a=1&b=\"2\"", "custom": {"id": "t"}},
          "mail": {"link": "mailto:help@example.com"},
          "help": {"action": "help<now>"},
          "thumb": {"image": {"name": "thumb", "alt": "👍", "width": 16, "height": 16}},
          "logo": {"image": {"name": "logo", "src": "https://example.com/logo.png", "alt": "Logo \"x\" <y>", "width": 32}},
          "strong": ["b", {"color": "darkred"}]
        }
        """#
    static let book: StyleBook = {
        do { return try StyleBook(json: bookJSON) } catch { fatalError("the emit target's style book does not load: \(error)") }
    }()

    static let compiler = MarkupCompiler(styleBook: book)
    /// One configuration of an emitter, and the check its output must pass.
    struct Configuration: Sendable {
        let name: String
        let emitter: any Emitter
        let check: @Sendable (_ output: [UInt8], _ compiled: CompiledText) -> Void
    }

    /// Every format's emitters (``OutputFormat/allCases``, so a new format is a compile error in
    /// ``configurations(of:)`` until it has a configuration and a checker).
    static let emitters: [Configuration] = OutputFormat.allCases.flatMap(configurations(of:))

    /// The configurations of `format`'s emitter that take different paths, each with its checker.
    static func configurations(of format: OutputFormat) -> [Configuration] {
        switch format {
        case .ansi:
            return [
                Configuration(name: "ansi", emitter: ANSIEmitter()) { output, _ in ANSIOutputChecker.check(output) },
                Configuration(name: "ansi-wrapped", emitter: ANSIEmitter(colorDepth: .ansi256, width: 12)) { output, _ in ANSIOutputChecker.check(output) },
                Configuration(name: "ansi-narrow", emitter: ANSIEmitter(colorDepth: .ansi16, hyperlinks: false, width: 1)) { output, _ in ANSIOutputChecker.check(output) },
                Configuration(name: "ansi-plain", emitter: ANSIEmitter(styled: false, width: 20)) { output, _ in ANSIOutputChecker.check(output, allowsEscapes: false) },
            ]
        case .html:
            return [
                Configuration(name: "html-inline", emitter: HTMLEmitter(styleBook: book)) { output, _ in HTMLOutputChecker.check(output, document: false) },
                Configuration(name: "html-classes", emitter: HTMLEmitter(styleBook: book, options: .init(styles: .classes))) { output, _ in
                    HTMLOutputChecker.check(output, document: false)
                },
                Configuration(name: "html-page", emitter: HTMLEmitter(styleBook: book, options: .init(document: true, lang: "en", styles: .classes))) { output, _ in
                    HTMLOutputChecker.check(output, document: true)
                },
            ]
        case .json:
            return [
                Configuration(name: "json", emitter: JSONEmitter()) { JSONOutputChecker.check($0, compiled: $1, unit: .utf16) },
                Configuration(name: "json-scalars", emitter: JSONEmitter(offsets: .scalars)) { JSONOutputChecker.check($0, compiled: $1, unit: .scalars) },
            ]
        case .rtf:
            return [Configuration(name: "rtf", emitter: RTFEmitter()) { output, _ in RTFOutputChecker.check(output) }]
        case .text:
            return [Configuration(name: "text", emitter: TextEmitter()) { output, compiled in
                require(output == compiled.utf8Text, "the text emitter did not write the text byte for byte")
            }]
        }
    }

    static func run(_ input: [UInt8]) {
        let compiled: CompiledText
        do {
            compiled = try compiler.compile(Data(input))
        } catch {
            requireInside(error.location, input, "compile error \(error.rule)")
            return
        }
        checkRuns(compiled)
        TokenizerTarget.checkTags(compiled.makeTags(), text: compiled.utf8Text, input: input, imageTags: book.imageStyleNames)
        for configuration in emitters {
            configuration.check(configuration.emitter.emit(compiled), compiled)
        }
    }

    /// Runs cover the text exactly: from 0 to its end, each starting where the last ended,
    /// none empty, neighbours different, UTF-16 bounds matching UTF-8 bounds.
    static func checkRuns(_ compiled: CompiledText) {
        let runs = compiled.runs
        let index = TextIndex(compiled.utf8Text)
        if compiled.utf8Text.isEmpty {
            require(runs.allSatisfy { $0.range.isEmpty }, "an empty text has a non-empty run")
            return
        }
        require(!runs.isEmpty, "a non-empty text has no run")
        var end = 0
        for position in runs.indices {
            let range = runs.range(at: position)
            index.requireValid(range, "run #\(position)")
            require(range.utf8.lowerBound == end, "run #\(position) starts at \(range.utf8.lowerBound), the run before ended at \(end) (gap or overlap)")
            require(!range.isEmpty, "run #\(position) is empty")
            if position > 0 {
                require(runs.styleIndex(at: position) != runs.styleIndex(at: position - 1) && runs[position].attributes != runs[position - 1].attributes,
                        "runs #\(position - 1) and #\(position) have the same attributes")
            }
            end = range.utf8.upperBound
        }
        require(end == compiled.utf8Text.count, "the runs end at \(end), the text at \(compiled.utf8Text.count)")
        require(runs.range(at: runs.count - 1).utf16.upperBound == compiled.utf16Count, "the runs do not end at the text's UTF-16 length")
    }
}
