/// One problem found in a structured document (a style book or a JSON run list): where inside
/// the document it is, what is wrong, and where the value starts in the file.
public struct DocumentProblem: Hashable, Sendable, CustomStringConvertible {
    /// The path inside the document, such as `u[1].underline` or `runs[3].length`, or empty
    /// for the whole document.
    public var path: String
    /// What is wrong, with a "did you mean" hint where one is likely.
    public var message: String
    /// Where the value starts (1-based line and column, 0-based byte offset), when the format
    /// gives one (JSON does, property lists do not).
    public var location: SourceLocation?

    /// Creates a problem.
    public init(path: String, message: String, location: SourceLocation? = nil) {
        self.path = path
        self.message = message
        self.location = location
    }

    /// `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// An error that lists every ``DocumentProblem`` of one file.
public protocol DocumentProblemList: Error, CustomStringConvertible {
    /// The file's path or name as given to the reader.
    var file: String { get }
    /// Every problem, in document order.
    var problems: [DocumentProblem] { get }
}

extension DocumentProblemList {
    /// One line per problem: `file:line:column: error: path: message`.
    public var description: String {
        lines.joined(separator: "\n")
    }

    /// Each problem as its line of ``description`` (without a line break), for a caller that
    /// writes them one by one.
    public var lines: [String] {
        problems.map { problem in
            let position = problem.location.map { "\(file):\($0.line):\($0.column)" } ?? file
            return "\(position): error: \(problem)"
        }
    }
}
