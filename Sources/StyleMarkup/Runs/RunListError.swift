/// A JSON run list that ``CompiledText/init(jsonRunList:fileName:linkSchemes:)`` cannot read:
/// every problem found, each with its JSON path and its line and column in the document.
public struct RunListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One problem.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The JSON path of the value at fault, such as `runs[3].length`, or empty for the whole document.
        public var path: String
        /// What is wrong.
        public var message: String
        /// Where the value starts in the document (1-based line and column, 0-based byte offset).
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

    /// The name of the document, as given to the reader (`run list` unless told).
    public var file: String
    /// Every problem, in document order.
    public var problems: [Problem]

    /// Creates an error.
    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }

    /// One line per problem: `file:line:column: error: path: message`.
    public var description: String {
        problems.map { problem in
            let position = problem.location.map { "\(file):\($0.line):\($0.column)" } ?? file
            return "\(position): error: \(problem)"
        }.joined(separator: "\n")
    }
}
