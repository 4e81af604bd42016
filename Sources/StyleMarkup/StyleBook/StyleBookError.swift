/// Problems found in a style book, each naming the file, the path inside the book and,
/// for JSON books, the line and column.
public struct StyleBookError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One problem.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The path inside the book, such as `u[1].underline`, or empty for the whole file.
        public var path: String
        /// What is wrong, with a "did you mean" hint where one is likely.
        public var message: String
        /// The position in the file, when the format gives one (JSON does, property lists do not).
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

    /// The file's path or name as given to the loader (for example `styles.json`).
    public var file: String
    /// Every problem found, in file order.
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
