import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// `markupc [compile]`: compiles each input and writes its output document.
///
/// Output files (`-o`, `--output-dir`, `--css`) are one group: every input is compiled and
/// its document staged beside its target first; only when every input compiled and every
/// document was staged are they all renamed into place, else none is (see ``OutputFile``).
/// Documents for standard output are written one after the other as they compile; the
/// `--css` stylesheet then follows only when every document was written.
struct CompileCommand {
    var options: CompileOptions

    func run() -> ExitStatus {
        let book: StyleBook
        if let path = options.styleBook {
            guard let loaded = StyleBookFile.load(path, limits: options.styleBookLimits) else { return .failure }
            book = loaded.book
        } else {
            book = .default
        }
        if let directory = options.outputDirectory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                Diagnostics.error("output directory '\(directory)' does not exist")
                return .failure
            }
        }
        let compiler = MarkupCompiler(styleBook: book, strict: options.strict, limits: options.limits)
        let emitter = makeEmitter(book)
        let targets = options.inputs.map { outputPath(for: $0, extension: emitter.fileExtension) }
        do {
            try checkCollisions(targets)
        } catch {
            Diagnostics.usage(error)
            return .failure
        }

        var staged: [OutputFile.Staged] = []
        var status = ExitStatus.success
        var sawUnknownTag = false
        defer {
            if sawUnknownTag, options.styleBook == nil {
                Console.error("markupc: note: no --stylebook was given, so the built-in default book served (b, i, u, s, em, strong, code, a, "
                              + "link and the basic colors); pass --stylebook FILE to style other tags")
            }
        }
        for (input, target) in zip(options.inputs, targets) {
            guard let document = compile(input, with: compiler, emitter: emitter, status: &status, sawUnknownTag: &sawUnknownTag) else { continue }
            if let target {
                // Once a document failed, the rest are only compiled, for their diagnostics.
                guard status == .success else { continue }
                do {
                    staged.append(try OutputFile.stage(document, to: target))
                } catch {
                    Diagnostics.error(error.message)
                    status = .failure
                }
            } else if let problem = document.write(1, false) {
                Diagnostics.error("cannot write to standard output: \(problem)")
                status = .failure
            }
        }
        if status == .success, let css = options.css, let html = emitter as? HTMLEmitter {
            do {
                staged.append(try OutputFile.stage(Array(html.stylesheet().utf8), to: css))
            } catch {
                Diagnostics.error(error.message)
                status = .failure
            }
        }
        guard status == .success else {
            OutputFile.discard(staged)
            if !staged.isEmpty || options.css != nil {
                Console.error("markupc: note: no output file was written; the output files of one run are written all together or not at all")
            }
            return status
        }
        do {
            try OutputFile.commit(staged)
        } catch {
            Diagnostics.error(error.message)
            return .failure
        }
        return status
    }

    /// Every output, the style book and every input must be different files.
    private func checkCollisions(_ targets: [String?]) throws(UsageError) {
        var outputs: [OutputCollisions.Role] = []
        for (input, target) in zip(options.inputs, targets) {
            guard let target else { continue }
            let of = options.inputs.count > 1 || options.outputDirectory != nil ? " (from '\(input)')" : ""
            outputs.append(.init(path: target, description: "the output '\(target)'\(of)"))
        }
        if let css = options.css { outputs.append(.init(path: css, description: "the --css stylesheet '\(css)'")) }
        var reads = options.inputs.map {
            OutputCollisions.Role(path: $0, description: $0 == "-" ? OutputCollisions.standardInputDescription : "the input '\($0)'")
        }
        if let book = options.styleBook { reads.append(.init(path: book, description: "the style book '\(book)'")) }
        try OutputCollisions.check(outputs: outputs, reads: reads)
    }

    private func makeEmitter(_ book: StyleBook) -> any Emitter {
        switch options.format {
        case .json: return JSONEmitter(offsets: options.offsets)
        case .text: return TextEmitter()
        case .rtf: return RTFEmitter()
        case .html: return HTMLEmitter(styleBook: book, options: htmlOptions)
        case .ansi:
            let environment = ProcessInfo.processInfo.environment
            let styling = TerminalStyling(choice: options.color, environment: environment,
                                          isTerminal: Console.stdoutIsTerminal)
            return ANSIEmitter(styling: styling, colorDepth: options.colorDepth ?? ColorDepth(environment: environment),
                               width: options.width ?? (options.output == nil && options.outputDirectory == nil ? Console.terminalWidth : nil))
        }
    }

    /// The HTML emitter; with `--css FILE` the styles are classes and the stylesheet goes to
    /// FILE (linked from a whole page by its path relative to the page, ``StylesheetLink``),
    /// else classes are embedded in a page's `<style>`.
    private var htmlOptions: HTMLEmitter.Options {
        HTMLEmitter.Options(document: options.htmlDocument, lang: options.lang ?? (options.htmlDocument ? Self.defaultPageLanguage : nil),
                            styles: options.css != nil ? .classes : options.htmlStyles,
                            stylesheetHref: options.htmlDocument ? options.css.map { StylesheetLink.href(stylesheet: $0, pageDirectory: pageDirectory) } : nil)
    }

    /// The directory the documents are written to, or `nil` for standard output.
    private var pageDirectory: String? {
        if let output = options.output, !OutputFile.isWrittenInPlace(output) {
            return URL(fileURLWithPath: output).deletingLastPathComponent().path
        }
        return options.outputDirectory
    }

    /// The document of one input, or `nil` (with the problem reported and `status` raised).
    /// A JSON document is written as it is made (``JSONEmitter/write(_:pieceSize:to:)``).
    /// `sawUnknownTag` is set when the input has a tag the book does not name.
    private func compile(_ input: String, with compiler: MarkupCompiler, emitter: any Emitter, status: inout ExitStatus,
                         sawUnknownTag: inout Bool) -> OutputFile.Document? {
        let displayName = input == "-" ? "<stdin>" : input
        var data: Data
        do {
            data = try InputFile.read(input, maxBytes: options.limits.maxInputBytes)
        } catch {
            if case .tooLarge(let size, let limit) = error.reason {
                // The input-size limit, worded as the compiler words it; a stream (standard
                // input, a pipe, /dev/zero) stops being read once past it, its size unknown.
                let size = InputFile.isRegularFile(input) ? "\(size) bytes, more than the limit of \(limit)" : "more than the limit of \(limit) bytes"
                Console.error("\(displayName):1:1: error: the input is \(size) [malformed-markup]")
                status = max(status, .inputErrors)
                return nil
            }
            Diagnostics.error(error.description)
            status = max(status, .failure)
            return nil
        }
        // One final line break ends the file; it is not text (FinalLineBreak).
        var lineBreak: [UInt8] = []
        if !options.keepsFinalNewline { (data, lineBreak) = FinalLineBreak.split(data) }
        let compiled: CompiledText
        do {
            compiled = try compiler.compile(data)
        } catch {
            if error.rule == .unknownTag { sawUnknownTag = true }
            Diagnostics.report(error, file: displayName)
            status = max(status, .inputErrors)
            return nil
        }
        // With the built-in book, a note after the run then suggests --stylebook.
        for warning in compiled.warnings { Diagnostics.report(warning, file: displayName) }
        if !compiled.warnings.isEmpty { sawUnknownTag = true }
        if let json = emitter as? JSONEmitter {
            return OutputFile.Document(write: { fd, syncs in
                // A large document is made on this thread while another writes it.
                guard compiled.utf8Text.count >= Self.writerThreadThreshold else {
                    var problem: String?
                    json.writePieces(compiled) { piece in
                        if problem == nil { problem = Console.writeAll(piece, to: fd) }
                    }
                    return problem
                }
                let writer = PieceWriter(fd: fd, pieceSize: Self.pieceSize + Self.pieceSize / 4, startsWriteback: syncs)
                json.writePieces(compiled, pieceSize: Self.pieceSize) { writer.write($0) }
                return writer.finish()
            }, bytes: { json.emit(compiled) })
        }
        var document = emitter.emit(compiled)
        // Text and ANSI documents end with a line break, as a text file does: the input's own
        // final one when it had one, else LF (an empty text stays empty).
        if emitter is TextEmitter || emitter is ANSIEmitter, !compiled.utf8Text.isEmpty, compiled.utf8Text.last != 0x0A {
            document += lineBreak.isEmpty ? [0x0A] : lineBreak
        }
        return .bytes(document)
    }

    /// The `lang` of a page written without `--lang`: screen readers and hyphenation need one,
    /// and most source strings are English.
    static let defaultPageLanguage = "en"

    /// Texts of at least this many bytes have their JSON written by a ``PieceWriter``.
    static let writerThreadThreshold = 1 << 18
    /// The size of the pieces a JSON document is made in.
    static let pieceSize = 1 << 18

    /// The file an input's document goes to, or `nil` for standard output.
    private func outputPath(for input: String, extension ext: String) -> String? {
        if let output = options.output { return output }
        guard let directory = options.outputDirectory else { return nil }
        let base = input == "-" ? "stdin" : ((input as NSString).lastPathComponent as NSString).deletingPathExtension
        return (directory as NSString).appendingPathComponent("\(base).\(ext)")
    }
}
