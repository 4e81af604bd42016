import Foundation
import StyleMarkup
import StyleMarkupLint

/// The `.markupc.json` that `lint`, `pseudo` and `preview` read: the file `--config` names, or
/// `./.markupc.json` when there is one (Docs/Lint.md, "Configuration").
enum ConfigurationFile {
    /// The file read when `--config` names none.
    static let defaultName = ".markupc.json"

    /// What reading the configuration gave.
    enum Outcome<Value> {
        /// No `--config` and no `./.markupc.json`: the defaults hold.
        case absent
        /// The file at `path`, as `parse` read it.
        case loaded(Value, path: String)
        /// The file could not be read or parsed; the error has been reported (exit status 2).
        case failed
    }

    /// Reads the configuration `explicit` names, else `./.markupc.json` when it exists, and
    /// makes what `parse` makes of its bytes.
    static func load<Value>(_ explicit: String?, _ parse: (Data, String) throws -> Value) -> Outcome<Value> {
        guard let path = explicit ?? (FileManager.default.fileExists(atPath: defaultName) ? defaultName : nil) else { return .absent }
        do {
            return .loaded(try parse(try FileContents.read(path, maxBytes: LintConfiguration.maxFileBytes), path), path: path)
        } catch let error as FileReadError {
            Diagnostics.error(error.description)
        } catch let error as LintConfiguration.LoadError where error.location != nil {
            // Positioned, as a compiler reports: `.markupc.json:3:12: error: …`.
            Console.error(error.description)
        } catch {
            Diagnostics.error("\(error)")
        }
        return .failed
    }

    /// What `lint` and `pseudo` read besides their inputs: the style book `styleBook` names, if
    /// any, and the configuration (``load(_:_:)``) with the path it came from. `nil` when either
    /// could not be read; the error has been reported (exit status 2).
    static func loadLintInputs(styleBook: String?, configuration: String?) -> (StyleBook?, LintConfiguration, String?)? {
        var book: StyleBook?
        if let styleBook {
            guard let loaded = StyleBookFile.load(styleBook) else { return nil }
            book = loaded.book
        }
        switch load(configuration, { try LintConfiguration(json: $0, fileName: $1) }) {
        case .absent: return (book, LintConfiguration(), nil)
        case .loaded(let loaded, let path): return (book, loaded, path)
        case .failed: return nil
        }
    }
}
