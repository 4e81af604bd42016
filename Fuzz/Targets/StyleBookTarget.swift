import Foundation
import StyleMarkup

/// `stylebook`: the style-book loader on arbitrary bytes (it detects JSON, XML and binary
/// property lists itself). A book that loads is then used: every style name as a tag in one
/// text, compiled and written as HTML (inline and classes) and RTF, whose outputs must pass
/// the same checks as the `emit` target's, so style values cannot inject markup either.
enum StyleBookTarget {
    static func run(_ input: [UInt8]) {
        let book: StyleBook
        do {
            book = try StyleBook(data: Data(input), fileName: "fuzz.json")
        } catch {
            require(!error.problems.isEmpty, "a style book error with no problem")
            for problem in error.problems {
                if let location = problem.location { requireInside(location, input, "style book problem \"\(problem.message)\"") }
            }
            return
        }
        useBook(book)
    }

    static func useBook(_ book: StyleBook) {
        // One text that uses every style (a bounded number of them), nested two deep.
        var markup = "Start "
        for name in book.styles.keys.sorted().prefix(64) where isTagName(name) {
            let image = book.style(named: name)?.image != nil
            markup += image ? "<\(name)/> " : "<\(name)>\(name) <\(name) href=\"https://example.com/\(name)\">in</\(name)></\(name)>\n"
        }
        let compiled: CompiledText
        do {
            compiled = try MarkupCompiler(styleBook: book).compile(markup)
        } catch {
            // A link the book's policy rejects is a legitimate error; it must still be positioned.
            requireInside(error.location, Array(markup.utf8), "compile error \(error.rule)")
            return
        }
        EmitTarget.checkRuns(compiled)
        for options in [HTMLEmitter.Options(), .init(styles: .classes), .init(document: true, styles: .classes)] {
            let emitter = HTMLEmitter(styleBook: book, options: options)
            HTMLOutputChecker.check(emitter.emit(compiled), document: options.document)
            HTMLOutputChecker.checkStylesheet(emitter.stylesheet())
        }
        RTFOutputChecker.check(RTFEmitter().emit(compiled))
        ANSIOutputChecker.check(ANSIEmitter(width: 30).emit(compiled))
    }

    /// Whether `name` can be written as a tag name in markup (letters, digits, `-`, `_`, `.`).
    static func isTagName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}
