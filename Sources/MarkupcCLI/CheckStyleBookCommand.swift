import Foundation
import StyleMarkup
import StyleMarkupLint

/// `markupc check-stylebook FILE...`: loads each style book and reports every problem.
struct CheckStyleBookCommand {
    var paths: [String]

    func run() -> ExitStatus {
        var status = ExitStatus.success
        for path in paths {
            if let loaded = StyleBookFile.load(path) {
                Console.error("\(path): ok, \(loaded.book.styles.count) styles")
            } else {
                status = .failure
            }
        }
        return status
    }
}
