/// Problems found in a style book, each naming the file, the path inside the book and,
/// for JSON books, the line and column.
public struct StyleBookError: DocumentProblemList, Hashable, Sendable {
    /// One problem.
    public typealias Problem = DocumentProblem

    /// The file's path or name as given to the loader (for example `styles.json`).
    public var file: String
    /// Every problem found, in file order.
    public var problems: [Problem]

    /// Creates an error.
    public init(file: String, problems: [Problem]) {
        self.file = file
        self.problems = problems
    }
}

