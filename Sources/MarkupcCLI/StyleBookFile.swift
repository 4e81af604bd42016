import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// The style book a command reads from a path (`--stylebook FILE`, `check-stylebook FILE`),
/// with one way of reporting why it cannot be used.
enum StyleBookFile {
    /// Reads and loads the style book at `path`. On failure it prints the reason — the file
    /// error, or each problem of the book with its line and column — and returns `nil`; the
    /// caller exits with ``ExitStatus/failure``.
    static func load(_ path: String, limits: StyleBookLimits = .default) -> (book: StyleBook, data: Data)? {
        do {
            let data = try FileContents.read(path, maxBytes: limits.maxFileBytes)
            return (try StyleBook(data: data, fileName: path, limits: limits), data)
        } catch let error as FileReadError {
            Diagnostics.error(error.description)
        } catch let error as StyleBookError {
            Diagnostics.report(error)
        } catch {
            Diagnostics.error("\(error)")
        }
        return nil
    }
}
