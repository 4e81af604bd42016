import Foundation
import StyleMarkup

/// `markupc check-stylebook FILE...`: loads each style book and reports every problem.
struct CheckStyleBookCommand {
    var paths: [String]

    func run() -> ExitStatus {
        var status = ExitStatus.success
        for path in paths {
            do {
                let data = try FileContents.read(path, maxBytes: StyleBookLimits.default.maxFileBytes)
                let book = try StyleBook(data: data, fileName: path)
                Console.error("\(path): ok, \(book.styles.count) styles")
            } catch let error as FileReadError {
                Diagnostics.error(error.description)
                status = .failure
            } catch let error as StyleBookError {
                Diagnostics.report(error)
                status = .failure
            } catch {
                Diagnostics.error("\(error)")
                status = .failure
            }
        }
        return status
    }
}
