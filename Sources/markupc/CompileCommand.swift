import Foundation
import StyleMarkup

/// `markupc [compile]`: compiles each input and writes its output document.
struct CompileCommand {
    var options: CompileOptions

    func run() -> ExitStatus {
        let book: StyleBook
        if let path = options.styleBook {
            do {
                book = try StyleBook(contentsOfFile: path, limits: options.styleBookLimits)
            } catch {
                Diagnostics.report(error)
                return .failure
            }
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
        if let css = options.css {
            guard let html = emitter as? HTMLEmitter else {
                Diagnostics.error("--css goes with --format html")
                return .failure
            }
            do {
                try OutputFile.write(Array(html.stylesheet().utf8), to: css)
            } catch {
                Diagnostics.error(error.message)
                return .failure
            }
        }
        var status = ExitStatus.success
        for input in options.inputs {
            status = max(status, compile(input, with: compiler, emitter: emitter))
        }
        return status
    }

    private func makeEmitter(_ book: StyleBook) -> any Emitter {
        switch options.format {
        case "json": return JSONEmitter(offsets: options.offsets)
        case "text": return TextEmitter()
        case "rtf": return RTFEmitter()
        case "html": return HTMLEmitter(styleBook: book, options: htmlOptions)
        default:
            let terminal = TerminalCapabilities(environment: ProcessInfo.processInfo.environment, stdoutIsTerminal: Console.stdoutIsTerminal)
            return ANSIEmitter(styled: terminal.wantsColor(options.color), colorDepth: options.colorDepth ?? terminal.colorDepth,
                               width: options.width ?? (options.output == nil && options.outputDirectory == nil ? Console.terminalWidth : nil))
        }
    }

    /// The HTML emitter; with `--css FILE` the styles are classes and the stylesheet goes to
    /// FILE (linked from a whole page), else classes are embedded in a page's `<style>`.
    private var htmlOptions: HTMLEmitter.Options {
        HTMLEmitter.Options(document: options.htmlDocument, lang: options.lang,
                            styles: options.css != nil ? .classes : options.htmlStyles,
                            stylesheetHref: options.htmlDocument ? options.css : nil)
    }

    private func compile(_ input: String, with compiler: MarkupCompiler, emitter: any Emitter) -> ExitStatus {
        let displayName = input == "-" ? "<stdin>" : input
        let data: Data
        do {
            data = try InputFile.read(input)
        } catch {
            Diagnostics.error(error.message)
            return .failure
        }
        let compiled: CompiledText
        do {
            compiled = try compiler.compile(data)
        } catch {
            Diagnostics.report(error, file: displayName)
            return .inputErrors
        }
        let bytes: [UInt8]
        do {
            bytes = try emitter.emit(compiled)
        } catch {
            Diagnostics.error("\(displayName): \(error)")
            return .failure
        }
        do {
            if let output = options.output {
                try OutputFile.write(bytes, to: output)
            } else if let directory = options.outputDirectory {
                try OutputFile.write(bytes, to: outputPath(for: input, in: directory, extension: emitter.fileExtension))
            } else if let problem = Console.output(bytes) {
                Diagnostics.error("cannot write to standard output: \(problem)")
                return .failure
            }
        } catch {
            Diagnostics.error(error.message)
            return .failure
        }
        return .success
    }

    private func outputPath(for input: String, in directory: String, extension ext: String) -> String {
        let base = input == "-" ? "stdin" : ((input as NSString).lastPathComponent as NSString).deletingPathExtension
        return (directory as NSString).appendingPathComponent("\(base).\(ext)")
    }
}

/// Reads an input file, or standard input for `-`.
enum InputFile {
    struct ReadError: Error {
        var message: String
    }

    static func read(_ path: String) throws(ReadError) -> Data {
        if path == "-" {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ReadError(message: "cannot read '\(path)': Is a directory")
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let reason: String
            if let code = posix?.code, posix?.domain == NSPOSIXErrorDomain {
                reason = String(cString: strerror(Int32(code)))
            } else if !FileManager.default.fileExists(atPath: path) {
                reason = "No such file or directory"
            } else if !FileManager.default.isReadableFile(atPath: path) {
                reason = "Permission denied"
            } else {
                reason = (error as NSError).localizedDescription
            }
            throw ReadError(message: "cannot read '\(path)': \(reason)")
        }
    }
}
