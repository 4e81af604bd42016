import Foundation
import StyleMarkup

/// `markupc check-stylebook FILE...`: loads each style book and reports every problem.
struct CheckStyleBookCommand {
    var paths: [String]

    func run() -> ExitStatus {
        var status = ExitStatus.success
        for path in paths {
            do {
                let book = try StyleBook(contentsOfFile: path)
                Console.error("\(path): ok, \(book.styles.count) styles")
            } catch {
                Diagnostics.report(error)
                status = .failure
            }
        }
        return status
    }
}
